/**
 * The floor's dealer board: every table with the dealers assigned to it now and later, whether its
 * tablet is connected, and every active dealer with the tables they deal now; the shifts a new
 * assignment can cover (the current one and the next ones).
 */
import type { Database } from "@/lib/server/db/database";
import { gameName } from "@/lib/domain/table/families";
import { addDays, localDay, shiftAt, shiftsOfDay } from "@/lib/domain/shifts/shifts";
import type { DealerBoard, DealerOnDuty } from "@/lib/contract/dealer-board";
import { loadFloorSettings } from "./settings";

export async function dealerBoard(db: Pick<Database, "prisma">, now: Date, connectedTables: ReadonlySet<string>): Promise<DealerBoard> {
  const settings = await loadFloorSettings(db);
  const [tables, staff, assignments] = await Promise.all([
    db.prisma.gameTable.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true, gameId: true } }),
    db.prisma.staff.findMany({ where: { role: "dealer", active: true }, orderBy: { displayName: "asc" }, select: { id: true, username: true, displayName: true } }),
    db.prisma.shiftAssignment.findMany({ where: { OR: [{ validUntil: null }, { validUntil: { gt: now } }] }, orderBy: { validFrom: "asc" } }),
  ]);
  const names = new Map(staff.map((s) => [s.id, s.displayName || s.username]));
  const onDutyOf = (a: (typeof assignments)[number]): DealerOnDuty => ({
    assignmentId: a.id,
    staffId: a.staffId,
    name: names.get(a.staffId) ?? a.staffId,
    validFrom: a.validFrom.toISOString(),
    validUntil: a.validUntil?.toISOString() ?? null,
  });
  const current = shiftAt(now, settings.shifts, settings.timeZone);
  const today = localDay(now, settings.timeZone);
  const windows = [...shiftsOfDay(settings.shifts, addDays(today, -1), settings.timeZone), ...shiftsOfDay(settings.shifts, today, settings.timeZone), ...shiftsOfDay(settings.shifts, addDays(today, 1), settings.timeZone)]
    .filter((w) => w.end.getTime() > now.getTime())
    .slice(0, 3);
  return {
    now: now.toISOString(),
    timeZone: settings.timeZone,
    shifts: windows.map((w) => ({ id: w.shiftId, name: `${w.name} ${w.label.replace(/^\S+\s/, "")}`, start: w.start.toISOString(), end: w.end.toISOString(), current: w.start.getTime() === current.start.getTime() })),
    tables: tables.map((t) => {
      const mine = assignments.filter((a) => a.tableId === t.id);
      return {
        id: t.id,
        name: t.name,
        gameName: gameName(t.gameId),
        onDuty: mine.filter((a) => a.validFrom <= now).map(onDutyOf),
        later: mine.filter((a) => a.validFrom > now).map(onDutyOf),
        tabletConnected: connectedTables.has(t.id),
      };
    }),
    dealers: staff.map((s) => ({
      id: s.id,
      name: s.displayName || s.username,
      username: s.username,
      tables: [...new Set(assignments.filter((a) => a.staffId === s.id && a.validFrom <= now).map((a) => a.tableId))],
    })),
  };
}
