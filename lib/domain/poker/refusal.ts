/**
 * Refusals of the poker engine: a step the rules forbid (a straddle at a limit table, a second
 * kill in one hand) or one that does not match the next step (a flop before the deal, a stale tap).
 * `code` is for programs; `message` is for the dealer, in plain words.
 */
export type PokerRefusalCode =
  /** The step does not match what the hand needs next (`nextStep`). */
  | "wrong-step"
  /** No such seat, or a seat in the wrong state for the step (empty, sitting out, not dealt in). */
  | "seat"
  /** The dealt-in list does not fit the button and blinds. */
  | "dealt-in"
  /** A draw for the button that is not one card per player. */
  | "button-draw"
  | "straddle"
  | "kill"
  | "award"
  /** The drop step's pot, or a drop asked of a time-collection table. */
  | "drop"
  | "time"
  /** The table's stakes or option do not match the schedule. */
  | "stakes"
  /** A showdown that cannot be settled as given (cards, contributions). */
  | "showdown";

export class PokerRefusal extends Error {
  override name = "PokerRefusal";
  constructor(
    readonly code: PokerRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function refuse(code: PokerRefusalCode, message: string): never {
  throw new PokerRefusal(code, message);
}
