/**
 * The address the players' phones reach the server at, for the QR codes: PUBLIC_URL when the room
 * set one (a public name in front of the server), else the address the page was asked for (the
 * floor's screen and the board are on the room's network, as the players' phones on its Wi-Fi).
 */
import { header, trustProxy } from "@/lib/server/auth/http";

export function publicOrigin(request: Request, env: Readonly<Record<string, string | undefined>> = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // A malformed PUBLIC_URL is refused at start (config.ts); here the request's own address serves.
    }
  }
  const url = new URL(request.url);
  const forwardedHost = trustProxy(env) ? header(request.headers, "x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  const forwardedProto = trustProxy(env) ? "https" : undefined;
  const host = forwardedHost || request.headers.get("host") || url.host;
  return `${forwardedProto ?? url.protocol.replace(":", "")}://${host}`;
}
