import type { AnyTableFamily } from "@/lib/domain/table/family";
import type { RoleViews, TableCommand, TableEvent, TableMachine } from "@/lib/domain/table/machine";
import { configInputOf, type StoredTableConfig } from "@/lib/domain/table/common/settings";
import type { TableSummary } from "@/lib/contract/table-summary";
import type { ProjectionRow } from "./projection-rows";
import { projectTable, summarise } from "./table-projection";

export type { RoleViews, TableSummary };

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

/**
 * A game family as the server runs it: its machine, how a table's log starts, the rows each event
 * writes and the floor's line. Made from the family object (lib/domain/table/family.ts) alone, so
 * a new family needs no server code.
 */
export interface TableKind<S, C extends TableCommand, E extends TableEvent, V extends RoleViews> {
  /** The name the family is registered under ("baccarat", "no-bust"; a test's own). */
  readonly name: string;
  /** The family object: its commands' schema and roles, its floor records (lib/domain/table/family.ts). */
  readonly family: AnyTableFamily;
  readonly machine: TableMachine<S, C, E, V>;
  /** The empty state every log is replayed onto. */
  readonly empty: S;
  /** The first event of a new table's log, from its configuration row. */
  opened(config: TableConfigRow, now: number): E;
  project(tableId: string, before: S, events: readonly E[], after: S, firstSeq: number, at: Date, actorId?: string): ProjectionRow[];
  summary(state: S, tableId: string): TableSummary;
  /** Commands the server itself must submit at a time (a betting timer running out). */
  timers(state: S): { at: number; command: C }[];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyTableKind = TableKind<any, any, any, RoleViews>;

/** The server's side of a family. */
export function tableKind(name: string, family: AnyTableFamily): AnyTableKind {
  return {
    name,
    family,
    machine: family.machine,
    empty: family.empty,
    opened: (config, now) => family.opened(family.settingsFrom(configInputOf(config.id, storedConfigOf(config))), now),
    project: projectTable(family.machine.evolve, family.floor.afterEnd),
    summary: (state, tableId) => {
      const line = summarise(state, tableId);
      // The family's own facts for the floor's card, where it has them (lib/domain/table/<family>/floor.ts).
      const tile = family.floor.tile?.(state) ?? null;
      return { ...line, ...(family.seatsTaken ? { seatsTaken: family.seatsTaken(state) } : {}), ...(tile ? { tile } : {}) };
    },
    timers: (state) => family.timers(state),
  };
}
