/**
 * Settling a completed round: every wager resolved, then the bank walk from the player to the left
 * of the player-dealer, clockwise, seat by seat in the order Ante, Play, Pair Plus, 6 Card Bonus,
 * within the player-dealer's bank: "Once the player-dealer's wager has been exhausted, the wagers
 * not covered by the player-dealer will be returned" (seed 003 L1653-1656, L1661-1664; seed 004
 * L353-355, L2139-2140). There is no action button (digest G4).
 *
 * Option `forfeitsCollected` (default "at-fold"): the dealer collects the forfeited wagers once all
 * have played or folded, before the player-dealer's hand is revealed (seed 003 L1623-1625), so a
 * folded Ante and Pair Plus take the first lines of the walk, in order from the player-dealer's left
 * among themselves (`settledFirst` of `walkBank`), and the walk then goes on with the bank they
 * added to. "in-walk": they settle in their seat's turn like every other wager.
 */
import { conservationOf, walkBank, type BankWalk, type Conservation } from "../bank-walk";
import type { SeatNumber } from "../seats";
import { leftOfPlayerDealer } from "./deal-order";
import { playerDealerQualifies } from "./next-step";
import { resolveRound, type ResolvedThreeCardPokerWager } from "./resolution";
import type { RoundState } from "./round-state";

export interface ThreeCardPokerSettlement {
  /** Queen-high or better. */
  readonly playerDealerQualifies: boolean;
  /** The walk starts here: the player to the left of the player-dealer. */
  readonly startSeat: SeatNumber;
  /** Every wager resolved, seat by seat from the player-dealer's left. */
  readonly wagers: readonly ResolvedThreeCardPokerWager[];
  /** How many lines at the head of the walk are forfeits collected at the fold (0 under "in-walk"). */
  readonly collectedAtFold: number;
  readonly walk: BankWalk;
  readonly conservation: Conservation;
}

export function settleRound(state: RoundState): ThreeCardPokerSettlement {
  const wagers = resolveRound(state);
  const startSeat = leftOfPlayerDealer(state.table);
  const atFold = state.game.forfeitsCollected === "at-fold";
  const first = atFold ? wagers.filter((w) => w.forfeited) : [];
  const walk = walkBank({
    bank: state.bank,
    pdSeat: state.table.pdSeat,
    seats: state.table.seats,
    actionSeat: startSeat,
    order: "seat-by-seat",
    betOrder: state.game.betOrder,
    settledFirst: first,
    wagers: atFold ? wagers.filter((w) => !w.forfeited) : wagers,
    direction: "clockwise",
  });
  return { playerDealerQualifies: playerDealerQualifies(state) === true, startSeat, wagers, collectedAtFold: first.length, walk, conservation: conservationOf(walk) };
}
