/**
 * Security headers for every answer, as the list next.config.ts `headers()` takes and the custom
 * server applies (so socket.io's polling answers and /healthz carry them too).
 *
 * The Content-Security-Policy allows only this origin for scripts, styles, images, fonts and
 * connections (socket.io included: 'self' covers ws:/wss: to the same host). Next.js App Router
 * pages carry inline scripts (the flight data `self.__next_f.push(...)`) and React and Tailwind
 * set inline styles; without per-request nonces these need 'unsafe-inline'. Nonces would force
 * every page to render dynamically through a proxy.ts and are listed as a follow-up in
 * docs/security.md. With 'unsafe-inline' the CSP still blocks every foreign script, style, frame,
 * plugin, form target and connection, and the remaining XSS risk is kept small by React's escaping
 * (no dangerouslySetInnerHTML with user data) and http-only credential cookies that script cannot
 * read. Development adds 'unsafe-eval' (React's dev tooling needs it).
 */
export interface SecurityHeaderOptions {
  /** `next dev`: allow eval for React's dev tooling. Default: NODE_ENV === "development". */
  dev?: boolean;
  /** Served over https (TLS here or at a proxy): add HSTS and upgrade-insecure-requests. Default: TRUST_PROXY === "true". */
  https?: boolean;
}

export interface HeaderEntry {
  key: string;
  value: string;
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const dev = options.dev ?? process.env.NODE_ENV === "development";
  const https = options.https ?? process.env.TRUST_PROXY === "true";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  // Never on plain http: it would send a localhost page's own requests to an https port nobody serves.
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions = {}): HeaderEntry[] {
  const https = options.https ?? process.env.TRUST_PROXY === "true";
  const list: HeaderEntry[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Referrer-Policy", value: "same-origin" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), browsing-topics=()" },
    { key: "X-DNS-Prefetch-Control", value: "off" },
  ];
  if (https) list.push({ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" });
  return list;
}

/** For the custom server: set the headers on a Node response before Next.js or socket.io answers. */
export function applySecurityHeaders(res: { setHeader(name: string, value: string): unknown }, options: SecurityHeaderOptions = {}): void {
  for (const { key, value } of securityHeaders(options)) res.setHeader(key, value);
}
