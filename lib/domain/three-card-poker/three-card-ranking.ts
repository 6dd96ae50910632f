/**
 * The three-card ranking as printed (seed 003 L1545-1574, seed 004 L302-314), high to low: Mini
 * Royal Flush, Straight Flush, Three of a Kind, Straight, Flush, One Pair, High Card. The same
 * ranking decides the Ante and Play against the player-dealer (and its Queen-high qualifier) and
 * the Pair Plus pay line.
 *
 * The printed text contradicts itself in three places, settled in
 * docs/rules-decisions/three-card-poker.md (T1-T4):
 * - A-K-Q suited is the Mini Royal Flush, a category of its own above every straight flush, though
 *   the Straight Flush line also calls it the highest straight flush (T1);
 * - A-2-3 is the lowest straight, while 4-3-2 is called the lowest straight flush: A-2-3 suited is
 *   the lowest straight flush by default, a flush under option `aceTwoThreeSuited` (T2);
 * - "A-K-9" is printed as the highest high card; A-K-J offsuit is (A-K-Q is a straight) (T3);
 * - ties within a category are broken card by card, as in poker (T4): no line says so, and "equal
 *   in rank and value" (seed 003 L1646-1647) is read as equal cards.
 *
 * A hand's `score` is one integer: the category times 16^3 plus three ranks (2..14, the A-2-3
 * straight's ace counting 1), most significant first. Higher is better, equal scores tie, suits
 * never break a tie (seed 003 L1546, seed 004 L304).
 */
import { rankOf, suitOf, type SuitedCard } from "../cards/card";

/** Low to high. */
export const THREE_CARD_CATEGORIES = ["high-card", "one-pair", "flush", "straight", "three-of-a-kind", "straight-flush", "mini-royal-flush"] as const;
export type ThreeCardCategory = (typeof THREE_CARD_CATEGORIES)[number];

/** The names of the filing's ranking chart. */
export const THREE_CARD_NAMES: Readonly<Record<ThreeCardCategory, string>> = Object.freeze({
  "mini-royal-flush": "Mini Royal Flush",
  "straight-flush": "Straight Flush",
  "three-of-a-kind": "Three of a Kind",
  straight: "Straight",
  flush: "Flush",
  "one-pair": "One Pair",
  "high-card": "High Card",
});

export interface ThreeCardRules {
  /** T2: A-2-3 of one suit. */
  readonly aceTwoThreeSuited: "straight-flush" | "flush";
  readonly source: string;
}

export interface ThreeCardHand {
  readonly category: ThreeCardCategory;
  /** Compare with `>`: higher is better, equal ties. */
  readonly score: number;
  /** Tie-break ranks, 2..14 (the A-2-3 straight's ace is 1); trips give one rank, a pair two. */
  readonly ranks: readonly number[];
}

