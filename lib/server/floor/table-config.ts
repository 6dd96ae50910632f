/**
 * Admin: the tables of the room, their seat layouts, games and named options, and the fee schedule
 * option in force; the catalogues to choose from (the games with their options and source lines,
 * every printed fee schedule option). Every configuration is checked with the same function the
 * live table uses (tableSettingsFromConfig), so nothing is stored that a table could not run.
 *
 * A table's configuration changes between rounds. A live table takes it as its own
 * `configure-table` command: the rules check it, the event goes into the table's log, and the
 * `tables` row and the audit entry are written with it (one transaction), so the table runs at once
 * exactly what is stored. A table that is not live anywhere has its row written directly. A printed
 * fee option is changed by the supervisor's `change-fee-option` command, also an event.
 */
import { canonical, RotationPolicyInput, storedRotation, type TableRow } from "./table-rows";
import { adminTables } from "./admin-tables";
import { z } from "zod";
import type { Database } from "@/lib/server/db/database";
import { SettingsError } from "@/lib/domain/table/common/settings";
import { tableSettingsFromConfig } from "@/lib/domain/table/families";
import { AUDIT_ACTIONS, audit } from "@/lib/server/auth/audit";
import crypto from "node:crypto";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import type { StoredTableConfig } from "@/lib/domain/table/common/settings";
import type { AdminTable, FeeOptionInfo, FeeScheduleInfo } from "@/lib/contract/admin";
import type { GameInfo } from "@/lib/domain/table/common/catalogue";
import { familyOf, tableFamilyOf } from "@/lib/domain/table/families";


export type { AdminTable, FeeOptionInfo, FeeScheduleInfo, GameInfo };
// The parts of the admin's table configuration, one concept a file, gathered here for older imports.
export { gameCatalog, feeCatalog } from "./game-catalogs";
export { adminTables } from "./admin-tables";
export { RotationPolicyInput } from "./table-rows";

/** The fee option a configuration chooses by its own fields (poker: its stakes), else the one given. */
export function feeFollowing(id: string, input: TableConfigInput, fee: { scheduleId: string; optionId: string; data: unknown }): { scheduleId: string; optionId: string; data: unknown } {
  const chosen = tableFamilyOf(input.gameId)?.feeOptionFor?.({
    tableId: id,
    name: input.name,
    gameId: input.gameId,
    gameOptions: input.gameOptions,
    seats: input.seats,
    minWagerCents: input.minWagerCents,
    maxWagerCents: input.maxWagerCents,
    feeScheduleId: fee.scheduleId,
    feeOptionId: fee.optionId,
  });
  return chosen ? { scheduleId: chosen.scheduleId, optionId: chosen.optionId, data: null } : fee;
}

const optionValue = z.union([z.string().max(64), z.number(), z.boolean()]);

export const TableConfigInput = z.strictObject({
  name: z.string().trim().min(1).max(60),
  gameId: z.string().refine((id) => familyOf(id) !== null, { error: "not a game this system runs" }),
  seats: z.int().min(2).max(20),
  gameOptions: z.record(z.string().max(64), optionValue).default({}),
  rulesVersion: z.string().trim().min(1).max(20),
  minWagerCents: z.int().min(1).max(100_000_000),
  maxWagerCents: z.int().min(1).max(100_000_000),
  bettingSeconds: z.int().min(5).max(600).nullable().default(null),
  decks: z.int().min(1).max(8).nullable().default(null),
  /** Absent: the stored rotation stays as it is (the filed rule for a new table). */
  rotationPolicy: RotationPolicyInput.optional(),
  /** Why the change was made, for the audit trail. */
  reason: z.string().trim().max(500).optional(),
  /**
   * The fee schedule option with the limits, in the same change (absent: the table keeps its own):
   * an option filed for a table limit and the limits it needs are checked and saved together.
   */
  feeScheduleId: z.string().min(1).max(80).optional(),
  feeOptionId: z.string().min(1).max(20).optional(),
  feeOptionData: z.unknown().optional(),
});
export type TableConfigInput = z.infer<typeof TableConfigInput>;

export const NewTableInput = TableConfigInput.extend({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, "a table id is 1–32 letters, digits, - and _"),
  feeScheduleId: z.string().min(1).max(80),
  feeOptionId: z.string().min(1).max(20),
  feeOptionData: z.unknown().optional(),
});
export type NewTableInput = z.infer<typeof NewTableInput>;

export type ConfigResult = { ok: true; table: AdminTable | null; live: "applied" | "loaded" | "not-live"; message: string } | { ok: false; code: string; message: string; status: number };

export function storedOptions(input: TableConfigInput): Record<string, string | number | boolean> {
  return { ...input.gameOptions, ...(input.bettingSeconds !== null ? { bettingSeconds: input.bettingSeconds } : {}), ...(input.decks !== null ? { decks: input.decks } : {}) };
}

