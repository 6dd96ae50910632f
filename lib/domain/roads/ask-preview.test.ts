import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { askPreview, previewFor } from "./ask-preview";
import { bigRoad } from "./big-road";
import { DERIVED_ROAD_NAMES, derivedRoads } from "./derived-roads";
import { parseSequence, type Outcome, type Side } from "./outcome";

describe("askPreview", () => {
  it("shows the marks the next B or P would add (hand-worked)", () => {
    // BBPPPTBPBB: columns BB PPP B P BB. Next B: column 5 row 3; next P: column 6 row 1.
    // B: BEB column 4 p=1, m=3 R; SR column 3 p=1 R; CP column 2 p=3 R.
    // P: BEB 2 vs 1 B; SR 2 vs 1 B; CP 2 vs 3 B.
    expect(askPreview(bigRoad(parseSequence("BBPPPTBPBB")))).toEqual({
      banker: { bigEyeBoy: "red", smallRoad: "red", cockroachPig: "red" },
      player: { bigEyeBoy: "blue", smallRoad: "blue", cockroachPig: "blue" },
    });
  });

  it("shows no mark where a road has not started", () => {
    expect(askPreview(bigRoad([]))).toEqual({
      banker: { bigEyeBoy: null, smallRoad: null, cockroachPig: null },
      player: { bigEyeBoy: null, smallRoad: null, cockroachPig: null },
    });
    // After B P: a B would be column 3 row 1 (Big Eye Boy starts), a P column 2 row 2 (also starts).
    expect(askPreview(bigRoad(parseSequence("BP")))).toEqual({
      banker: { bigEyeBoy: "red", smallRoad: null, cockroachPig: null },
      player: { bigEyeBoy: "blue", smallRoad: null, cockroachPig: null },
    });
  });

  it("ignores a trailing tie (the next B/P still continues or changes the last non-tie column)", () => {
    expect(askPreview(bigRoad(parseSequence("BBPTT")))).toEqual(askPreview(bigRoad(parseSequence("BBP"))));
  });

  it("property: the preview is exactly what appending that hand adds", () => {
    const log = fc.array(
      fc.constantFrom<Outcome>({ winner: "B" }, { winner: "P" }, { winner: "T" }, { winner: "B" }, { winner: "B" }),
      { maxLength: 120 },
    );
    fc.assert(
      fc.property(log, fc.constantFrom<Side>("B", "P"), fc.constantFrom("own-cell" as const, "carry-to-first" as const), (hands, side, leadingTies) => {
        const before = derivedRoads(bigRoad(hands, { leadingTies }));
        const after = derivedRoads(bigRoad([...hands, { winner: side }], { leadingTies }));
        const preview = previewFor(bigRoad(hands, { leadingTies }), side);
        for (const name of DERIVED_ROAD_NAMES) {
          const added = after[name].slice(before[name].length);
          expect(added.length).toBeLessThanOrEqual(1);
          expect(preview[name]).toBe(added[0]?.color ?? null);
        }
      }),
      { numRuns: 500 },
    );
  });
});
