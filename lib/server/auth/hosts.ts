import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import net from "node:net";
import os from "node:os";
import { header, trustProxy, type Env, type HeaderSource } from "./http";

/**
 * The host names this server answers to, against DNS rebinding: a page at evil.example whose name
 * the attacker makes resolve to the room's server sends `Host: evil.example` with a matching Origin,
 * so the Origin check alone (origin.ts) would pass it. State-changing requests and socket
 * connections are accepted only for:
 *
 * - loopback names (`localhost`, `*.localhost`) and the machine's own name (`os.hostname()`, its
 *   first label, and `<name>.local`);
 * - any IP address: rebinding needs a name that resolves to us, an address cannot be re-pointed;
 * - the names in `ALLOWED_HOSTS` (comma-separated), for a DNS name the room's devices use.
 *
 * Behind a trusted proxy (TRUST_PROXY=true) the name checked is the proxy's X-Forwarded-Host when
 * it sends one. Reads (GET, HEAD, OPTIONS) are not checked: they change nothing and carry no
 * cookie of ours to another name.
 */
export const HOST_REFUSAL = "This server does not answer to that name. Use its address or a name listed in ALLOWED_HOSTS.";

/** The host part of a Host header: lower-case, without the port, brackets or a final dot. */
export function hostName(value: string): string {
  let host = value.trim().toLowerCase();
  if (host.startsWith("[")) host = host.slice(1, host.indexOf("]") >= 0 ? host.indexOf("]") : undefined);
  else if (host.indexOf(":") === host.lastIndexOf(":")) host = host.replace(/:\d*$/, "");
  return host.replace(/\.$/, "");
}

function ownNames(): Set<string> {
  const full = os.hostname().toLowerCase().replace(/\.$/, "");
  const first = full.split(".")[0]!;
  return new Set([full, first, `${first}.local`]);
}

function configured(env: Env): Set<string> {
  return new Set(
    (env.ALLOWED_HOSTS ?? "")
      .split(",")
      .map((h) => hostName(h))
      .filter(Boolean),
  );
}

/** True when this server answers to the name in this Host header. */
export function hostAllowed(value: string | undefined, env: Env = process.env): boolean {
  if (!value) return false;
  const host = hostName(value);
  if (!host) return false;
  if (net.isIP(host) !== 0) return true;
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  return ownNames().has(host) || configured(env).has(host);
}

/** The Host a request was sent to: behind a trusted proxy, the name the browser used (X-Forwarded-Host). */
export function requestHost(headers: HeaderSource, env: Env = process.env): string | undefined {
  if (trustProxy(env)) {
    const forwarded = header(headers, "x-forwarded-host")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return header(headers, "host");
}

export function requestHostAllowed(headers: HeaderSource, env: Env = process.env): boolean {
  return hostAllowed(requestHost(headers, env), env);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * For the custom server, before any route: a state-changing request for a name this server does not
 * answer to is refused (403 BAD_HOST). Returns false when it was.
 */
export function admitHost(req: IncomingMessage, res: ServerResponse, env: Env = process.env): boolean {
  if (SAFE_METHODS.has((req.method ?? "GET").toUpperCase())) return true;
  if (requestHostAllowed(req.headers, env)) return true;
  res.writeHead(403, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", connection: "close" });
  res.end(JSON.stringify({ ok: false, code: "BAD_HOST", message: HOST_REFUSAL }));
  req.resume();
  return false;
}

/**
 * For socket.io (a namespace middleware, before authentication): a connection for another name is
 * refused with the reason in `err.data`. `refused` hears each refusal (the floor's count).
 */
export function socketHostGuard(refused: (host: string, address: string | null) => void = () => {}, env: Env = process.env) {
  return (socket: { handshake: { headers: IncomingHttpHeaders; address?: string } }, next: (err?: Error) => void): void => {
    if (requestHostAllowed(socket.handshake.headers, env)) return next();
    const host = requestHost(socket.handshake.headers, env) ?? "";
    refused(hostName(host).slice(0, 100), socket.handshake.address ?? null);
    next(Object.assign(new Error("BAD_HOST"), { data: { code: "BAD_HOST", message: HOST_REFUSAL } }));
  };
}
