// Admin: the room's time zone, shifts and alert thresholds.
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { FloorSettingsInput, loadFloorSettings, saveFloorSettings } from "@/lib/server/floor/settings";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return staffRoute("floor settings", request, "GET", "/api/admin/floor-settings", async () => json(200, { ok: true, settings: await loadFloorSettings(getRuntime().db) }));
}

export function PUT(request: Request): Promise<Response> {
  return staffRoute("save floor settings", request, "PUT", "/api/admin/floor-settings", async (staff) => {
    const body = FloorSettingsInput.safeParse(await readJson(request));
    if (!body.success) {
      const issue = body.error.issues[0];
      return problem(400, "BAD_REQUEST", issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Check the settings.");
    }
    const result = await saveFloorSettings(getRuntime().db, body.data, staff.id, new Date());
    return result.ok ? json(200, result) : problem(400, result.code, result.message);
  });
}
