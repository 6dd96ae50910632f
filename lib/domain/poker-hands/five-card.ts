/**
 * The standard five-card poker ranking, for every game of the filings that ranks five cards from a
 * 52-card deck: the Three Card Poker 6 Card Bonus (best five of the player's and the player-dealer's
 * six cards), Hold'em and Omaha showdowns. Pai gow poker ranks with its joker and its own A-2-3-4-5
 * rule, so it has its own ranking (lib/domain/pai-gow-poker).
 *
 * A hand's `score` is one integer: the category times 16^5 plus the ranks that break ties, most
 * significant first, each 2..14. A higher score is a better hand, equal scores tie (suits never
 * break ties). The wheel A-2-3-4-5 is the lowest straight (five-high).
 */
import { rankOf, suitOf, type SuitedCard } from "../cards/card";

export const HAND_CATEGORIES = [
  "high-card",
  "pair",
  "two-pair",
  "three-of-a-kind",
  "straight",
  "flush",
  "full-house",
  "four-of-a-kind",
  "straight-flush",
] as const;
export type HandCategory = (typeof HAND_CATEGORIES)[number];

export const CATEGORY_NAMES: Record<HandCategory, string> = {
  "high-card": "High card",
  pair: "One pair",
  "two-pair": "Two pair",
  "three-of-a-kind": "Three of a kind",
  straight: "Straight",
  flush: "Flush",
  "full-house": "Full house",
  "four-of-a-kind": "Four of a kind",
  "straight-flush": "Straight flush",
};

export interface FiveCardHand {
  readonly category: HandCategory;
  /** Compare with `>`: higher is better, equal ties. */
  readonly score: number;
  /** The ranks in tie-break order, 2..14 (ace 14; the wheel's ace counts as 1 and is last). */
  readonly ranks: readonly number[];
}

