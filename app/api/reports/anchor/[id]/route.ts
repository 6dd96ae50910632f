// One anchor of the hash-chained record, as a file for the regulator: the root, the lines it was
// taken over, and how to check it (docs/ledger.md).
import { problem } from "@/lib/server/auth/http";
import { audit } from "@/lib/server/auth/audit";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { floorRoomId } from "@/lib/server/floor/settings";
import { anchorById, anchorDocument } from "@/lib/server/ledger/anchors";

export const dynamic = "force-dynamic";

export function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  return staffRoute("anchor", request, "GET", "/api/reports/anchor/[id]", async (staff) => {
    const { id } = await context.params;
    const { db } = getRuntime();
    const anchor = await anchorById(db.pool, id);
    if (!anchor) return problem(404, "UNKNOWN_ANCHOR", "There is no such anchor.");
    const roomId = await floorRoomId(db);
    const room = await db.prisma.room.findUnique({ where: { id: roomId }, select: { id: true, name: true } });
    const now = new Date();
    await audit(db, { staffId: staff.id, action: "ledger-anchor-export", tableId: null, detail: { anchor: anchor.id, root: anchor.root }, at: now });
    return new Response(JSON.stringify(anchorDocument(anchor, room ?? { id: roomId, name: roomId }, now), null, 2), {
      status: 200,
      headers: { "content-type": "application/json; charset=utf-8", "content-disposition": `attachment; filename="anchor_${anchor.id}_${anchor.at.slice(0, 10)}.json"`, "cache-control": "no-store" },
    });
  });
}
