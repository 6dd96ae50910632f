/**
 * Road maps as cells a screen can draw. Every road is computed from the round log with the domain
 * module (lib/domain/roads), never from what a board shows; this file only turns the drawn grids
 * (scrolled to their newest columns with `viewport`) into plain cell descriptions: position, letter,
 * colour, shape, tie count, pair dots and game markers. Pure, so it is tested without a browser.
 */
import {
  type AskPreview,
  type Bead,
  type BigRoadCell,
  type Color,
  type DerivedMark,
  type DerivedRoadName,
  type Grid,
  type Placed,
  type RoundLog,
  type Side,
  type Winner,
  DEFAULT_ROWS,
  DERIVED_ROAD_NAMES,
  roadMaps,
  viewport,
} from "@/lib/domain/roads";

export type CellColor = "banker" | "player" | "tie";

/** The games' marker hands, as players know them, with the digit drawn on a road cell. */
const MARKERS: Readonly<Record<string, { readonly label: string; readonly digit: string }>> = {
  dragon7: { label: "Dragon 7", digit: "7" },
  fortune7: { label: "Fortune 7", digit: "7" },
  tiger7: { label: "Tiger 7", digit: "7" },
  panda8: { label: "Panda 8", digit: "8" },
  ox6: { label: "Ox 6", digit: "6" },
};

