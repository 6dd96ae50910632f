import { describe, expect, it } from "vitest";
import { compareHands, handOf } from "./hand";
import { houseWay, houseWayPairRules, houseWaySetting, pairRuleFor, STANDARD_HOUSE_WAY_RULES, type HouseWayRules } from "./house-way";
import { tile, TILE_IDS, TILE_KINDS, type TileId, type TileKindId } from "./tiles";

const set = (tiles: TileId[], rules?: HouseWayRules) => houseWaySetting(tiles, rules);
/** The two hands as sorted face lists, high then low, for readable expectations. */
const faces = (tiles: TileId[], rules?: HouseWayRules) => {
  const s = houseWaySetting(tiles, rules);
  return [s.high.map((t) => tile(t).face).join("+"), s.low.map((t) => tile(t).face).join("+")];
};

/** Every four-tile hand of the set (35,960). */
function* allHands(): Generator<TileId[]> {
  const n = TILE_IDS.length;
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) for (let d = c + 1; d < n; d++) yield [TILE_IDS[a], TILE_IDS[b], TILE_IDS[c], TILE_IDS[d]] as TileId[];
}

describe("the filed pair rules as data (seed 004 L786-794)", () => {
  it("every one of the 16 pairs falls under exactly one filed rule", () => {
    for (const k of TILE_KINDS) {
      const matching = houseWayPairRules().filter((r) => ("kinds" in r.pairs ? r.pairs.kinds.includes(k.id) : TILE_IDS.filter((t) => tile(t).kind === k.id).every((t) => ("spots" in r.pairs ? r.pairs.spots : []).includes(tile(t).pips))));
      expect(matching, k.id).toHaveLength(1);
    }
    const ruleOf = (kind: TileKindId) => pairRuleFor(kind).source;
    expect(ruleOf("gee-joon")).toBe("seed 004 L789");
    expect([ruleOf("tit"), ruleOf("chop-chit")]).toEqual(["seed 004 L790", "seed 004 L790"]);
    expect([ruleOf("yun"), ruleOf("chop-bot")]).toEqual(["seed 004 L791", "seed 004 L791"]);
    expect(ruleOf("chop-gow")).toBe("seed 004 L792");
    expect([ruleOf("teen"), ruleOf("day")]).toEqual(["seed 004 L793", "seed 004 L793"]);
    for (const k of ["gor", "bon", "chop-ng", "chong", "look", "mooy", "ping", "foo"] as const) expect(ruleOf(k)).toBe("seed 004 L794");
  });
});

