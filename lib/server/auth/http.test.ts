import os from "node:os";
import { describe, expect, it } from "vitest";
import { hostAllowed, hostName } from "./hosts";
import { csvCell } from "./audit";
import { clearCookies, clientAddress, cookieName, isSecureRequest, parseCookies, readCredentialCookie, serializeCookie, stampClientAddress } from "./http";
import { checkOrigin, sameOrigin } from "./origin";
import { contentSecurityPolicy, securityHeaders } from "./security-headers";
import { safeNext } from "./sign-in";
import { PAIRING_ALPHABET, hashSecret, looksLikeToken, newPairingCode, newToken, normalisePairingCode } from "./tokens";

const post = (headers: Record<string, string | undefined>) => new Request("http://localhost:3000/api/x", { method: "POST", headers: Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined) });

describe("Origin check for state-changing requests", () => {
  it("passes a request from a page of this server and every read", () => {
    expect(checkOrigin(post({ host: "localhost:3000", origin: "http://localhost:3000" }))).toBeNull();
    expect(checkOrigin(new Request("http://localhost:3000/api/x", { headers: { host: "localhost:3000", origin: "https://evil.example" } }))).toBeNull();
  });

  it("refuses another site, a missing Origin and an opaque one", async () => {
    for (const headers of [{ host: "localhost:3000", origin: "https://evil.example" }, { host: "localhost:3000" }, { host: "localhost:3000", origin: "null" }, { host: "localhost:3000", origin: "http://localhost:3001" }]) {
      const answer = checkOrigin(post(headers));
      expect(answer?.status).toBe(403);
      expect(await answer?.json()).toMatchObject({ ok: false, code: "BAD_ORIGIN" });
    }
  });

  it("falls back to the Referer, trusts X-Forwarded-Host only behind a trusted proxy, and honours ALLOWED_ORIGINS", () => {
    expect(checkOrigin(post({ host: "localhost:3000", referer: "http://localhost:3000/signin" }))).toBeNull();
    const proxied = post({ host: "app:3000", "x-forwarded-host": "room.example", origin: "https://room.example" });
    expect(checkOrigin(proxied, { ALLOWED_HOSTS: "app,room.example" })?.status).toBe(403);
    expect(checkOrigin(proxied, { TRUST_PROXY: "true", ALLOWED_HOSTS: "room.example" })).toBeNull();
    expect(checkOrigin(post({ host: "app:3000", origin: "https://tablets.example" }), { ALLOWED_ORIGINS: "https://tablets.example", ALLOWED_HOSTS: "app" })).toBeNull();
  });

  it("refuses a DNS-rebinding page: Origin and Host agree, on a name this server does not answer to", async () => {
    const rebound = post({ host: "evil.example:3000", origin: "http://evil.example:3000" });
    const answer = checkOrigin(rebound, {});
    expect(answer?.status).toBe(403);
    expect(await answer?.json()).toMatchObject({ ok: false, code: "BAD_HOST" });
    expect(checkOrigin(rebound, { ALLOWED_HOSTS: "evil.example" })).toBeNull();
    // Behind a trusted proxy the name the browser used is the forwarded one.
    expect(checkOrigin(post({ host: "localhost:3000", "x-forwarded-host": "evil.example", origin: "https://evil.example" }), { TRUST_PROXY: "true" })?.status).toBe(403);
    expect(checkOrigin(post({ host: "192.168.1.20:3000", origin: "http://192.168.1.20:3000" }), {})).toBeNull();
  });

  it("lets a socket client without an Origin in (it has no ambient cookies) but not another site", () => {
    expect(sameOrigin({ host: "localhost:3000" }, { missing: "allow" })).toBe(true);
    expect(sameOrigin({ host: "localhost:3000", origin: "https://evil.example" }, { missing: "allow" })).toBe(false);
  });
});

describe("cookies", () => {
  it("are http-only, SameSite and Secure only over https, with the __Host- prefix there", () => {
    expect(serializeCookie("cr_session", "abc", { maxAgeSeconds: 60, secure: false, sameSite: "Lax" })).toBe("cr_session=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Lax");
    expect(serializeCookie(cookieName("cr_session", true), "abc", { maxAgeSeconds: 60, secure: true, sameSite: "Strict" })).toBe("__Host-cr_session=abc; Path=/; Max-Age=60; HttpOnly; SameSite=Strict; Secure");
    expect(clearCookies("cr_session", true).every((l) => l.includes("Max-Age=0"))).toBe(true);
  });

  it("knows https from the URL, X-Forwarded-Proto or TRUST_PROXY, and plain http on localhost stays plain", () => {
    expect(isSecureRequest(new Headers(), "http://localhost:3000/", {})).toBe(false);
    expect(isSecureRequest(new Headers(), "https://room.example/", {})).toBe(true);
    expect(isSecureRequest(new Headers({ "x-forwarded-proto": "https" }), "http://app/", {})).toBe(true);
    expect(isSecureRequest(new Headers(), "http://app/", { TRUST_PROXY: "true" })).toBe(true);
  });

  it("reads the __Host- cookie first, and the plain one only on plain http", () => {
    expect(parseCookies("a=1; b=%20x; a=2")).toEqual(new Map([["a", "1"], ["b", " x"]]));
    expect(readCredentialCookie({ cookie: "cr_session=plain; __Host-cr_session=hosted" }, "cr_session")).toBe("hosted");
    expect(readCredentialCookie({ cookie: "cr_session=plain" }, "cr_session", "http://localhost/")).toBe("plain");
    expect(readCredentialCookie({ cookie: "cr_session=plain" }, "cr_session", "https://room.example/")).toBeUndefined();
  });
});

