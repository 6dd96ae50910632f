// socket.io's browser client for the phone page (the server's own version), cached by its version.
import { getSocketIoScript } from "@/lib/server/live/live-routes";

export const dynamic = "force-dynamic";

export function GET(request: Request): Response {
  return getSocketIoScript(request);
}
