/**
 * A baccarat hand: its cards, its total (right-hand digit of the sum) and whether it is a natural
 * ("a two card hand that has a value of nine/eight ... only when the first two cards dealt to a
 * hand", seed 000 L28-29; the same table in every filing of the family).
 */
import type { SuitedCard } from "../cards/card";
import { pointValue } from "./card-value";

export interface Hand {
  readonly cards: readonly SuitedCard[];
  readonly total: number;
  readonly natural: boolean;
}

/** Total of point values, keeping only the right-hand digit. */
export function totalOfValues(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return sum % 10;
}

export function handTotal(cards: readonly SuitedCard[]): number {
  return totalOfValues(cards.map(pointValue));
}

export function handOf(cards: readonly SuitedCard[]): Hand {
  if (cards.length > 3) throw new RangeError(`a baccarat hand has at most three cards, got ${cards.length}`);
  const total = handTotal(cards);
  return { cards: [...cards], total, natural: cards.length === 2 && total >= 8 };
}

/** "A three-card 7" and the like: the bonus bets name a total made with exactly three cards. */
export function isThreeCard(hand: Hand, total: number): boolean {
  return hand.cards.length === 3 && hand.total === total;
}
