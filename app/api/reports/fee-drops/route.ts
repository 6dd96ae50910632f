// Fee-drop report by table, game and room for a period: ?day=YYYY-MM-DD&shift=<id|all>, or
// ?from=&to= (ISO); &table=, &game= to narrow; &format=csv for the spreadsheet file.
import { json, problem } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { periodFrom, staffRoute } from "@/lib/server/floor/route-kit";
import { loadFloorSettings } from "@/lib/server/floor/settings";
import { feeDropCsv, feeDropReport, safeFileName } from "@/lib/server/floor/reports";

export const dynamic = "force-dynamic";

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export function GET(request: Request): Promise<Response> {
  return staffRoute("fee drops", request, "GET", "/api/reports/fee-drops", async () => {
    const { db } = getRuntime();
    const params = new URL(request.url).searchParams;
    const settings = await loadFloorSettings(db);
    const period = periodFrom(params, settings, new Date());
    if (!period.ok) return period.response;
    const table = params.get("table") || undefined;
    const game = params.get("game") || undefined;
    if ((table && !ID.test(table)) || (game && !ID.test(game))) return problem(400, "BAD_REQUEST", "table and game are ids.");
    const report = await feeDropReport(db, { from: period.period.from, to: period.period.to }, { ...(table ? { tableId: table } : {}), ...(game ? { gameId: game } : {}) });
    if (params.get("format") === "csv") {
      const name = safeFileName(`fee-drops_${period.period.slug}${table ? `_${table}` : ""}${game ? `_${game}` : ""}`);
      return new Response(feeDropCsv(report, period.period.label), {
        status: 200,
        headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}.csv"`, "cache-control": "no-store" },
      });
    }
    return json(200, { ok: true, period: { label: period.period.label, from: report.from, to: report.to, shift: period.period.shift?.shiftId ?? null }, timeZone: settings.timeZone, report });
  });
}
