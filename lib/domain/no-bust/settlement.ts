/**
 * Settling a completed round: the wagers resolved, the action button placed, and the bank walk
 * from the action seat, seat by seat in the game's bet order, within the player-dealer's bank
 * ("All pay-offs are to the extent that the Player/Dealer's money covers", L186-189, L891-894, L3217-3220).
 */
import type { ActionSeat } from "../action-button";
import { conservationOf, walkBank, type BankWalk, type Conservation } from "../bank-walk";
import { actionButtonFor } from "./action-seat";
import { refuse } from "./refusal";
import { resolveRound, type ResolvedNoBustWager } from "./resolution";
import type { RoundState } from "./round-state";

export interface NoBustSettlement {
  readonly actionButton: ActionSeat;
  readonly wagers: readonly ResolvedNoBustWager[];
  readonly walk: BankWalk;
  readonly conservation: Conservation;
}

export function settleRound(state: RoundState): NoBustSettlement {
  const wagers = resolveRound(state);
  const actionButton = actionButtonFor(state);
  if (actionButton === null) refuse("wrong-step", "the action button's card is not showing");
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
