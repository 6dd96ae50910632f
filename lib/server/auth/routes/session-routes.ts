import { z } from "zod";
import { AUDIT_ACTIONS, audit } from "../audit";
import { createFirstAdmin, adminExists } from "../staff";
import { setupCodeMatches } from "../first-run";
import { SESSION_COOKIE, clearCookies, clientAddress, isLoopbackAddress, cookieName, guarded, isSecureRequest, json, problem, readCredentialCookie, readJson, serializeCookie } from "../http";
import { checkOrigin } from "../origin";
import { SETUP_ADDRESS_RULE, describeWait, reserveAttempt } from "../rate-limit";
import { WorkBusyError } from "../work-slots";
import { currentDisplay, currentStaff, nowOf, type AuthDeps } from "../request-auth";
import { createSession, SESSION_TTL_MS, type StaffPrincipal } from "../sessions";
import { homeOf, signIn, signOut } from "../sign-in";

/** POST /api/auth/sign-in, POST /api/auth/sign-out, GET /api/auth/session, POST /api/auth/first-admin. */

const SignInBody = z.object({ username: z.string().max(200), password: z.string().max(4096), newPassword: z.string().max(4096).optional() }).strict();

function sessionCookie(request: Request, token: string): string {
  const secure = isSecureRequest(request.headers, request.url);
  return serializeCookie(cookieName(SESSION_COOKIE, secure), token, { maxAgeSeconds: SESSION_TTL_MS / 1000, secure, sameSite: "Lax" });
}

export function describeStaff(staff: StaffPrincipal) {
  return { id: staff.id, username: staff.username, displayName: staff.displayName, role: staff.role, tables: staff.tables };
}

export function postSignIn(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("sign-in", async () => {
    const badOrigin = checkOrigin(request);
    if (badOrigin) return badOrigin;
    const body = SignInBody.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Enter a username and a password.");
    const ip = clientAddress(request.headers);
    // The quick start's published demo passwords work as they are only on the machine itself.
    // The address is the TCP peer, or the trusted proxy's (TRUST_PROXY) X-Forwarded-For: http.ts.
    const fromLoopback = isLoopbackAddress(ip);
    const demoPasswordAllowed = fromLoopback && (deps.demoFloor?.() ?? false);
    const result = await signIn(deps.db, { ...body.data, ip, userAgent: request.headers.get("user-agent"), demoPasswordAllowed, fromLoopback }, nowOf(deps));
    if (!result.ok) {
      if (result.code === "INVALID_CREDENTIALS") return problem(401, result.code, result.message);
      if (result.code === "PASSWORD_CHANGE_REQUIRED" || result.code === "WEAK_PASSWORD" || result.code === "DEMO_PASSWORD_LOCAL_ONLY") return problem(403, result.code, result.message);
      return problem(result.code === "LOCKED" ? 429 : 503, result.code, result.message, { "retry-after": String(result.retryAfterSeconds) });
    }
    return json(200, { ok: true, staff: describeStaff(result.principal), home: homeOf(result.principal), expiresAt: result.expiresAt.toISOString() }, { "set-cookie": sessionCookie(request, result.token) });
  });
}

export function postSignOut(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("sign-out", async () => {
    const badOrigin = checkOrigin(request);
    if (badOrigin) return badOrigin;
    const token = readCredentialCookie(request.headers, SESSION_COOKIE, request.url);
    await signOut(deps.db, token, { ip: clientAddress(request.headers) }, nowOf(deps));
    const headers = new Headers();
    for (const line of clearCookies(SESSION_COOKIE, isSecureRequest(request.headers, request.url))) headers.append("set-cookie", line);
    return json(200, { ok: true }, headers);
  });
}

export function getSession(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("session", async () => {
    const staff = await currentStaff(request, deps);
    if (staff) return json(200, { ok: true, signedIn: true, staff: describeStaff(staff), home: homeOf(staff), expiresAt: staff.expiresAt.toISOString() });
    const display = await currentDisplay(request, deps);
    return json(200, {
      ok: true,
      signedIn: false,
      firstRun: !(await adminExists(deps.db)),
      ...(display ? { display: { tableId: display.tableId, label: display.label } } : {}),
    });
  });
}

const FirstAdminBody = z
  .object({
    setupCode: z.string().max(40),
    username: z.string().max(200),
    displayName: z.string().max(200).optional(),
    password: z.string().max(4096),
    roomName: z.string().max(200).optional(),
  })
  .strict();

export function postFirstAdmin(request: Request, deps: AuthDeps): Promise<Response> {
  return guarded("first-admin", async () => {
    const badOrigin = checkOrigin(request);
    if (badOrigin) return badOrigin;
    if (await adminExists(deps.db)) return problem(409, "ADMIN_EXISTS", "An admin exists already: sign in, or ask an admin for an account.");
    const body = FirstAdminBody.safeParse(await readJson(request));
    if (!body.success) return problem(400, "BAD_REQUEST", "Fill in the setup code, a username and a password.");
    const now = nowOf(deps);
    const ip = clientAddress(request.headers);
    // Reserved before the code is compared, so a parallel burst compares at most the limit.
    let reserved;
    try {
      reserved = await reserveAttempt(deps.db, [{ rule: SETUP_ADDRESS_RULE, value: ip }], { ip }, now);
    } catch (error) {
      if (error instanceof WorkBusyError) return problem(503, "BUSY", "The server is busy. Try again in a few seconds.", { "retry-after": "5" });
      throw error;
    }
    if (!reserved.ok) {
      const wait = reserved.lock.retryAfterSeconds;
      return problem(429, "LOCKED", `Too many wrong setup codes. Wait ${describeWait(wait)} and try again.`, { "retry-after": String(wait) });
    }
    if (!setupCodeMatches(body.data.setupCode)) {
      await audit(deps.db, { action: AUDIT_ACTIONS.firstAdminRefused, detail: { ip, attempt: reserved.attemptId }, at: now });
      return problem(403, "BAD_SETUP_CODE", "That setup code is wrong. The server prints it at start while no admin exists.");
    }
    const created = await createFirstAdmin(deps.db, body.data, now, "first-run-screen");
    if (!created.ok) return problem(created.code === "ADMIN_EXISTS" ? 409 : 400, created.code, created.message);
    const session = await createSession(deps.db, created.staff.id, { now, userAgent: request.headers.get("user-agent"), ip });
    await audit(deps.db, { staffId: created.staff.id, action: AUDIT_ACTIONS.signIn, detail: { username: created.staff.username, ip, sessionId: session.sessionId }, at: now });
    return json(201, { ok: true, staff: { ...created.staff, tables: "*" }, home: "/floor" }, { "set-cookie": sessionCookie(request, session.token) });
  });
}
