import { describe, expect, it } from "vitest";
import { compareHands, describeHand, handOf, reachesValue, tileHand, type TileHand } from "./hand";
import { tile, tileKind, tilesOfKind, TILE_IDS, TILE_KINDS, type TileId } from "./tiles";

/** All 496 two-tile hands. */
const HANDS: TileHand[] = [];
for (let i = 0; i < TILE_IDS.length; i++) for (let j = i + 1; j < TILE_IDS.length; j++) HANDS.push(tileHand(TILE_IDS[i] as TileId, TILE_IDS[j] as TileId));

describe("a hand's value (seed 004 L758-760)", () => {
  it("is the right-hand digit of the two tiles' spots: an 8 and a 9 make 7 (the filing's example)", () => {
    expect(tileHand("4-4a", "3-6").points).toBe(7);
    expect(tileHand("4-4a", "3-6").category).toBe("points");
    for (const h of HANDS) {
      const [a, b] = h.tiles.map(tile);
      if (a?.kind !== "gee-joon" && b?.kind !== "gee-joon") expect(h.points).toBe(((a?.pips ?? 0) + (b?.pips ?? 0)) % 10);
    }
  });

  it("a lone Gee Joon tile counts 3 or 6, whichever makes the hand higher", () => {
    // 1-2 with a 5-spot: 3+5 = 8 (6+5 would be 1); 2-4 with a 3-spot... no 3-spot but the 1-2: the pair.
    expect(tileHand("1-2", "1-4").points).toBe(8);
    expect(tileHand("2-4", "1-4").points).toBe(8);
    // With a 6-spot: 6+3 = 9.
    expect(tileHand("1-2", "3-3a").points).toBe(9);
    expect(tileHand("2-4", "1-5a").points).toBe(9);
    // With a Teen (12): 12+6 = 18, an 8.
    expect(tileHand("1-2", "6-6a").points).toBe(8);
    for (const h of HANDS) {
      const gee = h.tiles.filter((t) => tile(t).kind === "gee-joon");
      if (gee.length !== 1) continue;
      const other = tile(h.tiles.find((t) => tile(t).kind !== "gee-joon") as TileId);
      expect(h.points).toBe(Math.max((other.pips + 3) % 10, (other.pips + 6) % 10));
    }
  });

  it("the Gee Joon tiles pair only with each other: 2-4 with a Look (6) is a hand of 9, not a pair", () => {
    expect(tileHand("1-2", "2-4").category).toBe("supreme-pair");
    expect(tileHand("2-4", "1-5a").category).toBe("points");
    expect(tileHand("1-2", "1-1a").category).toBe("points");
  });
});

describe("pairs, Wongs and Gongs (seed 004 L764-770)", () => {
  it("the 16 pairs: the Gee Joon supreme, 11 matched pairs, 4 mixed pairs, ranked by the pair chart", () => {
    const pairs = HANDS.filter((h) => h.pairRank !== null);
    expect(pairs).toHaveLength(16);
    expect(pairs.filter((h) => h.category === "supreme-pair").map((h) => h.tiles)).toEqual([["1-2", "2-4"]]);
    expect(pairs.filter((h) => h.category === "matched-pair")).toHaveLength(11);
    expect(pairs.filter((h) => h.category === "unmatched-pair").map((h) => tileKind(tile(h.highTile).kind).name)).toEqual(["Chop Gow", "Chop Bot", "Chop Chit", "Chop Ng"]);
    const byRank = [...pairs].sort((a, b) => compareHands(b, a));
    expect(byRank.map((h) => tileKind(tile(h.highTile).kind).name)).toEqual([
      "Gee Joon", "Teen", "Day", "Yun", "Gor", "Mooy", "Chong", "Bon", "Foo", "Ping", "Tit", "Look", "Chop Gow", "Chop Bot", "Chop Chit", "Chop Ng",
    ]);
  });

  it("a Wong is a Teen or Day with a 9; a Gong a Teen or Day with an 8 (the Yun or a Chop Bot)", () => {
    const wongs = HANDS.filter((h) => h.category === "wong");
    const gongs = HANDS.filter((h) => h.category === "gong");
    // 4 Teen/Day tiles × 2 nines; × 4 eights (two Yun, two Chop Bot).
    expect(wongs).toHaveLength(8);
    expect(gongs).toHaveLength(16);
    for (const h of wongs) expect([tile(h.tiles[0]).kind, tile(h.tiles[1]).pips]).toEqual([expect.stringMatching(/^(teen|day)$/), 9]);
    for (const h of gongs) expect([tile(h.tiles[0]).kind, tile(h.tiles[1]).pips]).toEqual([expect.stringMatching(/^(teen|day)$/), 8]);
    expect(tileHand("6-6a", "4-4a").category).toBe("gong");
    expect(tileHand("1-1a", "4-5").category).toBe("wong");
    // A Teen with a 7 is a hand of 9, not a special hand (the filing has no "high nine").
    expect(tileHand("6-6a", "1-6a")).toMatchObject({ category: "points", points: 9 });
  });

  it("every pair beats every Wong, every Wong every Gong, every Gong every hand of spots", () => {
    const order = ["supreme-pair", "matched-pair", "wong", "gong", "points"];
    const level = (h: TileHand) => order.indexOf(h.category === "unmatched-pair" ? "matched-pair" : h.category);
    for (const a of HANDS) for (const b of HANDS) if (level(a) < level(b)) expect(compareHands(a, b)).toBeGreaterThan(0);
  });
});

