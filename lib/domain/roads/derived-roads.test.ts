import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bigRoad, columnLengths, drawBigRoad } from "./big-road";
import { DERIVED_ROADS, type DerivedRoadName, derivedColumns, derivedRoad, derivedRoads, drawDerivedRoad, markAt } from "./derived-roads";
import { viewport } from "./grid";
import { marksNotation } from "./notation";
import { parseSequence, type Outcome } from "./outcome";

const roadOf = (s: string) => bigRoad(parseSequence(s));
const marks = (s: string) => {
  const d = derivedRoads(roadOf(s));
  return { bigEyeBoy: marksNotation(d.bigEyeBoy), smallRoad: marksNotation(d.smallRoad), cockroachPig: marksNotation(d.cockroachPig) };
};
/** 1-based [column, row] of the big-road entry that added the road's first mark. */
const firstMarkAt = (s: string, name: DerivedRoadName) => {
  const m = derivedRoad(roadOf(s), DERIVED_ROADS[name])[0];
  return m ? [m.column + 1, m.row + 1] : null;
};

describe("markAt (the rule, 1-based as in the rules file)", () => {
  it("row >= 2: blue exactly when the column k back has one entry less, red otherwise, none when it does not exist", () => {
    expect(markAt([3, 2], 2, 2, 1)).toBe("red"); // p = 3: the column k back reaches row 2
    expect(markAt([1, 2], 2, 2, 1)).toBe("blue"); // p = 1: m = p + 1
    expect(markAt([1, 3], 2, 3, 1)).toBe("red"); // p = 1, m = 3: both rows empty there
    expect(markAt([1, 2], 2, 2, 2)).toBeNull(); // column 0 does not exist
  });

  it("row 1: red when columns n-1 and n-1-k have equal length, blue otherwise, none when either does not exist", () => {
    expect(markAt([2, 2, 1], 3, 1, 1)).toBe("red");
    expect(markAt([3, 2, 1], 3, 1, 1)).toBe("blue");
    expect(markAt([2, 1], 2, 1, 1)).toBeNull();
    expect(markAt([2, 2, 1], 3, 1, 2)).toBeNull();
    expect(markAt([2, 9, 2, 1], 4, 1, 2)).toBe("red"); // compares columns 3 and 1 only
  });
});

describe("first mark of each derived road (exactly where the rules file puts it)", () => {
  it.each([
    ["bigEyeBoy", "BPP", [2, 2], "B"],
    ["bigEyeBoy", "BPB", [3, 1], "R"],
    ["smallRoad", "BPBB", [3, 2], "B"],
    ["smallRoad", "BPBP", [4, 1], "R"],
    ["cockroachPig", "BPBPP", [4, 2], "B"],
    ["cockroachPig", "BPBPB", [5, 1], "R"],
  ] as const)("%s on %s: first mark at column/row %j", (name, s, at, first) => {
    expect(firstMarkAt(s, name)).toEqual(at);
    // The hand that makes it is the last one: nothing before it, and it is not skipped.
    expect(marks(s.slice(0, -1))[name]).toBe("");
    expect(marks(s)[name]).toBe(first);
  });

  it("gives no mark at column k+1 row 1 (its comparison column does not exist) but does at its row 2", () => {
    expect(marks("BBP").bigEyeBoy).toBe("");
    expect(marks("BBPP").bigEyeBoy).toBe("R"); // column 1 has 2 entries: row 2 is not p + 1
    expect(marks("BBPB").smallRoad).toBe("");
    expect(marks("BBPBP").smallRoad).toBe("B"); // column 4 row 1: columns 3 (1) and 1 (2) differ
  });
});

describe("hand-worked examples", () => {
  it("the brief's BBPPPTBPBB", () => {
    // Columns BB, PPP (tie on the third P), B, P, BB; lengths 2 3 1 1 2.
    // BEB: c2r2 p=2 R; c2r3 p=2 B; c3r1 3 vs 2 B; c4r1 1 vs 3 B; c5r1 1 vs 1 R; c5r2 p=1 B.
    // SR:  c4r1 1 vs 2 B; c5r1 1 vs 3 B; c5r2 (column 3) p=1 B.
    // CP:  c5r1 1 vs 2 B; c5r2 (column 2) p=3 R.
    expect(marks("BBPPPTBPBB")).toEqual({ bigEyeBoy: "RBBBRB", smallRoad: "BBB", cockroachPig: "BR" });
  });

  it("a tutorial-style shoe of eight columns with a tie inside a streak", () => {
    // Columns BBB PP B P BBBB PPP(tie after the second P) B PP; lengths 3 2 1 1 4 3 1 2.
    // BEB from c2r2: R (p=3), c3r1 2|3 B, c4r1 1|2 B, c5r1 1|1 R, c5r2 p=1 B, c5r3 R, c5r4 R,
    //   c6r1 4|1 B, c6r2 p=4 R, c6r3 R, c7r1 3|4 B, c8r1 1|3 B, c8r2 p=1 B.
    // SR from c4r1 (column 3 has no row 2): 1|3 B, c5r1 1|2 B, c5r2 p=1 B, c5r3 R, c5r4 R,
    //   c6r1 4|1 B, c6r2 p=1 B, c6r3 R, c7r1 3|1 B, c8r1 1|4 B, c8r2 p=3 R.
    // CP from c5r1 (column 4 has no row 2): 1|3 B, c5r2 p=2 R, c5r3 B, c5r4 R, c6r1 4|2 B,
    //   c6r2 p=1 B, c6r3 R, c7r1 3|1 B, c8r1 1|1 R, c8r2 p=4 R.
    expect(marks("BBBPPBPBBBBPPTPBPP")).toEqual({ bigEyeBoy: "RBBRBRRBRRBBB", smallRoad: "BBBRRBBRBBR", cockroachPig: "BRBRBBRBRR" });
  });

  it("a tie before a change of winner changes no mark", () => {
    expect(marks("BBPPPTBPBB")).toEqual(marks("BBPPPBPBB"));
    expect(marks("BTPTTBTB")).toEqual(marks("BPBB"));
  });
});

