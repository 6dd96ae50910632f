/**
 * Refusals of the Three Card Poker round engine: a step the rules forbid (a second Play decision, a
 * card of another deck) or one that does not match the next step (a stale tap). `code` is for
 * programs; `message` is for the dealer.
 */
export type ThreeCardPokerRefusalCode =
  /** The command does not match the next step (`nextStep`). */
  | "wrong-step"
  /** Another seat or bettor is to decide. */
  | "not-this-hand"
  /** No such seat or bettor in this round. */
  | "no-such-hand"
  /** A decision other than Play or fold. */
  | "not-a-decision"
  /** Not a card, a joker, a card already in the round (one deck), or a card given unread where it must be read. */
  | "card-not-allowed"
  /** A stack is three cards. */
  | "stack-size"
  /** A card given at a reveal that differs from the card read at the deal. */
  | "card-mismatch"
  /** The round as opened is impossible (no Ante, a bonus without an Ante, a wager on the player-dealer's seat, ...). */
  | "bad-round"
  /** Results-only entry: a seat's result missing or twice, a hand a pay table does not pay, a bonus hand where none is asked. */
  | "bad-results"
  /** `playRound`: the script lacks a card or a decision the round needs, or has one it never used. */
  | "script";

export class ThreeCardPokerRefusal extends Error {
  override name = "ThreeCardPokerRefusal";
  constructor(
    readonly code: ThreeCardPokerRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function refuse(code: ThreeCardPokerRefusalCode, message: string): never {
  throw new ThreeCardPokerRefusal(code, message);
}
