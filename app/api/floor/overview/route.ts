// The floor dashboard's figures: every table's live summary with its hands per hour and the fee
// drop of the current shift, and the open alerts. The socket pushes the summaries live; this
// answers the figures (from the rounds and fee_drops tables).
import { json } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { floorOverview } from "@/lib/server/floor/overview";
import { connectedDealerTables } from "@/lib/server/floor/alert-monitor";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return staffRoute("overview", request, "GET", "/api/floor/overview", async () => {
    const { db, tables } = getRuntime();
    return json(200, { ok: true, ...(await floorOverview(db, tables, new Date(), connectedDealerTables())) });
  });
}
