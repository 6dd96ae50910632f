/**
 * Baccarat point values. Every filing of the family counts an ace as one, two to nine at face value
 * and tens and picture cards as zero (seed 000 L25, 001 L52-53, 002 L25, 003 L1992-1995, 004 L1415).
 */
import { type SuitedCard, isCard, isJoker, parseCard, rankOf } from "../cards/card";

const POINTS: Readonly<Record<string, number>> = {
  A: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: 0, J: 0, Q: 0, K: 0,
};

export class BaccaratCardError extends RangeError {
  override name = "BaccaratCardError";
}

/** Point value 0-9 of one card. */
export function pointValue(card: SuitedCard): number {
  const value = POINTS[rankOf(card)];
  if (value === undefined) throw new BaccaratCardError(`not a baccarat card: ${String(card)}`);
  return value;
}

/**
 * A card code accepted by the game: every baccarat filing says "no jokers", so a joker is refused
 * here rather than silently counted.
 */
export function baccaratCard(card: string): SuitedCard {
  const code = isCard(card) ? card : parseCard(card);
  if (isJoker(code)) throw new BaccaratCardError("baccarat is dealt without jokers (JK refused)");
  return code;
}
