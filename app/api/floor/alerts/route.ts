// Alerts: the open ones (default), or the latest of any state with ?all=1.
import { json } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { AlertStore } from "@/lib/server/floor/alert-store";
import { getAlertMonitor } from "@/lib/server/floor/alert-monitor";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return staffRoute("alerts", request, "GET", "/api/floor/alerts", async () => {
    const params = new URL(request.url).searchParams;
    const all = params.get("all") === "1";
    const table = params.get("table") ?? undefined;
    const monitor = getAlertMonitor();
    const stored = await (monitor?.store ?? new AlertStore(getRuntime().db)).list({ open: !all, ...(table ? { tableId: table } : {}), limit: 200 });
    return json(200, { ok: true, alerts: [...(monitor?.pendingAlerts() ?? []), ...stored], monitoring: monitor !== undefined });
  });
}
