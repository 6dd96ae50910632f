import { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db/database";
import { AUDIT_ACTIONS as A, audit } from "./audit";
import { workSlots } from "./work-slots";

/**
 * Attempt limits read from the audit trail, so they survive restarts and are the same on every node.
 *
 * An attempt (a sign-in, a pairing code, a setup code) is **reserved before it is checked**: in one
 * short transaction holding a PostgreSQL advisory lock per counted value (the username, the
 * address, or the one global count), the attempts in the window are counted and, below the limit,
 * one more is written as an audit entry. Only then is the password or code checked. Whatever the
 * concurrency, on one node or several, at most `max` attempts per value are ever checked in a
 * window: a parallel burst cannot slip between "read the count" and "record the failure".
 *
 * A reserved attempt counts until it is taken back by a success (an audit entry in `succeeded`
 * carrying the attempt's id as `detail.attempt`); a failure, or a crash mid-check, keeps counting.
 * An action in `resetBy` (a successful sign-in, an admin's unlock) starts the count again for that
 * value.
 */
export interface AttemptRule {
  readonly name: string;
  /** The audit action that reserves one attempt. Rules checked together share it. */
  readonly attempt: string;
  /** Actions that take a reserved attempt back (it succeeded). */
  readonly succeeded: readonly string[];
  /** Which detail field the count is per; absent: one count for everyone. */
  readonly field?: "username" | "ip" | "table";
  readonly max: number;
  readonly windowMs: number;
  readonly resetBy?: readonly string[];
}

const MINUTES_15 = 15 * 60 * 1000;

const SIGN_IN_SUCCEEDED = [A.signIn, A.signInPasswordChangeRequired];
/** Five attempts for one username in 15 minutes lock that username for the rest of the window. */
export const USERNAME_RULE: AttemptRule = { name: "username", attempt: A.signInAttempt, succeeded: SIGN_IN_SUCCEEDED, field: "username", max: 5, windowMs: MINUTES_15, resetBy: [A.signIn, A.signInUnlocked] };
/** A room's tablets often share one address (NAT), so the per-address limit is higher. */
export const ADDRESS_RULE: AttemptRule = { name: "address", attempt: A.signInAttempt, succeeded: SIGN_IN_SUCCEEDED, field: "ip", max: 20, windowMs: MINUTES_15 };
/**
 * A supervisor's password typed on a dealer's tablet to approve a correction (lib/server/floor/approval.ts)
 * counts apart from the sign-ins, so that a dealer typing wrong passwords at one table cannot lock the
 * supervisor out of the floor's sign-in: five wrong approvals lock that table's approvals for fifteen
 * minutes, and twenty across all tables lock the approvals (not the sign-ins) of that supervisor.
 */
export const APPROVAL_TABLE_RULE: AttemptRule = { name: "approval-table", attempt: A.approvalAttempt, succeeded: SIGN_IN_SUCCEEDED, field: "table", max: 5, windowMs: MINUTES_15 };
export const APPROVAL_USERNAME_RULE: AttemptRule = { name: "approval-username", attempt: A.approvalAttempt, succeeded: SIGN_IN_SUCCEEDED, field: "username", max: 20, windowMs: MINUTES_15, resetBy: [A.signInUnlocked] };
/** Guessing pairing codes: ten wrong codes per address, two hundred for everyone, per 15 minutes. */
export const PAIR_ADDRESS_RULE: AttemptRule = { name: "pair-address", attempt: A.displayPairAttempt, succeeded: [A.displayPaired], field: "ip", max: 10, windowMs: MINUTES_15 };
export const PAIR_GLOBAL_RULE: AttemptRule = { name: "pair-global", attempt: A.displayPairAttempt, succeeded: [A.displayPaired], max: 200, windowMs: MINUTES_15 };
/** Guessing the first-run setup code: ten wrong codes per address per 15 minutes. */
export const SETUP_ADDRESS_RULE: AttemptRule = { name: "setup-address", attempt: A.firstAdminAttempt, succeeded: [A.firstAdminCreated], field: "ip", max: 10, windowMs: MINUTES_15 };

export interface AttemptCheck {
  readonly rule: AttemptRule;
  readonly value: string | null;
}

export interface Lock {
  readonly rule: AttemptRule;
  readonly until: Date;
  readonly retryAfterSeconds: number;
}

export type Reservation = { ok: true; attemptId: string } | { ok: false; lock: Lock };

type Client = Pick<Database["prisma"], "$queryRaw">;

/**
 * Reservations hold a database connection while they wait for the advisory lock: at most two run
 * at once per process (a burst queues here, not in the pool the tables commit through), at most
 * 256 wait, and beyond that the caller answers "busy" (WorkBusyError).
 */
const RESERVING = workSlots("attempt-reservation", { running: 2, waiting: 256 });
/** Namespace of the advisory locks (two-key form, so it cannot meet the one-key locks of table ownership). */
const ADVISORY_NAMESPACE = 7461004;

/** The attempts counting against this value now, newest first (at most `max`). */
async function countedAttempts(client: Client, rule: AttemptRule, value: string | null, now: Date): Promise<Date[]> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const byValue = rule.field ? Prisma.sql`AND a.detail ->> ${rule.field} = ${value}` : Prisma.empty;
  const byValueReset = rule.field ? Prisma.sql`AND r.detail ->> ${rule.field} = ${value}` : Prisma.empty;
  // After a reset only later entries count (ids, not times: a burst shares one millisecond).
  const reset = rule.resetBy?.length
    ? Prisma.sql`AND a.id > coalesce((SELECT max(r.id) FROM audit_entries r WHERE r.action IN (${Prisma.join([...rule.resetBy])}) AND r.at > ${windowStart} AND r.at <= ${now} ${byValueReset}), 0)`
    : Prisma.empty;
  const taken = rule.succeeded.length
    ? Prisma.sql`AND NOT EXISTS (SELECT 1 FROM audit_entries s WHERE s.action IN (${Prisma.join([...rule.succeeded])}) AND s.at >= a.at AND s.at <= ${now} AND s.detail ->> 'attempt' = a.id::text)`
    : Prisma.empty;
  const rows = await client.$queryRaw<{ at: Date }[]>`
    SELECT a.at FROM audit_entries a
    WHERE a.action = ${rule.attempt} AND a.at > ${windowStart} AND a.at <= ${now} ${byValue} ${reset} ${taken}
    ORDER BY a.id DESC LIMIT ${rule.max}`;
  return rows.map((r) => r.at);
}

