// Thin route: the handler and its permission rule live in lib/server/auth (see permissions.ts ROUTE_RULES).
import { getAssignments, postAssignment } from "@/lib/server/auth/routes/staff-routes";
import { runtimeDeps } from "@/lib/server/auth/request-auth";

export function GET(request: Request): Promise<Response> {
  return getAssignments(request, runtimeDeps());
}

export function POST(request: Request): Promise<Response> {
  return postAssignment(request, runtimeDeps());
}
