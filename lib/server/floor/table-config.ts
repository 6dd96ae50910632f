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
import { z } from "zod";
import type { Database } from "@/lib/server/db/database";
import { FEE_SCHEDULES, getSchedule, parseRoomEnteredOption, postedFees, optionFamily, type ScheduleOption } from "@/lib/domain/fees";
import { SettingsError } from "@/lib/domain/table/common/settings";
import type { ShellState } from "@/lib/domain/table/common/decide";
import { tableSettingsFromConfig } from "@/lib/domain/table/families";
import { formatCents } from "@/lib/domain/money";
import { AUDIT_ACTIONS, audit } from "@/lib/server/auth/audit";
import crypto from "node:crypto";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import type { StoredTableConfig } from "@/lib/domain/table/common/settings";
import type { AdminTable, FeeOptionInfo, FeeScheduleInfo } from "@/lib/contract/admin";
import type { GameInfo } from "@/lib/domain/table/common/catalogue";
import { GAME_FAMILIES, TABLE_FAMILIES, familyOf, tableFamilyOf } from "@/lib/domain/table/families";
import { postedOptions, type KingsLimitGrouping } from "@/lib/domain/poker/posted-limits";
import { layoutOf } from "@/lib/domain/seats";

export type { AdminTable, FeeOptionInfo, FeeScheduleInfo, GameInfo };

// ------------------------------------------------------------------------------------------------
// Catalogues

/** Every game of every family, as the admin's catalogue lists it. */
export function gameCatalog(): GameInfo[] {
  return GAME_FAMILIES.flatMap((f) => [...TABLE_FAMILIES[f].catalogue()]);
}

function sourceText(s: ScheduleOption["source"]): string {
  return `${s.file} L${s.lines}${s.documentId ? ` ${s.documentId}` : ""}${s.confidence && s.confidence !== "high" ? ` (OCR confidence ${s.confidence})` : ""}`;
}

function limitText(o: ScheduleOption): string {
  const l = o.limit;
  if (l.kind === "spot") return `${formatCents(l.min)}${l.max === null ? " and up" : `–${formatCents(l.max)}`} per spot`;
  if (l.kind === "room-sets") return "limits set by the room within the filed ranges";
  return l.structures.join(", ");
}

/** The table limits a poker option is printed for, as the filing labels them, under a reading of Kings' merged cells. */
function pokerLimits(scheduleId: string, optionId: string, grouping: KingsLimitGrouping): string | null {
  try {
    return postedOptions(scheduleId, grouping).find((p) => p.optionId === optionId)?.limits.map((l) => l.label).join(", ") ?? null;
  } catch {
    return null;
  }
}

/**
 * Every printed fee schedule, the player-dealer games' and poker's, and the room-entered ones. A
 * poker option is listed with the table limits it is printed for (Kings' alternative reading of its
 * merged cells beside it where it differs); its table takes it by its stakes.
 */
export function feeCatalog(): FeeScheduleInfo[] {
  return Object.values(FEE_SCHEDULES).map((s) => {
    const poker = s.kind === "printed" && s.options.every((o) => optionFamily(o) === "poker");
    return {
      id: s.id,
      title: s.title,
      games: s.games,
      room: s.room ?? null,
      kind: s.kind,
      source: `${s.source.file} L${s.source.lines}${s.source.documentId ? ` ${s.source.documentId}` : ""}`,
      rateLimit: `at most ${s.rateLimit.max} rates ${s.rateLimit.scope === "per-option" ? "per option" : "per collection"}`,
      gameWagersOnly: s.gameWagersOnly === true,
      ...(poker ? { followsStakes: true } : {}),
      options: s.options.map((o) => {
        const printed = poker ? pokerLimits(s.id, o.id, "A") : null;
        const alternative = poker ? pokerLimits(s.id, o.id, "C") : null;
        return {
          id: o.id,
          posted: postedFees(o),
          source: sourceText(o.source),
          limit: printed ?? limitText(o),
          ...(alternative !== null && alternative !== printed ? { alternative: `grouping C: ${alternative}` } : {}),
        };
      }),
    };
  });
}

