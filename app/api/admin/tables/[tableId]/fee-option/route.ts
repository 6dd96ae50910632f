// Admin: a room-entered fee option (the filing prints no schedule): validated like the printed ones
// (at most five rates, whole cents, no percentage), stored with the table, audited.
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { FeeOptionDataInput, saveRoomEnteredFee } from "@/lib/server/floor/room-entered-fee";

export function PUT(request: Request, context: { params: Promise<{ tableId: string }> }): Promise<Response> {
  return staffRoute("room-entered fee option", request, "PUT", "/api/admin/tables/[tableId]/fee-option", async (staff) => {
    const { tableId } = await context.params;
    const body = FeeOptionDataInput.safeParse(await readJson(request, 65_536));
    if (!body.success) return problem(400, "BAD_REQUEST", "Give scheduleId, optionId and data (limit, collections, timing).");
    const { db, tables } = getRuntime();
    const result = await saveRoomEnteredFee(db, tables, tableId, body.data, staff.id, new Date());
    return result.ok ? json(200, result) : problem(result.status, result.code, result.message);
  });
}
