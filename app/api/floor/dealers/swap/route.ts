// The dealers of two tables change tables now (lib/server/auth/assignments.ts swapDealers).
import { json, problem, readJson } from "@/lib/server/auth/http";
import { getRuntime } from "@/lib/server/runtime";
import { staffRoute } from "@/lib/server/floor/route-kit";
import { Swap, swapDealers } from "@/lib/server/auth/assignments";

export function POST(request: Request): Promise<Response> {
  return staffRoute("swap dealers", request, "POST", "/api/floor/dealers/swap", async (staff) => {
    const body = Swap.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Choose the two tables.");
    const result = await swapDealers(getRuntime().db, staff.id, body.data, new Date());
    if (!result.ok) return problem(409, result.code, result.message);
    return json(200, result);
  });
}
