/**
 * Big Eye Boy, Small Road and Cockroach Pig: each B/P entry of the big road may add one red or
 * blue mark, from the lengths of earlier logical columns only. They are computed from the full
 * logical big road, never from a drawn (six-row, scrolled) grid, so a column longer than six or
 * scrolled off screen still counts with its true length.
 */
import { type BigRoad, columnLengths } from "./big-road";
import { DEFAULT_ROWS, drawColumns, type Grid, type Placed } from "./grid";

export type Color = "red" | "blue";

export const DERIVED_ROADS = { bigEyeBoy: 1, smallRoad: 2, cockroachPig: 3 } as const;
export type DerivedRoadName = keyof typeof DERIVED_ROADS;
export const DERIVED_ROAD_NAMES = Object.keys(DERIVED_ROADS) as DerivedRoadName[];
export type Offset = (typeof DERIVED_ROADS)[DerivedRoadName];

/**
 * The mark for a big-road entry at row `m` of column `n` (both 1-based, as in the rules file),
 * given the lengths of the big road's columns (only columns before `n` are read).
 *   m >= 2: column n-k of length p; none if it does not exist; blue when m = p + 1, red otherwise.
 *   m = 1: lengths of columns n-1 and n-1-k; none if either does not exist; red when equal, blue otherwise.
 */
export function markAt(lengths: readonly number[], n: number, m: number, k: number): Color | null {
  const len = (column: number) => (column >= 1 ? lengths[column - 1] : undefined);
  if (m >= 2) {
    const p = len(n - k);
    if (p === undefined) return null;
    return m === p + 1 ? "blue" : "red";
  }
  const a = len(n - 1);
  const b = len(n - 1 - k);
  if (a === undefined || b === undefined) return null;
  return a === b ? "red" : "blue";
}

export interface DerivedMark {
  readonly color: Color;
  /** Big-road entry that added the mark: 0-based logical column and row, and its hand in the log. */
  readonly column: number;
  readonly row: number;
  readonly hand: number;
}

export function derivedRoad(road: BigRoad, k: Offset): DerivedMark[] {
  const lengths = columnLengths(road);
  const marks: DerivedMark[] = [];
  road.columns.forEach((c, column) =>
    c.entries.forEach((entry, row) => {
      const color = markAt(lengths, column + 1, row + 1, k);
      if (color) marks.push({ color, column, row, hand: entry.hand });
    }),
  );
  return marks;
}

export type DerivedRoads = Record<DerivedRoadName, DerivedMark[]>;

export function derivedRoads(road: BigRoad): DerivedRoads {
  return {
    bigEyeBoy: derivedRoad(road, DERIVED_ROADS.bigEyeBoy),
    smallRoad: derivedRoad(road, DERIVED_ROADS.smallRoad),
    cockroachPig: derivedRoad(road, DERIVED_ROADS.cockroachPig),
  };
}

/** A derived road's logical columns: like a big road of reds and blues, a new column on a change of colour. */
export function derivedColumns(marks: readonly DerivedMark[]): DerivedMark[][] {
  const columns: DerivedMark[][] = [];
  for (const mark of marks) {
    const current = columns.at(-1);
    if (current && current[0]?.color === mark.color) current.push(mark);
    else columns.push([mark]);
  }
  return columns;
}

/** A derived road drawn like a big road, dragon tails included. */
export function drawDerivedRoad(marks: readonly DerivedMark[], rows: number = DEFAULT_ROWS): Grid<Placed<DerivedMark>> {
  return drawColumns(derivedColumns(marks), rows);
}
