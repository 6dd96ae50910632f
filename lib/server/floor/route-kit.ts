/**
 * The floor's and admin's route handlers share this: an error guard, the staff check of
 * lib/server/auth (session cookie, role from the permission matrix, Origin check on every
 * state-changing request), and the period a report asks for.
 */
import { guarded, problem } from "@/lib/server/auth/http";
import { requireStaff } from "@/lib/server/auth/request-auth";
import { rolesFor, type Method } from "@/lib/server/auth/permissions";
import type { StaffPrincipal } from "@/lib/server/auth/sessions";
import type { StaffRole } from "@/lib/server/auth/permissions";
import { DayString, dayWindow, findShift, localDay, shiftAt, type ShiftWindow } from "@/lib/domain/shifts/shifts";
import type { FloorSettings } from "./settings";

/**
 * Runs a handler for signed-in floor staff. `path` is the route's pattern in ROUTE_RULES terms
 * ("/api/floor/alerts/[id]/acknowledge"); its rule decides the roles (supervisor and admin for
 * /api/floor and /api/reports, admin for /api/admin). requireStaff refuses a state-changing
 * request from another site (checkOrigin) before it looks at the session.
 */
export function staffRoute(name: string, request: Request, method: Method, path: string, run: (staff: StaffPrincipal) => Promise<Response>): Promise<Response> {
  return guarded(`floor ${name}`, async () => {
    const staff = await requireStaff(request, rolesFor(method, path));
    if (staff instanceof Response) return staff;
    return run(staff);
  });
}

export const FLOOR_ROLES: readonly StaffRole[] = ["supervisor", "admin"];
export const ADMIN_ROLES: readonly StaffRole[] = ["admin"];

export interface Period {
  readonly from: Date;
  readonly to: Date;
  /** "Day 2026-11-22 06:00–14:00", "2026-11-22 (whole day)" */
  readonly label: string;
  /** For file names. */
  readonly slug: string;
  readonly shift: ShiftWindow | null;
}

export type PeriodResult = { ok: true; period: Period } | { ok: false; response: Response };

const bad = (message: string): PeriodResult => ({ ok: false, response: problem(400, "BAD_PERIOD", message) });

/**
 * The period of a report from the query: `from` and `to` (ISO instants), or `day` (YYYY-MM-DD,
 * the room's local date; today by default) with `shift` (a shift id, or "all" for the whole day;
 * the current shift by default).
 */
export function periodFrom(params: URLSearchParams, settings: Pick<FloorSettings, "timeZone" | "shifts">, now: Date): PeriodResult {
  const from = params.get("from");
  const to = params.get("to");
  if (from || to) {
    const a = from ? new Date(from) : null;
    const b = to ? new Date(to) : null;
    if (!a || !b || Number.isNaN(a.getTime()) || Number.isNaN(b.getTime())) return bad("Give both from and to as ISO times, e.g. 2026-11-22T06:00:00-08:00.");
    if (b <= a) return bad("The end of the period must be after its start.");
    if (b.getTime() - a.getTime() > 92 * 86_400_000) return bad("A report covers at most 92 days.");
    return { ok: true, period: { from: a, to: b, label: `${a.toISOString()} – ${b.toISOString()}`, slug: `${a.toISOString().slice(0, 16)}_${b.toISOString().slice(0, 16)}`, shift: null } };
  }
  const dayParam = params.get("day");
  const shiftParam = params.get("shift");
  if (!dayParam && !shiftParam) {
    const current = shiftAt(now, settings.shifts, settings.timeZone);
    return { ok: true, period: { from: current.start, to: current.end, label: current.label, slug: `${current.day}_${current.shiftId}`, shift: current } };
  }
  const day = dayParam ?? localDay(now, settings.timeZone);
  if (!DayString.safeParse(day).success) return bad("The day is YYYY-MM-DD.");
  if (!shiftParam || shiftParam === "all") {
    const w = dayWindow(day, settings.timeZone);
    return { ok: true, period: { from: w.start, to: w.end, label: `${day} (whole day)`, slug: `${day}_all`, shift: null } };
  }
  const shift = findShift(settings.shifts, shiftParam, day, settings.timeZone);
  if (!shift) return bad(`There is no shift "${shiftParam}" (shifts: ${settings.shifts.map((s) => s.id).join(", ")}, or all).`);
  return { ok: true, period: { from: shift.start, to: shift.end, label: shift.label, slug: `${day}_${shift.shiftId}`, shift } };
}
