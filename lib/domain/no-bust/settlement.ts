/**
 * Settling a completed round: the wagers resolved, the action button placed, and the bank walk
 * from the action seat, seat by seat in the game's bet order, within the player-dealer's bank
 * ("All pay-offs are to the extent that the Player/Dealer's money covers", L186-189, L891-894, L3217-3220).
 *
 * In 2014 (option `naturalsPaid`, default "at-deal") a player's Natural is paid at the deal when the
 * player-dealer does not or cannot have a Natural (L3243-3249): those game wagers take the first
 * lines of the walk, in order from the action button, and the walk then goes on from the action
 * button with what is left of the bank (`settledFirst` of `walkBank`).
 */
import type { ActionSeat } from "../action-button";
import { conservationOf, walkBank, type BankWalk, type Conservation } from "../bank-walk";
import type { Card } from "../cards/card";
import { actionButtonFor } from "./action-seat";
import { MAIN_BET } from "../blackjack/bet-ids";
import { isAce, isTenValue } from "../blackjack/card-values";
import { handValue } from "./hand-value";
import { playerDealerValue, upCardOf } from "./next-step";
import { refuse } from "./refusal";
import { resolveRound, type ResolvedNoBustWager } from "./resolution";
import type { RoundState } from "./round-state";

export interface NoBustSettlement {
  readonly actionButton: ActionSeat;
  /** Every wager resolved, seat by seat in playing order. */
  readonly wagers: readonly ResolvedNoBustWager[];
  /** How many lines at the head of the walk are Naturals paid at the deal (0 unless `naturalsPaid` is "at-deal"). */
  readonly paidAtDeal: number;
  readonly walk: BankWalk;
  readonly conservation: Conservation;
}

export const NATURALS_PAID_SOURCE = "seed 003 L3243-3249";

/**
 * The seats whose Natural is paid at the deal: none unless the game pays Naturals at the deal and
 * the player-dealer "does not or cannot have a Natural" as the deal stands, that is its up card
 * cannot make one, or the hole card under it was checked and made none. Without the check (option
 * `holeCardCheck` "no-peek") a Natural against an ace or ten-value up card waits for the walk.
 */
export function naturalsPaidAtDeal(state: RoundState): ReadonlySet<number> {
  const { game } = state;
  if (game.naturalsPaid !== "at-deal") return new Set();
  const pd = playerDealerValue(state);
  const up = upCardOf(state);
  if (pd === null || up === undefined || pd.kind === "natural") return new Set();
  const mayHoldNatural = isAce(up) || isTenValue(up);
  if (mayHoldNatural && game.holeCardCheck !== "peek-ace-or-ten") return new Set();
  const seats = state.players.filter((p) => {
    const [hand, ...others] = p.hands;
    return hand !== undefined && others.length === 0 && !hand.split && handValue(game.hand, hand.cards as readonly Card[]).kind === "natural";
  });
  return new Set(seats.map((p) => p.seat));
}

export function settleRound(state: RoundState): NoBustSettlement {
  const resolved = resolveRound(state);
  const actionButton = actionButtonFor(state);
  if (actionButton === null) refuse("wrong-step", "the action button's card is not showing");
  const naturals = naturalsPaidAtDeal(state);
  // The game wager on a Natural, the seated player's and the backline bettors' riding on it ("the
  // NB21 wager is paid and the player's cards are put away"); the Buster bet stays in action.
  const atDeal = (w: ResolvedNoBustWager) => naturals.has(w.seat) && w.bet === MAIN_BET && w.resolution.outcome === "win";
  const wagers = resolved.map((w) => (atDeal(w) ? { ...w, because: `paid at the deal (${NATURALS_PAID_SOURCE}): ${w.because}` } : w));
  const first = wagers.filter(atDeal);
  const walk = walkBank({
    bank: state.bank,
    pdSeat: state.table.pdSeat,
    seats: state.table.seats,
    actionSeat: actionButton.seat,
    order: "seat-by-seat",
    betOrder: state.game.betOrder,
    settledFirst: first,
    wagers: wagers.filter((w) => !atDeal(w)),
    direction: state.game.settlementDirection,
  });
  return { actionButton, wagers, paidAtDeal: first.length, walk, conservation: conservationOf(walk) };
}
