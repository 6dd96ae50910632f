import type { TableCommand, TableEvent, TableMachine } from "@/lib/domain/table/machine";
import type { ProjectionRow } from "./projection-rows";
import type { StoredTableConfig } from "@/lib/domain/table/common/settings";

/** A table's configuration as stored in the `tables` row when the table is first opened. */
export interface TableConfigRow {
  id: string;
  roomId: string;
  name: string;
  gameId: string;
  seats: number;
  gameOptions: unknown;
  rulesVersion: string;
  feeScheduleId: string;
  feeOptionId: string;
  feeOptionData: unknown;
  minWagerCents: number;
  maxWagerCents: number;
  rotationPolicy: unknown;
  status: string;
}

/** A row's configuration in the form the `configure-table` command carries. */
export function storedConfigOf(row: TableConfigRow): StoredTableConfig {
  return {
    name: row.name,
    gameId: row.gameId,
    seats: row.seats,
    gameOptions: (row.gameOptions ?? {}) as StoredTableConfig["gameOptions"],
    rulesVersion: row.rulesVersion,
    minWagerCents: row.minWagerCents,
    maxWagerCents: row.maxWagerCents,
    feeScheduleId: row.feeScheduleId,
    feeOptionId: row.feeOptionId,
    feeOptionData: row.feeOptionData ?? null,
    rotationPolicy: row.rotationPolicy ?? {},
  };
}

/** What each role receives. The display view never holds a face-down card nor staff data. */
export interface RoleViews {
  dealer: unknown;
  display: unknown;
  supervisor: unknown;
}

/** One line of the floor dashboard. */
export interface TableSummary {
  tableId: string;
  name: string;
  gameId: string;
  status: string;
  handNumber: number;
  playerDealerSeat: number | null;
  bankHand: 1 | 2 | null;
  phase: string;
  lastActivityAt: number | null;
}

/** A game family as the server sees it: its machine, how to open a table, and its projections. */
export interface TableKind<S, C extends TableCommand, E extends TableEvent, V extends RoleViews> {
  readonly machine: TableMachine<S, C, E, V>;
  /** The empty state every log is replayed onto. */
  readonly empty: S;
  /** The first event of a new table's log, from its configuration row. */
  opened(config: TableConfigRow, now: number): E;
  project(tableId: string, before: S, events: readonly E[], after: S, firstSeq: number, at: Date): ProjectionRow[];
  summary(state: S, tableId: string): TableSummary;
  /** Commands the server itself must submit at a time (a betting timer running out). */
  timers?(state: S): { at: number; command: C }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTableKind = TableKind<any, any, any, RoleViews>;