describe("derived roads use the full logical history", () => {
  it("uses the true length of a column longer than six (row >= 2)", () => {
    // Column 1 has 6 entries, column 2 runs to 8. Row 7 is p + 1 (blue), row 8 is not (red),
    // although both are drawn on row 6 of the grid in column 2's tail.
    const s = "BBBBBB" + "PPPPPPPP";
    expect(marks(s).bigEyeBoy.slice(-2)).toBe("BR");
  });

  it("uses the true length of a column longer than six (row 1)", () => {
    // Lengths 8 and 7: different, so blue; capped at six rows they would look equal (red).
    expect(marks("BBBBBBBB" + "PPPPPPP" + "B").bigEyeBoy.at(-1)).toBe("B");
    expect(marks("BBBBBBB" + "PPPPPPP" + "B").bigEyeBoy.at(-1)).toBe("R");
  });

  it("compares with columns scrolled off the screen exactly as with visible ones", () => {
    // Thirty alternating single columns then a streak: the Cockroach Pig's row-1 comparison at the
    // end reads column n-4, far outside a three-column viewport.
    const s = "BP".repeat(15) + "BBBB" + "P";
    const r = roadOf(s);
    const view = viewport(drawBigRoad(r), 3);
    const visibleColumns = new Set(view.cells.flatMap((c) => (c.value.kind === "entry" ? [c.value.column] : [])));
    const lengths = columnLengths(r);
    const n = lengths.length; // the last column, row 1: compares columns n-1 (4 long) and n-4 (1 long)
    expect(visibleColumns.has(n - 4 - 1)).toBe(false);
    expect(derivedRoad(r, 3).at(-1)).toMatchObject({ column: n - 1, row: 0, color: "blue" });
  });

  const outcomes = fc.array(
    fc.record({ w: fc.constantFrom<"B" | "P" | "T">("B", "P", "T"), n: fc.integer({ min: 1, max: 9 }) }).map(({ w, n }) => Array.from({ length: n }, (): Outcome => ({ winner: w }))),
    { maxLength: 40 },
  ).map((runs) => runs.flat());

  it("property: dealing more hands never changes a mark already made", () => {
    fc.assert(
      fc.property(outcomes, fc.nat(), (log, cut) => {
        const prefix = log.slice(0, log.length ? cut % (log.length + 1) : 0);
        const before = derivedRoads(bigRoad(prefix));
        const after = derivedRoads(bigRoad(log));
        for (const name of Object.keys(DERIVED_ROADS) as DerivedRoadName[]) {
          expect(after[name].slice(0, before[name].length)).toEqual(before[name]);
        }
      }),
    );
  });

  it("property: each derived road has one mark per big-road entry from its start on", () => {
    fc.assert(
      fc.property(outcomes, (log) => {
        const r = bigRoad(log);
        const entries = r.columns.flatMap((c, column) => c.entries.map((_, row) => [column + 1, row + 1] as const));
        for (const k of [1, 2, 3] as const) {
          // The start: column k+1 row 2, or column k+2 row 1, whichever comes first.
          const start = entries.findIndex(([n, m]) => (n === k + 1 && m === 2) || (n === k + 2 && m === 1));
          const expected = start === -1 ? 0 : entries.length - start;
          expect(derivedRoad(r, k)).toHaveLength(expected);
        }
      }),
    );
  });
});

describe("drawing a derived road", () => {
  it("starts a new column on every change of colour and tails a long run like the big road", () => {
    // B then nine P: Big Eye Boy blue at c2r2 (p = 1, m = 2), then red for rows 3 to 9.
    const d = derivedRoad(roadOf("B" + "P".repeat(9)), 1);
    expect(marksNotation(d)).toBe("BRRRRRRR");
    expect(derivedColumns(d).map((c) => c.length)).toEqual([1, 7]);
    expect(drawDerivedRoad(d).cells.map((c) => `${c.x},${c.y}`)).toEqual(["0,0", "1,0", "1,1", "1,2", "1,3", "1,4", "1,5", "2,5"]);
  });

  it("is empty when there are no marks", () => {
    expect(drawDerivedRoad([])).toEqual({ rows: 6, width: 0, cells: [] });
  });
});
