// Admin: the tables with their configuration and live state, the games and their named options,
// the fee schedules (GET); a new table (POST).
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { adminTables } from "@/lib/server/floor/admin-tables";
import { feeCatalog, gameCatalog } from "@/lib/server/floor/game-catalogs";
import { createTable } from "@/lib/server/floor/new-table";
import { NewTableInput } from "@/lib/server/floor/table-config";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return staffRoute("admin tables", request, "GET", "/api/admin/tables", async () => {
    const { db, tables } = getRuntime();
    return json(200, { ok: true, tables: await adminTables(db, tables), games: gameCatalog(), feeSchedules: feeCatalog() });
  });
}

export function POST(request: Request): Promise<Response> {
  return staffRoute("create table", request, "POST", "/api/admin/tables", async (staff) => {
    const body = NewTableInput.safeParse(await readJson(request, 65_536));
    if (!body.success) {
      const issue = body.error.issues[0];
      return problem(400, "BAD_REQUEST", `${issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Check the table's fields."}`);
    }
    const { db, tables } = getRuntime();
    const result = await createTable(db, tables, body.data, staff.id, staff.roomId, new Date());
    return result.ok ? json(201, result) : problem(result.status, result.code, result.message);
  });
}
