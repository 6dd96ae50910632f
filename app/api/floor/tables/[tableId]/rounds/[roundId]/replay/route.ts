// One round replayed from the table's event log: every event with the supervisor's view after it.
import { json, problem } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { replayRound } from "@/lib/server/floor/history";

export const dynamic = "force-dynamic";

export function GET(request: Request, context: { params: Promise<{ tableId: string; roundId: string }> }): Promise<Response> {
  return staffRoute("replay", request, "GET", "/api/floor/tables/[tableId]/rounds/[roundId]/replay", async () => {
    const { tableId, roundId } = await context.params;
    const replay = await replayRound(getRuntime().db, tableId, roundId);
    if (!replay) return problem(404, "UNKNOWN_ROUND", `Table "${tableId}" has no round "${roundId}".`);
    return json(200, { ok: true, replay });
  });
}
