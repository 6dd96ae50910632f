/** The soak's socket.io clients: a table socket signed in by a cookie, and a table subscription. */
import { io as connectClient, type Socket } from "socket.io-client";
import { connected } from "./resend";

export function socketTo(port: number, cookie: string, role: string): Promise<Socket> {
  const socket = connectClient(`http://127.0.0.1:${port}/tables`, {
    auth: { role, ...(role === "display" ? { as: "display" } : {}) },
    extraHeaders: { cookie },
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
  });
  return connected(socket);
}

export type Subscribed = { ok: boolean; version: number; view: unknown; code?: string };

/** The table's view and version, or null when no answer comes (the server went). */
export function subscribe(socket: Socket, tableId: string): Promise<Subscribed | null> {
  return (socket.timeout(10_000).emitWithAck("table:subscribe", { tableId }) as Promise<Subscribed>).catch(() => null);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
