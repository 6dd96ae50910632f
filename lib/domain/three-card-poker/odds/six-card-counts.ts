/**
 * The best five-card hand of every one of the C(52,6) = 20,358,520 six-card sets, by category: the
 * 6 Card Bonus hand of the player's three cards and the player-dealer's three (any six distinct
 * cards of the deck are equally likely, however they are split).
 *
 * The loops keep the rank counts and per-suit rank masks of the cards chosen so far, so the
 * innermost step classifies a set with a few table look-ups. In six cards a flush excludes four of
 * a kind and a full house (both leave at most three ranks), so the order below is the standard
 * ranking; a test checks the classifier against lib/domain/poker-hands `bestFive` on random sets.
 * A-2-3-4-5 is a straight (decision T6).
 */
import { HAND_CATEGORIES, type HandCategory } from "../../poker-hands";

/** The standard categories, with the Royal Flush apart from the other straight flushes. */
export type SixCardCategory = HandCategory | "royal-flush";

export const SIX_CARD_CATEGORIES: readonly SixCardCategory[] = [...HAND_CATEGORIES, "royal-flush"];

const HIGH = 0;
const PAIR = 1;
const TWO_PAIR = 2;
const TRIPS = 3;
const STRAIGHT = 4;
const FLUSH = 5;
const FULL_HOUSE = 6;
const QUADS = 7;
const STRAIGHT_FLUSH = 8;
const ROYAL = 9;

/** Ranks as bits 0 (deuce) .. 12 (ace). */
const ROYAL_MASK = 0b1_1111_0000_0000;
const WHEEL_MASK = 0b1_0000_0000_1111;

/** Whether a 13-bit rank mask holds five consecutive ranks (the wheel included unless said). */
function buildStraightTable(wheel = true): Uint8Array {
  const table = new Uint8Array(1 << 13);
  for (let m = 0; m < table.length; m++) {
    let hit = wheel && (m & WHEEL_MASK) === WHEEL_MASK;
    for (let low = 0; low <= 8 && !hit; low++) if (((m >> low) & 0b11111) === 0b11111) hit = true;
    table[m] = hit ? 1 : 0;
  }
  return table;
}

const STRAIGHT_TABLE = buildStraightTable();

export interface SixCardCounts {
  readonly sets: number;
  readonly counts: Readonly<Record<SixCardCategory, number>>;
}

/** Classifies one set from its running state. */
function classify(h2: number, h3: number, h4: number, rankMask: number, suitCount: Uint8Array, suitMask: Uint16Array, straight: Uint8Array): number {
  for (let s = 0; s < 4; s++) {
    if ((suitCount[s] as number) >= 5) {
      const m = suitMask[s] as number;
      if ((m & ROYAL_MASK) === ROYAL_MASK) return ROYAL;
      return straight[m] ? STRAIGHT_FLUSH : FLUSH;
    }
  }
  if (h4 > 0) return QUADS;
  if (h3 >= 2 || (h3 === 1 && h2 >= 1)) return FULL_HOUSE;
  if (straight[rankMask]) return STRAIGHT;
  if (h3 === 1) return TRIPS;
  if (h2 >= 2) return TWO_PAIR;
  return h2 === 1 ? PAIR : HIGH;
}

/**
 * The category of one six-card set given as card indices (rank 2 + (i >> 2), suit i & 3), by the
 * enumeration's own classifier: what its test holds against `bestFive`.
 */
export function sixCardCategoryOf(indices: readonly number[]): SixCardCategory {
  if (indices.length !== 6 || new Set(indices).size !== 6 || indices.some((i) => !Number.isInteger(i) || i < 0 || i > 51)) throw new RangeError("six distinct card indices 0..51");
  const rankCount = new Uint8Array(13);
  const suitCount = new Uint8Array(4);
  const suitMask = new Uint16Array(4);
  let rankMask = 0;
  for (const i of indices) {
    rankCount[i >> 2] = (rankCount[i >> 2] as number) + 1;
    rankMask |= 1 << (i >> 2);
    suitCount[i & 3] = (suitCount[i & 3] as number) + 1;
    suitMask[i & 3] = (suitMask[i & 3] as number) | (1 << (i >> 2));
  }
  let h2 = 0;
  let h3 = 0;
  let h4 = 0;
  for (const c of rankCount) {
    if (c === 2) h2++;
    else if (c === 3) h3++;
    else if (c === 4) h4++;
  }
  return SIX_CARD_CATEGORIES[classify(h2, h3, h4, rankMask, suitCount, suitMask, STRAIGHT_TABLE)] as SixCardCategory;
}

/**
 * Enumerates every six-card set once. Pure: the same counts every time (under half a second on this
 * machine). `wheelIsStraight: false` counts A-2-3-4-5 as no straight: only for the test that shows
 * the filing's figures assume the wheel (decision T6).
 */
export function sixCardCategoryCounts(options: { readonly wheelIsStraight?: boolean } = {}): SixCardCounts {
  const straight = options.wheelIsStraight === false ? buildStraightTable(false) : STRAIGHT_TABLE;
  const counts = new Float64Array(10);
  const rankCount = new Uint8Array(13);
  const suitCount = new Uint8Array(4);
  const suitMask = new Uint16Array(4);
  let rankMask = 0;
  let h2 = 0;
  let h3 = 0;
  let h4 = 0;

  // Card i: rank i >> 2 (0 = deuce .. 12 = ace), suit i & 3.
  const add = (i: number): void => {
    const r = i >> 2;
    const s = i & 3;
    const c = ++(rankCount[r] as number);
    rankCount[r] = c;
    if (c === 1) rankMask |= 1 << r;
    else if (c === 2) h2++;
    else if (c === 3) {
      h2--;
      h3++;
    } else if (c === 4) {
      h3--;
      h4++;
    }
    suitCount[s] = (suitCount[s] as number) + 1;
    suitMask[s] = (suitMask[s] as number) | (1 << r);
  };
  const remove = (i: number): void => {
    const r = i >> 2;
    const s = i & 3;
    const c = rankCount[r] as number;
    rankCount[r] = c - 1;
    if (c === 1) rankMask &= ~(1 << r);
    else if (c === 2) h2--;
    else if (c === 3) {
      h3--;
      h2++;
    } else if (c === 4) {
      h4--;
      h3++;
    }
    suitCount[s] = (suitCount[s] as number) - 1;
    suitMask[s] = (suitMask[s] as number) & ~(1 << r);
  };

  for (let a = 0; a < 47; a++) {
    add(a);
    for (let b = a + 1; b < 48; b++) {
      add(b);
      for (let c = b + 1; c < 49; c++) {
        add(c);
        for (let d = c + 1; d < 50; d++) {
          add(d);
          for (let e = d + 1; e < 51; e++) {
            add(e);
            for (let f = e + 1; f < 52; f++) {
              add(f);
              const k = classify(h2, h3, h4, rankMask, suitCount, suitMask, straight);
              counts[k] = (counts[k] as number) + 1;
              remove(f);
            }
            remove(e);
          }
          remove(d);
        }
        remove(c);
      }
      remove(b);
    }
    remove(a);
  }
  const out = Object.fromEntries(SIX_CARD_CATEGORIES.map((name, i) => [name, counts[i] as number])) as Record<SixCardCategory, number>;
  return { sets: counts.reduce((s, n) => s + n, 0), counts: out };
}
