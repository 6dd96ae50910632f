/**
 * What the floor dashboard loads: every table of the room with its configuration, its live summary
 * (on this server) and its figures for the current shift.
 */
import type { Database } from "@/lib/server/db/database";
import type { TableSummary } from "@/lib/server/tables/table-kind";
import { gameName } from "@/lib/domain/table/families";
import { loadFloorSettings } from "./settings";
import { shiftAt, type ShiftWindow } from "@/lib/domain/shifts/shifts";
import { tableFigures } from "./reports";
import type { FloorOverview, FloorTable, ShiftInfo } from "@/lib/contract/floor";

export type { FloorOverview, FloorTable, ShiftInfo };

export function shiftInfo(w: ShiftWindow): ShiftInfo {
  return { shiftId: w.shiftId, name: w.name, day: w.day, label: w.label, start: w.start.toISOString(), end: w.end.toISOString() };
}

export { gameName };

export async function floorOverview(
  db: Pick<Database, "prisma" | "pool">,
  tables: { summaries(): TableSummary[] | Promise<TableSummary[]> } | undefined,
  now: Date,
  connectedTables: ReadonlySet<string> = new Set(),
): Promise<FloorOverview> {
  const settings = await loadFloorSettings(db);
  const shift = shiftAt(now, settings.shifts, settings.timeZone);
  const [rows, figures, live, dealers] = await Promise.all([
    db.prisma.gameTable.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, gameId: true, seats: true, minWagerCents: true, maxWagerCents: true, feeScheduleId: true, feeOptionId: true } }),
    tableFigures(db, now, shift),
    tables ? tables.summaries() : [],
    dealersOnDuty(db, now),
  ]);
  const summaries = new Map(live.map((s) => [s.tableId, s]));
  const byTable = new Map(figures.map((f) => [f.tableId, f]));
  return {
    now: now.toISOString(),
    timeZone: settings.timeZone,
    shift: shiftInfo(shift),
    shifts: settings.shifts.map((s) => ({ id: s.id, name: s.name, start: s.start, end: s.end })),
    tables: rows.map((r) => ({
      ...r,
      gameName: gameName(r.gameId),
      summary: summaries.get(r.id) ?? null,
      figures: byTable.get(r.id) ?? null,
      dealers: dealers.get(r.id) ?? [],
      tabletConnected: connectedTables.has(r.id),
    })),
  };
}

/** The dealers each table's shift assignments put on duty now, by name. */
async function dealersOnDuty(db: Pick<Database, "prisma">, now: Date): Promise<Map<string, string[]>> {
  const rows = await db.prisma.shiftAssignment.findMany({ where: { validFrom: { lte: now }, OR: [{ validUntil: null }, { validUntil: { gt: now } }] }, orderBy: { validFrom: "asc" } });
  const staff = await db.prisma.staff.findMany({ where: { id: { in: [...new Set(rows.map((r) => r.staffId))] } }, select: { id: true, username: true, displayName: true } });
  const names = new Map(staff.map((s) => [s.id, s.displayName || s.username]));
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.tableId, [...new Set([...(out.get(r.tableId) ?? []), names.get(r.staffId) ?? r.staffId])]);
  return out;
}
