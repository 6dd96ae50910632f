/**
 * The pai gow poker ranking of a five-card hand and of a two-card hand, from a 53-card deck with one
 * joker. It differs from the plain 52-card ranking (lib/domain/poker-hands) in three ways the filings
 * state: the joker plays as an ace or completes a straight, flush or straight flush (seed 004 L828,
 * seed 003 L4157-4159; Face Up only straights and straight flushes, seed 004 L1552); Five Aces (four
 * aces and the joker) ranks above the Royal Flush (seed 004 L840-841, L1559-1560; seed 003
 * L4188-4189, L4209); and A-2-3-4-5 is the lowest straight (seed 003 L4214-4215, L4233-4234; seed
 * 004 L1561, L1565) unless a room takes it as the second-highest (option `wheel`).
 *
 * A hand's `score` is one integer: compare with `>`; equal scores are "identical in rank" (a copy,
 * seed 004 L904). A two-card hand is scored on the same scale (pair or high card, with no kickers),
 * so a five-card hand and a two-card hand compare directly for a foul.
 */
import { isJoker, suitOf, type Card, type SuitedCard } from "../cards/card";
import { describeFive, pokerRank } from "../poker-hands";

export const PAI_GOW_CATEGORIES = [
  "high-card",
  "pair",
  "two-pair",
  "three-of-a-kind",
  "straight",
  "flush",
  "full-house",
  "four-of-a-kind",
  "straight-flush",
  "royal-flush",
  "five-aces",
] as const;
export type PaiGowCategory = (typeof PAI_GOW_CATEGORIES)[number];

/** How a game ranks: each filing's joker and its A-2-3-4-5. */
export interface PaiGowRanking {
  /** A-2-3-4-5: the lowest straight as filed, or the second-highest (after A-K-Q-J-10). */
  readonly wheel: "lowest" | "second-highest";
  /** Whether the joker completes a plain flush (Fortune: yes, L828; Face Up: only straights and straight flushes, L1552). */
  readonly jokerCompletesFlush: boolean;
  readonly source: string;
}

export interface PaiGowHand {
  readonly category: PaiGowCategory;
  readonly score: number;
  /** The ranks in tie-break order, 2..14 (the wheel's ace is 1). */
  readonly ranks: readonly number[];
  /** What the joker plays as: "ace", or the rank (2..14) it takes to complete a straight or flush; null without a joker. */
  readonly jokerAs: "ace" | number | null;
}

export const ACE = 14;
const BASE = 32;
const SLOTS = 5;

/** A card's rank for pai gow, 2..14; the joker as an ace. */
export function paiGowRank(card: Card): number {
  return isJoker(card) ? ACE : pokerRank(card);
}

function pack(category: PaiGowCategory, slots: readonly number[]): number {
  let score = PAI_GOW_CATEGORIES.indexOf(category);
  for (let i = 0; i < SLOTS; i++) score = score * BASE + (slots[i] ?? 0);
  return score;
}

/** The straight's high card (5 for the wheel), or 0; ranks must be five distinct values. */
function straightHigh(sorted: readonly number[]): number {
  if (sorted[0]! - sorted[4]! === 4) return sorted[0]!;
  if (sorted[0] === ACE && sorted[1] === 5) return 5;
  return 0;
}

/** A straight's tie-break slot: twice its high card, the wheel lowest (10) or just under A-high (27). */
function straightSlot(high: number, ranking: PaiGowRanking): number {
  if (high === 5) return ranking.wheel === "lowest" ? 10 : 27;
  return high * 2;
}

