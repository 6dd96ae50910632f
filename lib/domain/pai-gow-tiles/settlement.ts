/**
 * Settling a completed round: the wagers resolved, and the bank walk "in a clockwise manner around
 * the table, starting with the player with the action button ... seat to seat ... to the extent
 * that the player-dealer's wager covers. Once the player-dealer's wager has been exhausted, the
 * wagers not covered by the player-dealer shall be returned" (seed 004 L814).
 */
import type { ActionSeat } from "../action-button";
import { conservationOf, walkBank, type BankWalk, type Conservation } from "../bank-walk";
import { actionButtonOf } from "./next-step";
import { refuse } from "./refusal";
import { resolveRound, type ResolvedPaiGowTilesWager } from "./resolution";
import type { RoundState } from "./round-state";

export interface PaiGowTilesSettlement {
  readonly actionButton: ActionSeat;
  /** Every wager resolved, in the order placed. */
  readonly wagers: readonly ResolvedPaiGowTilesWager[];
  /** The ledger: every wager in settlement order against the bank. */
  readonly walk: BankWalk;
  readonly conservation: Conservation;
}

export function settleRound(state: RoundState): PaiGowTilesSettlement {
  const wagers = resolveRound(state);
  const actionButton = actionButtonOf(state);
  if (actionButton === null) refuse("wrong-step", "the dice have not been thrown");
  const walk = walkBank({
    bank: state.bank,
    pdSeat: state.table.pdSeat,
    seats: state.table.seats,
    actionSeat: actionButton.seat,
    order: "seat-by-seat",
    betOrder: state.game.betOrder,
    wagers,
    direction: state.game.settlementDirection,
  });
  return { actionButton, wagers, walk, conservation: conservationOf(walk) };
}
