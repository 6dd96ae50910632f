import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bigRoad, columnLengths, drawBigRoad, entryCount } from "./big-road";
import { bigRoadNotation } from "./notation";
import { parseSequence, type Outcome } from "./outcome";

const road = (s: string, leadingTies: "own-cell" | "carry-to-first" = "carry-to-first") => bigRoad(parseSequence(s), { leadingTies });
const notation = (s: string) => bigRoadNotation(road(s));
const ties = (s: string) => road(s).columns.map((c) => c.entries.map((e) => e.ties));

describe("bigRoad", () => {
  it("starts a new column whenever the winner changes, ties taking no cell", () => {
    expect(notation("BBPPPTBPBB")).toEqual(["BB", "PPP", "B", "P", "BB"]);
    expect(ties("BBPPPTBPBB")).toEqual([[0, 0], [0, 0, 1], [0], [0], [0, 0]]);
  });

  it("compares with the last non-tie winner, never with the tie (a tie before a change of winner)", () => {
    expect(notation("BTP")).toEqual(["B", "P"]);
    expect(notation("BTB")).toEqual(["BB"]);
    expect(notation("BTTTP")).toEqual(["B", "P"]);
    expect(notation("BPTTB")).toEqual(["B", "P", "B"]);
    expect(notation("BPTTPTB")).toEqual(["B", "PP", "B"]);
    expect(ties("BPTTPTB")).toEqual([[0], [2, 1], [0]]);
  });

  it("puts every tie on the most recent B/P cell, with the hands it came from", () => {
    const r = road("PTBTTBT");
    expect(r.columns.map((c) => c.entries.map((e) => [e.hand, e.tieHands]))).toEqual([
      [[0, [1]]],
      [
        [2, [3, 4]],
        [5, [6]],
      ],
    ]);
  });

  it("carries ties before the first B/P onto the first cell by default", () => {
    const r = bigRoad(parseSequence("TTBP"));
    expect(r.leadingTies).toBe("carry-to-first");
    expect(r.leadingTieHands).toEqual([0, 1]);
    expect(r.columns[0]?.entries[0]).toMatchObject({ hand: 2, ties: 2, tieHands: [0, 1] });
    expect(bigRoadNotation(r)).toEqual(["B", "P"]);
    expect(drawBigRoad(r).cells.map((c) => [c.x, c.y, c.value.kind])).toEqual([
      [0, 0, "entry"],
      [1, 0, "entry"],
    ]);
  });

  it("can give ties before the first B/P a cell of their own instead, in front of the first column", () => {
    const r = road("TTBTP", "own-cell");
    expect(r.leadingTieHands).toEqual([0, 1]);
    expect(r.columns[0]?.entries[0]).toMatchObject({ hand: 2, ties: 1, tieHands: [3] });
    expect(bigRoadNotation(r)).toEqual(["B", "P"]); // not a logical column
    expect(drawBigRoad(r).cells.map((c) => [c.x, c.y, c.value.kind === "entry" ? c.value.entry.winner : `T${c.value.ties}`])).toEqual([
      [0, 0, "T2"],
      [1, 0, "B"],
      [2, 0, "P"],
    ]);
  });

  it("holds only leading ties until a B/P comes", () => {
    expect(road("TT").columns).toEqual([]);
    expect(drawBigRoad(road("TT")).cells).toEqual([]);
    expect(drawBigRoad(road("TT", "own-cell")).cells).toEqual([{ x: 0, y: 0, value: { kind: "leading-ties", ties: 2, tieHands: [0, 1] } }]);
  });

  it("keeps pairs, naturals and markers on the entry of their hand", () => {
    const log: Outcome[] = [{ winner: "B", bankerPair: true, natural: true, markers: ["dragon7"] }, { winner: "T", playerPair: true }, { winner: "P", playerPair: true, markers: ["panda8"] }];
    const entries = bigRoad(log).columns.flatMap((c) => c.entries);
    expect(entries.map((e) => [e.bankerPair, e.playerPair, e.natural, e.markers])).toEqual([
      [true, false, true, ["dragon7"]],
      [false, true, false, ["panda8"]],
    ]);
  });

  it("keeps a logical column longer than six whole, whatever the drawing does", () => {
    const r = road("BBBBBBBBBP");
    expect(columnLengths(r)).toEqual([9, 1]);
    const drawn = drawBigRoad(r);
    expect(drawn.cells.map((c) => `${c.x},${c.y}`)).toEqual(["0,0", "0,1", "0,2", "0,3", "0,4", "0,5", "1,5", "2,5", "3,5", "1,0"]);
  });

  it("refuses an unknown leading-ties option", () => {
    expect(() => bigRoad([], { leadingTies: "middle" as never })).toThrow(/leadingTies/);
  });

  it("property: entries are the B/P hands in order, ties all accounted for, neighbours differ", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("B", "P", "T"), { maxLength: 100 }), fc.constantFrom("own-cell" as const, "carry-to-first" as const), (letters, leadingTies) => {
        const seq = letters;
        const r = bigRoad(letters.map((winner) => ({ winner })), { leadingTies });
        const entries = r.columns.flatMap((c) => c.entries);
        expect(entryCount(r)).toBe(seq.filter((w) => w !== "T").length);
        expect(entries.map((e) => e.winner)).toEqual(seq.filter((w) => w !== "T"));
        expect(entries.map((e) => e.hand)).toEqual(seq.flatMap((w, i) => (w === "T" ? [] : [i])));
        const shown = entries.reduce((n, e) => n + e.ties, 0) + (leadingTies === "own-cell" || entries.length === 0 ? r.leadingTieHands.length : 0);
        expect(shown).toBe(seq.filter((w) => w === "T").length);
        r.columns.forEach((c, i) => {
          expect(c.entries.every((e) => e.winner === c.winner)).toBe(true);
          if (i > 0) expect(c.winner).not.toBe(r.columns[i - 1]?.winner);
        });
      }),
    );
  });
});
