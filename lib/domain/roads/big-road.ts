/**
 * Big road, logically: columns of B/P entries of any length. A tie takes no cell; it marks the
 * most recent B/P entry. A new column starts whenever the winner differs from the last non-tie
 * winner, which is simply the current column's winner: ties are never compared with.
 */
import { DEFAULT_ROWS, drawColumns, type Grid } from "./grid";
import type { RoundLog, Side } from "./outcome";

/**
 * Ties dealt before the first B/P have no cell to mark. "carry-to-first" (default) puts them on the
 * first B/P cell, so ties never take a cell; "own-cell" draws them in a cell of their own ahead of
 * the first column. Either way they never form a logical column, so derived roads are the same.
 */
export type LeadingTies = "own-cell" | "carry-to-first";

export interface BigRoadOptions {
  readonly leadingTies?: LeadingTies;
}

export const DEFAULT_LEADING_TIES: LeadingTies = "carry-to-first";

export interface BigRoadEntry {
  readonly winner: Side;
  /** Index of the hand in the round log. */
  readonly hand: number;
  /** Ties shown on this cell (the slash, with this count when more than one). */
  readonly ties: number;
  /** Log indexes of those ties. */
  readonly tieHands: readonly number[];
  readonly bankerPair: boolean;
  readonly playerPair: boolean;
  readonly natural: boolean;
  readonly markers: readonly string[];
}

export interface BigRoadColumn {
  readonly winner: Side;
  readonly entries: readonly BigRoadEntry[];
}

export interface BigRoad {
  readonly columns: readonly BigRoadColumn[];
  /** Log indexes of ties dealt before the first B/P, whichever way they are shown. */
  readonly leadingTieHands: readonly number[];
  readonly leadingTies: LeadingTies;
}

interface MutableEntry extends BigRoadEntry {
  ties: number;
  tieHands: number[];
}

export function bigRoad(log: RoundLog, options: BigRoadOptions = {}): BigRoad {
  const leadingTies = options.leadingTies ?? DEFAULT_LEADING_TIES;
  if (leadingTies !== "own-cell" && leadingTies !== "carry-to-first") throw new RangeError(`leadingTies must be "own-cell" or "carry-to-first", got ${String(leadingTies)}`);
  const columns: { winner: Side; entries: MutableEntry[] }[] = [];
  const leadingTieHands: number[] = [];
  let last: MutableEntry | undefined;
  log.forEach((o, hand) => {
    if (o.winner === "T") {
      if (last) {
        last.tieHands.push(hand);
        last.ties++;
      } else leadingTieHands.push(hand);
      return;
    }
    const carried = last === undefined && leadingTies === "carry-to-first" ? [...leadingTieHands] : [];
    const entry: MutableEntry = {
      winner: o.winner,
      hand,
      ties: carried.length,
      tieHands: carried,
      bankerPair: o.bankerPair === true,
      playerPair: o.playerPair === true,
      natural: o.natural === true,
      markers: [...(o.markers ?? [])],
    };
    const current = columns.at(-1);
    if (current && current.winner === o.winner) current.entries.push(entry);
    else columns.push({ winner: o.winner, entries: [entry] });
    last = entry;
  });
  return { columns, leadingTieHands, leadingTies };
}

/** Length of every logical column, in order: all the derived roads ever look at. */
export function columnLengths(road: BigRoad): number[] {
  return road.columns.map((c) => c.entries.length);
}

/** Number of B/P entries (cells) in the big road. */
export function entryCount(road: BigRoad): number {
  return road.columns.reduce((n, c) => n + c.entries.length, 0);
}

export type BigRoadCell =
  | { readonly kind: "entry"; readonly column: number; readonly row: number; readonly entry: BigRoadEntry }
  | { readonly kind: "leading-ties"; readonly ties: number; readonly tieHands: readonly number[] };

/**
 * The big road drawn on a board of `rows` rows with dragon tails. In "own-cell" mode a cell holding
 * the leading ties comes first, in a drawn column of its own.
 */
export function drawBigRoad(road: BigRoad, rows: number = DEFAULT_ROWS): Grid<BigRoadCell> {
  const columns: BigRoadCell[][] = road.columns.map((c, column) => c.entries.map((entry, row) => ({ kind: "entry", column, row, entry })));
  if (road.leadingTies === "own-cell" && road.leadingTieHands.length > 0) {
    columns.unshift([{ kind: "leading-ties", ties: road.leadingTieHands.length, tieHands: road.leadingTieHands }]);
  }
  const drawn = drawColumns(columns, rows);
  return { rows: drawn.rows, width: drawn.width, cells: drawn.cells.map((c) => ({ x: c.x, y: c.y, value: c.value.item })) };
}
