import type { Socket } from "socket.io";
import { isLoopbackAddress, peerAddress, type Env } from "./http";

/**
 * How many sockets may be open at once, so that one credential or one device cannot hold thousands
 * (one dealer session once opened 2,000, each costing memory and a share of every broadcast):
 *
 * - per staff session: 10. A tablet or dashboard page holds one; a few tabs and a reload's
 *   overlap (the old socket lingers until its ping times out) stay well below.
 * - per paired display: 3. A wall shows one page; a reload or a second window fits.
 * - per client address: SOCKETS_PER_ADDRESS (200 by default), whatever the credentials: a room
 *   whose devices share one address (NAT) stays below it; one address opening many sessions does
 *   not. Loopback is not capped: it is the machine itself (the benchmark, a local proxy without
 *   TRUST_PROXY, which would otherwise put every device under one count).
 *
 * Counted per node, after authentication (a refused handshake holds nothing). A refusal is answered
 * with `err.message` TOO_MANY_SOCKETS and the reason in plain words in `err.data.message`, and
 * reported to `refused` (the floor's alerts, through app-server.ts).
 */
export const SOCKETS_PER_SESSION = 10;
export const SOCKETS_PER_DISPLAY = 3;

export type SocketRefusalReason = "session" | "display" | "address" | "host";

export interface SocketRefusal {
  readonly reason: SocketRefusalReason;
  /** What was counted (a session, a display, an address, a host name); for grouping, never shown. */
  readonly key: string;
  /** Who, in plain words: "dealer1's sign-in", "wall display Table 3", "address 10.0.0.5". */
  readonly who: string;
  readonly address: string | null;
  readonly limit: number | null;
}

interface Count {
  readonly reason: Exclude<SocketRefusalReason, "host">;
  readonly key: string;
  readonly who: string;
  readonly limit: number;
}

const MESSAGES: Record<Count["reason"], (limit: number) => string> = {
  session: (n) => `This sign-in already has ${n} connections open (other tabs or devices). Close one, then reload this page.`,
  display: (n) => `This wall display already has ${n} connections open. Close the other windows showing it, then reload.`,
  address: (n) => `This device's network address already has ${n} connections open. Close some, or ask the admin about SOCKETS_PER_ADDRESS.`,
};

type Principal = Partial<{ kind: string; sessionId: string; username: string; displayId: string; label: string }>;

export class SocketLimits {
  private readonly open = new Map<string, number>();

  constructor(
    private readonly limits: { readonly perSession: number; readonly perDisplay: number; readonly perAddress: number },
    private readonly refused: (refusal: SocketRefusal) => void = () => {},
    private readonly env: Env = process.env,
  ) {}

  private countsOf(socket: Pick<Socket, "data" | "handshake">): { counts: Count[]; address: string } {
    const p = (socket.data?.principal ?? {}) as Principal;
    const counts: Count[] = [];
    if ((p.kind === "staff" || p.kind === "staff-preview") && p.sessionId) counts.push({ reason: "session", key: `session:${p.sessionId}`, who: `${p.username ?? "a staff member"}'s sign-in`, limit: this.limits.perSession });
    if (p.kind === "display" && p.displayId) counts.push({ reason: "display", key: `display:${p.displayId}`, who: `wall display ${p.label ?? p.displayId}`, limit: this.limits.perDisplay });
    const address = peerAddress(socket.handshake.address, socket.handshake.headers, this.env);
    if (address && !isLoopbackAddress(address)) counts.push({ reason: "address", key: `address:${address}`, who: `address ${address}`, limit: this.limits.perAddress });
    return { counts, address };
  }

  /** socket.io namespace middleware, registered after the one that authenticates. */
  readonly admit = (socket: Socket, next: (err?: Error) => void): void => {
    const { counts, address } = this.countsOf(socket);
    const full = counts.find((c) => (this.open.get(c.key) ?? 0) >= c.limit);
    if (full) {
      this.refused({ reason: full.reason, key: full.key, who: full.who, address: address || null, limit: full.limit });
      const message = MESSAGES[full.reason](full.limit);
      return next(Object.assign(new Error("TOO_MANY_SOCKETS"), { data: { code: "TOO_MANY_SOCKETS", message } }));
    }
    for (const c of counts) this.open.set(c.key, (this.open.get(c.key) ?? 0) + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      for (const c of counts) {
        const left = (this.open.get(c.key) ?? 1) - 1;
        if (left > 0) this.open.set(c.key, left);
        else this.open.delete(c.key);
      }
    };
    // A socket that never finishes connecting emits no "disconnect": its transport's close covers it.
    socket.once("disconnect", release);
    socket.conn.once("close", release);
    next();
  };

  /** Sockets counted against a key now (tests, diagnostics). */
  openCount(key: string): number {
    return this.open.get(key) ?? 0;
  }
}

/** The floor's words for a burst of refusals. */
export function describeSocketRefusal(refusal: SocketRefusal, refused: number): string {
  const times = refused === 1 ? "1 connection" : `${refused} connections`;
  if (refusal.reason === "host") return `Connections refused: ${refusal.who} tried to connect${refusal.address ? ` from ${refusal.address}` : ""} (${times}). Not a name of this server: a hostile page (DNS rebinding), or a name to add to ALLOWED_HOSTS.`;
  return `Connections refused: ${refusal.who} tried to open more than ${refusal.limit} at once${refusal.reason !== "address" && refusal.address ? ` (from ${refusal.address})` : ""} (${times} refused).`;
}
