import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Socket } from "socket.io";
import { DISPLAY_COOKIE, SESSION_COOKIE, isLoopbackAddress, peerAddress, readCredentialCookie, type Env } from "./http";

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
 * Counted per node in two steps (issue 31). Before authentication (`gate`), in memory and before any
 * database work: per credential cookie (SOCKETS_PER_SESSION) and per address, the sockets open plus
 * the handshakes being authenticated, and a rate of new handshakes per cookie and per address
 * (HANDSHAKE_RATE); so a flood of handshakes with one cookie, or from one address, is refused without
 * a session lookup, and other devices keep connecting. After authentication (`admit`): per session
 * and per display. A socket holds its slots from the gate until it ends, whichever way it ends (its
 * transport closed mid-authentication, refused, disconnected): a dropped handshake holds nothing.
 * A refusal is answered with `err.message` TOO_MANY_SOCKETS and the reason in plain words in
 * `err.data.message`, and reported to `refused` (the floor's alerts, through app-server.ts).
 */
export const SOCKETS_PER_SESSION = 10;
export const SOCKETS_PER_DISPLAY = 3;

export type SocketRefusalReason = "session" | "display" | "shoe" | "address" | "cookie" | "host";

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
  shoe: (n) => `This card-reading shoe already has ${n} connections open. Stop its other connections, then connect again.`,
  address: (n) => `This device's network address already has ${n} connections open. Close some, or ask the admin about SOCKETS_PER_ADDRESS.`,
  cookie: (n) => `This sign-in already has ${n} connections open or opening (other tabs or devices). Close one, then reload this page.`,
};
const RATE_MESSAGE = "This device is opening connections faster than the server lets one device do. Wait a few seconds, then reload this page.";

type Principal = Partial<{ kind: string; sessionId: string; username: string; displayId: string; shoeId: string; label: string }>;

/** Handshakes one cookie or one address may start, as a bucket: so many at once, then so many a second. */
export const HANDSHAKE_RATE = {
  perCookie: { burst: 30, perSecond: 5 },
  perAddress: { burst: 300, perSecond: 30 },
} as const;

/** What a socket holds: released once, on whichever path comes first. */
interface Hold {
  readonly keys: readonly string[];
  released: boolean;
}

type Gated = Pick<Socket, "data" | "handshake" | "conn"> & Partial<Pick<Socket, "once" | "connected">>;

const HOLD = Symbol("socket-limits.hold");
/** Set on an engine.io handshake request whose rate `allowRequest` already took. */
const RATE_TAKEN = Symbol("socket-limits.rate-taken");
type WithHold = { [HOLD]?: Hold };

class Bucket {
  private tokens: number;
  private at: number;
  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }
  refill(now: number): number {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
    return this.tokens;
  }
  take(): void {
    this.tokens -= 1;
  }
  full(now: number): boolean {
    return this.refill(now) >= this.burst;
  }
}

/** A short, one-way name for a credential cookie's value: the count never keeps the credential itself. */
function cookieKey(value: string): string {
  return `cookie:${createHash("sha256").update(value).digest("base64url").slice(0, 22)}`;
}

export class SocketLimits {
  /** Sockets that hold a slot: being authenticated (pending) or connected. */
  private readonly open = new Map<string, number>();
  private readonly buckets = new Map<string, Bucket>();
  /** Whose a counted cookie is, once one of its sockets authenticated: the refusals then name them. */
  private readonly owners = new Map<string, Count>();
  private sweeper: NodeJS.Timeout | undefined;
  /** Handshakes refused by `gate`, before any database work (tests, diagnostics). */
  gateRefusals = 0;

  constructor(
    private readonly limits: { readonly perSession: number; readonly perDisplay: number; readonly perAddress: number },
    private readonly refused: (refusal: SocketRefusal) => void = () => {},
    private readonly env: Env = process.env,
    private readonly clock: () => number = Date.now,
  ) {}

  private addressOf(socket: Pick<Socket, "handshake">): string {
    return peerAddress(socket.handshake.address, socket.handshake.headers, this.env);
  }

  private countsOf(socket: Pick<Socket, "data" | "handshake">): { counts: Count[]; address: string } {
    const p = (socket.data?.principal ?? {}) as Principal;
    const counts: Count[] = [];
    if ((p.kind === "staff" || p.kind === "staff-preview") && p.sessionId) counts.push({ reason: "session", key: `session:${p.sessionId}`, who: `${p.username ?? "a staff member"}'s sign-in`, limit: this.limits.perSession });
    if (p.kind === "display" && p.displayId) counts.push({ reason: "display", key: `display:${p.displayId}`, who: `wall display ${p.label ?? p.displayId}`, limit: this.limits.perDisplay });
    // A card-reading shoe is a paired device too, with the same cap (it holds one connection; a reconnect's overlap fits).
    if (p.kind === "shoe" && p.shoeId) counts.push({ reason: "shoe", key: `shoe:${p.shoeId}`, who: `card-reading shoe ${p.label ?? p.shoeId}`, limit: this.limits.perDisplay });
    return { counts, address: this.addressOf(socket) };
  }

