/**
 * The 8-or-better low of Omaha High/Low Split (seed 003 L2449-2464): aces are low, a qualifying low
 * has five cards of different ranks, none above an 8; straights and flushes do not count against
 * it, a pair disqualifies it. The lowest is 5-4-3-2-A. Lows are compared "by the highest card of
 * each players' five-card poker hand, with the lowest high card being the winning low hand"; the
 * filing stops there, and when the highest cards are equal the next highest decide, and so on
 * (docs/rules-decisions/poker.md).
 */
import { rankOf, type SuitedCard } from "../cards/card";

export interface LowHand {
  /** The five ranks from highest to lowest, ace = 1. */
  readonly ranks: readonly number[];
  /** Compare with `<`: a lower score is a better low; equal scores tie. */
  readonly score: number;
  readonly cards: readonly SuitedCard[];
}

const LOW_RANK: Record<string, number> = { A: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: 10, J: 11, Q: 12, K: 13 };

/** A card's rank for a low hand: ace 1 ... king 13 (seed 003 L2450-2452). */
export function lowRank(card: SuitedCard): number {
  return LOW_RANK[rankOf(card)]!;
}

/** The five cards as a qualifying low, or null (a pair, or a card above 8). */
export function eightOrBetter(cards: readonly SuitedCard[]): LowHand | null {
  if (cards.length !== 5) throw new RangeError(`a low hand is five cards, got ${cards.length}`);
  const ranks = cards.map(lowRank).sort((a, b) => b - a);
  if (ranks[0]! > 8) return null;
  for (let i = 1; i < 5; i++) if (ranks[i] === ranks[i - 1]) return null;
  let score = 0;
  for (const r of ranks) score = score * 16 + r;
  return { ranks, score, cards: [...cards] };
}

/** Negative when `a` is the better (lower) low, positive when `b` is, 0 for a tie. */
export function compareLow(a: Pick<LowHand, "score">, b: Pick<LowHand, "score">): number {
  return Math.sign(a.score - b.score);
}

const WORD: Record<number, string> = { 1: "A", 2: "2", 3: "3", 4: "4", 5: "5", 6: "6", 7: "7", 8: "8" };

/** "8-6-5-3-A low" */
export function describeLow(low: Pick<LowHand, "ranks">): string {
  return `${low.ranks.map((r) => WORD[r]).join("-")} low`;
}
