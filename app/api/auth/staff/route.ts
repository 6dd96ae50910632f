// Thin route: the handler and its permission rule live in lib/server/auth (see permissions.ts ROUTE_RULES).
import { getStaff, postStaff } from "@/lib/server/auth/routes/staff-routes";
import { runtimeDeps } from "@/lib/server/auth/request-auth";

export function GET(request: Request): Promise<Response> {
  return getStaff(request, runtimeDeps());
}

export function POST(request: Request): Promise<Response> {
  return postStaff(request, runtimeDeps());
}