describe("client address", () => {
  it("is the TCP peer, replacing whatever the client sent; behind a trusted proxy the proxy's last X-Forwarded-For entry", () => {
    const req = { headers: { "x-cardroom-client-address": "6.6.6.6", "x-forwarded-for": "1.1.1.1, 10.0.0.9" } as Record<string, string>, socket: { remoteAddress: "::ffff:192.168.1.20" } };
    stampClientAddress(req, {});
    expect(clientAddress(req.headers)).toBe("192.168.1.20");
    stampClientAddress(req, { TRUST_PROXY: "true" });
    expect(clientAddress(req.headers)).toBe("10.0.0.9");
  });
});

describe("security headers", () => {
  it("lock the page to this origin, forbid framing and plugins, and add HSTS only over https", () => {
    const list = securityHeaders({ dev: false, https: false });
    const csp = list.find((h) => h.key === "Content-Security-Policy")!.value;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(list.map((h) => h.key)).toEqual(expect.arrayContaining(["X-Content-Type-Options", "X-Frame-Options", "Referrer-Policy", "Permissions-Policy"]));
    expect(list.some((h) => h.key === "Strict-Transport-Security")).toBe(false);
    expect(securityHeaders({ https: true }).some((h) => h.key === "Strict-Transport-Security")).toBe(true);
    expect(contentSecurityPolicy({ dev: true })).toContain("'unsafe-eval'");
  });
});

describe("tokens and codes", () => {
  it("tokens are 256 random bits, stored only as a SHA-256 hash", () => {
    const a = newToken();
    expect(looksLikeToken(a)).toBe(true);
    expect(a).not.toBe(newToken());
    expect(hashSecret(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeToken("short")).toBe(false);
  });

  it("pairing codes are six characters without look-alikes, and typing is forgiving", () => {
    let i = 0;
    const code = newPairingCode(() => i++ % PAIRING_ALPHABET.length);
    expect(code).toBe("ABCDEF");
    expect(PAIRING_ALPHABET).not.toMatch(/[01OIL]/);
    expect(normalisePairingCode(" abc-def ")).toBe("ABCDEF");
    expect(normalisePairingCode("ABCDE0")).toBeNull();
    expect(normalisePairingCode("ABCDEFG")).toBeNull();
  });
});

describe("odds and ends", () => {
  it("a sign-in `next` stays on this site", () => {
    expect(safeNext("/floor")).toBe("/floor");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "floor", "/a\nb", null]) expect(safeNext(bad)).toBeNull();
  });

  it("a CSV cell cannot become a spreadsheet formula", () => {
    expect(csvCell("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell(null)).toBe("");
  });
});

describe("socket rooms of a principal", () => {
  it("name the credential and the account, so revoking either closes the socket; unknown principals join none", async () => {
    const { principalRooms } = await import("./principal");
    expect(principalRooms({ kind: "staff", id: "s1", sessionId: "x1" })).toEqual(["auth:session:x1", "auth:staff:s1"]);
    expect(principalRooms({ kind: "display", id: "display:d1", displayId: "d1" })).toEqual(["auth:display:d1"]);
    expect(principalRooms({ id: "device-1", role: "dealer", tables: "*" })).toEqual([]);
    expect(principalRooms(null)).toEqual([]);
  });
});

describe("host names this server answers to", () => {
  it("reads the name from a Host header: lower-case, without port, brackets or final dot", () => {
    expect(hostName("Room.Example:3000")).toBe("room.example");
    expect(hostName("[::1]:3000")).toBe("::1");
    expect(hostName("::1")).toBe("::1");
    expect(hostName("localhost.")).toBe("localhost");
  });

  it("are loopback, the machine's own name, any IP address and ALLOWED_HOSTS; nothing else", () => {
    for (const host of ["localhost:3000", "LOCALHOST", "app.localhost", "127.0.0.1", "10.1.2.3:80", "[fe80::1]:3000", os.hostname(), `${os.hostname().split(".")[0]}.local`]) expect({ host, ok: hostAllowed(host, {}) }).toEqual({ host, ok: true });
    for (const host of ["evil.example", "localhost.evil.example", "127.0.0.1.nip.io", "", undefined]) expect({ host, ok: hostAllowed(host, {}) }).toEqual({ host, ok: false });
    expect(hostAllowed("tablets.room.lan:3000", { ALLOWED_HOSTS: " tablets.room.lan , other " })).toBe(true);
  });
});
