/**
 * The two bonus pay tables, identical in both filings: Pair Plus on the player's three cards (seed 003
 * L1687-1701, seed 004 L373-381) and the 6 Card Bonus on the best five of the player's and the
 * player-dealer's six cards (seed 003 L1724-1742, seed 004 L399-407). Every line pays "to 1".
 */
import { payout, type Cents } from "../money";
import type { ThreeCardCategory } from "./three-card-ranking";

export interface PayLine<H extends string> {
  readonly hand: H;
  /** As printed: "200:1" is 200. */
  readonly to: number;
  readonly source: string;
}

export type PairPlusHand = Exclude<ThreeCardCategory, "high-card">;

/** The 6 Card Bonus lines: the standard five-card categories, a Royal Flush apart. */
export const SIX_CARD_BONUS_HANDS = ["royal-flush", "straight-flush", "four-of-a-kind", "full-house", "flush", "straight", "three-of-a-kind"] as const;
export type SixCardBonusHand = (typeof SIX_CARD_BONUS_HANDS)[number];

export const SIX_CARD_BONUS_NAMES: Readonly<Record<SixCardBonusHand, string>> = Object.freeze({
  "royal-flush": "Royal Flush",
  "straight-flush": "Straight Flush",
  "four-of-a-kind": "Four of a Kind",
  "full-house": "Full House",
  flush: "Flush",
  straight: "Straight",
  "three-of-a-kind": "Three of a Kind",
});

export interface BonusPayTables {
  /** Highest hand first, as printed. */
  readonly pairPlus: readonly PayLine<PairPlusHand>[];
  readonly sixCardBonus: readonly PayLine<SixCardBonusHand>[];
}

const PAIR_PLUS_TO: readonly [PairPlusHand, number][] = [
  ["mini-royal-flush", 200],
  ["straight-flush", 40],
  ["three-of-a-kind", 30],
  ["straight", 6],
  ["flush", 3],
  ["one-pair", 1],
];

const SIX_CARD_BONUS_TO: readonly [SixCardBonusHand, number][] = [
  ["royal-flush", 1000],
  ["straight-flush", 200],
  ["four-of-a-kind", 100],
  ["full-house", 20],
  ["flush", 15],
  ["straight", 9],
  ["three-of-a-kind", 8],
];

/**
 * The pay tables with each line's source. `pairPlusLines[i]` and `sixCardBonusLines[i]` are the
 * filing's lines for the i-th printed row (hand name and payoff where they are printed apart).
 */
export function bonusPayTables(seed: string, pairPlusLines: readonly string[], sixCardBonusLines: readonly string[]): BonusPayTables {
  if (pairPlusLines.length !== PAIR_PLUS_TO.length || sixCardBonusLines.length !== SIX_CARD_BONUS_TO.length) throw new RangeError("one source per printed pay line");
  return Object.freeze({
    pairPlus: Object.freeze(PAIR_PLUS_TO.map(([hand, to], i) => Object.freeze({ hand, to, source: `${seed} ${pairPlusLines[i]}` }))),
    sixCardBonus: Object.freeze(SIX_CARD_BONUS_TO.map(([hand, to], i) => Object.freeze({ hand, to, source: `${seed} ${sixCardBonusLines[i]}` }))),
  });
}

export function payLineFor<H extends string>(table: readonly PayLine<H>[], hand: H | null): PayLine<H> | null {
  return hand === null ? null : (table.find((l) => l.hand === hand) ?? null);
}

/** Winnings of `stake` at "to 1" odds (whole cents: every printed payoff is to 1, so nothing is rounded). */
export function winningsAt(stake: Cents, to: number): Cents {
  return payout(stake, to, 1);
}