/** Five ranks (2..14, repeats allowed) and whether all five cards share a suit. */
function rankFive(ranksIn: readonly number[], flush: boolean, ranking: PaiGowRanking, jokerAs: PaiGowHand["jokerAs"]): PaiGowHand {
  const counts = new Array<number>(ACE + 1).fill(0);
  for (const r of ranksIn) counts[r]!++;
  // [rank, count] by count, then rank, highest first.
  const groups: [number, number][] = [];
  for (let r = ACE; r >= 2; r--) if (counts[r]! > 0) groups.push([r, counts[r]!]);
  groups.sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const top = groups[0]!;
  if (top[1] === 5) return { category: "five-aces", score: pack("five-aces", []), ranks: [ACE, ACE, ACE, ACE, ACE], jokerAs };
  const distinct = groups.length === 5;
  const sorted = groups.map(([r]) => r);
  const high = distinct ? straightHigh(sorted) : 0;
  const straightRanks = high === 5 ? [5, 4, 3, 2, 1] : [high, high - 1, high - 2, high - 3, high - 4];
  const second = groups[1];
  let category: PaiGowCategory;
  let ranks: number[];
  let slots: number[];
  if (high && flush) {
    category = high === ACE ? "royal-flush" : "straight-flush";
    ranks = straightRanks;
    slots = [straightSlot(high, ranking)];
  } else if (top[1] === 4) {
    category = "four-of-a-kind";
    ranks = slots = sorted;
  } else if (top[1] === 3 && second?.[1] === 2) {
    category = "full-house";
    ranks = slots = sorted;
  } else if (flush) {
    category = "flush";
    ranks = slots = sorted;
  } else if (high) {
    category = "straight";
    ranks = straightRanks;
    slots = [straightSlot(high, ranking)];
  } else if (top[1] === 3) {
    category = "three-of-a-kind";
    ranks = slots = sorted;
  } else if (top[1] === 2 && second?.[1] === 2) {
    category = "two-pair";
    ranks = slots = sorted;
  } else if (top[1] === 2) {
    category = "pair";
    ranks = slots = sorted;
  } else {
    category = "high-card";
    ranks = slots = sorted;
  }
  return { category, score: pack(category, slots), ranks, jokerAs };
}

function checkCards(cards: readonly Card[], n: number): void {
  if (cards.length !== n) throw new RangeError(`a pai gow hand here is ${n} cards, got ${cards.length}`);
  if (new Set(cards).size !== n) throw new RangeError(`a card appears twice in ${cards.join(" ")}`);
}

/**
 * Rank five cards. With the joker, every value it may take is tried and the best hand kept: an ace
 * (which pairs with the aces held, and makes Five Aces with four of them), any rank that completes a
 * straight (a straight flush when the other four share a suit), or, where the game allows it, the
 * highest card of the suit that completes a flush.
 */
export function rankPaiGowFive(cards: readonly Card[], ranking: PaiGowRanking): PaiGowHand {
  checkCards(cards, 5);
  const real = cards.filter((c): c is SuitedCard => !isJoker(c));
  const ranks = real.map(pokerRank);
  const suited = real.every((c) => suitOf(c) === suitOf(real[0]!));
  if (real.length === 5) return rankFive(ranks, suited, ranking, null);
  let best = rankFive([...ranks, ACE], false, ranking, "ace");
  const keep = (hand: PaiGowHand) => {
    if (hand.score > best.score) best = hand;
  };
  if (new Set(ranks).size === 4) {
    for (let r = 2; r <= ACE; r++) {
      if (ranks.includes(r)) continue;
      const all = [...ranks, r].sort((a, b) => b - a);
      if (straightHigh(all)) keep(rankFive(all, suited, ranking, r));
    }
    if (suited && ranking.jokerCompletesFlush) {
      let r = ACE;
      while (ranks.includes(r)) r--;
      keep(rankFive([...ranks, r], true, ranking, r));
    }
  }
  return best;
}

/** Rank a two-card hand: a pair or two high cards; the joker is an ace. */
export function rankPaiGowTwo(cards: readonly Card[]): PaiGowHand {
  checkCards(cards, 2);
  const [a, b] = cards.map(paiGowRank).sort((x, y) => y - x) as [number, number];
  const jokerAs = cards.some(isJoker) ? ("ace" as const) : null;
  if (a === b) return { category: "pair", score: pack("pair", [a]), ranks: [a, b], jokerAs };
  return { category: "high-card", score: pack("high-card", [a, b]), ranks: [a, b], jokerAs };
}

const RANK_WORD: Record<number, string> = { 14: "Ace", 13: "King", 12: "Queen", 11: "Jack", 10: "Ten", 9: "Nine", 8: "Eight", 7: "Seven", 6: "Six", 5: "Five", 4: "Four", 3: "Three", 2: "Two", 1: "Ace" };

/** The hand in a dealer's words: "Five aces", "Royal flush", "Pair of Kings", "Ace-King" (a two-card hand). */
export function describePaiGowHand(hand: Pick<PaiGowHand, "category" | "ranks">): string {
  switch (hand.category) {
    case "five-aces":
      return "Five aces";
    case "royal-flush":
      return "Royal flush";
    default:
      if (hand.ranks.length === 2 && hand.category === "high-card") return `${RANK_WORD[hand.ranks[0]!]}-${RANK_WORD[hand.ranks[1]!]}`;
      return describeFive({ category: hand.category, ranks: hand.ranks });
  }
}
