/**
 * The action button: the player-dealer's hole card, once turned over, counted from the player on
 * the house dealer's left with the player-dealer's seat not counted (seed 004 L466-467, L644; seed
 * 003's Diagram #1 is missing, L409-415: rotation-action-bank.md A11), or, where the filing has no
 * button (Blackjack X), the player to the left of the player-dealer (A10).
 */
import { placeActionButton, type ActionSeat } from "../action-button";
import type { Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { FACE_DOWN, type RoundState } from "./round-state";

/** The card that places the button once the table may see it; null before, and for a game without a card button. */
export function actionCard(state: RoundState): Card | null {
  if (state.game.actionButton.kind !== "card-count" && state.game.actionButton.kind !== "card-chart") return null;
  const hole = state.playerDealer[1];
  if (hole === undefined || hole === FACE_DOWN || state.holeCard !== "exposed") return null;
  return hole;
}

/** Seats with at least one wager this round (counted by the button's empty-seat rule). */
export function activeSeats(state: RoundState): SeatNumber[] {
  return [...new Set(state.wagers.map((w) => w.seat))];
}

export function actionButtonFor(state: RoundState): ActionSeat | null {
  const table = { pdSeat: state.table.pdSeat, seats: state.table.seats, active: activeSeats(state) };
  const rule = state.game.actionButton;
  if (rule.kind === "left-of-player-dealer") return placeActionButton(rule, { kind: "none" }, table);
  const card = actionCard(state);
  return card === null ? null : placeActionButton(rule, { kind: "card", card }, table);
}
