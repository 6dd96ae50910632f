// The floor's dealer board: who deals which table now and later, and who is free (lib/server/floor/dealer-board.ts).
import { json } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { dealerBoard } from "@/lib/server/floor/dealer-board";
import { connectedDealerTables } from "@/lib/server/floor/alert-monitor";

export function GET(request: Request): Promise<Response> {
  return staffRoute("dealer board", request, "GET", "/api/floor/dealers", async () => json(200, { ok: true, board: await dealerBoard(getRuntime().db, new Date(), connectedDealerTables()) }));
}