describe("each filed rule, with a hand on each side of its condition", () => {
  it("L788: a pair that is not split is the high hand", () => {
    const s = set(["5-5a", "5-5b", "6-6a", "1-6a"]);
    expect([s.rule, s.high]).toEqual(["pair-kept", ["5-5a", "5-5b"]]);
    expect(s.source).toBe("seed 004 L794, L788");
  });

  it("L789: the Gee Joon splits with a 6-spot and a 4, 5 or 6-spot tile, and not otherwise", () => {
    // 6 and 4 (Chong, Gor): 9 / 7.
    expect(faces(["1-2", "2-4", "3-3a", "1-3a"])).toEqual(["3-3+2-4", "1-3+1-2"]);
    expect(set(["1-2", "2-4", "3-3a", "1-3a"]).rule).toBe("pair-split");
    // 6 and 5 (Look, Chop Ng), 6 and 6 (Chong, Look): split.
    expect(set(["1-2", "2-4", "1-5a", "2-3"]).rule).toBe("pair-split");
    expect(set(["1-2", "2-4", "3-3a", "1-5a"]).rule).toBe("pair-split");
    // A 6 and a 7, a 4 and a 5 (no 6), a 6 and a 10: kept.
    expect(set(["1-2", "2-4", "3-3a", "1-6a"]).rule).toBe("pair-kept");
    expect(set(["1-2", "2-4", "1-3a", "1-4"]).rule).toBe("pair-kept");
    expect(set(["1-2", "2-4", "3-3a", "5-5a"]).rule).toBe("pair-kept");
  });

  it("L790: 7s split with a Teen or Day when the low hand is then 7 or more", () => {
    // Tit pair, Teen and Mooy: Teen + Tit 9, Tit + Mooy 7: split.
    expect(faces(["1-6a", "1-6b", "6-6a", "5-5a"])).toEqual(["6-6+1-6", "5-5+1-6"]);
    // The low hand would be 3 (Tit + Look): kept.
    expect(set(["1-6a", "1-6b", "6-6a", "1-5a"]).rule).toBe("pair-kept");
    // Low 7 but no Teen or Day (Mooy, Ping): kept.
    expect(set(["1-6a", "1-6b", "5-5a", "4-6a"]).rule).toBe("pair-kept");
    // The mixed 7s follow the same rule: Day and Foo make 9 and 8.
    expect(set(["2-5", "3-4", "1-1a", "5-6a"]).rule).toBe("pair-split");
    expect(set(["2-5", "3-4", "1-1a", "1-3a"]).rule).toBe("pair-kept");
  });

  it("L790 option sevensNeed 'teen-and-day': both must be there", () => {
    const both: HouseWayRules = { ...STANDARD_HOUSE_WAY_RULES, sevensNeed: "teen-and-day" };
    expect(set(["1-6a", "1-6b", "6-6a", "5-5a"], both).rule).toBe("pair-kept");
    expect(set(["1-6a", "1-6b", "6-6a", "1-1a"], both).rule).toBe("pair-split");
  });

  it("L791: 8s split when the low hand is then 7 or more", () => {
    // Yun pair, Mooy and a 9: Yun + Mooy 8, Yun + 3-6 7: split.
    expect(faces(["4-4a", "4-4b", "5-5a", "3-6"])).toEqual(["4-4+5-5", "4-4+3-6"]);
    // Yun pair, Mooy and a Chop Bot: the low hand would be 6: kept.
    expect(set(["4-4a", "4-4b", "5-5a", "2-6"]).rule).toBe("pair-kept");
    // A Gong counts above 7: Yun pair with Teen and Day makes two Gongs.
    expect(set(["4-4a", "4-4b", "6-6a", "1-1a"])).toMatchObject({ rule: "pair-split" });
    // The mixed 8s alike.
    expect(set(["2-6", "3-5", "4-6a", "5-6a"]).rule).toBe("pair-split");
    expect(set(["2-6", "3-5", "4-6a", "1-5a"]).rule).toBe("pair-kept");
  });

  it("L792: 9s split when the low hand is then 9 or more", () => {
    // Mooy and Ping: 9 and 9.
    expect(faces(["3-6", "4-5", "5-5a", "4-6a"])).toEqual(["5-5+3-6", "4-6+4-5"]);
    // A Wong is more than 9: Teen and Mooy.
    expect(set(["3-6", "4-5", "6-6a", "5-5a"]).rule).toBe("pair-split");
    // Mooy and Tit: the low hand would be 6: kept.
    expect(set(["3-6", "4-5", "5-5a", "1-6a"]).rule).toBe("pair-kept");
  });

  it("L793: Teen or Day pairs split when the low hand is then 6 or more", () => {
    // Teen pair, Gor and Tit: Teen + Tit 9, Teen + Gor 6: split.
    expect(set(["6-6a", "6-6b", "1-3a", "1-6a"]).rule).toBe("pair-split");
    // Teen pair, Mooy and Tit: the low hand would be 2: kept.
    expect(set(["6-6a", "6-6b", "5-5a", "1-6a"]).rule).toBe("pair-kept");
    // The Day pair alike.
    expect(set(["1-1a", "1-1b", "1-3a", "1-6a"]).rule).toBe("pair-split");
    expect(set(["1-1a", "1-1b", "5-5a", "1-6a"]).rule).toBe("pair-kept");
  });

  it("L793: Teen or Day pairs split with a 9 and an 11 (Wong and 3), not with a 9 and a 10", () => {
    expect(faces(["6-6a", "6-6b", "5-6a", "4-5"])).toEqual(["6-6+4-5", "6-6+5-6"]);
    expect(set(["6-6a", "6-6b", "4-6a", "4-5"]).rule).toBe("pair-kept");
    expect(set(["6-6a", "6-6b", "5-6a", "5-5a"]).rule).toBe("pair-kept");
  });

  it("L793 option teenDayNineEleven 'nine-or-eleven': either tile is enough", () => {
    const either: HouseWayRules = { ...STANDARD_HOUSE_WAY_RULES, teenDayNineEleven: "nine-or-eleven" };
    expect(set(["6-6a", "6-6b", "4-6a", "4-5"], either).rule).toBe("pair-split");
    expect(set(["6-6a", "6-6b", "5-6a", "5-5a"], either).rule).toBe("pair-split");
    expect(set(["6-6a", "6-6b", "5-5a", "1-6a"], either).rule).toBe("pair-kept");
  });

  it("L794: pairs of 4, 5, 6, 10 and 11 are never split, whatever the other two tiles", () => {
    const never = new Set<TileKindId>(["gor", "bon", "chop-ng", "chong", "look", "mooy", "ping", "foo"]);
    let checked = 0;
    for (const hand of allHands()) {
      const kinds = hand.map((t) => tile(t).kind);
      const pairKinds = [...new Set(kinds)].filter((k) => kinds.filter((x) => x === k).length === 2);
      if (pairKinds.length !== 1 || !never.has(pairKinds[0] as TileKindId)) continue;
      const s = set(hand);
      expect(tile(s.high[0]).kind).toBe(pairKinds[0]);
      expect(tile(s.high[1]).kind).toBe(pairKinds[0]);
      checked++;
    }
    // 8 pairs, each with any two of the other 30 tiles that are not themselves one of the 15 other pairs.
    expect(checked).toBe(8 * (435 - 15));
  });
});

