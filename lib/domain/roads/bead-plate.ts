/**
 * Bead plate: one cell per hand, ties included, in order, columns of six filled top to bottom.
 * The cell carries the whole outcome so a screen can colour it (B red, P blue, T green) and put
 * the pair dots on it.
 */
import { DEFAULT_ROWS, fillColumns, type Grid } from "./grid";
import type { Outcome, RoundLog } from "./outcome";

export interface Bead {
  /** Index of the hand in the round log. */
  readonly hand: number;
  readonly outcome: Outcome;
  readonly bankerPair: boolean;
  readonly playerPair: boolean;
}

export function beadPlate(log: RoundLog, rows: number = DEFAULT_ROWS): Grid<Bead> {
  return fillColumns(
    log.map((outcome, hand) => ({ hand, outcome, bankerPair: outcome.bankerPair === true, playerPair: outcome.playerPair === true })),
    rows,
  );
}