/** The fee option a configuration chooses by its own fields (poker: its stakes), else the one given. */
function feeFollowing(id: string, input: TableConfigInput, fee: { scheduleId: string; optionId: string; data: unknown }): { scheduleId: string; optionId: string; data: unknown } {
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

// ------------------------------------------------------------------------------------------------
// Tables

type TableRow = {
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
};

function splitOptions(value: unknown): { gameOptions: Record<string, string | number | boolean>; bettingSeconds: number | null; decks: number | null } {
  const all = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, string | number | boolean>) : {};
  const { bettingSeconds, decks, ...gameOptions } = all;
  return { gameOptions, bettingSeconds: typeof bettingSeconds === "number" ? bettingSeconds : null, decks: typeof decks === "number" ? decks : null };
}

/**
 * The bank rotation a room may configure (stored in `tables.rotation_policy`): the filed rule (two
 * hands in a row, an intervening player-dealer) by default, and optionally a limit on how long one
 * person holds the bank, which the table checks at the end of each hand.
 */
export const RotationPolicyInput = z.strictObject({
  maxConsecutiveHands: z.int().min(1).max(20).optional(),
  requireInterveningDealer: z.boolean().optional(),
  maxBankMinutes: z.int().min(1).max(24 * 60).nullable().optional(),
});
export type RotationPolicyInput = z.infer<typeof RotationPolicyInput>;

/** The stored form (what the table's settings read): milliseconds, only the fields the room set. */
function storedRotation(input: RotationPolicyInput): Record<string, number | boolean | null> {
  return {
    ...(input.maxConsecutiveHands !== undefined ? { maxConsecutiveHands: input.maxConsecutiveHands } : {}),
    ...(input.requireInterveningDealer !== undefined ? { requireInterveningDealer: input.requireInterveningDealer } : {}),
    ...(input.maxBankMinutes !== undefined ? { maxBankMillis: input.maxBankMinutes === null ? null : input.maxBankMinutes * 60_000 } : {}),
  };
}

function rotationOfRow(value: unknown): RotationPolicyInput {
  const v = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  return {
    ...(typeof v.maxConsecutiveHands === "number" ? { maxConsecutiveHands: v.maxConsecutiveHands } : {}),
    ...(typeof v.requireInterveningDealer === "boolean" ? { requireInterveningDealer: v.requireInterveningDealer } : {}),
    ...(typeof v.maxBankMillis === "number" ? { maxBankMinutes: v.maxBankMillis / 60_000 } : v.maxBankMillis === null ? { maxBankMinutes: null } : {}),
  };
}

function storedOption(row: TableRow): ScheduleOption | null {
  try {
    const schedule = getSchedule(row.feeScheduleId);
    return schedule.kind === "room-entered" ? parseRoomEnteredOption(schedule, { ...(row.feeOptionData as object), id: row.feeOptionId }) : (schedule.options.find((o) => o.id === row.feeOptionId) ?? null);
  } catch {
    return null;
  }
}

function feeOf(row: TableRow): { posted: string[]; source: string } {
  try {
    const schedule = getSchedule(row.feeScheduleId);
    const option = schedule.kind === "room-entered" ? parseRoomEnteredOption(schedule, { ...(row.feeOptionData as object), id: row.feeOptionId }) : schedule.options.find((o) => o.id === row.feeOptionId);
    if (!option) return { posted: [], source: "unknown option" };
    return { posted: postedFees(option), source: sourceText(option.source) };
  } catch (error) {
    return { posted: [], source: `invalid: ${(error as Error).message}` };
  }
}

