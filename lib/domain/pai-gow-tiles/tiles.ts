/**
 * The 32 tiles of Pai Gow Tiles ("32 Chinese dominoes or 'tiles', which form 16 possible pairs",
 * seed 004 L754): 11 civil pairs of identical tiles, the mixed pairs of 9, 8, 7 and 5 (two tiles of
 * equal spots and equal rank that look different), and the Gee Joon, a 1-2 and a 2-4.
 *
 * The filing's ranking chart is missing (L774-784): the ranks below are the standard ranking,
 * decision PGT-1 in docs/rules-decisions/pai-gow-tiles.md.
 *
 * Every tile has a stable id: its two halves low-high ("3-6"), with "a"/"b" telling the two copies
 * of a civil tile apart ("6-6a", "6-6b"). The copies are interchangeable in play; the letter only
 * lets the set refuse a third 6-6.
 */

export const TILE_KIND_IDS = [
  "teen", "day", "yun", "gor", "mooy", "chong", "bon", "foo", "ping", "tit", "look",
  "chop-gow", "chop-bot", "chop-chit", "chop-ng", "gee-joon",
] as const;
export type TileKindId = (typeof TILE_KIND_IDS)[number];

export interface TileKind {
  readonly id: TileKindId;
  /** As the filing and the table say it: "Teen", "Day" (the filing's "Dey"), "Chop Gow". */
  readonly name: string;
  /** Its English name on ranking charts. */
  readonly english: string;
  /** Civil tiles come twice, identical; military tiles once each and pair with their look-alike in spots. */
  readonly suit: "civil" | "military";
  /** Single-tile rank, 1 the highest (Teen) to 16 (Gee Joon): decides ties between hands of equal value (L758-760). */
  readonly rank: number;
  /** Rank of the pair of this kind, 1 the Gee Joon (Supreme Pair) to 16 (Chop Ng). */
  readonly pairRank: number;
}

export interface Tile {
  readonly id: TileId;
  /** The two halves, low first: what the dealer reads off the tile ("6-6"). */
  readonly face: string;
  readonly halves: readonly [number, number];
  /** Spots on the tile. A Gee Joon tile may also count as the other Gee Joon's spots (3 or 6) in a hand. */
  readonly pips: number;
  /** "Use only the right hand digit value if the total is over 9" (L758): 12 spots is 2. */
  readonly value: number;
  readonly kind: TileKindId;
  readonly rank: number;
}

const KINDS: readonly TileKind[] = [
  { id: "teen", name: "Teen", english: "Heaven", suit: "civil", rank: 1, pairRank: 2 },
  { id: "day", name: "Day", english: "Earth", suit: "civil", rank: 2, pairRank: 3 },
  { id: "yun", name: "Yun", english: "Man", suit: "civil", rank: 3, pairRank: 4 },
  { id: "gor", name: "Gor", english: "Goose", suit: "civil", rank: 4, pairRank: 5 },
  { id: "mooy", name: "Mooy", english: "Plum Flower", suit: "civil", rank: 5, pairRank: 6 },
  { id: "chong", name: "Chong", english: "Long Three", suit: "civil", rank: 6, pairRank: 7 },
  { id: "bon", name: "Bon", english: "Bench", suit: "civil", rank: 7, pairRank: 8 },
  { id: "foo", name: "Foo", english: "Axe", suit: "civil", rank: 8, pairRank: 9 },
  { id: "ping", name: "Ping", english: "Partition", suit: "civil", rank: 9, pairRank: 10 },
  { id: "tit", name: "Tit", english: "Long Leg Seven", suit: "civil", rank: 10, pairRank: 11 },
  { id: "look", name: "Look", english: "Big Head Six", suit: "civil", rank: 11, pairRank: 12 },
  { id: "chop-gow", name: "Chop Gow", english: "Mixed Nines", suit: "military", rank: 12, pairRank: 13 },
  { id: "chop-bot", name: "Chop Bot", english: "Mixed Eights", suit: "military", rank: 13, pairRank: 14 },
  { id: "chop-chit", name: "Chop Chit", english: "Mixed Sevens", suit: "military", rank: 14, pairRank: 15 },
  { id: "chop-ng", name: "Chop Ng", english: "Mixed Fives", suit: "military", rank: 15, pairRank: 16 },
  // The highest pair, yet each tile alone ranks lowest (decision PGT-1).
  { id: "gee-joon", name: "Gee Joon", english: "Supreme", suit: "military", rank: 16, pairRank: 1 },
];

