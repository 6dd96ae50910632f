// A supervisor changes a live table's printed fee schedule option between rounds. It goes through
// the table's own `change-fee-option` command, so the change is an event in the table's log (and
// the projection updates the tables row and writes the audit entry).
import crypto from "node:crypto";
import { z } from "zod";
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";

const Body = z.strictObject({ scheduleId: z.string().min(1).max(80), optionId: z.string().min(1).max(20), reason: z.string().trim().max(500).optional() });

export function POST(request: Request, context: { params: Promise<{ tableId: string }> }): Promise<Response> {
  return staffRoute("change fee option", request, "POST", "/api/floor/tables/[tableId]/fee-option", async (staff) => {
    const { tableId } = await context.params;
    const body = Body.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Give the fee schedule (scheduleId) and the option (optionId).");
    const { tables } = getRuntime();
    const command = { type: "change-fee-option", scheduleId: body.data.scheduleId, optionId: body.data.optionId, ...(body.data.reason ? { reason: body.data.reason } : {}) };
    const answer = await tables.command(tableId, `floor-fee-${crypto.randomUUID()}`, command, { id: staff.id, role: staff.role });
    if (answer.ok) return json(200, { ok: true, version: answer.version, summary: (await tables.snapshot(tableId))?.summary ?? null });
    const status = answer.code === "UNKNOWN_TABLE" ? 404 : answer.code === "ROUND_IN_PROGRESS" || answer.code === "BUSY_TABLE" ? 409 : answer.code === "STORE_UNAVAILABLE" ? 503 : 400;
    return problem(status, answer.code, answer.message);
  });
}
