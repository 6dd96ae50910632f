import type { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db/database";

/**
 * Failure limits read from the audit trail: every failed sign-in (or pairing attempt) is an audit
 * entry with the username and the client's address in its detail, so the count survives restarts
 * and is the same on every node. A rule allows `max` failures in a sliding `windowMs`; an action in
 * `resetBy` (a successful sign-in, an admin's unlock) starts the count again for that value.
 */
export interface FailureRule {
  readonly name: string;
  /** The audit action that records one failure. */
  readonly action: string;
  /** Which detail field the count is per; absent: one count for everyone. */
  readonly field?: "username" | "ip";
  readonly max: number;
  readonly windowMs: number;
  readonly resetBy?: readonly string[];
}

const MINUTES_15 = 15 * 60 * 1000;

/** Five wrong passwords for one username in 15 minutes lock that username for the rest of the window. */
export const USERNAME_RULE: FailureRule = { name: "username", action: "sign-in-failed", field: "username", max: 5, windowMs: MINUTES_15, resetBy: ["sign-in", "sign-in-unlocked"] };
/** A room's tablets often share one address (NAT), so the per-address limit is higher. */
export const ADDRESS_RULE: FailureRule = { name: "address", action: "sign-in-failed", field: "ip", max: 20, windowMs: MINUTES_15 };
/** Guessing pairing codes: ten wrong codes per address, two hundred for everyone, per 15 minutes. */
export const PAIR_ADDRESS_RULE: FailureRule = { name: "pair-address", action: "display-pair-failed", field: "ip", max: 10, windowMs: MINUTES_15 };
/** Guessing the first-run setup code: ten wrong codes per address per 15 minutes. */
export const SETUP_ADDRESS_RULE: FailureRule = { name: "setup-address", action: "first-admin-refused", field: "ip", max: 10, windowMs: MINUTES_15 };
export const PAIR_GLOBAL_RULE: FailureRule = { name: "pair-global", action: "display-pair-failed", max: 200, windowMs: MINUTES_15 };

function detailIs(field: string, value: string): Prisma.AuditEntryWhereInput {
  return { detail: { path: [field], equals: value } };
}

/** Until when this value is locked out by the rule, or null when it is not. */
export async function lockedUntil(db: Pick<Database, "prisma">, rule: FailureRule, value: string | null, now: Date): Promise<Date | null> {
  if (rule.field && value === null) return null;
  let since = new Date(now.getTime() - rule.windowMs);
  const match = rule.field && value !== null ? detailIs(rule.field, value) : {};
  if (rule.resetBy?.length) {
    const reset = await db.prisma.auditEntry.findFirst({
      where: { action: { in: [...rule.resetBy] }, at: { gt: since, lte: now }, ...match },
      orderBy: { at: "desc" },
      select: { at: true },
    });
    if (reset) since = reset.at;
  }
  const failures = await db.prisma.auditEntry.findMany({
    where: { action: rule.action, at: { gt: since, lte: now }, ...match },
    orderBy: { at: "desc" },
    take: rule.max,
    select: { at: true },
  });
  if (failures.length < rule.max) return null;
  // The lock lifts when the oldest of the last `max` failures leaves the window.
  const oldest = failures[failures.length - 1]!;
  return new Date(oldest.at.getTime() + rule.windowMs);
}

/** The latest lock among the rules, with the seconds to wait (for Retry-After), or null. */
export async function firstLock(
  db: Pick<Database, "prisma">,
  checks: readonly { rule: FailureRule; value: string | null }[],
  now: Date,
): Promise<{ rule: FailureRule; until: Date; retryAfterSeconds: number } | null> {
  let found: { rule: FailureRule; until: Date } | null = null;
  for (const { rule, value } of checks) {
    const until = await lockedUntil(db, rule, value, now);
    if (until && (!found || until > found.until)) found = { rule, until };
  }
  if (!found) return null;
  return { ...found, retryAfterSeconds: Math.max(1, Math.ceil((found.until.getTime() - now.getTime()) / 1000)) };
}

export function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}
