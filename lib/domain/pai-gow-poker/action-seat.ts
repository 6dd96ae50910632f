/**
 * Where the action goes: the three dice name a seat, the player-dealer being 1, 8 and 15 (seed 004
 * L865, L1594-1596; seed 003 L4266-4272), placed by the shared action-button module; and which pile
 * each seat receives from there.
 */
import { placeActionButton, type ActionSeat } from "../action-button";
import type { Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { pileOfSeat } from "./piles";
import type { RoundState } from "./round-state";

/** Seats with at least one wager this round (Face Up's button skips the others, L1596). */
export function activeSeats(state: RoundState): SeatNumber[] {
  return [...new Set(state.wagers.map((w) => w.seat))];
}

export function actionButtonFor(state: RoundState): ActionSeat | null {
  if (state.dice === null) return null;
  return placeActionButton(state.game.actionButton, { kind: "dice", total: state.dice }, { pdSeat: state.table.pdSeat, seats: state.table.seats, active: activeSeats(state) });
}

/** The seat the action pile goes to: where the dice point (the player-dealer's seat included), or Face Up's moved button. */
export function firstPileSeat(state: RoundState): SeatNumber | null {
  const button = actionButtonFor(state);
  if (button === null) return null;
  return state.game.firstPile === "action-seat" ? button.seat : button.landedOn;
}

/** The pile (1..7) a seat receives, once the action pile and the dice are known. */
export function pileNumberOf(state: RoundState, seat: SeatNumber): number | null {
  const first = firstPileSeat(state);
  if (first === null || state.actionPile === null) return null;
  return pileOfSeat(seat, first, state.actionPile, state.table.seats);
}

/** A seat's seven cards as dealt, when the system dealt the piles itself. */
export function pileCardsOf(state: RoundState, seat: SeatNumber): readonly Card[] | null {
  const pile = pileNumberOf(state, seat);
  const piles = state.dealt?.piles;
  if (pile === null || piles === null || piles === undefined) return null;
  return piles[pile - 1] ?? null;
}
