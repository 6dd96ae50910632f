// Shift close: GET the sheet for a shift (?day=&shift=, the current one by default): every table's
// recorded drop, its latest count and the difference. POST a counted drop for one table and shift.
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { periodFrom, staffRoute } from "@/lib/server/floor/route-kit";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { recordShiftCount, shiftClose, ShiftCountInput } from "@/lib/server/floor/shift-close";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return staffRoute("shift close", request, "GET", "/api/reports/shift-close", async () => {
    const { db } = getRuntime();
    const settings = await loadFloorSettings(db);
    const period = periodFrom(new URL(request.url).searchParams, settings, new Date());
    if (!period.ok) return period.response;
    const sheet = await shiftClose(db, { start: period.period.from, end: period.period.to });
    return json(200, { ok: true, period: { label: period.period.label, from: sheet.shiftStart, to: sheet.shiftEnd }, sheet });
  });
}

export function POST(request: Request): Promise<Response> {
  return staffRoute("shift count", request, "POST", "/api/reports/shift-close", async (staff) => {
    const body = ShiftCountInput.safeParse(await readJson(request));
    if (!body.success) {
      const issue = body.error.issues[0];
      return problem(400, "BAD_REQUEST", `Give tableId, shiftStart, shiftEnd (ISO times) and countedCents (whole cents, 0 or more)${issue ? ` — ${issue.path.join(".") || "body"}: ${issue.message}` : ""}.`);
    }
    const result = await recordShiftCount(getRuntime().db, body.data, staff.id, new Date());
    if (!result.ok) return problem(result.code === "UNKNOWN_TABLE" ? 404 : 400, result.code, result.message);
    return json(201, result);
  });
}