/** Until when this value is locked out by the rule, or null when it is not. */
export async function lockedUntil(client: Client, rule: AttemptRule, value: string | null, now: Date): Promise<Date | null> {
  if (rule.field && value === null) return null;
  const attempts = await countedAttempts(client, rule, value, now);
  if (attempts.length < rule.max) return null;
  // The lock lifts when the oldest of the last `max` attempts leaves the window.
  const oldest = attempts.reduce((a, b) => (a < b ? a : b));
  return new Date(oldest.getTime() + rule.windowMs);
}

/** The latest lock among the rules, with the seconds to wait (for Retry-After), or null. */
export async function firstLock(db: Pick<Database, "prisma"> | Client, checks: readonly AttemptCheck[], now: Date): Promise<Lock | null> {
  const client = "prisma" in db ? db.prisma : db;
  let found: { rule: AttemptRule; until: Date } | null = null;
  for (const { rule, value } of checks) {
    const until = await lockedUntil(client, rule, value, now);
    if (until && (!found || until > found.until)) found = { rule, until };
  }
  if (!found) return null;
  return { ...found, retryAfterSeconds: Math.max(1, Math.ceil((found.until.getTime() - now.getTime()) / 1000)) };
}

/**
 * Reserves one attempt against every check, or answers the lock that refuses it. `detail` is the
 * attempt's audit detail and must hold each rule's field (username, ip). Throws WorkBusyError when
 * too many reservations are already waiting.
 */
export async function reserveAttempt(db: Pick<Database, "prisma">, checks: readonly AttemptCheck[], detail: Record<string, unknown>, now: Date): Promise<Reservation> {
  const actions = new Set(checks.map((c) => c.rule.attempt));
  if (actions.size !== 1) throw new Error("rules checked together must share their attempt action");
  const [action] = actions;
  // One lock per counted value, taken in a fixed order so two reservations never wait on each other crosswise.
  const keys = [...new Set(checks.filter((c) => !c.rule.field || c.value !== null).map((c) => `${c.rule.name}:${c.value ?? "*"}`))].sort();
  return RESERVING.run(() =>
    db.prisma.$transaction(
      async (tx) => {
        for (const key of keys) await tx.$queryRaw`SELECT pg_advisory_xact_lock(${ADVISORY_NAMESPACE}::int, hashtext(${key}))::text`;
        const lock = await firstLock(tx, checks, now);
        if (lock) return { ok: false as const, lock };
        const { id } = await audit(tx, { action: action!, detail, at: now });
        return { ok: true as const, attemptId: id };
      },
      { maxWait: 30_000, timeout: 30_000 },
    ),
  );
}

export function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}