/** The same check the live table makes when it opens: null when the configuration can run. */
export function configProblem(id: string, input: TableConfigInput, fee: { scheduleId: string; optionId: string; data: unknown }, rotation?: unknown): string | null {
  try {
    tableSettingsFromConfig({
      tableId: id,
      name: input.name,
      gameId: input.gameId,
      gameOptions: input.gameOptions,
      rulesVersion: input.rulesVersion,
      seats: input.seats,
      minWagerCents: input.minWagerCents,
      maxWagerCents: input.maxWagerCents,
      feeScheduleId: fee.scheduleId,
      feeOptionId: fee.optionId,
      feeOptionData: fee.data ?? undefined,
      bettingSeconds: input.bettingSeconds,
      ...(input.decks !== null ? { decks: input.decks } : {}),
      rotationPolicy: input.rotationPolicy ? storedRotation(input.rotationPolicy) : rotation,
    });
    return null;
  } catch (error) {
    if (error instanceof SettingsError || error instanceof RangeError || error instanceof Error) return error.message;
    return String(error);
  }
}

/** The answer of a live table to its `configure-table` command, as the admin's result. */
export async function configureLive(
  db: Pick<Database, "prisma">,
  tables: LiveTables,
  tableId: string,
  config: StoredTableConfig,
  by: string,
  reason: string | null,
): Promise<ConfigResult> {
  const answer = await tables.command(tableId, `configure-${crypto.randomUUID()}`, { type: "configure-table", config, reason }, { id: by, role: "admin" });
  if (!answer.ok) {
    const status = answer.code === "INVALID_CONFIGURATION" ? 400 : answer.code === "STORE_UNAVAILABLE" ? 503 : answer.code === "ADMIN_ONLY" ? 403 : 409;
    return { ok: false, code: answer.code, message: answer.message, status };
  }
  const [table] = (await adminTables(db, tables)).filter((t) => t.id === tableId);
  return { ok: true, table: table ?? null, live: "applied", message: "Saved. The table runs it from its next round." };
}

/** The stored form of an admin's entry (the timer and decks among the game options). */
export function storedConfig(input: TableConfigInput, row: TableRow, fee: { scheduleId: string; optionId: string; data: unknown }): StoredTableConfig {
  return {
    name: input.name,
    gameId: input.gameId,
    seats: input.seats,
    gameOptions: storedOptions(input),
    rulesVersion: input.rulesVersion,
    minWagerCents: input.minWagerCents,
    maxWagerCents: input.maxWagerCents,
    feeScheduleId: fee.scheduleId,
    feeOptionId: fee.optionId,
    feeOptionData: fee.data ?? null,
    rotationPolicy: (input.rotationPolicy ? storedRotation(input.rotationPolicy) : (row.rotationPolicy ?? {})) as object,
  };
}

/**
 * Changes a table's configuration between rounds (audited): through the table itself when it is
 * live (anywhere in the deployment), else in its row.
 */
export async function saveTableConfig(
  db: Pick<Database, "prisma">,
  tables: LiveTables | undefined,
  tableId: string,
  input: TableConfigInput,
  by: string,
  now: Date,
): Promise<ConfigResult> {
  const row = (await db.prisma.gameTable.findUnique({ where: { id: tableId } })) as TableRow | null;
  if (!row) return { ok: false, code: "UNKNOWN_TABLE", message: `There is no table "${tableId}".`, status: 404 };
  // The fee option given with the change (limits and option together), else the table's; a family
  // whose option follows the configuration (poker's stakes) brings its own.
  const given = input.feeScheduleId && input.feeOptionId ? { scheduleId: input.feeScheduleId, optionId: input.feeOptionId, data: input.feeOptionData ?? null } : null;
  const fee = feeFollowing(tableId, input, given ?? { scheduleId: row.feeScheduleId, optionId: row.feeOptionId, data: row.feeOptionData });
  const problem = configProblem(tableId, input, fee, row.rotationPolicy);
  if (problem) return { ok: false, code: "INVALID_CONFIGURATION", message: `This configuration cannot run: ${problem}.`, status: 400 };
  const config = storedConfig(input, row, fee);
  if (tables && (await tables.snapshot(tableId))) return configureLive(db, tables, tableId, config, by, input.reason ?? null);
  const before = { name: row.name, gameId: row.gameId, seats: row.seats, gameOptions: row.gameOptions, rulesVersion: row.rulesVersion, minWagerCents: row.minWagerCents, maxWagerCents: row.maxWagerCents, rotationPolicy: row.rotationPolicy ?? {} };
  const feeMoved = fee.scheduleId !== row.feeScheduleId || fee.optionId !== row.feeOptionId;
  const after = {
    name: config.name,
    gameId: config.gameId,
    seats: config.seats,
    gameOptions: config.gameOptions,
    rulesVersion: config.rulesVersion,
    minWagerCents: config.minWagerCents,
    maxWagerCents: config.maxWagerCents,
    rotationPolicy: config.rotationPolicy as object,
    ...(feeMoved ? { feeScheduleId: fee.scheduleId, feeOptionId: fee.optionId } : {}),
    ...(fee.data !== undefined && fee.data !== null && canonical(fee.data) !== canonical(row.feeOptionData ?? null) ? { feeOptionData: fee.data as object } : {}),
  };
  await db.prisma.$transaction(async (tx) => {
    await tx.gameTable.update({ where: { id: tableId }, data: after });
    await audit(tx, { staffId: by, action: AUDIT_ACTIONS.configurationChanged, tableId, detail: { from: before, to: after }, reason: input.reason ?? null, at: now });
  });
  const [table] = (await adminTables(db, tables)).filter((t) => t.id === tableId);
  return { ok: true, table: table ?? null, live: "not-live", message: "Saved. The table runs it when it opens." };
}

