// A relief takes over a table now (lib/server/auth/assignments.ts relieveDealer).
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { Relief, relieveDealer } from "@/lib/server/auth/assignments";

export function POST(request: Request): Promise<Response> {
  return staffRoute("relieve a dealer", request, "POST", "/api/floor/dealers/relieve", async (staff) => {
    const body = Relief.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Choose the table and the relief dealer.");
    const result = await relieveDealer(getRuntime().db, staff.id, body.data, new Date());
    if (!result.ok) return problem(result.code === "NOT_FOUND" || result.code === "UNKNOWN_TABLE" ? 404 : 409, result.code, result.message);
    return json(200, result);
  });
}