  /** The counts taken before authentication: each credential cookie, and the address. */
  private gateCountsOf(socket: Pick<Socket, "handshake">, address: string): Count[] {
    const counts: Count[] = [];
    const secure = socket.handshake.secure ? "https:" : undefined;
    for (const base of [SESSION_COOKIE, DISPLAY_COOKIE]) {
      const value = readCredentialCookie(socket.handshake.headers, base, secure);
      if (value) counts.push({ reason: "cookie", key: cookieKey(value), who: "one sign-in's cookie", limit: this.limits.perSession });
    }
    if (address && !isLoopbackAddress(address)) counts.push({ reason: "address", key: `address:${address}`, who: `address ${address}`, limit: this.limits.perAddress });
    return counts;
  }

  /** Reports a refusal under whose it is: a cookie's refusals name its sign-in or display once known. */
  private report(reason: Count["reason"], full: { key: string; who: string; limit: number | null }, address: string): void {
    const owner = this.owners.get(full.key);
    this.refused({ reason: owner?.reason ?? reason, key: full.key, who: owner?.who ?? full.who, address: address || null, limit: full.limit });
  }

  private refuse(reason: Count["reason"] | "rate", full: { key: string; who: string; limit: number | null }, address: string, next: (err?: Error) => void): void {
    const shown: Count["reason"] = reason === "rate" ? (full.key.startsWith("address:") ? "address" : "cookie") : reason;
    this.report(shown, full, address);
    const message = reason === "rate" ? RATE_MESSAGE : MESSAGES[this.owners.get(full.key)?.reason ?? shown](full.limit ?? 0);
    next(Object.assign(new Error("TOO_MANY_SOCKETS"), { data: { code: "TOO_MANY_SOCKETS", message } }));
  }

  private hold(socket: Gated, keys: readonly string[]): void {
    const own = socket as unknown as WithHold;
    const hold: Hold = own[HOLD] ?? { keys: [], released: false };
    const added = keys.filter((k) => !hold.keys.includes(k));
    for (const k of added) this.open.set(k, (this.open.get(k) ?? 0) + 1);
    (hold.keys as string[]).push(...added);
    if (own[HOLD]) return;
    own[HOLD] = hold;
    const release = () => this.release(socket);
    // Every way a socket ends: its transport closes (a handshake dropped mid-authentication, a tab
    // closed), or the namespace disconnects it (sign-out, revocation). A refusal releases at once.
    socket.conn.once("close", release);
    socket.once?.("disconnect", release);
  }

  private release(socket: Gated): void {
    const hold = (socket as unknown as WithHold)[HOLD];
    if (!hold || hold.released) return;
    hold.released = true;
    for (const k of hold.keys) {
      const left = (this.open.get(k) ?? 1) - 1;
      if (left > 0) this.open.set(k, left);
      else {
        this.open.delete(k);
        this.owners.delete(k);
      }
    }
  }

