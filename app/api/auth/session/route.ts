// Thin route: the handler and its permission rule live in lib/server/auth (see permissions.ts ROUTE_RULES).
import { getSession } from "@/lib/server/auth/routes/session-routes";
import { runtimeDeps } from "@/lib/server/auth/request-auth";

export function GET(request: Request): Promise<Response> {
  return getSession(request, runtimeDeps());
}
