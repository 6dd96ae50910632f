/**
 * The admin's list of the room's tables: each row with its layout's label, its fee option as
 * posted, and what its live table runs now (and what it still runs of an older configuration).
 */
import { canonical, rotationOfRow, sorted, splitOptions, type TableRow } from "./table-rows";
import { gameCatalog, sourceText } from "./game-catalogs";
import type { Database } from "@/lib/server/db/database";
import { getSchedule, parseRoomEnteredOption, postedFees, type ScheduleOption } from "@/lib/domain/fees";
import type { ShellState } from "@/lib/domain/table/common/decide";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import type { AdminTable } from "@/lib/contract/admin";
import { layoutOf } from "@/lib/domain/seats";


export type { AdminTable };

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
