import { describe, expect, it } from "vitest";
import { askPreview, bigRoad, derivedRoads, marksNotation, parseSequence, type Outcome } from "@/lib/domain/roads";
import { askHandName, askLabel, markerDigit, markerLabel, roadsView, shortHandName } from "./layout";

const COLUMNS = { bead: 8, big: 26, derived: 15 };
const seq = (s: string): Outcome[] => parseSequence(s);

describe("bead plate cells", () => {
  it("one bead per hand, ties included, with its letter and colour, in columns of six", () => {
    const r = roadsView(seq("BPTBBBPP"), COLUMNS);
    expect(r.bead.cells.map((c) => [c.x, c.y, c.letter, c.color, c.hand])).toEqual([
      [0, 0, "B", "banker", 1],
      [0, 1, "P", "player", 2],
      [0, 2, "T", "tie", 3],
      [0, 3, "B", "banker", 4],
      [0, 4, "B", "banker", 5],
      [0, 5, "B", "banker", 6],
      [1, 0, "P", "player", 7],
      [1, 1, "P", "player", 8],
    ]);
    expect(r.bead.hands).toBe(8);
    expect(r.bead.label).toBe("Bead plate, 8 hands, last Player");
  });

  it("scrolls to the newest columns: 50 hands on 8 columns hide the first column of six", () => {
    const log = seq("BP".repeat(25));
    const r = roadsView(log, COLUMNS);
    expect(r.bead.offset).toBe(1);
    expect(r.bead.columns).toBe(8);
    expect(r.bead.cells).toHaveLength(44);
    expect(r.bead.cells[0]).toMatchObject({ x: 0, y: 0, hand: 7 });
    expect(r.bead.cells.at(-1)).toMatchObject({ x: 7, y: 1, hand: 50 });
    expect(r.bead.hands).toBe(50);
  });

  it("carries pairs, naturals and marker hands onto the bead", () => {
    const r = roadsView([{ winner: "B", bankerPair: true, markers: ["dragon7"] }, { winner: "P", playerPair: true, natural: true, markers: ["panda8"] }], COLUMNS);
    expect(r.bead.cells[0]).toMatchObject({ bankerPair: true, playerPair: false, markers: ["dragon7"] });
    expect(r.bead.cells[1]).toMatchObject({ bankerPair: false, playerPair: true, natural: true, markers: ["panda8"] });
  });
});

describe("big road cells", () => {
  it("ties take no cell: they mark the last B/P cell with their count", () => {
    const r = roadsView(seq("BBTTPPP"), COLUMNS);
    expect(r.big.cells.map((c) => [c.x, c.y, c.letter, c.ties])).toEqual([
      [0, 0, "B", 0],
      [0, 1, "B", 2],
      [1, 0, "P", 0],
      [1, 1, "P", 0],
      [1, 2, "P", 0],
    ]);
    expect(r.big.logicalColumns).toBe(2);
    expect(r.big.entries).toBe(5);
    expect(r.big.label).toBe("Big road, 2 columns, latest Player 3 in a row");
  });

  it("a tie before a change of winner does not start a column (compared with the last non-tie)", () => {
    const r = roadsView(seq("BTBP"), COLUMNS);
    expect(r.big.cells.map((c) => [c.x, c.y, c.letter, c.ties])).toEqual([
      [0, 0, "B", 1],
      [0, 1, "B", 0],
      [1, 0, "P", 0],
    ]);
  });

  it("ties before the first B/P are carried onto the first cell", () => {
    const r = roadsView(seq("TTB"), COLUMNS);
    expect(r.big.cells).toHaveLength(1);
    expect(r.big.cells[0]).toMatchObject({ kind: "entry", letter: "B", ties: 2 });
  });

  it("a streak longer than six turns right along the bottom row: the dragon tail", () => {
    const r = roadsView(seq("BBBBBBBBP"), COLUMNS);
    const b = r.big.cells.filter((c) => c.letter === "B");
    expect(b.map((c) => [c.x, c.y, c.tail])).toEqual([
      [0, 0, false],
      [0, 1, false],
      [0, 2, false],
      [0, 3, false],
      [0, 4, false],
      [0, 5, false],
      [1, 5, true],
      [2, 5, true],
    ]);
    // The next column starts right of the previous column's start, above the tail.
    expect(r.big.cells.find((c) => c.letter === "P")).toMatchObject({ x: 1, y: 0, column: 1, row: 0, tail: false });
    expect(r.big.label).toBe("Big road, 2 columns, latest Player 1 in a row");
  });

  it("scrolls to the newest columns; the accessible count is of logical columns of the whole shoe", () => {
    const r = roadsView(seq("BP".repeat(20)), COLUMNS);
    expect(r.big.logicalColumns).toBe(40);
    expect(r.big.offset).toBe(14);
    expect(r.big.cells).toHaveLength(26);
    expect(r.big.cells[0]).toMatchObject({ x: 0, column: 14 });
    expect(r.big.cells.at(-1)).toMatchObject({ x: 25, column: 39, letter: "P" });
  });

  it("a tail that scrolls in stays a tail", () => {
    const r = roadsView(seq("P".repeat(40)), { ...COLUMNS, big: 10 });
    expect(r.big.offset).toBe(25);
    expect(r.big.cells.every((c) => c.tail && c.y === 5)).toBe(true);
  });

  it("keeps marker hands and pairs on their cell", () => {
    const r = roadsView([{ winner: "B", markers: ["fortune7"], bankerPair: true }, { winner: "T" }, { winner: "P", playerPair: true }], COLUMNS);
    expect(r.big.cells[0]).toMatchObject({ markers: ["fortune7"], bankerPair: true, ties: 1 });
    expect(r.big.cells[1]).toMatchObject({ playerPair: true, markers: [] });
  });
});