describe("where the filing stops: the standard way", () => {
  it("two pairs are played as two pairs, the higher in the high hand (even a pair a single-pair rule would split)", () => {
    expect(faces(["1-1a", "6-6a", "1-1b", "6-6b"])).toEqual(["6-6+6-6", "1-1+1-1"]);
    expect(set(["1-6a", "1-6b", "6-6a", "6-6b"])).toMatchObject({ rule: "two-pairs", high: ["6-6a", "6-6b"], low: ["1-6a", "1-6b"] });
    expect(set(["1-2", "2-4", "3-3a", "3-3b"])).toMatchObject({ rule: "two-pairs", high: ["1-2", "2-4"] });
  });

  it("a Wong is played when it can be (L769), before a Gong (L770)", () => {
    // Day, a 9, the Yun and Gor: Wong (Day + 9) / Yun + Gor 2 rather than Gong (Day + Yun) / 9 + Gor 3.
    expect(set(["1-1a", "3-6", "4-4a", "1-3a"])).toMatchObject({ rule: "wong", high: ["1-1a", "3-6"] });
    // Teen and Day with a 9 and an 8: the Teen takes the 9 (Wong), the Day the 8 (Gong).
    expect(faces(["6-6a", "1-1a", "3-6", "2-6"])).toEqual(["6-6+3-6", "1-1+2-6"]);
    // Teen and Day with a 9 and a Look: the Teen Wong, Day + Look 8 (as good as Teen + Look).
    expect(faces(["6-6a", "1-1a", "4-5", "1-5a"])).toEqual(["6-6+4-5", "1-1+1-5"]);
  });

  it("a Gong is played when no Wong can be", () => {
    expect(set(["6-6a", "4-4a", "1-3a", "1-5a"])).toMatchObject({ rule: "gong", high: ["6-6a", "4-4a"] });
    // No Teen or Day with an 8 or a 9: no Gong.
    expect(set(["4-4a", "3-6", "1-3a", "1-5a"]).rule).not.toBe("gong");
  });

  it("other hands: the low hand as high as it goes when it reaches a High 3 (Foxwoods)", () => {
    // Mooy, Chong, Bon, Chop Ng: 9 / 6 (Mooy + Chong) beats 4 / 1 and 5 / 0.
    expect(set(["5-5a", "3-3a", "2-2a", "1-4"])).toMatchObject({ rule: "low-hand-first", high: ["2-2a", "1-4"], low: ["5-5a", "3-3a"] });
  });

  it("other hands: the high hand first when no low hand reaches a High 3 and a high hand of 7 or more is possible", () => {
    // Gor, Chop Chit, Look, Chop Ng: the best low is 3 with a Look high (below a High 3), a 9 high is possible.
    expect(set(["1-3a", "2-5", "1-5a", "2-3"])).toMatchObject({ rule: "high-hand-first", high: ["1-3a", "2-3"] });
  });

  it("other hands: the low hand first when no high hand of 7 or more is possible either", () => {
    // Mooy, Ping, Foo, Day: Day + Foo 3 / Mooy + Ping 0; Day + Ping 2 / Mooy + Foo 1 (Mooy high);
    // Day + Mooy 2 / Foo + Ping 1 (Foo high). No high hand of 7: the best low, 1 with the Mooy.
    const s = set(["5-5a", "4-6a", "5-6a", "1-1a"]);
    expect(s).toMatchObject({ rule: "low-hand-first", high: ["1-1a", "4-6a"], low: ["5-5a", "5-6a"] });
  });

  it("a High 3 is the threshold: a low 3 with a Chong high is enough, a 3 with a lower tile is not", () => {
    // Chong, Tit, Gor, Chop Ng: Chong + Tit 3 (Chong high) / Gor + Ng 9: the low reaches a High 3, low first.
    expect(set(["3-3a", "1-6a", "1-3a", "1-4"])).toMatchObject({ rule: "low-hand-first" });
  });
});

