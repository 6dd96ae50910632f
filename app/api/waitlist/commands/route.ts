// Thin route: the handler lives in lib/server/waitlist/routes.ts, its rule in permissions.ts ROUTE_RULES.
import { postWaitlistCommand } from "@/lib/server/waitlist/routes";

export function POST(request: Request): Promise<Response> {
  return postWaitlistCommand(request);
}
