// A supervisor acknowledges an alert: it leaves every dashboard; an audit entry records who and when.
import { z } from "zod";
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { AlertStore } from "@/lib/server/floor/alert-store";
import { getAlertMonitor } from "@/lib/server/floor/alert-monitor";

const Body = z.strictObject({ note: z.string().trim().max(500).optional() });

export function POST(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  return staffRoute("acknowledge alert", request, "POST", "/api/floor/alerts/[id]/acknowledge", async (staff) => {
    const { id } = await context.params;
    const raw = await readJson(request);
    const body = Body.safeParse(raw ?? {});
    if (!body.success) return problem(400, "BAD_REQUEST", "Send {} or { note } (at most 500 characters).");
    const note = body.data.note || null;
    const monitor = getAlertMonitor();
    const result = monitor ? await monitor.acknowledge(id, staff.id, note) : await new AlertStore(getRuntime().db).acknowledge(id, staff.id, note, new Date());
    if (!result.ok) return problem(result.code === "NOT_FOUND" ? 404 : 409, result.code, result.message);
    return json(200, { ok: true, alert: result.alert });
  });
}
