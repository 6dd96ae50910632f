// Thin route: the handler lives in lib/server/waitlist/routes.ts, its rule in permissions.ts ROUTE_RULES.
import { getWaitlistView } from "@/lib/server/waitlist/routes";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getWaitlistView(request);
}
