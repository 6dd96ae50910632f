// Thin route: the handler lives in lib/server/waitlist/routes.ts, its rule in permissions.ts ROUTE_RULES.
import { getWaitlistFigures } from "@/lib/server/waitlist/routes";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getWaitlistFigures(request);
}
