// Admin: a table's configuration (name, game and named options, seats, limits, rules version,
// betting timer, decks), written between rounds and audited.
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { saveTableConfig, TableConfigInput } from "@/lib/server/floor/table-config";

export function PUT(request: Request, context: { params: Promise<{ tableId: string }> }): Promise<Response> {
  return staffRoute("configure table", request, "PUT", "/api/admin/tables/[tableId]", async (staff) => {
    const { tableId } = await context.params;
    const body = TableConfigInput.safeParse(await readJson(request));
    if (!body.success) {
      const issue = body.error.issues[0];
      return problem(400, "BAD_REQUEST", `${issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Check the table's fields."}`);
    }
    const { db, tables } = getRuntime();
    const result = await saveTableConfig(db, tables, tableId, body.data, staff.id, new Date());
    return result.ok ? json(200, result) : problem(result.status, result.code, result.message);
  });
}
