// A table's round history, newest first: ?before=<hand number>&limit=<n> for older pages.
import { json, problem } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { listRounds } from "@/lib/server/floor/history";

export const dynamic = "force-dynamic";

export function GET(request: Request, context: { params: Promise<{ tableId: string }> }): Promise<Response> {
  return staffRoute("rounds", request, "GET", "/api/floor/tables/[tableId]/rounds", async () => {
    const { tableId } = await context.params;
    const { db } = getRuntime();
    const table = await db.prisma.gameTable.findUnique({ where: { id: tableId }, select: { id: true, name: true, gameId: true } });
    if (!table) return problem(404, "UNKNOWN_TABLE", `There is no table "${tableId}".`);
    const params = new URL(request.url).searchParams;
    const before = params.get("before");
    const limit = params.get("limit");
    if ((before && !/^\d{1,9}$/.test(before)) || (limit && !/^\d{1,3}$/.test(limit))) return problem(400, "BAD_REQUEST", "before is a hand number and limit a count of rounds.");
    const page = await listRounds(db, tableId, { ...(before ? { beforeHand: Number(before) } : {}), ...(limit ? { limit: Number(limit) } : {}) });
    return json(200, { ok: true, table, ...page });
  });
}
