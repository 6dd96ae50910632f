/**
 * Exact counts for Face Up's Ace-High Bonus, which reads two hands: the player-dealer's seven cards
 * and the bettor's, dealt from the same 53-card deck (seed 004 L1729-1739). "Player-Dealer and Player
 * Ace-High" pays 40 to 1, so the bet's odds need the number of ordered pairs of disjoint seven-card
 * hands that are both ace-high: C(53,7) x C(46,7) pairs in all.
 *
 * A seven-card ace-high hand is a set of ranks and a choice of suits, and the two conditions are
 * independent: the ranks (seven different ones with the ace and no five in a row; or, with the joker
 * as the ace, six with no ace and none the joker could turn into a straight), and the suits (no five
 * of one suit; with the joker, no four where the joker completes a flush). Suits only matter by how
 * many cards of each suit a hand holds, so for two hands what counts is how many ranks they share
 * (a shared rank takes a different suit in each hand): pairs of rank sets are counted by that
 * overlap, and the suit choices for each overlap by a small count over suit tallies.
 */
import { POPCOUNT, STRAIGHT, STRAIGHT_J } from "./seven-card";

const ACE_BIT = 1 << 12;
const SUITS = 4;

export interface AceHighKind {
  readonly joker: boolean;
  /** Ranks held: 7 (no joker) or 6 (with the joker as the ace). */
  readonly ranks: 6 | 7;
  /** Most cards of one suit a hand may hold and stay no flush. */
  readonly perSuit: number;
  readonly sets: readonly number[];
}

/** The rank sets of ace-high hands without the joker, and with it. */
export function aceHighKinds(jokerCompletesFlush: boolean): { readonly noJoker: AceHighKind; readonly withJoker: AceHighKind } {
  const noJoker: number[] = [];
  const withJoker: number[] = [];
  for (let m = 0; m < 1 << 13; m++) {
    const n = POPCOUNT[m]!;
    if (n === 7 && m & ACE_BIT && !STRAIGHT[m]) noJoker.push(m);
    if (n === 6 && !(m & ACE_BIT) && !STRAIGHT_J[m]) withJoker.push(m);
  }
  return { noJoker: { joker: false, ranks: 7, perSuit: 4, sets: noJoker }, withJoker: { joker: true, ranks: 6, perSuit: jokerCompletesFlush ? 3 : 4, sets: withJoker } };
}

const FACTORIAL = [1, 1, 2, 6, 24, 120, 720, 5040, 40320];

/** Ways to give `more` cards (of distinct ranks) suits so that no suit passes `limit`, given the tallies `held`. */
function extend(held: readonly number[], more: number, limit: number): number {
  let total = 0;
  const go = (suit: number, left: number, weight: number): void => {
    if (suit === SUITS - 1) {
      if (held[suit]! + left <= limit) total += weight / FACTORIAL[left]!;
      return;
    }
    for (let k = 0; k <= left && held[suit]! + k <= limit; k++) go(suit + 1, left - k, weight / FACTORIAL[k]!);
  };
  go(0, more, FACTORIAL[more]!);
  return Math.round(total);
}

/** Suit choices of one hand with `ranks` distinct ranks. */
export function suitChoices(kind: AceHighKind): number {
  return extend([0, 0, 0, 0], kind.ranks, kind.perSuit);
}

/** Suit choices of two hands sharing `shared` ranks (each shared rank in two different suits). */
function pairSuitChoices(a: AceHighKind, b: AceHighKind, shared: number): bigint {
  // Suit tallies after the shared ranks, keyed "x0,x1,x2,x3|y0,y1,y2,y3", with the ways to reach them.
  let states = new Map<string, { x: number[]; y: number[]; ways: number }>([["0,0,0,0|0,0,0,0", { x: [0, 0, 0, 0], y: [0, 0, 0, 0], ways: 1 }]]);
  for (let k = 0; k < shared; k++) {
    const next = new Map<string, { x: number[]; y: number[]; ways: number }>();
    for (const s of states.values()) {
      for (let u = 0; u < SUITS; u++)
        for (let v = 0; v < SUITS; v++) {
          if (u === v || s.x[u]! + 1 > a.perSuit || s.y[v]! + 1 > b.perSuit) continue;
          const x = s.x.slice();
          const y = s.y.slice();
          x[u]!++;
          y[v]!++;
          const key = `${x.join(",")}|${y.join(",")}`;
          const found = next.get(key);
          if (found) found.ways += s.ways;
          else next.set(key, { x, y, ways: s.ways });
        }
    }
    states = next;
  }
  let total = 0n;
  for (const s of states.values()) total += BigInt(s.ways) * BigInt(extend(s.x, a.ranks - shared, a.perSuit)) * BigInt(extend(s.y, b.ranks - shared, b.perSuit));
  return total;
}

/** Ordered pairs of disjoint hands, the first of kind `a`, the second of kind `b`, both ace-high. */
export function aceHighPairs(a: AceHighKind, b: AceHighKind): bigint {
  if (a.joker && b.joker) throw new RangeError("the deck has one joker: two hands cannot both hold it");
  const byOverlap = new Map<number, number>();
  for (const r1 of a.sets) for (const r2 of b.sets) {
    const c = POPCOUNT[r1 & r2]!;
    byOverlap.set(c, (byOverlap.get(c) ?? 0) + 1);
  }
  let total = 0n;
  for (const [c, n] of byOverlap) total += BigInt(n) * pairSuitChoices(a, b, c);
  return total;
}

/** Seven-card ace-high hands of one kind. */
export function aceHighHands(kind: AceHighKind): bigint {
  return BigInt(kind.sets.length) * BigInt(suitChoices(kind));
}
