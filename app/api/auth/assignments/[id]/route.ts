// Thin route: the handler and its permission rule live in lib/server/auth (see permissions.ts ROUTE_RULES).
import { deleteAssignment } from "@/lib/server/auth/routes/staff-routes";
import { runtimeDeps } from "@/lib/server/auth/request-auth";

export async function DELETE(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  return deleteAssignment(request, runtimeDeps(), id);
}
