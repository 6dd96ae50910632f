/**
 * The floor's reports on the wire: fee drops by table, game and payer for any range
 * (GET /api/reports/fee-drops), and the shift close with each table's count and variance
 * (GET /api/reports/shift-close).
 */
import type { LedgerAnchorView } from "./ledger";

export type PayerKind = "seat" | "player-dealer";
export const PAYER_KINDS: readonly PayerKind[] = ["seat", "player-dealer"];

export interface DropFigures {
  /** Fees taken (positive rows). */
  readonly fees: number;
  readonly takenCents: number;
  /** Reversing rows of voided rounds. */
  readonly reversals: number;
  /** Zero or negative. */
  readonly reversedCents: number;
  /** takenCents + reversedCents: what the drop box should hold. */
  readonly netCents: number;
}

export interface DropLine {
  readonly total: DropFigures;
  readonly byPayer: Readonly<Record<PayerKind, DropFigures>>;
}

/**
 * The play behind a drop, for a range: hands completed and voided, hands per hour (completed hands
 * over the hours from the first hand's start to the last hand's end; null under two hands), kill
 * pots run (poker), and the net drop by collection: the time collected and the drop from the pot
 * (poker), the other collections in `byCollection` of the drop line.
 */
export interface PlayFigures {
  readonly hands: number;
  readonly voided: number;
  /** Hours from the first completed hand's start to the last one's end in the range. */
  readonly hours: number;
  readonly handsPerHour: number | null;
  readonly killPots: number;
  readonly timeCollectedCents: number;
  readonly potDropCents: number;
}

export interface TableDrop extends DropLine {
  readonly tableId: string;
  readonly tableName: string;
  readonly gameId: string;
  /** The net drop by the schedule's collection (per-spot, player-dealer, poker-drop, time; "other" before it was recorded). */
  readonly byCollection: Readonly<Record<string, number>>;
  readonly play: PlayFigures;
}

export interface GameDrop extends DropLine {
  readonly gameId: string;
  readonly tables: number;
  readonly byCollection: Readonly<Record<string, number>>;
  readonly play: PlayFigures;
}

export interface FeeDropReport {
  readonly from: string;
  readonly to: string;
  readonly tables: readonly TableDrop[];
  readonly games: readonly GameDrop[];
  readonly total: DropLine;
  readonly totalByCollection: Readonly<Record<string, number>>;
  readonly totalPlay: PlayFigures;
}

export interface ShiftCountRow {
  readonly id: string;
  readonly tableId: string;
  readonly shiftStart: string;
  readonly shiftEnd: string;
  readonly countedCents: number;
  /** The system's figure when the count was entered. */
  readonly recordedCents: number;
  readonly varianceCents: number;
  readonly enteredBy: string;
  readonly enteredByName: string | null;
  readonly enteredAt: string;
  readonly note: string | null;
}

export interface ShiftCloseLine {
  readonly tableId: string;
  readonly tableName: string;
  readonly gameId: string;
  /** Net fee drops of the shift now (voids included). */
  readonly recordedCents: number;
  /** The latest count, or null before one is entered. */
  readonly count: ShiftCountRow | null;
  /** counted - recorded (now); null before a count. Negative: the box is short. */
  readonly varianceCents: number | null;
  /** Entries so far (recounts included). */
  readonly entries: number;
  /** Hands, hands per hour, kill pots, time collected and the drop from the pot in the shift. */
  readonly play: PlayFigures;
}

export interface ShiftClose {
  readonly shiftStart: string;
  readonly shiftEnd: string;
  readonly lines: readonly ShiftCloseLine[];
  readonly recordedCents: number;
  readonly countedCents: number;
  readonly varianceCents: number;
  /** Tables with a drop or a count but no count yet. */
  readonly missingCounts: number;
  /** The anchor taken when the shift ended (docs/ledger.md), or null while it runs (or before the chain existed). */
  readonly anchor: LedgerAnchorView | null;
}