/** "dragon7" → "Dragon 7"; an unknown marker is spelled out from its id ("lucky9" → "Lucky 9"). */
export function markerLabel(marker: string): string {
  const known = MARKERS[marker];
  if (known) return known.label;
  const spaced = marker.replace(/[-_]+/g, " ").replace(/([a-z])(\d)/gi, "$1 $2").trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The short sign on a road cell: the marker's digit, else its first letter. */
export function markerDigit(marker: string): string {
  return MARKERS[marker]?.digit ?? (marker.match(/\d/)?.[0] ?? marker.charAt(0).toUpperCase());
}

export function colorOf(winner: Winner): CellColor {
  return winner === "B" ? "banker" : winner === "P" ? "player" : "tie";
}

export interface BeadCellView {
  readonly x: number;
  readonly y: number;
  /** Hand in the shoe, 1-based. */
  readonly hand: number;
  readonly letter: Winner;
  readonly color: CellColor;
  readonly bankerPair: boolean;
  readonly playerPair: boolean;
  readonly natural: boolean;
  readonly markers: readonly string[];
}

export interface BigRoadCellView {
  readonly x: number;
  readonly y: number;
  /** "entry" is a B/P cell; "leading-ties" holds ties dealt before the first B/P (own-cell boards). */
  readonly kind: "entry" | "leading-ties";
  readonly letter: Side | "T";
  readonly color: CellColor;
  /** Ties marked on this cell: a slash, with the count shown when more than one. */
  readonly ties: number;
  readonly bankerPair: boolean;
  readonly playerPair: boolean;
  readonly natural: boolean;
  readonly markers: readonly string[];
  /** Logical column (0-based) and row in it; a row of 6 or more is drawn on a dragon tail. */
  readonly column: number;
  readonly row: number;
  /** Drawn to the right of its column's start (the dragon tail). */
  readonly tail: boolean;
}

export interface DerivedCellView {
  readonly x: number;
  readonly y: number;
  readonly color: Color;
}

export interface BoardView<C> {
  readonly rows: number;
  /** Columns on screen. */
  readonly columns: number;
  /** Drawn columns scrolled off to the left. */
  readonly offset: number;
  readonly cells: readonly C[];
}

function board<T, C>(grid: Grid<T>, columns: number, map: (cell: { x: number; y: number; value: T }) => C): BoardView<C> {
  const view = viewport(grid, columns);
  return { rows: view.rows, columns: view.width, offset: view.offset, cells: view.cells.map(map) };
}

export function beadBoard(grid: Grid<Bead>, columns: number): BoardView<BeadCellView> {
  return board(grid, columns, ({ x, y, value }) => ({
    x,
    y,
    hand: value.hand + 1,
    letter: value.outcome.winner,
    color: colorOf(value.outcome.winner),
    bankerPair: value.bankerPair,
    playerPair: value.playerPair,
    natural: value.outcome.natural === true,
    markers: value.outcome.markers ?? [],
  }));
}

export function bigRoadBoard(grid: Grid<BigRoadCell>, columns: number): BoardView<BigRoadCellView> {
  // Where each logical column starts on the full grid, to tell a dragon tail from the column itself.
  const starts = new Map<number, number>();
  for (const c of grid.cells) if (c.value.kind === "entry" && c.value.row === 0) starts.set(c.value.column, c.x);
  const offset = Math.max(0, grid.width - columns);
  return board(grid, columns, ({ x, y, value }) => {
    if (value.kind === "leading-ties") {
      return { x, y, kind: "leading-ties", letter: "T", color: "tie", ties: value.ties, bankerPair: false, playerPair: false, natural: false, markers: [], column: -1, row: 0, tail: false };
    }
    const e = value.entry;
    return {
      x,
      y,
      kind: "entry",
      letter: e.winner,
      color: colorOf(e.winner),
      ties: e.ties,
      bankerPair: e.bankerPair,
      playerPair: e.playerPair,
      natural: e.natural,
      markers: e.markers,
      column: value.column,
      row: value.row,
      tail: x + offset > (starts.get(value.column) ?? x + offset),
    };
  });
}

export function derivedBoard(grid: Grid<Placed<DerivedMark>>, columns: number): BoardView<DerivedCellView> {
  return board(grid, columns, ({ x, y, value }) => ({ x, y, color: value.item.color }));
}

export const DERIVED_ROAD_LABELS: Readonly<Record<DerivedRoadName, string>> = {
  bigEyeBoy: "Big eye boy",
  smallRoad: "Small road",
  cockroachPig: "Cockroach pig",
};

/** How each derived road draws its marks (rules/baccarat-roads.md): hollow circles, dots, slashes. */
export const DERIVED_ROAD_SHAPES: Readonly<Record<DerivedRoadName, "ring" | "dot" | "slash">> = {
  bigEyeBoy: "ring",
  smallRoad: "dot",
  cockroachPig: "slash",
};

export interface RoadColumns {
  readonly bead: number;
  readonly big: number;
  readonly derived: number;
}

export interface DerivedBoardView extends BoardView<DerivedCellView> {
  readonly name: DerivedRoadName;
  readonly label: string;
  readonly shape: "ring" | "dot" | "slash";
  /** Marks in the whole shoe (not only on screen). */
  readonly marks: number;
  readonly last: Color | null;
}

export interface RoadsView {
  readonly hands: number;
  readonly bead: BoardView<BeadCellView> & { readonly label: string; readonly hands: number };
  readonly big: BoardView<BigRoadCellView> & { readonly label: string; readonly logicalColumns: number; readonly entries: number };
  readonly derived: readonly DerivedBoardView[];
  readonly ask: AskPreview;
}

export interface HandNames {
  readonly banker: string;
  readonly player: string;
}

const DEFAULT_NAMES: HandNames = { banker: "Banker", player: "Player" };

function sideName(winner: Winner, names: HandNames): string {
  return shortHandName(winner === "B" ? names.banker : winner === "P" ? names.player : "Tie");
}

function colorWord(color: Color | null): string {
  return color ?? "none";
}

/**
 * Every board of the display from the round log: full roads from the domain, then each scrolled to
 * its newest `columns`, with an accessible summary per board.
 */
export function roadsView(log: RoundLog, columns: RoadColumns, names: HandNames = DEFAULT_NAMES, rows: number = DEFAULT_ROWS): RoadsView {
  const maps = roadMaps(log, { rows, leadingTies: "carry-to-first" });
  const hands = log.length;
  const lastHand = log.at(-1);
  const bead = beadBoard(maps.beadPlate, columns.bead);
  const big = bigRoadBoard(maps.bigRoadGrid, columns.big);
  const logicalColumns = maps.bigRoad.columns.length;
  const entries = maps.bigRoad.columns.reduce((n, c) => n + c.entries.length, 0);
  const lastColumn = maps.bigRoad.columns.at(-1);
  const streak = lastColumn ? `, latest ${sideName(lastColumn.winner, names)} ${lastColumn.entries.length} in a row` : "";
  const derived = DERIVED_ROAD_NAMES.map((name): DerivedBoardView => {
    const marks = maps.derived[name];
    const last = marks.at(-1)?.color ?? null;
    return { ...derivedBoard(maps.derivedGrids[name], columns.derived), name, label: DERIVED_ROAD_LABELS[name], shape: DERIVED_ROAD_SHAPES[name], marks: marks.length, last };
  });
  return {
    hands,
    bead: {
      ...bead,
      hands,
      label: `Bead plate, ${plural(hands, "hand")}${lastHand ? `, last ${sideName(lastHand.winner, names)}` : ""}`,
    },
    big: {
      ...big,
      logicalColumns,
      entries,
      label: `Big road, ${plural(logicalColumns, "column")}${streak}`,
    },
    derived,
    ask: maps.ask,
  };
}

export function derivedLabel(road: DerivedBoardView): string {
  return `${road.label}, ${plural(road.marks, "mark")}${road.last ? `, last ${road.last}` : ""}`;
}

/** "Banker? Big eye boy red, small road blue, cockroach pig none". */
export function askLabel(side: "banker" | "player", ask: AskPreview, names: HandNames = DEFAULT_NAMES): string {
  const p = ask[side];
  const parts = DERIVED_ROAD_NAMES.map((name) => `${DERIVED_ROAD_LABELS[name].toLowerCase()} ${colorWord(p[name])}`);
  return `If ${shortHandName(side === "banker" ? names.banker : names.player)} wins next: ${parts.join(", ")}`;
}

/** "Banker line hand" → "Banker": the name on the ask buttons and legends. */
export function shortHandName(name: string): string {
  return name.replace(/\s+line hand$/i, "").replace(/\s+hand$/i, "");
}

/**
 * The hand's name on a small label ("Banker?" over the next hand's marks): the short name where it
 * fits (eight letters), else its initials ("Player/Dealer" as "P/D"), the full name kept for screen readers.
 */
export function askHandName(name: string): string {
  const short = shortHandName(name);
  if (short.length <= 8) return short;
  const parts = short.split(/\s*\/\s*/);
  return parts.length > 1 ? parts.map((p) => p.charAt(0).toUpperCase()).join("/") : short.split(/\s+/).map((w) => w.charAt(0).toUpperCase()).join("");
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
