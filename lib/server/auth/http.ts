import type { IncomingHttpHeaders } from "node:http";

/**
 * Small HTTP pieces shared by the route handlers and the socket authenticator: header access for
 * both fetch `Headers` and Node's header objects, cookies, the client's address, and JSON answers
 * that reveal nothing of the server's internals.
 */
export type HeaderSource = Headers | IncomingHttpHeaders;

/** Environment variables (process.env, or a plain object in tests). */
export type Env = Readonly<Record<string, string | undefined>>;

export function header(source: HeaderSource, name: string): string | undefined {
  if (typeof (source as Headers).get === "function") return (source as Headers).get(name) ?? undefined;
  const value = (source as IncomingHttpHeaders)[name.toLowerCase()];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** A reverse proxy that terminates TLS is in front (TRUST_PROXY=true): trust its X-Forwarded-* headers. */
export function trustProxy(env: Env = process.env): boolean {
  return env.TRUST_PROXY === "true";
}

/**
 * Did this request reach us over https? True for an https URL, for X-Forwarded-Proto: https (set
 * by a TLS proxy; a client that forges it only makes its own cookie Secure), and always when
 * TRUST_PROXY says TLS is terminated in front. Plain http on localhost stays usable.
 */
export function isSecureRequest(headers: HeaderSource, url?: string, env: Env = process.env): boolean {
  if (trustProxy(env)) return true;
  if (url?.startsWith("https:")) return true;
  const proto = header(headers, "x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  return proto === "https";
}

// ------------------------------------------------------------------------------------------------
// Cookies

export const SESSION_COOKIE = "cr_session";
export const DISPLAY_COOKIE = "cr_display";

/** On https the `__Host-` prefix pins the cookie to this host, path / and Secure. */
export function cookieName(base: string, secure: boolean): string {
  return secure ? `__Host-${base}` : base;
}

export function parseCookies(cookieHeader: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  if (!cookieHeader) return out;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!name || out.has(name)) continue;
    try {
      out.set(name, decodeURIComponent(value));
    } catch {
      out.set(name, value);
    }
  }
  return out;
}

/** The value of a credential cookie: the `__Host-` one first; the plain one only on plain http. */
export function readCredentialCookie(headers: HeaderSource, base: string, url?: string): string | undefined {
  const cookies = parseCookies(header(headers, "cookie"));
  const hosted = cookies.get(`__Host-${base}`);
  if (hosted) return hosted;
  return isSecureRequest(headers, url) ? undefined : cookies.get(base);
}

export interface CookieOptions {
  maxAgeSeconds: number;
  secure: boolean;
  sameSite: "Lax" | "Strict";
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`, "HttpOnly", `SameSite=${options.sameSite}`];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** Set-Cookie lines that remove a credential cookie under both of its names. */
export function clearCookies(base: string, secure: boolean): string[] {
  const lines = [serializeCookie(base, "", { maxAgeSeconds: 0, secure: false, sameSite: "Lax" })];
  if (secure) lines.push(serializeCookie(`__Host-${base}`, "", { maxAgeSeconds: 0, secure: true, sameSite: "Lax" }));
  return lines;
}

// ------------------------------------------------------------------------------------------------
// The client's address

/**
 * Route handlers cannot see the TCP peer, so the custom server stamps it into this header on every
 * request (see `stampClientAddress`), replacing whatever a client sent under that name.
 */
export const CLIENT_ADDRESS_HEADER = "x-cardroom-client-address";

/** Who is on the other end: the TCP peer, or behind a trusted proxy the address the proxy saw. */
export function peerAddress(remoteAddress: string | undefined, headers: HeaderSource, env: Env = process.env): string {
  let address = remoteAddress ?? "";
  if (trustProxy(env)) {
    // The proxy appends the address it saw: the right-most entry is the one a client cannot forge.
    const forwarded = header(headers, "x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
    const last = forwarded?.[forwarded.length - 1];
    if (last) address = last;
  }
  return address.replace(/^::ffff:/, "").slice(0, 64);
}

/** For the custom server's request handler: record who is really on the other end. */
export function stampClientAddress(req: { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } }, env: Env = process.env): void {
  req.headers[CLIENT_ADDRESS_HEADER] = peerAddress(req.socket.remoteAddress, req.headers, env);
}

/** True for an address of this machine's loopback interface (127.0.0.0/8, ::1). */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/i, "");
  return plain === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

export function clientAddress(headers: HeaderSource): string | null {
  const value = header(headers, CLIENT_ADDRESS_HEADER)?.trim();
  return value ? value.slice(0, 64) : null;
}

// ------------------------------------------------------------------------------------------------
// Answers

export const NO_STORE = { "cache-control": "no-store" } as const;

export function json(status: number, body: unknown, extra?: HeadersInit): Response {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", ...NO_STORE });
  if (extra) new Headers(extra).forEach((value, key) => headers.append(key, value));
  return new Response(JSON.stringify(body), { status, headers });
}

/** A refusal: a stable code and plain words, nothing about the server's inner workings. */
export function problem(status: number, code: string, message: string, extra?: HeadersInit): Response {
  return json(status, { ok: false, code, message }, extra);
}

export const GENERIC_FAILURE = "Something went wrong on the server. Nothing was changed; try again.";

/** Runs a handler; an unexpected error is logged here and answered with a generic 500. */
export async function guarded(name: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    console.error(`[auth] ${name} failed: ${(error as Error)?.stack ?? String(error)}`);
    return problem(500, "INTERNAL", GENERIC_FAILURE);
  }
}

/**
 * Reads a JSON body of at most `limit` bytes; null when it is missing, too large or not JSON. The
 * body is read as it streams and dropped as soon as it passes the limit, so a long body costs no
 * more than `limit` bytes of memory (the custom server caps every body as well: body-limit.ts).
 */
export async function readJson(request: Request, limit = 16_384): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > limit) {
        await reader.cancel().catch(() => {});
        return null;
      }
      chunks.push(value);
    }
  } catch {
    return null;
  }
  const whole = new Uint8Array(bytes);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.byteLength;
  }
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(whole)) as unknown;
  } catch {
    return null;
  }
}
