import type { Database } from "@/lib/server/db/database";
import { AUDIT_ACTIONS, audit } from "./audit";
import { PASSWORD_MAX, PasswordWorkBusyError, burnVerify, verifyPassword } from "./passwords";
import { ADDRESS_RULE, USERNAME_RULE, describeWait, firstLock, type FailureRule } from "./rate-limit";
import { announceRevoked, sessionRoom } from "./revocations";
import { createSession, endSession, resolveSession, type StaffPrincipal } from "./sessions";
import { normaliseUsername } from "./staff";

/**
 * Signing in and out. Every attempt is audited: a success with the session it opened, a failure
 * with why (unknown user, wrong password, inactive account) for the supervisors' eyes only; the
 * person at the screen always reads the same "wrong username or password". Five failures for a
 * username (twenty for an address) within fifteen minutes lock further attempts until the oldest
 * of them is fifteen minutes old; a successful sign-in or an admin's unlock clears a username's count.
 */
export type SignInResult =
  | { ok: true; principal: StaffPrincipal; token: string; expiresAt: Date }
  | { ok: false; code: "INVALID_CREDENTIALS"; message: string }
  | { ok: false; code: "LOCKED"; message: string; retryAfterSeconds: number }
  | { ok: false; code: "BUSY"; message: string; retryAfterSeconds: number };

export interface SignInInput {
  username: string;
  password: string;
  ip: string | null;
  userAgent?: string | null;
}

export const WRONG_CREDENTIALS = "Wrong username or password.";

function lockMessage(seconds: number): string {
  return `Too many failed sign-ins. Wait ${describeWait(seconds)} and try again, or ask an admin to unlock the account.`;
}

export async function signIn(db: Pick<Database, "prisma">, input: SignInInput, now: Date, rules: { username: FailureRule; address: FailureRule } = { username: USERNAME_RULE, address: ADDRESS_RULE }): Promise<SignInResult> {
  const username = normaliseUsername(input.username);
  const checks = [
    { rule: rules.username, value: username },
    { rule: rules.address, value: input.ip },
  ];
  const lock = await firstLock(db, checks, now);
  if (lock) return { ok: false, code: "LOCKED", message: lockMessage(lock.retryAfterSeconds), retryAfterSeconds: lock.retryAfterSeconds };

  const staff = username ? await db.prisma.staff.findUnique({ where: { username } }) : null;
  let why: "unknown-user" | "wrong-password" | "inactive" | null = null;
  try {
    if (input.password.length > PASSWORD_MAX) {
      why = staff ? "wrong-password" : "unknown-user";
    } else if (!staff) {
      await burnVerify(input.password);
      why = "unknown-user";
    } else if (!(await verifyPassword(staff.passwordHash, input.password))) {
      why = "wrong-password";
    } else if (!staff.active) {
      why = "inactive";
    }
  } catch (error) {
    if (error instanceof PasswordWorkBusyError) return { ok: false, code: "BUSY", message: "The server is busy. Try again in a few seconds.", retryAfterSeconds: 5 };
    throw error;
  }

  if (why !== null || !staff) {
    await audit(db, { staffId: staff?.id ?? null, action: AUDIT_ACTIONS.signInFailed, detail: { username, ip: input.ip, why }, at: now });
    const lockedNow = await firstLock(db, checks, now);
    if (lockedNow) {
      await audit(db, { staffId: staff?.id ?? null, action: AUDIT_ACTIONS.signInLocked, detail: { username, ip: input.ip, by: lockedNow.rule.name, until: lockedNow.until.toISOString() }, at: now });
      return { ok: false, code: "LOCKED", message: lockMessage(lockedNow.retryAfterSeconds), retryAfterSeconds: lockedNow.retryAfterSeconds };
    }
    return { ok: false, code: "INVALID_CREDENTIALS", message: WRONG_CREDENTIALS };
  }

  const session = await createSession(db, staff.id, { now, userAgent: input.userAgent, ip: input.ip });
  await audit(db, { staffId: staff.id, action: AUDIT_ACTIONS.signIn, detail: { username, ip: input.ip, sessionId: session.sessionId }, at: now });
  const principal = await resolveSession(db, session.token, now);
  if (!principal) throw new Error("a session just made did not resolve");
  return { ok: true, principal, token: session.token, expiresAt: session.expiresAt };
}

/** Ends the session of this cookie token (a no-op without one) and closes its sockets. */
export async function signOut(db: Pick<Database, "prisma">, token: string | undefined, input: { ip: string | null }, now: Date): Promise<boolean> {
  const ended = await endSession(db, token, now);
  if (!ended) return false;
  await audit(db, { staffId: ended.staffId, action: AUDIT_ACTIONS.signOut, detail: { sessionId: ended.sessionId, ip: input.ip }, at: now });
  announceRevoked(sessionRoom(ended.sessionId));
  return true;
}

/** Where a staff member starts after signing in, unless the sign-in page was given a `next`. */
export function homeOf(principal: Pick<StaffPrincipal, "role" | "tables">): string {
  if (principal.role === "dealer") return principal.tables !== "*" && principal.tables.length === 1 ? `/dealer/${principal.tables[0]}` : "/signin";
  return "/floor";
}

/** A `next` given to the sign-in page, kept only when it is a path on this site. */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\") || next.length > 200) return null;
  for (const ch of next) if (ch.charCodeAt(0) < 0x20 || ch === "\\") return null;
  return next;
}
