// Thin route: the handler and its permission rule live in lib/server/auth (see permissions.ts ROUTE_RULES).
import { getDisplays } from "@/lib/server/auth/routes/display-routes";
import { runtimeDeps } from "@/lib/server/auth/request-auth";

export function GET(request: Request): Promise<Response> {
  return getDisplays(request, runtimeDeps());
}