const RANK_VALUE: Readonly<Record<string, number>> = { "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** A card's rank, 2..14 (ace high). */
export function cardRank(card: SuitedCard): number {
  return RANK_VALUE[rankOf(card)] as number;
}

function pack(category: ThreeCardCategory, ranks: readonly number[]): number {
  let score = THREE_CARD_CATEGORIES.indexOf(category);
  for (let i = 0; i < 3; i++) score = score * 16 + (ranks[i] ?? 0);
  return score;
}

/**
 * Rank three cards given as ranks (2..14, any order) and whether they are of one suit: the fast path
 * the odds enumerations use; `rankThree` is the same on card codes.
 */
export function rankThreeRanks(rules: ThreeCardRules, a: number, b: number, c: number, suited: boolean): ThreeCardHand {
  const [hi, mid, lo] = [a, b, c].sort((x, y) => y - x) as [number, number, number];
  if (hi === lo) return hand("three-of-a-kind", [hi]);
  if (hi === mid || mid === lo) return hand("one-pair", hi === mid ? [hi, lo] : [mid, hi]);
  const aceLow = hi === 14 && mid === 3 && lo === 2;
  const straight = hi - lo === 2 || aceLow;
  const ranks = aceLow ? [3, 2, 1] : [hi, mid, lo];
  if (straight && suited) {
    if (hi === 14 && mid === 13) return hand("mini-royal-flush", ranks);
    if (aceLow && rules.aceTwoThreeSuited === "flush") return hand("flush", [hi, mid, lo]);
    return hand("straight-flush", ranks);
  }
  if (suited) return hand("flush", ranks);
  if (straight) return hand("straight", ranks);
  return hand("high-card", ranks);
}

function hand(category: ThreeCardCategory, ranks: readonly number[]): ThreeCardHand {
  return { category, score: pack(category, ranks), ranks };
}

/** Rank exactly three distinct cards. */
export function rankThree(rules: ThreeCardRules, cards: readonly SuitedCard[]): ThreeCardHand {
  if (cards.length !== 3) throw new RangeError(`a Three Card Poker hand is three cards, got ${cards.length}`);
  if (new Set(cards).size !== 3) throw new RangeError(`a card appears twice in ${cards.join(" ")}`);
  const [a, b, c] = cards as [SuitedCard, SuitedCard, SuitedCard];
  const suited = suitOf(a) === suitOf(b) && suitOf(b) === suitOf(c);
  return rankThreeRanks(rules, cardRank(a), cardRank(b), cardRank(c), suited);
}

/** Positive when `a` beats `b`, negative when `b` wins, 0 for a tie. */
export function compareThree(a: Pick<ThreeCardHand, "score">, b: Pick<ThreeCardHand, "score">): number {
  return Math.sign(a.score - b.score);
}

/**
 * "The player-dealer must qualify to play with a minimum of queen-high" (seed 003 L1627-1628, seed
 * 004 L341): any hand above High Card, or a High Card whose highest card is a queen or better.
 */
export function qualifiesQueenHigh(hand: Pick<ThreeCardHand, "category" | "ranks">): boolean {
  return hand.category !== "high-card" || (hand.ranks[0] ?? 0) >= 12;
}

/** The lowest qualifying hand, Q-3-2 offsuit, as a score: a hand qualifies when its score is at least this. */
export const QUEEN_HIGH_SCORE = pack("high-card", [12, 3, 2]);

const WORD: Readonly<Record<number, string>> = { 14: "Ace", 13: "King", 12: "Queen", 11: "Jack", 10: "Ten", 9: "Nine", 8: "Eight", 7: "Seven", 6: "Six", 5: "Five", 4: "Four", 3: "Three", 2: "Two", 1: "Ace" };
const PLURAL: Readonly<Record<number, string>> = { 14: "Aces", 13: "Kings", 12: "Queens", 11: "Jacks", 10: "Tens", 9: "Nines", 8: "Eights", 7: "Sevens", 6: "Sixes", 5: "Fives", 4: "Fours", 3: "Threes", 2: "Twos" };

/** The hand in the dealer's words: "Mini Royal Flush", "Straight, Three high", "Pair of Eights", "Queen high". */
export function describeThree(hand: Pick<ThreeCardHand, "category" | "ranks">): string {
  const [a = 0, b = 0, c = 0] = hand.ranks;
  switch (hand.category) {
    case "mini-royal-flush":
      return "Mini Royal Flush";
    case "straight-flush":
      return `Straight Flush, ${WORD[a]} high`;
    case "three-of-a-kind":
      return `Three ${PLURAL[a]}`;
    case "straight":
      return `Straight, ${WORD[a]} high`;
    case "flush":
      return `Flush, ${WORD[a]}-${WORD[b]}-${WORD[c]}`;
    case "one-pair":
      return `Pair of ${PLURAL[a]}`;
    case "high-card":
      return `${WORD[a]} high (${WORD[a]}-${WORD[b]}-${WORD[c]})`;
  }
}