describe("derived roads and the ask preview", () => {
  it("agree mark for mark with the domain module (computed from the full log, not the screen)", () => {
    const log = seq("BBPPPTBPBBBBBBBBPPBPTPPBBPBPBPPPBBBPBPPPBBBBPB");
    const r = roadsView(log, { bead: 8, big: 6, derived: 4 });
    const domain = derivedRoads(bigRoad(log));
    for (const d of r.derived) {
      expect(d.marks).toBe(domain[d.name].length);
      expect(d.last).toBe(domain[d.name].at(-1)?.color ?? null);
      // On screen: the newest marks only, never more than the board holds.
      expect(d.cells.length).toBeLessThanOrEqual(4 * 6);
      expect(d.cells.length).toBeGreaterThan(0);
    }
    expect(r.ask).toEqual(askPreview(bigRoad(log)));
    expect(marksNotation(domain.bigEyeBoy).length).toBe(r.derived[0]!.marks);
  });

  it("Big Eye Boy's first mark: column 2 row 2 (blue when column 1 has one entry)", () => {
    const r = roadsView(seq("BPP"), COLUMNS);
    const eye = r.derived.find((d) => d.name === "bigEyeBoy")!;
    expect(eye.cells).toEqual([{ x: 0, y: 0, color: "blue" }]);
    expect(eye.shape).toBe("ring");
    expect(r.derived.map((d) => d.shape)).toEqual(["ring", "dot", "slash"]);
    expect(r.derived.find((d) => d.name === "smallRoad")!.cells).toEqual([]);
  });

  it("says what each road would add for a next Banker or Player", () => {
    const r = roadsView(seq("BPP"), COLUMNS);
    // Next P: column 2 row 3, column 1 has length 1 -> red; next B: column 3 row 1, columns 2 and 1 differ -> blue.
    expect(r.ask.player.bigEyeBoy).toBe("red");
    expect(r.ask.banker.bigEyeBoy).toBe("blue");
    expect(askLabel("banker", r.ask)).toBe("If Banker wins next: big eye boy blue, small road none, cockroach pig none");
    expect(askLabel("player", r.ask, { banker: "Banker line hand", player: "Player line hand" })).toBe("If Player wins next: big eye boy red, small road none, cockroach pig none");
  });

  it("an empty shoe draws empty boards", () => {
    const r = roadsView([], COLUMNS);
    expect(r.bead.cells).toEqual([]);
    expect(r.big.cells).toEqual([]);
    expect(r.big.label).toBe("Big road, 0 columns");
    expect(r.bead.label).toBe("Bead plate, 0 hands");
    expect(r.derived.every((d) => d.cells.length === 0 && d.marks === 0)).toBe(true);
  });
});

describe("names", () => {
  it("names the marker hands and their digits", () => {
    expect(markerLabel("dragon7")).toBe("Dragon 7");
    expect(markerLabel("panda8")).toBe("Panda 8");
    expect(markerLabel("fortune7")).toBe("Fortune 7");
    expect(markerLabel("lucky9")).toBe("Lucky 9");
    expect(markerDigit("panda8")).toBe("8");
    expect(markerDigit("ox6")).toBe("6");
    expect(markerDigit("lucky9")).toBe("9");
  });

  it("shortens the hand names for buttons and legends", () => {
    expect(shortHandName("Banker line hand")).toBe("Banker");
    expect(shortHandName("Player/Dealer")).toBe("Player/Dealer");
    expect(shortHandName("Player")).toBe("Player");
  });
});

describe("a hand's name on the next hand's small label (issue 14, item 11)", () => {
  it("keeps a short name and gives a long one as its initials, so both labels fit side by side at 28 px", () => {
    expect(askHandName("Banker")).toBe("Banker");
    expect(askHandName("Player line hand")).toBe("Player");
    expect(askHandName("Player/Dealer")).toBe("P/D");
  });
});
