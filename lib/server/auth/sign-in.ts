import type { Database } from "@/lib/server/db/database";
import { AUDIT_ACTIONS, audit } from "./audit";
import { isPublishedDemoPassword } from "./demo-staff";
import { PASSWORD_MAX, burnVerifyInSlot, passwordProblem, verifyPasswordInSlot, withPasswordSlot } from "./passwords";
import { ADDRESS_RULE, USERNAME_RULE, describeWait, firstLock, reserveAttempt, type AttemptCheck, type AttemptRule, type Lock } from "./rate-limit";
import { announceRevoked, sessionRoom } from "./revocations";
import { createSession, endSession, resolveSession, type StaffPrincipal } from "./sessions";
import { normaliseUsername, updateStaff } from "./staff";
import { WorkBusyError } from "./work-slots";

/**
 * Signing in and out. Every attempt is audited: a success with the session it opened, a failure
 * with why (unknown user, wrong password, inactive account) for the supervisors' eyes only; the
 * person at the screen always reads the same "wrong username or password". Five attempts for a
 * username (twenty for an address) within fifteen minutes that did not succeed lock further
 * attempts until the oldest of them is fifteen minutes old; a successful sign-in or an admin's
 * unlock clears a username's count. Each attempt is reserved in the database before its password is
 * checked (rate-limit.ts), so parallel requests cannot check more than the limit.
 *
 * A demo account's published password opens nothing from another address, with or without a new
 * password (issue 31: anyone in the room could otherwise claim the demo admin and lock the operator
 * out). On the machine itself (loopback) it works as it is while the demo floor is on (the quick
 * start); there, and only there, it may be replaced by a first real password (required once the demo
 * floor is off). An admin signed in elsewhere can set any account's password (admin screen).
 */
export type SignInResult =
  | { ok: true; principal: StaffPrincipal; token: string; expiresAt: Date }
  | { ok: false; code: "INVALID_CREDENTIALS"; message: string }
  | { ok: false; code: "PASSWORD_CHANGE_REQUIRED"; message: string }
  | { ok: false; code: "WEAK_PASSWORD"; message: string }
  | { ok: false; code: "DEMO_PASSWORD_LOCAL_ONLY"; message: string }
  | { ok: false; code: "LOCKED"; message: string; retryAfterSeconds: number }
  | { ok: false; code: "BUSY"; message: string; retryAfterSeconds: number };

export interface SignInInput {
  username: string;
  password: string;
  /** The new password, when the account must change its password first (PASSWORD_CHANGE_REQUIRED). */
  newPassword?: string;
  ip: string | null;
  userAgent?: string | null;
  /** The demo floor is on and the request came over loopback: a published demo password may be used as it is. */
  demoPasswordAllowed?: boolean;
  /** The request came over loopback (the machine itself): only there may a published demo password be replaced. */
  fromLoopback?: boolean;
}

export const WRONG_CREDENTIALS = "Wrong username or password.";
export const CHANGE_DEMO_PASSWORD =
  "This is a demo account whose password is published. Choose a new password (at least 10 characters) before you use it.";
export const DEMO_PASSWORD_LOCAL_ONLY =
  "This demo account's password is published, so it opens nothing from another device. An admin gives it a new password on the Admin page (on the server's own machine, the demo admin can).";

function lockMessage(seconds: number): string {
  return `Too many failed sign-ins. Wait ${describeWait(seconds)} and try again, or ask an admin to unlock the account.`;
}

function locked(lock: Lock): SignInResult {
  return { ok: false, code: "LOCKED", message: lockMessage(lock.retryAfterSeconds), retryAfterSeconds: lock.retryAfterSeconds };
}

type Staff = NonNullable<Awaited<ReturnType<Database["prisma"]["staff"]["findUnique"]>>>;
type Checked = { locked: Lock } | { attemptId: string; staff: Staff | null; why: "unknown-user" | "wrong-password" | "inactive" | null };

/**
 * Which attempt limits a password check counts against: a sign-in's (per username, per address), or
 * another's (a supervisor's approval on a tablet counts per table and per approver, apart from the
 * sign-ins: lib/server/floor/approval.ts). `detail` is added to the attempt's audit entry and must
 * hold each rule's field other than username and ip.
 */
export interface AttemptLimits {
  checks(username: string, ip: string | null): AttemptCheck[];
  readonly detail?: Record<string, unknown>;
}

export const SIGN_IN_LIMITS: AttemptLimits = {
  checks: (username, ip) => [
    { rule: USERNAME_RULE, value: username },
    { rule: ADDRESS_RULE, value: ip },
  ],
};