describe("ties (seed 004 L758-762)", () => {
  it("equal values are decided by the higher-ranked high tile", () => {
    // Both 9: Teen + Tit (Teen high) beats Day + Tit (Day high).
    expect(compareHands(tileHand("6-6a", "1-6a"), tileHand("1-1a", "1-6b"))).toBeGreaterThan(0);
    // Both 7: Gor with the 2-4 as a 3 (Gor high, rank 4) beats Mooy with a Chop Chit (Mooy high, rank 5).
    expect(compareHands(tileHand("1-3a", "2-4"), tileHand("5-5a", "2-5"))).toBeGreaterThan(0);
  });

  it("the two Wongs or two Gongs of one Teen or Day are equal (a copy); a Teen Wong beats a Day Wong", () => {
    expect(compareHands(tileHand("6-6a", "3-6"), tileHand("6-6b", "4-5"))).toBe(0);
    expect(compareHands(tileHand("6-6a", "3-6"), tileHand("1-1a", "4-5"))).toBeGreaterThan(0);
    expect(compareHands(tileHand("1-1a", "4-4a"), tileHand("1-1b", "2-6"))).toBe(0);
  });

  it("the two tiles of a mixed pair rank equally: 3-6 high and 4-5 high with equal values are a copy", () => {
    // 3-6 + 1-4 = 14 → 4 and 4-5 + 2-3 = 14 → 4, high tiles both Chop Gow.
    expect(compareHands(tileHand("3-6", "1-4"), tileHand("4-5", "2-3"))).toBe(0);
  });

  it("compareHands orders all 496 hands: antisymmetric, and 0 only for equal value and equal high rank", () => {
    const wrong: string[] = [];
    for (const a of HANDS) {
      for (const b of HANDS) {
        const c = compareHands(a, b);
        if (Math.sign(compareHands(b, a)) + Math.sign(c) !== 0) wrong.push(`${a.tiles} ${b.tiles} not antisymmetric`);
        if (c !== 0 || a === b) continue;
        const sameRank = a.pairRank === null && b.pairRank === null && a.category === b.category && a.highRank === b.highRank;
        if (!sameRank || (a.category === "points" && a.points !== b.points)) wrong.push(`${a.tiles} ${b.tiles} tie`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("compareHands is transitive (sorting by it agrees with every pairwise comparison)", () => {
    const sorted = [...HANDS].sort((a, b) => compareHands(b, a));
    for (let i = 0; i + 1 < sorted.length; i++) expect(compareHands(sorted[i] as TileHand, sorted[i + 1] as TileHand)).toBeGreaterThanOrEqual(0);
    for (let i = 0; i < sorted.length; i += 7) for (let j = i + 1; j < sorted.length; j += 11) expect(compareHands(sorted[i] as TileHand, sorted[j] as TileHand)).toBeGreaterThanOrEqual(0);
  });
});

describe("the house-way condition 'a value of N or higher'", () => {
  it("pairs, Wongs and Gongs reach any value; other hands by their spots", () => {
    expect(reachesValue(tileHand("6-6a", "4-4a"), 9)).toBe(true);
    expect(reachesValue(tileHand("6-6a", "6-6b"), 9)).toBe(true);
    expect(reachesValue(tileHand("6-6a", "1-6a"), 9)).toBe(true);
    expect(reachesValue(tileHand("6-6a", "1-5a"), 9)).toBe(false);
    expect(reachesValue(tileHand("6-6a", "1-5a"), 8)).toBe(true);
  });
});

describe("hands in the dealer's words", () => {
  it("names the category and the high tile", () => {
    expect(describeHand(handOf(["2-4", "1-2"]))).toBe("Supreme Pair (Gee Joon)");
    expect(describeHand(handOf(["6-6a", "6-6b"]))).toBe("Teen pair");
    expect(describeHand(handOf(["4-5", "3-6"]))).toBe("Chop Gow pair (mixed 9s)");
    expect(describeHand(handOf(["3-6", "6-6a"]))).toBe("Wong (Teen and a 9)");
    expect(describeHand(handOf(["1-1a", "4-4b"]))).toBe("Gong (Day and an 8)");
    expect(describeHand(handOf(["1-6a", "1-1a"]))).toBe("9, Day high");
    expect(() => handOf(["1-6a"])).toThrow(/two tiles/);
    expect(() => tileHand("1-6a", "1-6a")).toThrow(/two different tiles/);
  });

  it("every tile kind's two tiles make its pair", () => {
    for (const k of TILE_KINDS) expect(handOf(tilesOfKind(k.id)).pairRank).toBe(k.pairRank);
  });
});
