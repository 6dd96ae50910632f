import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { drawColumns, fillColumns, toMatrix, viewport } from "./grid";

/** Columns of the given lengths whose items name themselves "column.row". */
const columnsOf = (lengths: number[]) => lengths.map((n, c) => Array.from({ length: n }, (_, r) => `${c}.${r}`));
const positions = (lengths: number[], rows = 6) => {
  const grid = drawColumns(columnsOf(lengths), rows);
  return lengths.map((_, c) => grid.cells.filter((cell) => cell.value.column === c).map((cell) => `${cell.x},${cell.y}`));
};
const run = (x0: number, x1: number, y: number) => Array.from({ length: x1 - x0 + 1 }, (_, i) => `${x0 + i},${y}`);
const down = (x: number, y0: number, y1: number) => Array.from({ length: y1 - y0 + 1 }, (_, i) => `${x},${y0 + i}`);

describe("drawColumns (big-road drawing)", () => {
  it("draws short streaks straight down, one drawn column each", () => {
    expect(positions([2, 3, 1])).toEqual([down(0, 0, 1), down(1, 0, 2), ["2,0"]]);
  });

  it("turns a streak longer than six right along the bottom row (dragon tail)", () => {
    expect(positions([9])).toEqual([[...down(0, 0, 5), ...run(1, 3, 5)]]);
  });

  it("stops a later column above an earlier tail that runs into its drawn columns, and tails it one row up", () => {
    // Column 1's tail covers (1,5) and (2,5), the bottoms of the columns 2 and 3 are drawn in.
    expect(positions([8, 7, 5])).toEqual([
      [...down(0, 0, 5), ...run(1, 2, 5)],
      [...down(1, 0, 4), ...run(2, 3, 4)],
      [...down(2, 0, 3), "3,3"],
    ]);
  });

  it("nests tails up to the top row and starts a column whose top cell is taken at the next free top cell", () => {
    expect(positions([12, 11, 10, 9, 8, 7, 1])).toEqual([
      [...down(0, 0, 5), ...run(1, 6, 5)],
      [...down(1, 0, 4), ...run(2, 7, 4)],
      [...down(2, 0, 3), ...run(3, 8, 3)],
      [...down(3, 0, 2), ...run(4, 9, 2)],
      [...down(4, 0, 1), ...run(5, 10, 1)],
      ["5,0", ...run(6, 11, 0)],
      ["12,0"], // (6,0) .. (11,0) hold column 6's tail
    ]);
    expect(drawColumns(columnsOf([12, 11, 10, 9, 8, 7, 1])).width).toBe(13);
  });

  it("keeps going right once turned, even where the cell below is free again", () => {
    // Column 2 turns at row 4 above column 1's two-cell tail and stays on row 4 past its end.
    expect(positions([8, 9])).toEqual([
      [...down(0, 0, 5), ...run(1, 2, 5)],
      [...down(1, 0, 4), ...run(2, 5, 4)],
    ]);
  });

  it("honours the board height", () => {
    expect(positions([4, 2], 3)).toEqual([[...down(0, 0, 2), "1,2"], [...down(1, 0, 1)]]);
    expect(positions([3, 1], 1)).toEqual([run(0, 2, 0), ["3,0"]]);
  });

  it("refuses empty columns and bad heights", () => {
    expect(() => drawColumns([["a"], []])).toThrow(/column 2 is empty/);
    expect(() => drawColumns([["a"]], 0)).toThrow(RangeError);
  });

  it("property: every item drawn once, in order, never two on one cell, each column an L from the top row", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (lengths, rows) => {
        const grid = drawColumns(columnsOf(lengths), rows);
        expect(grid.cells.map((c) => c.value.item)).toEqual(columnsOf(lengths).flat());
        expect(new Set(grid.cells.map((c) => `${c.x},${c.y}`)).size).toBe(grid.cells.length);
        expect(grid.width).toBe(grid.cells.length ? Math.max(...grid.cells.map((c) => c.x)) + 1 : 0);
        let previousStart = -1;
        lengths.forEach((_, column) => {
          const cells = grid.cells.filter((c) => c.value.column === column);
          const first = cells[0]!;
          expect(first.y).toBe(0);
          expect(first.x).toBeGreaterThan(previousStart);
          previousStart = first.x;
          const turn = cells.findIndex((c) => c.x !== first.x);
          const straight = turn === -1 ? cells : cells.slice(0, turn);
          straight.forEach((c, i) => expect([c.x, c.y]).toEqual([first.x, i]));
          if (turn !== -1) cells.slice(turn).forEach((c, i) => expect([c.x, c.y]).toEqual([first.x + 1 + i, turn - 1]));
          cells.forEach((c) => expect(c.y).toBeLessThan(rows));
        });
      }),
    );
  });
});

describe("fillColumns (bead-plate drawing)", () => {
  it("fills columns of six top to bottom, then the next column", () => {
    const grid = fillColumns(Array.from({ length: 8 }, (_, i) => i));
    expect(grid.width).toBe(2);
    expect(grid.cells.map((c) => [c.x, c.y])).toEqual([[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [1, 0], [1, 1]]);
  });
});

describe("viewport", () => {
  const grid = drawColumns(columnsOf([12, 11, 10, 9, 8, 7, 1]));

  it("shows the newest N drawn columns re-based to x = 0, leaving the grid untouched", () => {
    const before = structuredClone(grid);
    const view = viewport(grid, 5);
    expect(view.offset).toBe(8);
    expect(view.width).toBe(5);
    expect(view.cells).toEqual(grid.cells.filter((c) => c.x >= 8).map((c) => ({ ...c, x: c.x - 8 })));
    expect(view.cells.map((c) => c.value.item)).toContain("6.0"); // the newest column is always in view
    expect(grid).toEqual(before);
  });

  it("shows a narrow grid whole, from the left", () => {
    const small = drawColumns(columnsOf([2, 1]));
    const view = viewport(small, 20);
    expect(view.offset).toBe(0);
    expect(view.width).toBe(20);
    expect(view.cells).toEqual(small.cells);
  });

  it("refuses a width below one", () => {
    expect(() => viewport(grid, 0)).toThrow(RangeError);
  });
});

describe("toMatrix", () => {
  it("lays cells out as rows of columns with holes left undefined", () => {
    const m = toMatrix(drawColumns([["a", "b"], ["c"]], 2));
    expect(m.map((row) => row.map((v) => v?.item ?? "."))).toEqual([["a", "c"], ["b", "."]]);
  });
});
