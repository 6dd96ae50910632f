/**
 * What happens next in a round, for the dealer screen: the dice, the stacks seat by seat, the
 * players setting their hands (in any order), the player-dealer last, then each player's hands
 * turned over in settlement order. Every step is checked against it, so a stale tap is refused.
 */
import type { ActionSeat } from "../action-button";
import { settlementSeats } from "../bank-walk";
import type { SeatNumber } from "../seats";
import { actionButtonFromDice, stackOrder, type StackTo } from "./dice";
import type { RoundState } from "./round-state";

/** Seats with at least one wager this round. */
export function activeSeats(state: RoundState): SeatNumber[] {
  return [...new Set(state.wagers.map((w) => w.seat))];
}

/** The action button, once the dice are in. */
export function actionButtonOf(state: RoundState): ActionSeat | null {
  if (state.dice === null) return null;
  return actionButtonFromDice(state.game, state.dice, { seats: state.table.seats, pdSeat: state.table.pdSeat, active: activeSeats(state) });
}

/** The stacks in dealing order once the dice are in (vacant positions included, by the game's option). */
export function dealOrder(state: RoundState): StackTo[] {
  const button = actionButtonOf(state);
  if (button === null) return [];
  return stackOrder(state.game, state.table, button.landedOn, new Set(state.seats.map((s) => s.seat)));
}

/** The players in settlement order: clockwise from the action button (L814). */
export function settlementOrder(state: RoundState): SeatNumber[] {
  const button = actionButtonOf(state);
  if (button === null) return [];
  const playing = new Set(state.seats.filter((s) => s.role === "player").map((s) => s.seat));
  return settlementSeats({ pdSeat: state.table.pdSeat, seats: state.table.seats, actionSeat: button.seat, direction: state.game.settlementDirection }).filter((s) => playing.has(s));
}

export type NextStep =
  /** The player-dealer shakes the cup; the dealer enters the total (L810). */
  | { readonly kind: "roll-dice" }
  /** Four tiles to this seat, from this stack of the woodpile (L804). */
  | { readonly kind: "deal"; readonly seat: SeatNumber; readonly stack: number; readonly role: "player" | "player-dealer" }
  /** These players have still to set their hands, themselves or by the house way (L804-806), in any order. */
  | { readonly kind: "set-hands"; readonly seats: readonly SeatNumber[] }
  /** Every player has set: the player-dealer sets (L806). */
  | { readonly kind: "player-dealer-sets"; readonly seat: SeatNumber }
  /** This player's hands are turned over and compared, in settlement order. */
  | { readonly kind: "expose"; readonly seat: SeatNumber }
  /** Results-only entry: each player's result against the player-dealer, the seats in settlement order. */
  | { readonly kind: "enter-results"; readonly seats: readonly SeatNumber[] }
  | { readonly kind: "complete" };

/**
 * Results-only entry (game option `entry`): after the dice (the action button orders the walk), every
 * player's result at once; no stack, no tile.
 */
function nextResultsStep(state: RoundState): NextStep {
  if (state.dice === null) return { kind: "roll-dice" };
  if (!state.results) return { kind: "enter-results", seats: settlementOrder(state) };
  return { kind: "complete" };
}

export function nextStep(state: RoundState): NextStep {
  if (state.game.entry === "results") return nextResultsStep(state);
  if (state.dice === null) return { kind: "roll-dice" };
  for (const to of dealOrder(state)) {
    const seat = state.seats.find((s) => s.seat === to.seat);
    if (seat && seat.stack === null) return { kind: "deal", seat: seat.seat, stack: to.stack, role: seat.role };
  }
  const unset = state.seats.filter((s) => s.role === "player" && s.setBy === null).map((s) => s.seat);
  if (unset.length > 0) return { kind: "set-hands", seats: unset };
  const pd = state.seats.find((s) => s.role === "player-dealer");
  if (pd && pd.setBy === null) return { kind: "player-dealer-sets", seat: pd.seat };
  for (const seat of settlementOrder(state)) {
    if (!state.seats.find((s) => s.seat === seat)?.exposed) return { kind: "expose", seat };
  }
  return { kind: "complete" };
}

export function isComplete(state: RoundState): boolean {
  return nextStep(state).kind === "complete";
}

/** The step in the dealer's words, for refusals and the screen. */
export function describeStep(step: NextStep): string {
  switch (step.kind) {
    case "roll-dice":
      return "the player-dealer shakes the dice first";
    case "deal":
      return `stack ${step.stack} goes to ${step.role === "player-dealer" ? "the player-dealer" : `seat ${step.seat}`}`;
    case "set-hands":
      return `the players set their hands first (seat${step.seats.length > 1 ? "s" : ""} ${step.seats.join(", ")})`;
    case "player-dealer-sets":
      return "the player-dealer sets its hands now";
    case "expose":
      return `seat ${step.seat}'s hands are turned over next`;
    case "enter-results":
      return `the result${step.seats.length === 1 ? "" : "s"} of seat${step.seats.length === 1 ? "" : "s"} ${step.seats.join(", ")} ${step.seats.length === 1 ? "is" : "are"} entered first`;
    case "complete":
      return "the round is complete";
  }
}
