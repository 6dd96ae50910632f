/**
 * A two-tile hand and its rank. The filing names the categories, highest first (L764-771): the
 * Supreme Pair (Gee Joon), matched pairs, unmatched (mixed) pairs, Wongs, Gongs, then hands counted
 * by their spots. A hand's value is its spots' right-hand digit (L760); equal values are decided by
 * the higher-ranked high tile (L760), and equal high tiles make a copy (L762, see comparison.ts).
 *
 * Standard readings (docs/rules-decisions/pai-gow-tiles.md PGT-1 to PGT-5): a Wong is a Teen or
 * Day with a 9-spot tile, a Gong a Teen or Day with an 8-spot tile (the Yun included); pairs rank
 * by the pair chart; a Gee Joon tile counts 3 or 6 spots, whichever makes the hand higher, and makes
 * a pair only with the other Gee Joon tile.
 */
import { tile, tileKind, TILE_IDS, type TileId, type TileKindId } from "./tiles";

export type HandCategory = "supreme-pair" | "matched-pair" | "unmatched-pair" | "wong" | "gong" | "points";

const CATEGORY_ORDER: Readonly<Record<HandCategory, number>> = {
  "supreme-pair": 0,
  "matched-pair": 1,
  "unmatched-pair": 1,
  wong: 2,
  gong: 3,
  points: 4,
};

export interface TileHand {
  /** The hand's tiles, the higher-ranked first. */
  readonly tiles: readonly [TileId, TileId];
  readonly category: HandCategory;
  /** The value by spots, 0-9 (a Gee Joon tile as 3 or 6, whichever is higher). Pairs, Wongs and Gongs rank by category, not by it. */
  readonly points: number;
  /** A pair's place on the pair chart, 1 (Gee Joon) to 16; null when not a pair. */
  readonly pairRank: number | null;
  /** The higher-ranked tile, and its single-tile rank (1 Teen … 16 Gee Joon). */
  readonly highTile: TileId;
  readonly highRank: number;
}

export class TileHandError extends RangeError {
  override name = "TileHandError";
}

const NINE_OR_EIGHT_WITH: readonly TileKindId[] = ["teen", "day"];

function byRank(a: TileId, b: TileId): number {
  return tile(a).rank - tile(b).rank || TILE_IDS.indexOf(a) - TILE_IDS.indexOf(b);
}

/** Spots counted for the hand: a lone Gee Joon tile is 3 or 6, whichever gives the higher value. */
function pointsOf(a: TileId, b: TileId): number {
  const ta = tile(a);
  const tb = tile(b);
  const options = (t: typeof ta) => (t.kind === "gee-joon" ? [3, 6] : [t.pips]);
  let best = 0;
  for (const x of options(ta)) for (const y of options(tb)) best = Math.max(best, (x + y) % 10);
  return best;
}

export function tileHand(a: TileId, b: TileId): TileHand {
  if (a === b) throw new TileHandError(`a hand holds two different tiles, got ${a} twice`);
  const [high, low] = byRank(a, b) <= 0 ? [a, b] : [b, a];
  const th = tile(high);
  const tl = tile(low);
  const points = pointsOf(high, low);
  const base = { tiles: [high, low] as const, points, highTile: high, highRank: th.rank };
  if (th.kind === tl.kind) {
    const kind = tileKind(th.kind);
    const category: HandCategory = kind.id === "gee-joon" ? "supreme-pair" : kind.suit === "civil" ? "matched-pair" : "unmatched-pair";
    return { ...base, category, pairRank: kind.pairRank };
  }
  if (NINE_OR_EIGHT_WITH.includes(th.kind) && tl.kind !== "gee-joon") {
    if (tl.pips === 9) return { ...base, category: "wong", pairRank: null };
    if (tl.pips === 8) return { ...base, category: "gong", pairRank: null };
  }
  return { ...base, category: "points", pairRank: null };
}

/** A hand from a list that must hold exactly two tiles. */
export function handOf(tiles: readonly TileId[]): TileHand {
  if (tiles.length !== 2) throw new TileHandError(`a hand is two tiles, got ${tiles.length}`);
  return tileHand(tiles[0] as TileId, tiles[1] as TileId);
}

/**
 * Which hand ranks higher: > 0 when `a` does, < 0 when `b` does, 0 when they rank the same (equal
 * value and high tiles of equal rank: a copy). Pairs never tie: each pair's two tiles exist once.
 */
export function compareHands(a: TileHand, b: TileHand): number {
  const byCategory = CATEGORY_ORDER[b.category] - CATEGORY_ORDER[a.category];
  if (byCategory !== 0) return byCategory;
  if (a.pairRank !== null && b.pairRank !== null) return b.pairRank - a.pairRank;
  if (a.category === "points" && a.points !== b.points) return a.points - b.points;
  return b.highRank - a.highRank;
}

/** The hand's standing for a house-way condition "a value of N or higher": pairs, Wongs and Gongs rank above any 9. */
export function reachesValue(hand: TileHand, n: number): boolean {
  return hand.category !== "points" || hand.points >= n;
}

/** The hand in the dealer's words: "Wong (Teen and a nine)", "7, Teen high". */
export function describeHand(hand: TileHand): string {
  const high = tileKind(tile(hand.highTile).kind).name;
  switch (hand.category) {
    case "supreme-pair":
      return "Supreme Pair (Gee Joon)";
    case "matched-pair":
      return `${high} pair`;
    case "unmatched-pair":
      return `${high} pair (mixed ${tile(hand.highTile).pips}s)`;
    case "wong":
      return `Wong (${high} and a 9)`;
    case "gong":
      return `Gong (${high} and an 8)`;
    case "points":
      return `${hand.points}, ${high} high`;
  }
}