const RANK_VALUE: Record<string, number> = { "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** A card's poker rank, 2..14 (ace high). */
export function pokerRank(card: SuitedCard): number {
  return RANK_VALUE[rankOf(card)]!;
}

const BASE = 16;

function pack(categoryIndex: number, ranks: readonly number[]): number {
  let score = categoryIndex;
  for (let i = 0; i < 5; i++) score = score * BASE + (ranks[i] ?? 0);
  return score;
}

/**
 * Rank five cards given as ranks (2..14) and suits (any four distinct values). The fast path the
 * enumerations use; `evaluateFive` is the same on card codes.
 */
export function scoreFive(r0: number, r1: number, r2: number, r3: number, r4: number, flush: boolean): number {
  return rankFive([r0, r1, r2, r3, r4], flush).score;
}

function rankFive(ranksIn: readonly number[], flush: boolean): FiveCardHand {
  const counts = new Map<number, number>();
  for (const r of ranksIn) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Groups ordered by size, then rank: [rank, count][].
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const distinct = groups.length === 5;
  const sorted = distinct ? groups.map(([r]) => r) : [];
  let straightHigh = 0;
  if (distinct) {
    if (sorted[0]! - sorted[4]! === 4) straightHigh = sorted[0]!;
    else if (sorted[0] === 14 && sorted[1] === 5) straightHigh = 5; // the wheel
  }
  let category: HandCategory;
  let ranks: number[];
  if (straightHigh && flush) {
    category = "straight-flush";
    ranks = straightRanks(straightHigh);
  } else if (groups[0]![1] === 4) {
    category = "four-of-a-kind";
    ranks = [groups[0]![0], groups[1]![0]];
  } else if (groups[0]![1] === 3 && groups[1]![1] === 2) {
    category = "full-house";
    ranks = [groups[0]![0], groups[1]![0]];
  } else if (flush) {
    category = "flush";
    ranks = sorted.length ? sorted : [...ranksIn].sort((a, b) => b - a);
  } else if (straightHigh) {
    category = "straight";
    ranks = straightRanks(straightHigh);
  } else if (groups[0]![1] === 3) {
    category = "three-of-a-kind";
    ranks = groups.map(([r]) => r);
  } else if (groups[0]![1] === 2 && groups[1]![1] === 2) {
    category = "two-pair";
    ranks = groups.map(([r]) => r);
  } else if (groups[0]![1] === 2) {
    category = "pair";
    ranks = groups.map(([r]) => r);
  } else {
    category = "high-card";
    ranks = sorted;
  }
  return { category, score: pack(HAND_CATEGORIES.indexOf(category), ranks), ranks };
}

function straightRanks(high: number): number[] {
  return high === 5 ? [5, 4, 3, 2, 1] : [high, high - 1, high - 2, high - 3, high - 4];
}

/** Rank exactly five distinct cards. */
export function evaluateFive(cards: readonly SuitedCard[]): FiveCardHand {
  if (cards.length !== 5) throw new RangeError(`a poker hand is five cards, got ${cards.length}`);
  if (new Set(cards).size !== 5) throw new RangeError(`a card appears twice in ${cards.join(" ")}`);
  const suit = suitOf(cards[0]!);
  return rankFive(
    cards.map(pokerRank),
    cards.every((c) => suitOf(c) === suit),
  );
}

export interface BestHand extends FiveCardHand {
  /** The five cards that make the hand, in the order given. */
  readonly cards: readonly SuitedCard[];
}

/** The best five-card hand of five to nine cards (the first best found, in the order given). */
export function bestFive(cards: readonly SuitedCard[]): BestHand {
  if (cards.length < 5 || cards.length > 9) throw new RangeError(`the best five of 5 to 9 cards, got ${cards.length}`);
  let best: BestHand | null = null;
  const n = cards.length;
  for (let a = 0; a < n - 4; a++)
    for (let b = a + 1; b < n - 3; b++)
      for (let c = b + 1; c < n - 2; c++)
        for (let d = c + 1; d < n - 1; d++)
          for (let e = d + 1; e < n; e++) {
            const five = [cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!];
            const hand = evaluateFive(five);
            if (!best || hand.score > best.score) best = { ...hand, cards: five };
          }
  return best!;
}

/** Positive when `a` beats `b`, negative when `b` wins, 0 for a tie. */
export function compareFive(a: Pick<FiveCardHand, "score">, b: Pick<FiveCardHand, "score">): number {
  return Math.sign(a.score - b.score);
}

const RANK_WORD: Record<number, string> = { 14: "Ace", 13: "King", 12: "Queen", 11: "Jack", 10: "Ten", 9: "Nine", 8: "Eight", 7: "Seven", 6: "Six", 5: "Five", 4: "Four", 3: "Three", 2: "Two", 1: "Ace" };
const PLURAL: Record<number, string> = { 14: "Aces", 13: "Kings", 12: "Queens", 11: "Jacks", 10: "Tens", 9: "Nines", 8: "Eights", 7: "Sevens", 6: "Sixes", 5: "Fives", 4: "Fours", 3: "Threes", 2: "Twos" };

/** The hand in words a dealer says: "Full house, Kings over Fours", "Straight, Five high", "Royal flush". */
export function describeFive(hand: Pick<FiveCardHand, "category" | "ranks">): string {
  const [a = 0, b = 0] = hand.ranks;
  switch (hand.category) {
    case "straight-flush":
      return a === 14 ? "Royal flush" : `Straight flush, ${RANK_WORD[a]} high`;
    case "four-of-a-kind":
      return `Four ${PLURAL[a]}`;
    case "full-house":
      return `Full house, ${PLURAL[a]} over ${PLURAL[b]}`;
    case "flush":
      return `Flush, ${RANK_WORD[a]} high`;
    case "straight":
      return `Straight, ${RANK_WORD[a]} high`;
    case "three-of-a-kind":
      return `Three ${PLURAL[a]}`;
    case "two-pair":
      return `Two pair, ${PLURAL[a]} and ${PLURAL[b]}`;
    case "pair":
      return `Pair of ${PLURAL[a]}`;
    case "high-card":
      return `${RANK_WORD[a]} high`;
  }
}
