import { HOST_REFUSAL, requestHostAllowed } from "./hosts";
import { header, problem, trustProxy, type Env, type HeaderSource } from "./http";

/**
 * Cross-site request forgery: a state-changing request must come from a page of this server. The
 * browser's Origin header (or, failing that, the Referer) must name the host the request was sent
 * to. Session cookies are SameSite=Lax as well; this check is the second lock.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function hostsOf(headers: HeaderSource, env: Env): Set<string> {
  const hosts = new Set<string>();
  const host = header(headers, "host")?.trim().toLowerCase();
  if (host) hosts.add(host);
  if (trustProxy(env)) {
    const forwarded = header(headers, "x-forwarded-host")?.split(",")[0]?.trim().toLowerCase();
    if (forwarded) hosts.add(forwarded);
  }
  for (const extra of (env.ALLOWED_ORIGINS ?? "").split(",")) {
    const trimmed = extra.trim();
    if (!trimmed) continue;
    try {
      hosts.add(new URL(trimmed).host.toLowerCase());
    } catch {
      // A malformed entry allows nothing.
    }
  }
  return hosts;
}

function originHost(value: string | undefined): string | null {
  if (!value || value === "null") return null;
  try {
    return new URL(value).host.toLowerCase();
  } catch {
    return null;
  }
}

/** The host a browser says the request came from: Origin, else the Referer's origin. */
export function requestOriginHost(headers: HeaderSource): string | null {
  return originHost(header(headers, "origin")) ?? originHost(header(headers, "referer"));
}

/** True when the headers' Origin (or Referer) is this server. `missing` decides a request without either. */
export function sameOrigin(headers: HeaderSource, options: { missing: "allow" | "refuse" }, env: Env = process.env): boolean {
  const from = requestOriginHost(headers);
  const hasOriginHeader = header(headers, "origin") !== undefined || header(headers, "referer") !== undefined;
  if (from === null) return !hasOriginHeader && options.missing === "allow";
  return hostsOf(headers, env).has(from);
}

/**
 * For route handlers: null when the request may go on, else a 403 answer. Reads (GET, HEAD,
 * OPTIONS) pass; anything else needs a Host this server answers to (hosts.ts: against DNS
 * rebinding, where Origin and Host agree on the attacker's name) and an Origin or Referer naming it.
 */
export function checkOrigin(request: Request, env: Env = process.env): Response | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  if (!requestHostAllowed(request.headers, env)) return problem(403, "BAD_HOST", HOST_REFUSAL);
  if (sameOrigin(request.headers, { missing: "refuse" }, env)) return null;
  return problem(403, "BAD_ORIGIN", "This request did not come from a page of this server, so it was refused.");
}
