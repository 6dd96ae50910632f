// Thin route: the handler and its permission rule live in lib/server/auth (see permissions.ts ROUTE_RULES).
import { postSignIn } from "@/lib/server/auth/routes/session-routes";
import { runtimeDeps } from "@/lib/server/auth/request-auth";

export function POST(request: Request): Promise<Response> {
  return postSignIn(request, runtimeDeps());
}
