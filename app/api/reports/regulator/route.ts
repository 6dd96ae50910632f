// The regulator's export of one table and day: ?table=<id>&day=YYYY-MM-DD, one JSON document.
import { problem } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { regulatorExport } from "@/lib/server/floor/regulator-export";
import { DayString, localDay } from "@/lib/domain/shifts/shifts";
import { audit } from "@/lib/server/auth/audit";
import { safeFileName } from "@/lib/server/floor/reports";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return staffRoute("regulator export", request, "GET", "/api/reports/regulator", async (staff) => {
    const { db } = getRuntime();
    const params = new URL(request.url).searchParams;
    const tableId = params.get("table") ?? "";
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(tableId)) return problem(400, "BAD_REQUEST", "Give the table (?table=<id>).");
    const settings = await loadFloorSettings(db);
    const now = new Date();
    const day = params.get("day") || localDay(now, settings.timeZone);
    if (!DayString.safeParse(day).success) return problem(400, "BAD_REQUEST", "The day is YYYY-MM-DD.");
    const doc = await regulatorExport(db, { tableId, day, settings, generatedBy: staff.id, now });
    if (!doc) return problem(404, "UNKNOWN_TABLE", `There is no table "${tableId}".`);
    await audit(db, { staffId: staff.id, action: "regulator-export", tableId, detail: { day, rounds: doc.rounds.length, events: doc.tableEvents.count }, at: now });
    return new Response(JSON.stringify(doc, null, 2), {
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="${safeFileName(`regulator_${tableId}_${day}`)}.json"`, "cache-control": "no-store" },
    });
  });
}
