/**
 * The house way: how the house dealer sets four tiles into a high and a low hand, for the
 * player-dealer or any player who asks (seed 004 L806). The filing gives the pair rules
 * (L786-794), held below as data with their words; where it stops (two pairs, hands without a
 * pair) the standard way completes it (docs/rules-decisions/pai-gow-tiles.md PGT-9 to PGT-17).
 *
 * The first rule that applies decides: two pairs, then the one pair's rule, then a Wong, then a
 * Gong (the filing's order of arrangement, L769-770), then the standard way for other hands.
 */
import { compareHands, describeHand, reachesValue, tileHand, type TileHand } from "./hand";
import { tile, tileKind, tilesOfKind, TILE_IDS, type TileId, type TileKindId } from "./tiles";

/** The two house-way readings a room may choose (named options of the game). */
export interface HouseWayRules {
  /** L790 "if hand has a Teen, Dey": either of them (default) or both. */
  readonly sevensNeed: "teen-or-day" | "teen-and-day";
  /** L793 "or with tiles containing 9 or 11-spots": a 9 and an 11 together (default), or either. */
  readonly teenDayNineEleven: "nine-and-eleven" | "nine-or-eleven";
}

export const STANDARD_HOUSE_WAY_RULES: HouseWayRules = Object.freeze({ sevensNeed: "teen-or-day", teenDayNineEleven: "nine-and-eleven" });

/** Which pairs a rule is about: named kinds, or pairs whose tiles both have one of these spot counts. */
export type PairSelector = { readonly kinds: readonly TileKindId[] } | { readonly spots: readonly number[] };

export type PairSplitCondition =
  | { readonly kind: "never" }
  /** The two other tiles: one with a spot count in `one`, the other with one in `other` (Gee Joon, L789). */
  | { readonly kind: "other-tiles"; readonly one: readonly number[]; readonly other: readonly number[] }
  /**
   * Split when the low hand after the split reaches `value` (pairs, Wongs and Gongs count above 9),
   * and the other tiles hold the kinds in `needs` (all of them, or one); or, with `orOtherSpots`,
   * whenever the other tiles have those spots (all of them, or one).
   */
  | {
      readonly kind: "low-hand-at-least";
      readonly value: number;
      readonly needs?: { readonly kinds: readonly TileKindId[]; readonly all: boolean };
      readonly orOtherSpots?: { readonly spots: readonly number[]; readonly all: boolean };
    };

export interface PairRule {
  readonly pairs: PairSelector;
  readonly split: PairSplitCondition;
  /** The filing's words. */
  readonly filed: string;
  readonly source: string;
}

/** The filed pair rules (L788-794) as data, read with the room's options. */
export function houseWayPairRules(rules: HouseWayRules = STANDARD_HOUSE_WAY_RULES): readonly PairRule[] {
  return [
    {
      pairs: { kinds: ["gee-joon"] },
      split: { kind: "other-tiles", one: [6], other: [4, 5, 6] },
      filed: "Split paired Supreme Pair (Gee Joon) if the third tile has 6-spots and the fourth tile has 4, 5 or 6-spots.",
      source: "seed 004 L789",
    },
    {
      pairs: { spots: [7] },
      split: { kind: "low-hand-at-least", value: 7, needs: { kinds: ["teen", "day"], all: rules.sevensNeed === "teen-and-day" } },
      filed: "Split 7-spot tiles if hand has a Teen, Dey and the low hand after the split has a value of 7 or higher.",
      source: "seed 004 L790",
    },
    {
      pairs: { spots: [8] },
      split: { kind: "low-hand-at-least", value: 7 },
      filed: "Split 8-spot tiles if the low hand after the split has a value of 7 or higher.",
      source: "seed 004 L791",
    },
    {
      pairs: { spots: [9] },
      split: { kind: "low-hand-at-least", value: 9 },
      filed: "Split 9-spot tiles if the low hand after the split has a value of 9 or higher.",
      source: "seed 004 L792",
    },
    {
      pairs: { kinds: ["teen", "day"] },
      split: { kind: "low-hand-at-least", value: 6, orOtherSpots: { spots: [9, 11], all: rules.teenDayNineEleven === "nine-and-eleven" } },
      filed: "Split the Teen or Dey tiles if the low hand after the split has a value of 6 or higher, or with tiles containing 9 or 11-spots.",
      source: "seed 004 L793",
    },
    {
      pairs: { spots: [4, 5, 6, 10, 11] },
      split: { kind: "never" },
      filed: "Never split pairs with tiles that have 4, 5, 6, 10 or 11 spots.",
      source: "seed 004 L794",
    },
  ];
}

