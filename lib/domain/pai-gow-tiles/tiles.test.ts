import { describe, expect, it } from "vitest";
import { ALL_TILES, describeTile, isTileId, normaliseTileText, tile, tileKind, tilesOfFace, tilesOfKind, TILE_IDS, TILE_KINDS, type TileId } from "./tiles";

/**
 * The standard ranking chart (decision PGT-1; the filing's chart is missing, seed 004 L774-784),
 * typed row by row: id, name, spots, value (L758: the right-hand digit), single-tile rank, pair rank.
 */
const CHART: readonly (readonly [TileId, string, number, number, number, number])[] = [
  ["6-6a", "Teen", 12, 2, 1, 2],
  ["6-6b", "Teen", 12, 2, 1, 2],
  ["1-1a", "Day", 2, 2, 2, 3],
  ["1-1b", "Day", 2, 2, 2, 3],
  ["4-4a", "Yun", 8, 8, 3, 4],
  ["4-4b", "Yun", 8, 8, 3, 4],
  ["1-3a", "Gor", 4, 4, 4, 5],
  ["1-3b", "Gor", 4, 4, 4, 5],
  ["5-5a", "Mooy", 10, 0, 5, 6],
  ["5-5b", "Mooy", 10, 0, 5, 6],
  ["3-3a", "Chong", 6, 6, 6, 7],
  ["3-3b", "Chong", 6, 6, 6, 7],
  ["2-2a", "Bon", 4, 4, 7, 8],
  ["2-2b", "Bon", 4, 4, 7, 8],
  ["5-6a", "Foo", 11, 1, 8, 9],
  ["5-6b", "Foo", 11, 1, 8, 9],
  ["4-6a", "Ping", 10, 0, 9, 10],
  ["4-6b", "Ping", 10, 0, 9, 10],
  ["1-6a", "Tit", 7, 7, 10, 11],
  ["1-6b", "Tit", 7, 7, 10, 11],
  ["1-5a", "Look", 6, 6, 11, 12],
  ["1-5b", "Look", 6, 6, 11, 12],
  ["3-6", "Chop Gow", 9, 9, 12, 13],
  ["4-5", "Chop Gow", 9, 9, 12, 13],
  ["2-6", "Chop Bot", 8, 8, 13, 14],
  ["3-5", "Chop Bot", 8, 8, 13, 14],
  ["2-5", "Chop Chit", 7, 7, 14, 15],
  ["3-4", "Chop Chit", 7, 7, 14, 15],
  ["1-4", "Chop Ng", 5, 5, 15, 16],
  ["2-3", "Chop Ng", 5, 5, 15, 16],
  ["1-2", "Gee Joon", 3, 3, 16, 1],
  ["2-4", "Gee Joon", 6, 6, 16, 1],
];

describe("the 32 tiles (seed 004 L754: 32 tiles forming 16 pairs)", () => {
  it("every tile's name, spots, value and rank are the standard chart's", () => {
    expect(ALL_TILES.map((t) => t.id)).toEqual(CHART.map((row) => row[0]));
    for (const [id, name, pips, value, rank, pairRank] of CHART) {
      const t = tile(id);
      const kind = tileKind(t.kind);
      expect({ id, name: kind.name, pips: t.pips, value: t.value, rank: t.rank, pairRank: kind.pairRank }).toEqual({ id, name, pips, value, rank, pairRank });
      expect(t.halves[0] + t.halves[1]).toBe(t.pips);
      expect(t.face).toBe(`${t.halves[0]}-${t.halves[1]}`);
    }
  });

  it("the set is a double-six set's 21 faces, 11 of them (the civil tiles) twice", () => {
    const faces = new Set(ALL_TILES.map((t) => t.face));
    expect(faces.size).toBe(21);
    for (let a = 1; a <= 6; a++) for (let b = a; b <= 6; b++) expect(faces.has(`${a}-${b}`)).toBe(true);
    const civil = TILE_KINDS.filter((k) => k.suit === "civil");
    expect(civil).toHaveLength(11);
    for (const k of civil) expect(new Set(tilesOfKind(k.id).map((id) => tile(id).face)).size).toBe(1);
  });

  it("16 pairs of two tiles each; the two tiles of a mixed pair have the same spots (Gee Joon aside) and the same rank", () => {
    expect(TILE_KINDS).toHaveLength(16);
    for (const k of TILE_KINDS) {
      const [a, b] = tilesOfKind(k.id).map(tile);
      expect(tilesOfKind(k.id)).toHaveLength(2);
      expect(a?.rank).toBe(b?.rank);
      if (k.id !== "gee-joon") expect(a?.pips).toBe(b?.pips);
    }
    expect(new Set(TILE_KINDS.map((k) => k.rank)).size).toBe(16);
    expect(new Set(TILE_KINDS.map((k) => k.pairRank)).size).toBe(16);
  });

  it("ids are stable and tell the copies of a civil tile apart", () => {
    expect(TILE_IDS).toHaveLength(32);
    expect(new Set(TILE_IDS).size).toBe(32);
    expect(isTileId("6-6a")).toBe(true);
    expect(isTileId("6-6")).toBe(false);
    expect(isTileId("3-6a")).toBe(false);
    expect(tilesOfFace("6-6")).toEqual(["6-6a", "6-6b"]);
    expect(tilesOfFace("3-6")).toEqual(["3-6"]);
    expect(describeTile("2-4")).toBe("Gee Joon (2-4)");
  });

  it("reads a face as typed, low half first", () => {
    expect(normaliseTileText("6-3")).toBe("3-6");
    expect(normaliseTileText(" 66 ")).toBe("6-6");
    expect(normaliseTileText("6-6B")).toBe("6-6b");
    expect(normaliseTileText("5:4")).toBe("4-5");
    expect(normaliseTileText("0-6")).toBeNull();
    expect(normaliseTileText("teen")).toBeNull();
  });
});