export async function signIn(db: Pick<Database, "prisma">, input: SignInInput, now: Date, limits: AttemptLimits | { username: AttemptRule; address: AttemptRule } = SIGN_IN_LIMITS): Promise<SignInResult> {
  const username = normaliseUsername(input.username);
  const checks =
    "checks" in limits
      ? limits.checks(username, input.ip)
      : [
          { rule: limits.username, value: username },
          { rule: limits.address, value: input.ip },
        ];
  const extra = "checks" in limits ? (limits.detail ?? {}) : {};
  let checked: Checked;
  try {
    // The password slot first: a busy server answers "busy" without using up an attempt.
    checked = await withPasswordSlot(async (): Promise<Checked> => {
      const reserved = await reserveAttempt(db, checks, { ...extra, username, ip: input.ip }, now);
      if (!reserved.ok) return { locked: reserved.lock };
      const staff = username ? await db.prisma.staff.findUnique({ where: { username } }) : null;
      let why: "unknown-user" | "wrong-password" | "inactive" | null = null;
      if (input.password.length > PASSWORD_MAX) {
        why = staff ? "wrong-password" : "unknown-user";
      } else if (!staff) {
        await burnVerifyInSlot(input.password);
        why = "unknown-user";
      } else if (!(await verifyPasswordInSlot(staff.passwordHash, input.password))) {
        why = "wrong-password";
      } else if (!staff.active) {
        why = "inactive";
      }
      return { attemptId: reserved.attemptId, staff, why };
    });
  } catch (error) {
    if (error instanceof WorkBusyError) return { ok: false, code: "BUSY", message: "The server is busy. Try again in a few seconds.", retryAfterSeconds: 5 };
    throw error;
  }
  if ("locked" in checked) return locked(checked.locked);
  const { attemptId, staff, why } = checked;

  if (why !== null || !staff) {
    await audit(db, { staffId: staff?.id ?? null, action: AUDIT_ACTIONS.signInFailed, detail: { ...extra, username, ip: input.ip, why, attempt: attemptId }, at: now });
    const lockedNow = await firstLock(db, checks, now);
    if (lockedNow) {
      await audit(db, { staffId: staff?.id ?? null, action: AUDIT_ACTIONS.signInLocked, detail: { ...extra, username, ip: input.ip, by: lockedNow.rule.name, until: lockedNow.until.toISOString() }, at: now });
      return locked(lockedNow);
    }
    return { ok: false, code: "INVALID_CREDENTIALS", message: WRONG_CREDENTIALS };
  }

  const published = isPublishedDemoPassword(staff.username, input.password);
  if (published && !input.fromLoopback && !input.demoPasswordAllowed) {
    // The right password, but anyone may have read it: no session, no change of password. The
    // attempt is taken back, so someone typing it from the room cannot lock the operator out either.
    await audit(db, { staffId: staff.id, action: AUDIT_ACTIONS.signInPasswordChangeRequired, detail: { username, ip: input.ip, attempt: attemptId, why: "published-demo-password-from-another-address" }, at: now });
    return { ok: false, code: "DEMO_PASSWORD_LOCAL_ONLY", message: DEMO_PASSWORD_LOCAL_ONLY };
  }
  if (published && (!input.demoPasswordAllowed || input.newPassword !== undefined)) {
    const refusal = newPasswordProblem(staff.username, input.newPassword);
    if (refusal) {
      // The right password: the attempt is taken back, but no session without a new password.
      await audit(db, { staffId: staff.id, action: AUDIT_ACTIONS.signInPasswordChangeRequired, detail: { username, ip: input.ip, attempt: attemptId }, at: now });
      return refusal;
    }
    const changed = await updateStaff(db, staff.id, staff.id, { password: input.newPassword! }, now);
    if (!changed.ok) throw new Error(`the new password of ${staff.username} was not saved: ${changed.message}`);
  }

  const session = await createSession(db, staff.id, { now, userAgent: input.userAgent, ip: input.ip });
  await audit(db, { staffId: staff.id, action: AUDIT_ACTIONS.signIn, detail: { username, ip: input.ip, sessionId: session.sessionId, attempt: attemptId }, at: now });
  const principal = await resolveSession(db, session.token, now);
  if (!principal) throw new Error("a session just made did not resolve");
  return { ok: true, principal, token: session.token, expiresAt: session.expiresAt };
}

/** Why this new password cannot replace a published demo password, or null when it can. */
function newPasswordProblem(username: string, newPassword: string | undefined): SignInResult | null {
  if (newPassword === undefined) return { ok: false, code: "PASSWORD_CHANGE_REQUIRED", message: CHANGE_DEMO_PASSWORD };
  const problem = passwordProblem(newPassword) ?? (isPublishedDemoPassword(username, newPassword) ? "Choose a password that is not the published one." : null);
  return problem ? { ok: false, code: "WEAK_PASSWORD", message: problem } : null;
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
