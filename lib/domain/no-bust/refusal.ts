/**
 * Refusals of the No Bust round engine: a command the rules forbid (a double on a must-stand
 * total, any option after the player-dealer's joker up card) or one that does not match the next
 * step (a card for the wrong hand, a stale tap). `code` is for programs; `message` is for the dealer.
 */
export type NoBustRefusalCode =
  /** The command does not match the next step (`nextStep`). */
  | "wrong-step"
  /** Another hand is to act, or this hand is finished. */
  | "not-this-hand"
  /** No such seat, hand or wager in this round. */
  | "no-such-hand"
  /** Joker edition: the player-dealer's first card is a joker, every hand is frozen (L134-139, L181-182). */
  | "player-dealer-joker"
  /** The player-dealer's checked hole card made a Natural: the players do not act. */
  | "player-dealer-natural"
  /** The player chart says the hand must hit. */
  | "must-hit"
  /** The player chart says the hand must stand (Naturals and Joker hands included). */
  | "must-stand"
  /** Double down and surrender are options of a two-card hand. */
  | "not-two-cards"
  | "not-a-pair"
  /** At most three splits per hand (four hands). */
  | "split-limit"
  /** Aces may be split only once in this game. */
  | "aces-split-once"
  /** Split aces receive one card each and nothing else. */
  | "split-aces-one-card"
  | "no-double-after-split"
  | "double-amount"
  /** Surrender only on the player's first two cards in this game. */
  | "surrender-after-split"
  /** 2014 version: surrender only against an ace or ten-value up card (L3192-3193). */
  | "surrender-up-card"
  | "insurance-amount"
  /** A card the game does not use (a joker in 6.0) or a card given face down where it must be read. */
  | "card-not-allowed"
  /** The round as opened is impossible (no player, a wager on the player-dealer's seat, ...). */
  | "bad-round"
  /** `playRound`: the script lacks a card or a decision the round needs, or has one it never used. */
  | "script";

export class NoBustRefusal extends Error {
  override name = "NoBustRefusal";
  constructor(
    readonly code: NoBustRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

export function refuse(code: NoBustRefusalCode, message: string): never {
  throw new NoBustRefusal(code, message);
}

/** A refusal as a value, for checks that answer "allowed?" without throwing. */
export interface RuleRefusal {
  readonly code: NoBustRefusalCode;
  readonly message: string;
}
