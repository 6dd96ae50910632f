/**
 * Card points in the blackjack families (No Bust, twenty-one): 2-9 face value, 10/J/Q/K ten, an
 * ace 1 (or 11 in a soft total, each family's hand-value.ts). A joker has no points: it makes a
 * hand of its own (No Bust's Joker edition).
 */
import { isJoker, rankOf, suitOf, type Card, type Suit } from "../cards/card";

export function isAce(card: Card): boolean {
  return !isJoker(card) && rankOf(card) === "A";
}

/** "cards with a value of 10": 10, jack, queen, king. */
export function isTenValue(card: Card): boolean {
  if (isJoker(card)) return false;
  const r = rankOf(card);
  return r === "T" || r === "J" || r === "Q" || r === "K";
}

/** Points with the ace as 1; a joker has none (callers deal with jokers first). */
export function hardPoints(card: Card): number {
  if (isJoker(card)) throw new RangeError("a joker has no point value in No Bust (it makes a Joker hand)");
  const r = rankOf(card);
  if (r === "A") return 1;
  if (r === "T" || r === "J" || r === "Q" || r === "K") return 10;
  return Number(r);
}

export function suitOfCard(card: Card): Suit | null {
  return isJoker(card) ? null : suitOf(card);
}

/** Same rank ("pair"), jokers excluded. */
export function sameRank(a: Card, b: Card): boolean {
  return !isJoker(a) && !isJoker(b) && rankOf(a) === rankOf(b);
}