/** Where the filing stops: the standard way, with its source (decisions PGT-15 to PGT-17). */
export const STANDARD_WAY_SOURCES = {
  twoPairs: "standard way (PGT-15): two pairs are played as two pairs, the higher in the high hand",
  wongGong: "seed 004 L769-770 (Wongs, then Gongs), standard way (PGT-16) for the tile left to choose",
  otherHands: "standard way (PGT-17): the Foxwoods house way's rule for other hands (Wizard of Odds, \"Pai Gow Tiles House Way from Foxwoods\")",
} as const;

export type HouseWayRuleId = "two-pairs" | "pair-split" | "pair-kept" | "wong" | "gong" | "high-hand-first" | "low-hand-first";

export interface HouseWaySetting {
  readonly high: readonly [TileId, TileId];
  readonly low: readonly [TileId, TileId];
  /** Which rule decided. */
  readonly rule: HouseWayRuleId;
  /** The setting and the rule in the dealer's words. */
  readonly because: string;
  /** The filing's line, or the standard way's source. */
  readonly source: string;
}

export class HouseWayError extends RangeError {
  override name = "HouseWayError";
}

interface Split {
  readonly high: TileHand;
  readonly low: TileHand;
}

function byRank(a: TileId, b: TileId): number {
  return tile(a).rank - tile(b).rank || TILE_IDS.indexOf(a) - TILE_IDS.indexOf(b);
}

function split(a: TileId, b: TileId, c: TileId, d: TileId): Split {
  const x = tileHand(a, b);
  const y = tileHand(c, d);
  return compareHands(x, y) >= 0 ? { high: x, low: y } : { high: y, low: x };
}

/** The three ways four tiles make two hands, in a fixed order (the tiles sorted by rank). */
function allSplits(t: readonly TileId[]): Split[] {
  const [a, b, c, d] = t as [TileId, TileId, TileId, TileId];
  return [split(a, b, c, d), split(a, c, b, d), split(a, d, b, c)];
}

function setting(s: Split, rule: HouseWayRuleId, because: string, source: string): HouseWaySetting {
  return { high: s.high.tiles, low: s.low.tiles, rule, because, source };
}

function describeSplit(s: Split): string {
  return `${describeHand(s.high)} / ${describeHand(s.low)}`;
}

function selects(selector: PairSelector, kind: TileKindId): boolean {
  if ("kinds" in selector) return selector.kinds.includes(kind);
  return tilesOfKind(kind).every((id) => selector.spots.includes(tile(id).pips));
}

/** The rule the filing gives for a pair of this kind (every one of the 16 pairs has exactly one). */
export function pairRuleFor(kind: TileKindId, rules: HouseWayRules = STANDARD_HOUSE_WAY_RULES): PairRule {
  const rule = houseWayPairRules(rules).find((r) => selects(r.pairs, kind));
  if (!rule) throw new HouseWayError(`no house-way rule for a pair of ${tileKind(kind).name}`);
  return rule;
}

/** The pair split: each tile of the pair with one of the others, the first with the higher-ranked. */
function splitPair(pair: readonly [TileId, TileId], others: readonly [TileId, TileId]): Split {
  return split(pair[0], others[0], pair[1], others[1]);
}

function pairSplits(rule: PairRule, pair: readonly [TileId, TileId], others: readonly [TileId, TileId]): boolean {
  const c = rule.split;
  const spots = others.map((t) => tile(t).pips);
  switch (c.kind) {
    case "never":
      return false;
    case "other-tiles": {
      const [x, y] = spots as [number, number];
      return (c.one.includes(x) && c.other.includes(y)) || (c.one.includes(y) && c.other.includes(x));
    }
    case "low-hand-at-least": {
      const kinds = others.map((t) => tile(t).kind);
      if (c.orOtherSpots) {
        const o = c.orOtherSpots;
        const hit = o.all ? o.spots.every((s) => spots.includes(s)) && spots.every((s) => o.spots.includes(s)) : spots.some((s) => o.spots.includes(s));
        if (hit) return true;
      }
      if (c.needs) {
        const n = c.needs;
        const has = n.all ? n.kinds.every((k) => kinds.includes(k)) : n.kinds.some((k) => kinds.includes(k));
        if (!has) return false;
      }
      return reachesValue(splitPair(pair, others).low, c.value);
    }
  }
}

/** "A High 3 (a 3-point hand whose highest-ranking tile is a High 6)": Chong (the high six) with a Tit. */
const HIGH_THREE: TileHand = tileHand("3-3a", "1-6a");

/** Strength of the hand left beside a Wong or a Gong: a Wong, a Gong, then by spots. */
function standing(h: TileHand): number {
  return h.category === "wong" ? 11 : h.category === "gong" ? 10 : h.points;
}

