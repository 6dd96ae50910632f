/**
 * The action button of a No Bust round, placed by the action-button module from the
 * player-dealer's second card: face up after the players in the Joker edition (L92-94, L216-221),
 * the hole card once turned over in 6.0 and 2014 ("the bottom card", L786-793, L3094-3107).
 */
import { placeActionButton, type ActionSeat } from "../action-button";
import type { Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { FACE_DOWN, type RoundState } from "./round-state";

/** The card that places the button, once the table may see it; null before. */
export function actionCard(state: RoundState): Card | null {
  const second = state.playerDealer[1];
  if (second === undefined || second === FACE_DOWN) return null;
  if (state.game.deal.playerDealerSecondCard === "hole-card" && state.holeCard !== "exposed") return null;
  return second;
}

/** Seats with at least one wager this round (counted by the button's empty-seat rule). */
export function activeSeats(state: RoundState): SeatNumber[] {
  return [...new Set(state.wagers.map((w) => w.seat))];
}

export function actionButtonFor(state: RoundState): ActionSeat | null {
  const card = actionCard(state);
  if (card === null) return null;
  return placeActionButton(state.game.actionButton, { kind: "card", card }, { pdSeat: state.table.pdSeat, seats: state.table.seats, active: activeSeats(state) });
}
