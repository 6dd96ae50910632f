/**
 * What a player's first seven cards make for the Fortune Bonus and the Envy Bonus (seed 004
 * L834-851, L936-938, L960-975; seed 003 L4165-4247, L4402-4412, L4461-4493; Face Up L1704-1721),
 * and whether a seven-card hand is ace-high, "Pai Gow" (Face Up L1544, L1599, L1729-1739).
 *
 * The Fortune Bonus "considers the best hand possible among the player's seven cards" (L908), best by
 * the filing's ranking (L834-851): a hand holding both three of a kind and a straight is a Straight
 * (option `bonusTripsAndStraight`). The joker plays as an ace or completes a straight, flush or
 * straight flush (L938), never the king or queen of a Royal Match, which is a pair of suited cards.
 *
 * The classification works on suit masks and rank counts so the exact odds (exact-odds.ts) run the
 * very same code over all 154,143,080 hands: `classifySeven` gives a class that does not depend on any
 * option, and `bonusHandOfClass` / `aceHighOfClass` read it under a game's options.
 */
import { isJoker, suitOf, type Card } from "../cards/card";
import { pokerRank } from "../poker-hands";

export const BONUS_HANDS = [
  "seven-card-straight-flush",
  "royal-flush-royal-match",
  "seven-card-straight-flush-with-joker",
  "five-aces",
  "royal-flush",
  "straight-flush",
  "four-of-a-kind",
  "full-house",
  "flush",
  "straight",
  "three-of-a-kind",
  "three-pair",
] as const;
/** A seven-card hand of the bonus pay tables, highest first as ranked (L836-851); three pair is only a pay line. */
export type BonusHand = (typeof BONUS_HANDS)[number];

export const BONUS_HAND_NAMES: Readonly<Record<BonusHand, string>> = {
  "seven-card-straight-flush": "7 Card Straight Flush",
  "royal-flush-royal-match": "Royal Flush + Royal Match",
  "seven-card-straight-flush-with-joker": "7 Card Straight Flush with Joker",
  "five-aces": "Five Aces",
  "royal-flush": "Royal Flush",
  "straight-flush": "Straight Flush",
  "four-of-a-kind": "Four of a Kind",
  "full-house": "Full House",
  flush: "Flush",
  straight: "Straight",
  "three-of-a-kind": "Three of a Kind",
  "three-pair": "Three Pair",
};

/** The options that change what seven cards make. */
export interface SevenCardRules {
  readonly jokerCompletesFlush: boolean;
  /** A hand with both: a Straight as ranked (L847-848), or Three of a Kind as the pay table pays it higher (L973-974). */
  readonly tripsAndStraight: "straight" | "three-of-a-kind";
}

// Rank bit b is rank b + 2 (bit 12 is the ace). A run may start with the ace low.
const ACE_BIT = 12;
const ROYAL = 0b1_1111_0000_0000;
const KING_QUEEN = 0b0_1100_0000_0000;
const MASKS = 1 << 13;

function popcount(m: number): number {
  let n = 0;
  for (let x = m; x; x &= x - 1) n++;
  return n;
}

/** Masks of every run of `length` ranks, the ace-low one included. */
function runs(length: number): number[] {
  const out: number[] = [];
  const low = ((1 << (length - 1)) - 1) | (1 << ACE_BIT);
  out.push(low);
  for (let start = 0; start + length <= 13; start++) out.push(((1 << length) - 1) << start);
  return out;
}

function table(length: number, missing: number): Uint8Array {
  const t = new Uint8Array(MASKS);
  const windows = runs(length);
  for (let m = 0; m < MASKS; m++) t[m] = windows.some((w) => popcount(m & w) >= length - missing) ? 1 : 0;
  return t;
}

export const POPCOUNT = (() => {
  const t = new Uint8Array(MASKS);
  for (let m = 0; m < MASKS; m++) t[m] = popcount(m);
  return t;
})();
/** A five-card straight among the ranks; `_J`: the joker's one rank would make one. */
export const STRAIGHT = table(5, 0);
export const STRAIGHT_J = table(5, 1);
/** Seven consecutive ranks; `_J`: six of seven consecutive ranks. */
export const RUN7 = table(7, 0);
export const RUN7_J = table(7, 1);

/** Classes above the low ones, in ranking order. */
export const CLASS = {
  sevenCardStraightFlush: 0,
  royalFlushRoyalMatch: 1,
  sevenCardStraightFlushWithJoker: 2,
  fiveAces: 3,
  royalFlush: 4,
  straightFlush: 5,
  fourOfAKind: 6,
  fullHouse: 7,
  flush: 8,
} as const;
/** Low classes: LOW + these bits, for hands with no full house, no five-card flush and nothing above. */
export const LOW = 16;
export const LOW_BIT = { jokerFlush: 1, straight: 2, trips: 4, threePair: 8, pair: 16, aceHigh: 32, joker: 64 } as const;
export const CLASS_COUNT = LOW + 128;

/**
 * The class of seven cards from their four suit masks, the number of ranks held at least twice,
 * three times and four times, the aces held and whether the joker is one of the seven.
 * With the joker the ace counts go up by one: the joker always may be an ace.
 */