function differences(row: TableRow, live: ShellState): string[] {
  const s = live.settings;
  if (!s) return [];
  const { gameOptions, bettingSeconds, decks } = splitOptions(row.gameOptions);
  const out: string[] = [];
  if (s.name !== row.name) out.push("name");
  if (s.gameId !== row.gameId) out.push("game");
  if (s.seats !== row.seats) out.push("seats");
  if (JSON.stringify(sorted(s.gameOptions)) !== JSON.stringify(sorted(gameOptions))) out.push("game options");
  if (s.rulesVersion !== row.rulesVersion) out.push("rules version");
  if (s.limits.min !== row.minWagerCents || s.limits.max !== row.maxWagerCents) out.push("limits");
  if ((s.bettingSeconds ?? null) !== bettingSeconds) out.push("betting timer");
  if (decks !== null && s.decks !== decks) out.push("decks");
  const policy = s.rotationPolicy as { maxConsecutiveHands?: number; requireInterveningDealer?: boolean; maxBankMillis?: number | null };
  const stored = { maxConsecutiveHands: 2, requireInterveningDealer: true, maxBankMillis: null, ...(row.rotationPolicy as object | null) } as typeof policy;
  if (policy.maxConsecutiveHands !== stored.maxConsecutiveHands || policy.requireInterveningDealer !== stored.requireInterveningDealer || (policy.maxBankMillis ?? null) !== (stored.maxBankMillis ?? null)) {
    out.push("rotation policy");
  }
  if (s.fee.scheduleId !== row.feeScheduleId || s.fee.optionId !== row.feeOptionId) out.push("fee option");
  else if (row.feeOptionData) {
    const stored = storedOption(row);
    if (!stored || canonical(stripRoomEntered(stored)) !== canonical(stripRoomEntered(s.fee.option))) out.push("fee amounts");
  }
  return out;
}

function stripRoomEntered(option: ScheduleOption): Record<string, unknown> {
  const { limit, collections, timing } = option;
  return { limit, collections, timing };
}

/** JSON with every object's keys sorted: PostgreSQL's jsonb does not keep the order they were written in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") return `{${Object.keys(value).sort().map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(",")}}`;
  return JSON.stringify(value);
}

function sorted(o: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
}

/** What a live table runs, for the admin's list: local tables from their state, others from their views. */
async function liveInfo(tables: Pick<LiveTables, "registry" | "snapshot"> | undefined, row: TableRow): Promise<AdminTable["live"]> {
  const state = tables?.registry.state(row.id) as (ShellState & { round: unknown }) | undefined;
  if (state?.settings) {
    const version = tables!.registry.snapshot(row.id)?.version ?? 0;
    return { version, roundInProgress: state.round !== null, feeScheduleId: state.settings.fee.scheduleId, feeOptionId: state.settings.fee.optionId, differences: differences(row, state) };
  }
  const snap = await tables?.snapshot(row.id);
  if (!snap) return null;
  const fees = (snap.views.supervisor as { fees?: { scheduleId?: string; optionId?: string } } | null)?.fees;
  return {
    version: snap.version,
    roundInProgress: !["waiting", "broken"].includes(snap.summary.phase),
    feeScheduleId: fees?.scheduleId ?? row.feeScheduleId,
    feeOptionId: fees?.optionId ?? row.feeOptionId,
    differences: [],
  };
}