  private bucket(key: string, rate: { burst: number; perSecond: number }, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = new Bucket(rate.burst, rate.perSecond, now);
      this.buckets.set(key, bucket);
      // Full buckets are forgotten now and then, so a stream of addresses or cookies costs no memory.
      this.sweeper ??= setInterval(() => {
        const at = this.clock();
        for (const [k, b] of this.buckets) if (b.full(at)) this.buckets.delete(k);
        if (this.buckets.size === 0) {
          clearInterval(this.sweeper);
          this.sweeper = undefined;
        }
      }, 10_000).unref();
    }
    return bucket;
  }

  /** Takes one handshake from each count's rate, or none when one of them is spent. */
  private takeRate(counts: readonly Count[]): boolean {
    const now = this.clock();
    const buckets = counts.map((c) => this.bucket(`rate:${c.key}`, c.reason === "address" ? HANDSHAKE_RATE.perAddress : HANDSHAKE_RATE.perCookie, now));
    if (buckets.some((b) => b.refill(now) < 1)) return false;
    for (const b of buckets) b.take();
    return true;
  }

  /**
   * engine.io's `allowRequest`, before the WebSocket is even set up: a new connection whose cookie or
   * address has spent its rate of handshakes is answered 403 at once. It only looks (the tokens are
   * taken by `gate`); so a flood of thousands costs an HTTP answer each, not a WebSocket, an
   * engine.io session and a namespace handshake. An honest client refused here retries by itself
   * (socket.io-client reconnects after a transport error), unlike one refused by a middleware.
   */
  readonly allowRequest = (req: IncomingMessage, callback: (err: string | null | undefined, success: boolean) => void): void => {
    const address = peerAddress(req.socket.remoteAddress, req.headers, this.env);
    const counts = this.gateCountsOf({ handshake: { headers: req.headers, secure: false } as Socket["handshake"] }, address);
    // Only a flood is refused here (its rate spent): a cap reached is refused by `gate`, which can
    // say why in words (an engine.io refusal reaches the page as a bare transport error). The token
    // is taken here, where a burst arrives, not later in `gate`: thousands of connections can pass
    // this point before the first of them reaches the namespace.
    if (this.takeRate(counts)) {
      (req as unknown as { [RATE_TAKEN]?: boolean })[RATE_TAKEN] = true;
      return callback(null, true);
    }
    this.gateRefusals += 1;
    const empty = counts.find((c) => (this.buckets.get(`rate:${c.key}`)?.refill(this.clock()) ?? Infinity) < 1) ?? counts[0]!;
    this.report(empty.reason, { ...empty, limit: null }, address);
    callback("TOO_MANY_SOCKETS", false);
  };

  /**
   * socket.io namespace middleware, registered BEFORE the one that authenticates: a handshake is
   * counted against its credential cookies and its address (sockets open plus handshakes being
   * authenticated) and against a rate per cookie and per address, and refused here, in memory,
   * before the session lookup and the assignment query. One cookie opening thousands of sockets
   * then costs the database nothing beyond its first few.
   */
  readonly gate = (socket: Socket, next: (err?: Error) => void): void => {
    const address = this.addressOf(socket);
    if (socket.conn.readyState !== "open") return next(new Error("CLOSED"));
    const counts = this.gateCountsOf(socket, address);
    // Every handshake takes from its rate, admitted or not (in `allowRequest` when it came through
    // engine.io's handshake): a flood empties the bucket within its first few dozen, and the rest are
    // refused by `allowRequest` before they cost a WebSocket.
    // Once per engine.io handshake: a second namespace handshake over the same connection takes its own.
    const request = socket.conn.request as unknown as { [RATE_TAKEN]?: boolean } | undefined;
    const taken = request?.[RATE_TAKEN] === true;
    if (request) delete request[RATE_TAKEN];
    if (!taken && !this.takeRate(counts)) {
      this.gateRefusals += 1;
      const empty = counts.find((c) => (this.buckets.get(`rate:${c.key}`)?.refill(this.clock()) ?? Infinity) < 1) ?? counts[0]!;
      return this.refuse("rate", { ...empty, limit: null }, address, next);
    }
    const full = counts.find((c) => (this.open.get(c.key) ?? 0) >= c.limit);
    if (full) {
      this.gateRefusals += 1;
      return this.refuse(full.reason, full, address, next);
    }
    this.hold(socket, counts.map((c) => c.key));
    next();
  };

  /**
   * socket.io namespace middleware, registered LAST, right after the one that authenticates: at most
   * so many sockets per session and per display. Only a socket whose transport is still open is
   * counted (one dropped while it was authenticated has already fired its close, and would hold its
   * slot for good); one that does not end up connected gives its slots back.
   */
  readonly admit = (socket: Socket, next: (err?: Error) => void): void => {
    if (socket.conn.readyState !== "open") {
      this.release(socket);
      return next(new Error("CLOSED"));
    }
    const { counts, address } = this.countsOf(socket);
    const full = counts.find((c) => (this.open.get(c.key) ?? 0) >= c.limit);
    if (full) {
      this.release(socket);
      return this.refuse(full.reason, full, address, next);
    }
    this.hold(socket, counts.map((c) => c.key));
    const owner = counts[0];
    if (owner) for (const key of (socket as unknown as WithHold)[HOLD]?.keys ?? []) if (key.startsWith("cookie:")) this.owners.set(key, { ...owner, key });
    next();
    // socket.io connects an admitted socket on the next tick, or drops it if its transport closed
    // meanwhile (without a "disconnect"); by the next turn of the event loop it is one or the other.
    setImmediate(() => {
      if (!socket.connected) this.release(socket);
    });
  };

  /**
   * The authenticator, wrapped so that a handshake it refuses gives back the slots `gate` took
   * (socket.io emits nothing for a socket refused by a middleware while its transport stays open).
   */
  authenticated<S extends Socket, P>(authenticate: (socket: S) => Promise<P | null>): (socket: S) => Promise<P | null> {
    return async (socket) => {
      let principal: P | null = null;
      try {
        principal = await authenticate(socket);
        return principal;
      } finally {
        if (!principal) this.release(socket);
      }
    };
  }

  /** Sockets counted against a key now (tests, diagnostics). */
  openCount(key: string): number {
    return this.open.get(key) ?? 0;
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = undefined;
  }
}

/** The floor's words for a burst of refusals. */
export function describeSocketRefusal(refusal: SocketRefusal, refused: number): string {
  const times = refused === 1 ? "1 connection" : `${refused} connections`;
  if (refusal.reason === "host") return `Connections refused: ${refusal.who} tried to connect${refusal.address ? ` from ${refusal.address}` : ""} (${times}). Not a name of this server: a hostile page (DNS rebinding), or a name to add to ALLOWED_HOSTS.`;
  if (refusal.limit === null) return `Connections refused: ${refusal.who} tried to open connections faster than one device may${refusal.reason !== "address" && refusal.address ? ` (from ${refusal.address})` : ""} (${times} refused).`;
  return `Connections refused: ${refusal.who} tried to open more than ${refusal.limit} at once${refusal.reason !== "address" && refusal.address ? ` (from ${refusal.address})` : ""} (${times} refused).`;
}
