/**
 * Every seven-card hand of the 53-card deck counted by class (seven-card.ts): the 133,784,560 hands
 * without the joker and the 20,358,520 with it, 154,143,080 in all, each classified by the same
 * `classifySeven` the table uses. The enumeration runs card by card, keeping suit masks and rank
 * counts as it goes; the last card of each hand is classified in the innermost loop.
 */
import { CLASS_COUNT, classifySeven } from "./seven-card";

export interface SevenCardCounts {
  /** Hands of seven suited cards, by class. */
  readonly noJoker: readonly number[];
  /** Hands of the joker and six suited cards, by class. */
  readonly withJoker: readonly number[];
}

const DECK = 52;

function countHands(real: number, joker: boolean): number[] {
  const counts = new Float64Array(CLASS_COUNT);
  const rankCount = new Int8Array(13);
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  let aces = 0;

  const walk = (start: number, depth: number): void => {
    if (depth === real - 1) {
      for (let c = start; c < DECK; c++) {
        const r = c >> 2;
        const suit = c & 3;
        const bit = 1 << r;
        const n = rankCount[r]! + 1;
        const cls = classifySeven(
          suit === 0 ? s0 | bit : s0,
          suit === 1 ? s1 | bit : s1,
          suit === 2 ? s2 | bit : s2,
          suit === 3 ? s3 | bit : s3,
          n === 2 ? pairs + 1 : pairs,
          n === 3 ? trips + 1 : trips,
          n === 4 ? quads + 1 : quads,
          r === 12 ? aces + 1 : aces,
          joker,
        );
        counts[cls]!++;
      }
      return;
    }
    for (let c = start; c <= DECK - (real - depth); c++) {
      const r = c >> 2;
      const suit = c & 3;
      const bit = 1 << r;
      const n = ++rankCount[r]!;
      if (n === 2) pairs++;
      else if (n === 3) trips++;
      else if (n === 4) quads++;
      if (r === 12) aces++;
      if (suit === 0) s0 |= bit;
      else if (suit === 1) s1 |= bit;
      else if (suit === 2) s2 |= bit;
      else s3 |= bit;
      walk(c + 1, depth + 1);
      if (suit === 0) s0 &= ~bit;
      else if (suit === 1) s1 &= ~bit;
      else if (suit === 2) s2 &= ~bit;
      else s3 &= ~bit;
      if (r === 12) aces--;
      if (n === 2) pairs--;
      else if (n === 3) trips--;
      else if (n === 4) quads--;
      rankCount[r]!--;
    }
  };
  walk(0, 0);
  return Array.from(counts);
}

let cached: SevenCardCounts | null = null;

/** The counts, computed once per process (a few seconds) and kept: they depend on nothing. */
export function sevenCardCounts(): SevenCardCounts {
  cached ??= Object.freeze({ noJoker: Object.freeze(countHands(7, false)), withJoker: Object.freeze(countHands(6, true)) });
  return cached;
}
