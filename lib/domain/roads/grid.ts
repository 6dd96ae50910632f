/**
 * Drawing logical columns onto a board of fixed height. The logical column (any length) is what
 * the rules are about; the drawn cells are only where a screen puts it. Nothing logical is ever
 * read back from a grid.
 */
export const DEFAULT_ROWS = 6;

export interface GridCell<T> {
  /** Drawn column, 0 = leftmost. */
  readonly x: number;
  /** Drawn row, 0 = top. */
  readonly y: number;
  readonly value: T;
}

export interface Grid<T> {
  readonly rows: number;
  /** Number of drawn columns (the rightmost cell's x + 1, or a viewport's width). */
  readonly width: number;
  /** Cells in the order they were added. */
  readonly cells: readonly GridCell<T>[];
}

/** Where an item sits logically: 0-based column and row of its logical column. */
export interface Placed<T> {
  readonly column: number;
  readonly row: number;
  readonly item: T;
}

function assertRows(rows: number): void {
  if (!Number.isInteger(rows) || rows < 1) throw new RangeError(`a board needs a whole number of rows >= 1, got ${rows}`);
}

/**
 * Big-road drawing. Each logical column starts at the top of the drawn column right of the
 * previous column's start and goes down; when the next cell down is off the board or taken it
 * turns right along the same row and stays there (the dragon tail). A later column therefore
 * stops above an earlier tail and turns right itself (nested tails).
 *
 * Boards disagree on what to do when a column's top cell is already taken (an earlier tail ran
 * along row 0); here the column starts at the next drawn column whose top cell is free, so no two
 * cells ever overlap.
 */
export function drawColumns<T>(columns: readonly (readonly T[])[], rows: number = DEFAULT_ROWS): Grid<Placed<T>> {
  assertRows(rows);
  const taken = new Set<string>();
  const key = (x: number, y: number) => `${x},${y}`;
  const cells: GridCell<Placed<T>>[] = [];
  let width = 0;
  let start = -1;
  columns.forEach((items, column) => {
    if (items.length === 0) throw new RangeError(`logical column ${column + 1} is empty: a column always holds at least one entry`);
    let x = start + 1;
    while (taken.has(key(x, 0))) x++;
    start = x;
    let y = 0;
    let turned = false;
    items.forEach((item, row) => {
      if (row > 0) {
        if (!turned && y + 1 < rows && !taken.has(key(x, y + 1))) y++;
        else {
          turned = true;
          x++;
        }
      }
      // Cannot happen: an earlier tail on this row would also cover this column's start (tails are
      // contiguous), so the streak would have turned above it. Checked rather than assumed.
      if (taken.has(key(x, y))) throw new Error(`internal: cell ${x},${y} drawn twice`);
      taken.add(key(x, y));
      cells.push({ x, y, value: { column, row, item } });
      width = Math.max(width, x + 1);
    });
  });
  return { rows, width, cells };
}

/** Items in order, filled top to bottom in columns of `rows` (the bead plate). */
export function fillColumns<T>(items: readonly T[], rows: number = DEFAULT_ROWS): Grid<T> {
  assertRows(rows);
  const cells = items.map((value, i) => ({ x: Math.floor(i / rows), y: i % rows, value }));
  return { rows, width: Math.ceil(items.length / rows), cells };
}

export interface Viewport<T> extends Grid<T> {
  /** Drawn column of the full grid shown at x = 0. */
  readonly offset: number;
}

/**
 * The newest `columns` drawn columns for a screen of that width, re-based to x = 0. A copy: the
 * grid, and everything logical, is untouched; a grid narrower than the screen is shown from the left.
 */
export function viewport<T>(grid: Grid<T>, columns: number): Viewport<T> {
  if (!Number.isInteger(columns) || columns < 1) throw new RangeError(`a viewport needs a whole number of columns >= 1, got ${columns}`);
  const offset = Math.max(0, grid.width - columns);
  const cells = grid.cells.filter((c) => c.x >= offset).map((c) => ({ x: c.x - offset, y: c.y, value: c.value }));
  return { rows: grid.rows, width: columns, offset, cells };
}

/** rows x width matrix (matrix[y][x]), undefined where empty: for renderers. */
export function toMatrix<T>(grid: Grid<T>): (T | undefined)[][] {
  const m: (T | undefined)[][] = Array.from({ length: grid.rows }, () => Array.from({ length: grid.width }, () => undefined));
  for (const c of grid.cells) {
    const row = m[c.y];
    if (row && c.x < grid.width) row[c.x] = c.value;
  }
  return m;
}
