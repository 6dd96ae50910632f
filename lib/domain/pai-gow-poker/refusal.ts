/**
 * Refusals of the pai gow round engine: a step that does not match the next step (a stale tap), or
 * one the rules forbid (a card twice in the deck, a split that is not five and two of the seat's
 * cards, a foul where the game refuses one). `code` is for programs; `message` is for the dealer.
 */
export type PaiGowRefusalCode =
  /** The step does not match `nextStep`. */
  | "wrong-step"
  /** No such seat or hand this round (a seat without a game wager has no hand). */
  | "no-such-hand"
  /** Not a card, a card the round already holds elsewhere, or not the cards of this seat's pile. */
  | "card-not-allowed"
  /** A split that is not five cards behind and two in front, of the hand's seven cards. */
  | "bad-split"
  /** The two-card hand outranks the five-card hand, and the game has the player set again. */
  | "foul"
  /** Three dice total 3 to 18. */
  | "bad-dice"
  /** The piles are numbered 1 to 7, left to right. */
  | "bad-pile"
  /** The round as opened is impossible (no player, a wager from the player-dealer's seat, ...). */
  | "bad-round"
  /** Results-only entry: a seat's result missing or twice, a bonus hand the pay table does not pay, a bet results cannot settle. */
  | "bad-results"
  /** `playRound`: the script lacks something the round needs, or has something it never used. */
  | "script";

export class PaiGowRefusal extends Error {
  override name = "PaiGowRefusal";
  constructor(
    readonly code: PaiGowRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function refuse(code: PaiGowRefusalCode, message: string): never {
  throw new PaiGowRefusal(code, message);
}
