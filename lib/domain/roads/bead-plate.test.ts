import { describe, expect, it } from "vitest";
import { beadPlate } from "./bead-plate";
import type { Outcome } from "./outcome";

describe("beadPlate", () => {
  it("gives every hand a cell, ties included, in columns of six, with pair dots", () => {
    const log: Outcome[] = [
      { winner: "B", bankerPair: true },
      { winner: "T" },
      { winner: "P", playerPair: true, bankerPair: true },
      { winner: "T" },
      { winner: "B" },
      { winner: "P" },
      { winner: "T", natural: true },
    ];
    const plate = beadPlate(log);
    expect(plate.width).toBe(2);
    expect(plate.cells.map((c) => `${c.x},${c.y}:${c.value.outcome.winner}`)).toEqual(["0,0:B", "0,1:T", "0,2:P", "0,3:T", "0,4:B", "0,5:P", "1,0:T"]);
    expect(plate.cells.map((c) => [c.value.bankerPair, c.value.playerPair])).toEqual([
      [true, false],
      [false, false],
      [true, true],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(plate.cells[6]?.value).toMatchObject({ hand: 6, outcome: { natural: true } });
  });

  it("is empty for an empty log", () => {
    expect(beadPlate([])).toEqual({ rows: 6, width: 0, cells: [] });
  });
});