function bestBy(splits: readonly Split[], first: (s: Split) => TileHand, second: (s: Split) => TileHand): Split {
  return splits.reduce((best, s) => {
    const c = compareHands(first(s), first(best)) || compareHands(second(s), second(best));
    return c > 0 ? s : best;
  });
}

/** The house way's setting of four tiles, with the rule that decided it. */
export function houseWaySetting(tiles: readonly TileId[], rules: HouseWayRules = STANDARD_HOUSE_WAY_RULES): HouseWaySetting {
  if (tiles.length !== 4) throw new HouseWayError(`the house way sets four tiles, got ${tiles.length}`);
  if (new Set(tiles).size !== 4) throw new HouseWayError(`the house way sets four different tiles, got ${tiles.join(" ")}`);
  for (const t of tiles) tile(t);
  const sorted = [...tiles].sort(byRank);
  const kinds = sorted.map((t) => tile(t).kind);
  const pairs = [...new Set(kinds)].filter((k) => kinds.filter((x) => x === k).length === 2);

  if (pairs.length === 2) {
    const [a, b, c, d] = sorted as [TileId, TileId, TileId, TileId];
    const s = tile(a).kind === tile(b).kind ? split(a, b, c, d) : split(a, c, b, d);
    return setting(s, "two-pairs", `two pairs: ${describeSplit(s)}`, STANDARD_WAY_SOURCES.twoPairs);
  }
  if (pairs.length === 1) {
    const kind = pairs[0] as TileKindId;
    const pair = sorted.filter((t) => tile(t).kind === kind) as [TileId, TileId];
    const others = sorted.filter((t) => tile(t).kind !== kind) as [TileId, TileId];
    const rule = pairRuleFor(kind, rules);
    if (pairSplits(rule, pair, others)) {
      const s = splitPair(pair, others);
      return setting(s, "pair-split", `the ${tileKind(kind).name} pair is split: ${describeSplit(s)} ("${rule.filed}")`, rule.source);
    }
    const s = { high: tileHand(pair[0], pair[1]), low: tileHand(others[0], others[1]) };
    // "Most valuable high hand is a pair" (L788): a pair not split is the high hand.
    return setting(s, "pair-kept", `the ${tileKind(kind).name} pair is kept: ${describeSplit(s)} ("${rule.filed}")`, `${rule.source}, L788`);
  }

  const splits = allSplits(sorted);
  for (const category of ["wong", "gong"] as const) {
    const made = splits.filter((s) => s.high.category === category || s.low.category === category);
    if (made.length === 0) continue;
    // The hand beside it as high as it can be; at equal standing the Teen goes with the Wong or Gong.
    const special = (x: Split) => (x.high.category === category ? x.high : x.low);
    const beside = (x: Split) => (x.high.category === category ? x.low : x.high);
    const chosen = made.reduce((best, s) => {
      const c = standing(beside(s)) - standing(beside(best)) || special(best).highRank - special(s).highRank;
      return c > 0 ? s : best;
    });
    return setting(chosen, category, `${category === "wong" ? "a Wong" : "a Gong"} is played: ${describeSplit(chosen)}`, STANDARD_WAY_SOURCES.wongGong);
  }

  // Foxwoods: "If the best low hand is lower than a High 3 ... and the best high hand is worth 7 or
  // more points, make the high hand as high as possible. Otherwise make the low hand as high as possible."
  const bestLow = bestBy(splits, (s) => s.low, (s) => s.high).low;
  const bestHigh = bestBy(splits, (s) => s.high, (s) => s.low).high;
  const belowHighThree = compareHands(bestLow, HIGH_THREE) < 0;
  if (belowHighThree && bestHigh.points >= 7) {
    const s = bestBy(splits, (x) => x.high, (x) => x.low);
    return setting(s, "high-hand-first", `no low hand reaches a High 3 and a high hand of ${bestHigh.points} is possible: the high hand as high as it goes, ${describeSplit(s)}`, STANDARD_WAY_SOURCES.otherHands);
  }
  const s = bestBy(splits, (x) => x.low, (x) => x.high);
  return setting(s, "low-hand-first", `the low hand as high as it goes: ${describeSplit(s)}`, STANDARD_WAY_SOURCES.otherHands);
}

/** The house way as the `house-way` tool prints it: the high hand's two tiles and the low hand's. */
export function houseWay(tiles: readonly TileId[], rules: HouseWayRules = STANDARD_HOUSE_WAY_RULES): { readonly high: readonly [TileId, TileId]; readonly low: readonly [TileId, TileId] } {
  const s = houseWaySetting(tiles, rules);
  return { high: s.high, low: s.low };
}
