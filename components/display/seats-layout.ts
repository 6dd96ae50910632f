/**
 * The seats' hands on a blackjack wall (No Bust, twenty-one): as few rows and as large cards as fit
 * the 1920 x 1080 board, each seat's hands side by side in one row.
 */
import type { CardSize } from "./DisplayCard";

export interface SeatsLayout {
  readonly columns: number;
  readonly rows: number;
  readonly size: CardSize;
  /** Each group's place: its row (0-based), first column and how many columns it spans. */
  readonly places: readonly { readonly seat: number; readonly row: number; readonly column: number; readonly span: number }[];
  /**
   * The columns each row spans: the board draws each row across the whole width, its seats sharing
   * it by their spans, so no part of the board stands empty (the rows are balanced, seats in order).
   */
  readonly rowSpans: readonly number[];
}

const LAYOUTS: readonly { columns: number; rows: number; size: CardSize }[] = [
  { columns: 5, rows: 1, size: "lg" },
  { columns: 5, rows: 2, size: "sm" },
  { columns: 7, rows: 2, size: "sm" },
  { columns: 7, rows: 3, size: "xs" },
  { columns: 9, rows: 4, size: "xs" },
];

/**
 * The seats' hands on the board: as few rows and as large cards as fit, each seat's hands side by
 * side in one row (a seat spans one column per hand), seats in playing order.
 */
export function seatsLayout(groups: readonly { readonly seat: number; readonly hands: readonly unknown[] }[]): SeatsLayout {
  const spanOf = (g: { readonly hands: readonly unknown[] }, columns: number) => Math.min(Math.max(1, g.hands.length), columns);
  let fallback: SeatsLayout | null = null;
  for (const layout of LAYOUTS) {
    // The fewest rows of at most `columns` spans each, seats in order.
    let rows = 1;
    let used = 0;
    for (const g of groups) {
      const span = spanOf(g, layout.columns);
      if (used + span > layout.columns) {
        rows += 1;
        used = 0;
      }
      used += span;
    }
    // Then balanced: each row near the same width, so no row stands half empty.
    const total = groups.reduce((sum, g) => sum + spanOf(g, layout.columns), 0);
    const target = Math.ceil(total / rows);
    const places: { seat: number; row: number; column: number; span: number }[] = [];
    const rowSpans: number[] = [];
    let row = 0;
    let column = 0;
    for (const g of groups) {
      const span = spanOf(g, layout.columns);
      if (column > 0 && (column + span > layout.columns || (column + span > target && row < rows - 1))) {
        rowSpans.push(column);
        row += 1;
        column = 0;
      }
      places.push({ seat: g.seat, row, column, span });
      column += span;
    }
    rowSpans.push(Math.max(column, 1));
    const used_rows = row + 1;
    fallback = { columns: layout.columns, rows: used_rows, size: layout.size, places, rowSpans };
    if (used_rows <= layout.rows) return fallback;
  }
  return fallback!;
}
