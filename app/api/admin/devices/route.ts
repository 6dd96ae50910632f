// Admin: the room's devices: paired wall displays (and codes waiting to be used), and the sockets
// the alert monitor sees per table and role (dealer tablets, displays, floor).
import { json } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { listDisplays } from "@/lib/server/auth/displays";
import { getAlertMonitor } from "@/lib/server/floor/alert-monitor";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return staffRoute("devices", request, "GET", "/api/admin/devices", async () => {
    const monitor = getAlertMonitor();
    const listing = await listDisplays(getRuntime().db, new Date(), { includeRevoked: true });
    return json(200, { ok: true, ...listing, connections: monitor?.devices() ?? [], monitoring: monitor !== undefined });
  });
}
