// The poker room's lists on the players' phones: no sign-in, plain HTML (no framework script).
// Thin route: the handler lives in lib/server/live/live-routes.ts.
import { getLivePage } from "@/lib/server/live/live-routes";

export const dynamic = "force-dynamic";

export function GET(request: Request): Promise<Response> {
  return getLivePage(request);
}
