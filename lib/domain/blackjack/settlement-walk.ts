/**
 * Settling a completed blackjack round (No Bust, twenty-one): the bank walk from the action seat,
 * seat by seat in the game's bet order, within the player-dealer's bank. Where the game pays a
 * player's natural at the deal, the game wagers on those naturals (the seated player's and the
 * backline bettors' riding on it) take the first lines of the walk, in order from the action button,
 * and the walk then goes on from the action button with what is left of the bank (`settledFirst` of
 * `walkBank`); their bonus bets stay in action. Which seats those are is each family's rule
 * (`naturalsPaidAtDeal` in its settlement.ts); the filing's lines for it are `source`.
 */
import type { ActionSeat } from "../action-button";
import { conservationOf, walkBank, type BankWalk, type Conservation, type ResolvedWager, type SettlementDirection } from "../bank-walk";
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { MAIN_BET } from "./bet-ids";

export interface BlackjackSettlement<W> {
  readonly actionButton: ActionSeat;
  /** Every wager resolved, seat by seat in playing order. */
  readonly wagers: readonly W[];
  /** How many lines at the head of the walk are naturals paid at the deal. */
  readonly paidAtDeal: number;
  readonly walk: BankWalk;
  readonly conservation: Conservation;
}

/** What the walk reads of the round. */
export interface SettledRound {
  readonly bank: Cents;
  readonly table: { readonly pdSeat: SeatNumber; readonly seats: number };
  readonly game: { readonly betOrder: readonly string[]; readonly settlementDirection: SettlementDirection };
}

/** Naturals paid at the deal: at the seats named, and where the filing says (`source`, quoted on each such line). */
export interface NaturalsAtDeal {
  readonly seats: ReadonlySet<SeatNumber>;
  readonly source: string;
}

/** The bank walk of a resolved round, naturals paid at the deal first. */
export function settlementWalk<W extends ResolvedWager & { readonly because: string }>(round: SettledRound, actionButton: ActionSeat, resolved: readonly W[], naturals: NaturalsAtDeal): BlackjackSettlement<W> {
  const atDeal = (w: W) => naturals.seats.has(w.seat) && w.bet === MAIN_BET && w.resolution.outcome === "win";
  const wagers = resolved.map((w) => (atDeal(w) ? { ...w, because: `paid at the deal (${naturals.source}): ${w.because}` } : w));
  const first = wagers.filter(atDeal);
  const walk = walkBank({
    bank: round.bank,
    pdSeat: round.table.pdSeat,
    seats: round.table.seats,
    actionSeat: actionButton.seat,
    order: "seat-by-seat",
    betOrder: round.game.betOrder,
    settledFirst: first,
    wagers: wagers.filter((w) => !atDeal(w)),
    direction: round.game.settlementDirection,
  });
  return { actionButton, wagers, paidAtDeal: first.length, walk, conservation: conservationOf(walk) };
}
