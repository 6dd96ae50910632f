// The phone page's own script (components/live/live-client.ts), cached by its version.
import { getLiveClientScript } from "@/lib/server/live/live-routes";

export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  return getLiveClientScript(request);
}