describe("every hand of the set (35,960)", () => {
  it("sets the four tiles given, two and two, the high hand never below the low", () => {
    let n = 0;
    for (const hand of allHands()) {
      const s = set(hand);
      expect([...s.high, ...s.low].sort()).toEqual([...hand].sort());
      expect(compareHands(handOf(s.high), handOf(s.low))).toBeGreaterThanOrEqual(0);
      n++;
    }
    expect(n).toBe(35_960);
  });

  it("splits the Gee Joon exactly when the filed condition holds", () => {
    for (const hand of allHands()) {
      const kinds = hand.map((t) => tile(t).kind);
      if (kinds.filter((k) => k === "gee-joon").length !== 2) continue;
      const others = hand.filter((t) => tile(t).kind !== "gee-joon");
      if (tile(others[0] as TileId).kind === tile(others[1] as TileId).kind) continue;
      const spots = others.map((t) => tile(t).pips).sort((a, b) => a - b);
      const filed = spots[1] === 6 && [4, 5, 6].includes(spots[0] as number);
      expect(set(hand).rule).toBe(filed ? "pair-split" : "pair-kept");
    }
  });

  it("houseWay gives the setting's two hands only", () => {
    expect(houseWay(["1-2", "2-4", "3-3a", "1-3a"])).toEqual({ high: ["3-3a", "2-4"], low: ["1-3a", "1-2"] });
  });

  it("refuses anything but four different tiles", () => {
    expect(() => houseWaySetting(["1-2", "2-4", "3-3a"])).toThrow(/four tiles/);
    expect(() => houseWaySetting(["1-2", "2-4", "3-3a", "3-3a"])).toThrow(/four different tiles/);
  });
});
