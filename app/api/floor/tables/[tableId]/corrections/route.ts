// The floor corrects a live table: void, misdeal, card correction, betting reopened, a settlement
// line undone, pause and resume, each with its reason (lib/server/floor/corrections.ts).
import { readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { applyCorrection, parseCorrection } from "@/lib/server/floor/corrections";

export function POST(request: Request, context: { params: Promise<{ tableId: string }> }): Promise<Response> {
  return staffRoute("correct a table", request, "POST", "/api/floor/tables/[tableId]/corrections", async (staff) => {
    const { tableId } = await context.params;
    const parsed = parseCorrection(await readJson(request));
    if (!parsed.ok) return parsed.response;
    return applyCorrection(getRuntime().tables, tableId, parsed.correction, { id: staff.id, role: staff.role }, parsed.commandId);
  });
}
