import { describe, expect, it } from "vitest";
import { viewport } from "./grid";
import { bigRoadNotation, marksNotation } from "./notation";
import { parseSequence } from "./outcome";
import { roadMaps } from "./road-maps";

describe("roadMaps", () => {
  it("computes every road from one log", () => {
    const maps = roadMaps(parseSequence("BBPPPTBPBB"));
    expect(maps.beadPlate.cells).toHaveLength(10);
    expect(bigRoadNotation(maps.bigRoad)).toEqual(["BB", "PPP", "B", "P", "BB"]);
    expect(maps.bigRoadGrid.cells).toHaveLength(9);
    expect(marksNotation(maps.derived.bigEyeBoy)).toBe("RBBBRB");
    expect(maps.derivedGrids.bigEyeBoy.cells.map((c) => c.value.item)).toEqual(maps.derived.bigEyeBoy);
    expect(maps.derivedGrids.smallRoad.cells.map((c) => `${c.x},${c.y}`)).toEqual(["0,0", "0,1", "0,2"]);
    expect(maps.ask.player.bigEyeBoy).toBe("blue");
  });

  it("passes the board height and the leading-ties option through", () => {
    const maps = roadMaps(parseSequence("TBBBB"), { rows: 3, leadingTies: "own-cell" });
    expect(maps.beadPlate.width).toBe(2);
    expect(maps.bigRoadGrid.cells.map((c) => `${c.x},${c.y}`)).toEqual(["0,0", "1,0", "1,1", "1,2", "2,2"]);
  });

  it("a long shoe: the derived roads are the same whatever part of the drawing is on screen", () => {
    const s = "BBBBBBBBBPPPPPPPTBPBPPBBBBBBBPTTPBPBBPPPBPBBBBPPPPPPPPPBPB";
    const maps = roadMaps(parseSequence(s));
    const before = structuredClone(maps);
    for (const width of [1, 5, 12, 40]) viewport(maps.bigRoadGrid, width);
    expect(maps).toEqual(before);
    // and the first hands, long scrolled off a narrow screen, still count
    expect(viewport(maps.bigRoadGrid, 5).cells.some((c) => c.value.kind === "entry" && c.value.column === 0)).toBe(false);
    expect(maps.derived.bigEyeBoy[0]).toMatchObject({ column: 1, row: 1, color: "red" }); // P at c2r2, column 1 has 9
  });
});
