// Thin route: the handler and its permission rule live in lib/server/auth (see permissions.ts ROUTE_RULES).
import { patchStaff } from "@/lib/server/auth/routes/staff-routes";
import { runtimeDeps } from "@/lib/server/auth/request-auth";

export async function PATCH(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  return patchStaff(request, runtimeDeps(), id);
}