export async function adminTables(db: Pick<Database, "prisma">, tables?: Pick<LiveTables, "registry" | "snapshot">): Promise<AdminTable[]> {
  const rows = (await db.prisma.gameTable.findMany({ orderBy: { id: "asc" } })) as TableRow[];
  const live = await Promise.all(rows.map((row) => liveInfo(tables, row)));
  const layouts = gameCatalog().flatMap((g) => g.layouts.map((l) => ({ gameId: g.id, ...l })));
  return rows.map((row, i) => {
    const { gameOptions, bettingSeconds, decks } = splitOptions(row.gameOptions);
    const fee = feeOf(row);
    // The game's own layout label where it files one for this many seats ("10 players" at poker).
    let layout = layouts.find((l) => l.gameId === row.gameId && l.seats === row.seats)?.label ?? `${row.seats} seats`;
    if (!layouts.some((l) => l.gameId === row.gameId && l.seats === row.seats)) {
      try {
        layout = layoutOf(row.seats).label;
      } catch {
        // keep the plain count
      }
    }
    return {
      id: row.id,
      roomId: row.roomId,
      name: row.name,
      gameId: row.gameId,
      seats: row.seats,
      layout,
      gameOptions,
      bettingSeconds,
      decks,
      rulesVersion: row.rulesVersion,
      minWagerCents: row.minWagerCents,
      maxWagerCents: row.maxWagerCents,
      feeScheduleId: row.feeScheduleId,
      feeOptionId: row.feeOptionId,
      feeOptionData: row.feeOptionData ?? null,
      feePosted: fee.posted,
      feeSource: fee.source,
      rotationPolicy: rotationOfRow(row.rotationPolicy),
      status: row.status,
      live: live[i] ?? null,
    };
  });
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

function storedOptions(input: TableConfigInput): Record<string, string | number | boolean> {
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
async function configureLive(
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
function storedConfig(input: TableConfigInput, row: TableRow, fee: { scheduleId: string; optionId: string; data: unknown }): StoredTableConfig {
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
  // A family whose option follows the configuration (poker's stakes) brings it with the change.
  const fee = feeFollowing(tableId, input, { scheduleId: row.feeScheduleId, optionId: row.feeOptionId, data: row.feeOptionData });
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
  };
  await db.prisma.$transaction(async (tx) => {
    await tx.gameTable.update({ where: { id: tableId }, data: after });
    await audit(tx, { staffId: by, action: AUDIT_ACTIONS.configurationChanged, tableId, detail: { from: before, to: after }, reason: input.reason ?? null, at: now });
  });
  const [table] = (await adminTables(db, tables)).filter((t) => t.id === tableId);
  return { ok: true, table: table ?? null, live: "not-live", message: "Saved. The table runs it when it opens." };
}

export const FeeOptionDataInput = z.strictObject({
  scheduleId: z.string().min(1).max(80),
  optionId: z.string().min(1).max(20),
  /** The room's entry for a schedule that prints no table: limit, collections, timing. */
  data: z.unknown(),
  /** Why the change was made, for the audit trail. */
  reason: z.string().trim().max(500).optional(),
});

/** A room-entered fee option (seeds 001, 002 print none): validated like every printed one, then stored. */
export async function saveRoomEnteredFee(
  db: Pick<Database, "prisma">,
  tables: LiveTables | undefined,
  tableId: string,
  input: z.infer<typeof FeeOptionDataInput>,
  by: string,
  now: Date,
): Promise<ConfigResult> {
  const row = (await db.prisma.gameTable.findUnique({ where: { id: tableId } })) as TableRow | null;
  if (!row) return { ok: false, code: "UNKNOWN_TABLE", message: `There is no table "${tableId}".`, status: 404 };
  let schedule;
  try {
    schedule = getSchedule(input.scheduleId);
  } catch {
    return { ok: false, code: "UNKNOWN_SCHEDULE", message: `There is no fee schedule "${input.scheduleId}".`, status: 400 };
  }
  if (schedule.kind !== "room-entered") return { ok: false, code: "PRINTED_SCHEDULE", message: "This schedule is printed in its filing: pick one of its options instead of entering amounts.", status: 400 };
  if (input.data === null || typeof input.data !== "object" || Array.isArray(input.data)) return { ok: false, code: "INVALID_FEE_OPTION", message: "Enter the option as an object: limit, collections, timing.", status: 400 };
  try {
    parseRoomEnteredOption(schedule, { ...(input.data as object), id: input.optionId });
  } catch (error) {
    return { ok: false, code: "INVALID_FEE_OPTION", message: (error as Error).message, status: 400 };
  }
  const { gameOptions, bettingSeconds, decks } = splitOptions(row.gameOptions);
  const problem = configProblem(
    tableId,
    { name: row.name, gameId: row.gameId as TableConfigInput["gameId"], seats: row.seats, gameOptions, rulesVersion: row.rulesVersion, minWagerCents: row.minWagerCents, maxWagerCents: row.maxWagerCents, bettingSeconds, decks },
    { scheduleId: input.scheduleId, optionId: input.optionId, data: input.data },
    row.rotationPolicy,
  );
  if (problem) return { ok: false, code: "INVALID_CONFIGURATION", message: `This fee option cannot run at this table: ${problem}.`, status: 400 };
  if (tables && (await tables.snapshot(tableId))) {
    const current = { name: row.name, gameId: row.gameId as TableConfigInput["gameId"], seats: row.seats, gameOptions, rulesVersion: row.rulesVersion, minWagerCents: row.minWagerCents, maxWagerCents: row.maxWagerCents, bettingSeconds, decks };
    const config = storedConfig(current, row, { scheduleId: input.scheduleId, optionId: input.optionId, data: input.data });
    return configureLive(db, tables, tableId, config, by, input.reason ?? null);
  }
  await db.prisma.$transaction(async (tx) => {
    await tx.gameTable.update({ where: { id: tableId }, data: { feeScheduleId: input.scheduleId, feeOptionId: input.optionId, feeOptionData: input.data as object } });
    await audit(tx, {
      staffId: by,
      action: AUDIT_ACTIONS.roomEnteredFeeChanged,
      tableId,
      detail: { from: { scheduleId: row.feeScheduleId, optionId: row.feeOptionId, data: row.feeOptionData ?? null }, to: { scheduleId: input.scheduleId, optionId: input.optionId, data: input.data } },
      reason: input.reason ?? null,
      at: now,
    });
  });
  const [table] = (await adminTables(db, tables)).filter((t) => t.id === tableId);
  return { ok: true, table: table ?? null, live: "not-live", message: "Saved. The table runs it when it opens." };
}

/** A new table: validated, written, audited, and loaded live. */
export async function createTable(
  db: Pick<Database, "prisma">,
  tables: LiveTables | undefined,
  input: NewTableInput,
  by: string,
  roomId: string,
  now: Date,
): Promise<ConfigResult> {
  if (await db.prisma.gameTable.findUnique({ where: { id: input.id }, select: { id: true } })) return { ok: false, code: "TABLE_EXISTS", message: `A table "${input.id}" exists already.`, status: 409 };
  const fee = feeFollowing(input.id, input, { scheduleId: input.feeScheduleId, optionId: input.feeOptionId, data: input.feeOptionData });
  const problem = configProblem(input.id, input, fee);
  if (problem) return { ok: false, code: "INVALID_CONFIGURATION", message: `This table cannot run: ${problem}.`, status: 400 };
  const data = {
    id: input.id,
    roomId,
    name: input.name,
    gameId: input.gameId,
    seats: input.seats,
    gameOptions: storedOptions(input),
    rulesVersion: input.rulesVersion,
    feeScheduleId: fee.scheduleId,
    feeOptionId: fee.optionId,
    ...(fee.data !== undefined && fee.data !== null ? { feeOptionData: fee.data as object } : {}),
    minWagerCents: input.minWagerCents,
    maxWagerCents: input.maxWagerCents,
    rotationPolicy: input.rotationPolicy ? storedRotation(input.rotationPolicy) : {},
  };
  await db.prisma.$transaction(async (tx) => {
    await tx.gameTable.create({ data });
    await audit(tx, { staffId: by, action: AUDIT_ACTIONS.tableCreated, tableId: input.id, detail: { ...data }, reason: input.reason ?? null, at: now });
  });
  let live: "loaded" | "not-live" = "not-live";
  if (tables) {
    try {
      await tables.registry.claim();
      live = (await tables.snapshot(input.id)) ? "loaded" : "not-live";
    } catch {
      live = "not-live";
    }
  }
  const [table] = (await adminTables(db, tables)).filter((t) => t.id === input.id);
  return { ok: true, table: table ?? null, live, message: live === "loaded" ? "Table created and open." : "Table created; it opens when a server takes it on." };
}
