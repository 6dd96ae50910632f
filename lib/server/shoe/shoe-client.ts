/**
 * The shoe's end of the protocol (docs/shoe.md), as the simulated shoe (scripts/shoe.ts) and the
 * tests use it: redeem a pairing code for the shoe's credential, connect with it, and send each card
 * with its own id until a definite answer comes, the same id every time, so a card whose answer was
 * lost is never dealt twice.
 */
import { io, type Socket } from "socket.io-client";
import type { ShoeCardAck, ShoeHelloAck, ShoeStatusAck } from "@/lib/contract/shoe";
import { connected } from "@/lib/soak/resend";

export interface ShoePairing {
  readonly credential: string;
  readonly tableId: string;
  readonly label: string;
}

/** A one-time pairing code (made on /pair/manage for a card-reading shoe) exchanged for the shoe's credential. */
export async function pairShoe(url: string, code: string): Promise<ShoePairing> {
  const response = await fetch(new URL("/api/displays/pair", url), {
    method: "POST",
    // The pairing route takes requests from the server's own origin only (lib/server/auth/origin.ts).
    headers: { "content-type": "application/json", origin: new URL(url).origin },
    body: JSON.stringify({ code, device: "shoe" }),
  });
  const body = (await response.json().catch(() => null)) as { ok?: boolean; credential?: string; tableId?: string; label?: string; message?: string } | null;
  if (!response.ok || !body?.ok || !body.credential || !body.tableId) throw new Error(body?.message ?? `Pairing failed (HTTP ${response.status}).`);
  return { credential: body.credential, tableId: body.tableId, label: body.label ?? "" };
}

/** The shoe's socket, connected (rejects when the credential is refused or the server cannot be reached). */
export function connectShoe(url: string, credential: string): Promise<Socket> {
  const socket = io(new URL("/tables", url).toString(), { auth: { as: "shoe", credential }, transports: ["websocket"], reconnectionDelay: 300, reconnectionDelayMax: 3000 });
  return connected(socket);
}

export function hello(socket: Socket, waitMs = 5000): Promise<ShoeHelloAck> {
  return socket.timeout(waitMs).emitWithAck("shoe:hello", {}) as Promise<ShoeHelloAck>;
}

export function status(socket: Socket, waitMs = 5000): Promise<ShoeStatusAck> {
  return socket.timeout(waitMs).emitWithAck("shoe:status", {}) as Promise<ShoeStatusAck>;
}

/**
 * One card to the table: asked again with the same id while there is no answer (a lost message, a
 * reconnect) or the table cannot answer yet (`retry`), up to `tries` times; the table's answer otherwise.
 */
export async function sendCard(socket: Socket, id: string, card: string, options: { waitMs?: number; retryMs?: number; tries?: number } = {}): Promise<ShoeCardAck> {
  const { waitMs = 5000, retryMs = 500, tries = 20 } = options;
  let last: ShoeCardAck = { ok: false, code: "NO_ANSWER", message: "The table server did not answer.", card, retry: true };
  for (let attempt = 0; attempt < tries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, retryMs));
    try {
      last = (await socket.timeout(waitMs).emitWithAck("shoe:card", { id, card })) as ShoeCardAck;
    } catch {
      continue; // no answer in time: the same id again
    }
    if (last.ok || !last.retry) return last;
  }
  return last;
}
