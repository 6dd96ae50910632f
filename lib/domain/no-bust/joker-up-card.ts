/**
 * Joker edition: "If the Player/Dealer's first up card is a Joker, all hands are frozen on the
 * table" and "No player may double-down, surrender, or split" (seed 003 L134-139, L181-182). The
 * player-dealer's hand is already at least the second-best hand, so the players' turn is skipped:
 * the player-dealer takes the next card, the action button is placed, and the wagers are settled.
 */
import { JOKER } from "../cards/card";

export interface JokerUpCardRule {
  readonly freezesHands: boolean;
  readonly source: string;
}

/** `playerDealerCards` as dealt (a face-down marker is never the first card). */
export function handsFrozenByJoker(rule: JokerUpCardRule | null, playerDealerCards: readonly string[]): boolean {
  return rule !== null && rule.freezesHands && playerDealerCards[0] === JOKER;
}