export function classifySeven(s0: number, s1: number, s2: number, s3: number, pairs: number, trips: number, quads: number, aces: number, joker: boolean): number {
  const p0 = POPCOUNT[s0]!;
  const p1 = POPCOUNT[s1]!;
  const p2 = POPCOUNT[s2]!;
  const p3 = POPCOUNT[s3]!;
  if (joker) {
    if (aces === 1) pairs++;
    else if (aces === 2) trips++;
    else if (aces === 3) quads++;
  }
  // The suit with five or more cards (four with the joker), if any: seven cards have at most one.
  const fi = p0 >= 4 ? 0 : p1 >= 4 ? 1 : p2 >= 4 ? 2 : p3 >= 4 ? 3 : -1;
  const fs = fi === 0 ? s0 : fi === 1 ? s1 : fi === 2 ? s2 : fi === 3 ? s3 : 0;
  const fp = POPCOUNT[fs]!;
  const royal = POPCOUNT[fs & ROYAL]!;
  const royalFlush = fi >= 0 && (royal === 5 || (joker && royal === 4));
  if (fi >= 0) {
    if (!joker && fp === 7 && RUN7[fs]) return CLASS.sevenCardStraightFlush;
    // The Royal Match: the king and queen of another suit, never the joker (a pair of cards is no straight or flush).
    const match = (fi !== 0 && (s0 & KING_QUEEN) === KING_QUEEN) || (fi !== 1 && (s1 & KING_QUEEN) === KING_QUEEN) || (fi !== 2 && (s2 & KING_QUEEN) === KING_QUEEN) || (fi !== 3 && (s3 & KING_QUEEN) === KING_QUEEN);
    if (royalFlush && match) return CLASS.royalFlushRoyalMatch;
    if (joker && fp === 6 && RUN7_J[fs]) return CLASS.sevenCardStraightFlushWithJoker;
  }
  if (joker && aces === 4) return CLASS.fiveAces;
  if (royalFlush) return CLASS.royalFlush;
  if (fi >= 0 && (joker ? STRAIGHT_J[fs] : fp >= 5 && STRAIGHT[fs])) return CLASS.straightFlush;
  if (quads > 0) return CLASS.fourOfAKind;
  if (trips > 0 && pairs >= 2) return CLASS.fullHouse;
  if (fp >= 5) return CLASS.flush;
  const ranks = s0 | s1 | s2 | s3;
  let low = LOW;
  if (joker && fp === 4) low += LOW_BIT.jokerFlush;
  if (joker ? STRAIGHT_J[ranks] : STRAIGHT[ranks]) low += LOW_BIT.straight;
  if (trips > 0) low += LOW_BIT.trips;
  if (pairs >= 3) low += LOW_BIT.threePair;
  if (pairs > 0) low += LOW_BIT.pair;
  if (aces > 0 || joker) low += LOW_BIT.aceHigh;
  if (joker) low += LOW_BIT.joker;
  return low;
}

const HIGH_CLASS_HANDS: readonly BonusHand[] = [
  "seven-card-straight-flush",
  "royal-flush-royal-match",
  "seven-card-straight-flush-with-joker",
  "five-aces",
  "royal-flush",
  "straight-flush",
  "four-of-a-kind",
  "full-house",
  "flush",
];

/** The bonus hand of a class under the game's options; null when the seven cards make none. */
export function bonusHandOfClass(cls: number, rules: SevenCardRules): BonusHand | null {
  if (cls < LOW) return HIGH_CLASS_HANDS[cls] ?? null;
  const bits = cls - LOW;
  if (bits & LOW_BIT.jokerFlush && rules.jokerCompletesFlush) return "flush";
  const straight = (bits & LOW_BIT.straight) !== 0;
  const trips = (bits & LOW_BIT.trips) !== 0;
  if (straight && trips) return rules.tripsAndStraight;
  if (straight) return "straight";
  if (trips) return "three-of-a-kind";
  if (bits & LOW_BIT.threePair) return "three-pair";
  return null;
}

/** A seven-card ace-high hand, "Pai Gow": with the joker as its ace, or with a natural ace. */
export type AceHigh = "with-joker" | "no-joker";

/**
 * Whether the class is a seven-card ace-high hand: no pair, no straight, no flush (the joker's
 * flush only where it completes one), and an ace or the joker as the top card. With the joker the
 * hand holds no ace (the joker would pair it): the joker is the ace.
 */
export function aceHighOfClass(cls: number, rules: Pick<SevenCardRules, "jokerCompletesFlush">): AceHigh | null {
  if (cls < LOW) return null;
  const bits = cls - LOW;
  if (bits & (LOW_BIT.pair | LOW_BIT.straight)) return null;
  if (bits & LOW_BIT.jokerFlush && rules.jokerCompletesFlush) return null;
  if (!(bits & LOW_BIT.aceHigh)) return null;
  return bits & LOW_BIT.joker ? "with-joker" : "no-joker";
}

/** The class of seven cards given as card codes (at most one joker). */
export function sevenCardClass(cards: readonly Card[]): number {
  if (cards.length !== 7) throw new RangeError(`seven cards are needed, got ${cards.length}`);
  if (new Set(cards).size !== 7) throw new RangeError(`a card appears twice in ${cards.join(" ")}`);
  const suits = [0, 0, 0, 0];
  const counts = new Array<number>(15).fill(0);
  let joker = false;
  for (const c of cards) {
    if (isJoker(c)) {
      joker = true;
      continue;
    }
    const r = pokerRank(c);
    counts[r]!++;
    suits["SHDC".indexOf(suitOf(c))]! |= 1 << (r - 2);
  }
  const pairs = counts.filter((n) => n >= 2).length;
  const trips = counts.filter((n) => n >= 3).length;
  const quads = counts.filter((n) => n >= 4).length;
  return classifySeven(suits[0]!, suits[1]!, suits[2]!, suits[3]!, pairs, trips, quads, counts[14]!, joker);
}

export function bonusHandOf(cards: readonly Card[], rules: SevenCardRules): BonusHand | null {
  return bonusHandOfClass(sevenCardClass(cards), rules);
}

export function aceHighOf(cards: readonly Card[], rules: Pick<SevenCardRules, "jokerCompletesFlush">): AceHigh | null {
  return aceHighOfClass(sevenCardClass(cards), rules);
}