/** Each kind's faces, low half first; a civil face makes two tiles. */
const FACES: Readonly<Record<TileKindId, readonly string[]>> = {
  teen: ["6-6"],
  day: ["1-1"],
  yun: ["4-4"],
  gor: ["1-3"],
  mooy: ["5-5"],
  chong: ["3-3"],
  bon: ["2-2"],
  foo: ["5-6"],
  ping: ["4-6"],
  tit: ["1-6"],
  look: ["1-5"],
  "chop-gow": ["3-6", "4-5"],
  "chop-bot": ["2-6", "3-5"],
  "chop-chit": ["2-5", "3-4"],
  "chop-ng": ["1-4", "2-3"],
  "gee-joon": ["1-2", "2-4"],
};

/** Every tile id, in rank order (the two tiles of a kind side by side). */
export const TILE_IDS = [
  "6-6a", "6-6b", "1-1a", "1-1b", "4-4a", "4-4b", "1-3a", "1-3b", "5-5a", "5-5b", "3-3a", "3-3b",
  "2-2a", "2-2b", "5-6a", "5-6b", "4-6a", "4-6b", "1-6a", "1-6b", "1-5a", "1-5b",
  "3-6", "4-5", "2-6", "3-5", "2-5", "3-4", "1-4", "2-3", "1-2", "2-4",
] as const;
export type TileId = (typeof TILE_IDS)[number];

function buildTiles(): ReadonlyMap<TileId, Tile> {
  const out = new Map<TileId, Tile>();
  for (const kind of KINDS) {
    for (const face of FACES[kind.id]) {
      const [lo, hi] = face.split("-").map(Number) as [number, number];
      const ids = kind.suit === "civil" ? [`${face}a`, `${face}b`] : [face];
      for (const id of ids) {
        out.set(id as TileId, { id: id as TileId, face, halves: [lo, hi], pips: lo + hi, value: (lo + hi) % 10, kind: kind.id, rank: kind.rank });
      }
    }
  }
  return out;
}

const TILES = buildTiles();

/** Every tile of the set, in TILE_IDS order. */
export const ALL_TILES: readonly Tile[] = TILE_IDS.map((id) => TILES.get(id) as Tile);

export function isTileId(value: unknown): value is TileId {
  return typeof value === "string" && TILES.has(value as TileId);
}

export function tile(id: TileId): Tile {
  const t = TILES.get(id);
  if (!t) throw new RangeError(`no tile "${String(id)}"`);
  return t;
}

export function tileKind(id: TileKindId): TileKind {
  return KINDS.find((k) => k.id === id) as TileKind;
}

export const TILE_KINDS: readonly TileKind[] = KINDS;

/** The tiles of one kind: the two copies of a civil tile, or the two tiles of a mixed pair. */
export function tilesOfKind(kind: TileKindId): readonly TileId[] {
  return TILE_IDS.filter((id) => tile(id).kind === kind);
}

/** "Teen (6-6)", "Chop Gow (3-6)": what the dealer reads. */
export function describeTile(id: TileId): string {
  const t = tile(id);
  return `${tileKind(t.kind).name} (${t.face})`;
}

/**
 * A face as typed ("6-6", "6 6", "66", "6-3"), normalised low half first, or null. Ids with their
 * copy letter ("6-6b") are kept as they are.
 */
export function normaliseTileText(text: string): string | null {
  const m = /^\s*([1-6])\s*[-:/ ]?\s*([1-6])\s*([abAB])?\s*$/.exec(text);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  const face = `${Math.min(a, b)}-${Math.max(a, b)}`;
  return m[3] ? `${face}${m[3].toLowerCase()}` : face;
}

/** The tiles a face names: both copies of a civil face, the one tile of a military face, none for a non-face. */
export function tilesOfFace(face: string): readonly TileId[] {
  return TILE_IDS.filter((id) => tile(id).face === face);
}
