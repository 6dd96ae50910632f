/**
 * The player drawing chart ("Rules For Player": must hit / have option / must stand) as data:
 * one cell per hard total 4-21 and soft total 12-21, one for every total over 21, and must-stand
 * on a Natural or a Joker hand. Each game builds its chart from its filing (games/*.ts).
 */

export type ChartCell = "hit" | "option" | "stand";

export const HARD_TOTALS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const;
export const SOFT_TOTALS = [12, 13, 14, 15, 16, 17, 18, 19, 20, 21] as const;

export interface PlayerChart {
  readonly hard: Readonly<Record<number, ChartCell>>;
  readonly soft: Readonly<Record<number, ChartCell>>;
  /** Any non-natural total above 21 (no filing prints it but 6.0's "Hard 19 or more"). */
  readonly overTwentyOne: ChartCell;
  /** Filing lines of the chart. */
  readonly source: string;
}

/** A chart from a rule per total (the filings print ranges: "6 through 18"). */
export function playerChart(
  cell: (total: number, soft: boolean) => ChartCell,
  overTwentyOne: ChartCell,
  source: string,
): PlayerChart {
  const hard: Record<number, ChartCell> = {};
  const soft: Record<number, ChartCell> = {};
  for (const t of HARD_TOTALS) hard[t] = cell(t, false);
  for (const t of SOFT_TOTALS) soft[t] = cell(t, true);
  return Object.freeze({ hard: Object.freeze(hard), soft: Object.freeze(soft), overTwentyOne, source });
}

/**
 * What a drawing chart reads of a hand: a hand of any kind but "total" (a Natural, a Joker hand, a
 * Pure 21.5, a Natural 31) stands as dealt; a total is read with its softness. No Bust's `HandValue`
 * is one; the twenty-one family's hand values are others.
 */
export interface ChartedHand {
  readonly kind: string;
  readonly total: number;
  readonly soft?: boolean;
}

/** What the chart says for a hand. Naturals and Joker hands stand (L58, L145, L3064). */
export function chartCell(chart: PlayerChart, v: ChartedHand): ChartCell {
  if (v.kind !== "total") return "stand";
  if (v.total > 21) return chart.overTwentyOne;
  const cell = v.soft === true ? chart.soft[v.total] : chart.hard[v.total];
  // Hard totals under 4 need a split hand of one low card, which always takes its second card first.
  return cell ?? "hit";
}
