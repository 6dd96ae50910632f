/**
 * The benchmark's socket authenticator: the role named in the handshake (`auth: { role }`), every
 * table allowed. Only for servers the benchmark starts on a loopback address; the real server
 * authenticates by session or display cookie (lib/server/auth/socket-auth.ts), which costs a
 * database read per connection and nothing per message, so the figures per command are the same.
 */
import type { Socket } from "socket.io";
import type { SocketPrincipal } from "@/lib/server/gateway/socket-gateway";

const ROLES = new Set(["dealer", "display", "supervisor"]);
let n = 0;

export async function benchAuthenticate(socket: Pick<Socket, "handshake">): Promise<SocketPrincipal | null> {
  const role = (socket.handshake.auth as { role?: unknown } | undefined)?.role;
  if (typeof role !== "string" || !ROLES.has(role)) return null;
  return { id: `bench-${role}-${++n}`, role: role as SocketPrincipal["role"], tables: "*" };
}
