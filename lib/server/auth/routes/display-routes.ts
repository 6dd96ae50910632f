import { z } from "zod";
import { createPairingCode, DISPLAY_COOKIE_MAX_AGE_S, GAME_BOARD, listDisplays, redeemPairingCode, revokeDisplay } from "../displays";
import { DISPLAY_COOKIE, clientAddress, cookieName, guarded, isSecureRequest, json, problem, readJson, serializeCookie } from "../http";
import { checkOrigin } from "../origin";
import { rolesFor } from "../permissions";
import { nowOf, requireDisplayWith, requireStaffWith, type AuthDeps } from "../request-auth";

/** Paired displays: /api/displays (list), /pairing-codes (make a code), /pair (redeem), /me, /[id] (revoke). */

export function getDisplays(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("list displays", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("GET", "/api/displays"));
    if (who instanceof Response) return who;
    const includeRevoked = new URL(request.url).searchParams.get("revoked") === "true";
    return json(200, { ok: true, ...(await listDisplays(deps.db, nowOf(deps), { includeRevoked })) });
  });
}

/** `kind: "shoe"` makes a code for a card-reading shoe (docs/shoe.md); without it, for a wall display. */
const CodeBody = z.object({ tableId: z.string().min(1).max(64), label: z.string().max(200).optional(), kind: z.enum(["display", "shoe"]).optional() }).strict();

export function postPairingCode(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("make pairing code", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("POST", "/api/displays/pairing-codes"));
    if (who instanceof Response) return who;
    const body = CodeBody.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Choose the table the display will show.");
    const result = await createPairingCode(deps.db, who.id, body.data, nowOf(deps));
    if (!result.ok) return problem(404, result.code, result.message);
    return json(201, { ok: true, code: result.code, codeId: result.codeId, tableId: result.tableId, kind: result.kind, expiresAt: result.expiresAt.toISOString() });
  });
}

/**
 * `device: "shoe"`: a card-reading shoe redeems a shoe's code and gets its credential in the answer
 * (it is no browser: it sends the credential in its socket handshake, docs/shoe.md), never a cookie.
 */
const PairBody = z.object({ code: z.string().max(40), device: z.enum(["display", "shoe"]).optional() }).strict();

export function postPair(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("pair display", async () => {
    const badOrigin = checkOrigin(request);
    if (badOrigin) return badOrigin;
    const body = PairBody.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Enter the six-character code.");
    const kind = body.data.device ?? "display";
    const result = await redeemPairingCode(deps.db, { code: body.data.code, ip: clientAddress(request.headers), userAgent: request.headers.get("user-agent"), kind }, nowOf(deps));
    if (!result.ok) {
      if (result.code === "INVALID_CODE") return problem(400, result.code, result.message);
      return problem(result.code === "LOCKED" ? 429 : 503, result.code, result.message, { "retry-after": String(result.retryAfterSeconds) });
    }
    if (kind === "shoe") return json(200, { ok: true, tableId: result.tableId, label: result.label, shoeId: result.displayId, credential: result.token });
    const secure = isSecureRequest(request.headers, request.url);
    const cookie = serializeCookie(cookieName(DISPLAY_COOKIE, secure), result.token, { maxAgeSeconds: DISPLAY_COOKIE_MAX_AGE_S, secure, sameSite: "Strict" });
    return json(200, { ok: true, tableId: result.tableId, label: result.label, displayId: result.displayId, next: result.tableId === GAME_BOARD ? "/board" : `/display/${encodeURIComponent(result.tableId)}` }, { "set-cookie": cookie });
  });
}

export function getDisplayMe(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("display me", async () => {
    const display = await requireDisplayWith(deps, request);
    if (display instanceof Response) return display;
    return json(200, { ok: true, displayId: display.displayId, tableId: display.tableId, label: display.label });
  });
}

export function deleteDisplay(request: Request, deps: AuthDeps, displayId: string): Promise<Response> {
  return guarded("revoke display", async () => {
    const who = await requireStaffWith(deps, request, rolesFor("DELETE", "/api/displays/[id]"));
    if (who instanceof Response) return who;
    const reason = new URL(request.url).searchParams.get("reason")?.slice(0, 500) ?? undefined;
    const result = await revokeDisplay(deps.db, who.id, displayId, nowOf(deps), reason);
    return result.ok ? json(200, result) : problem(result.code === "NOT_FOUND" ? 404 : 409, result.code, result.message);
  });
}
