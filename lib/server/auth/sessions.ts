import type { Database } from "@/lib/server/db/database";
import type { StaffRole } from "./permissions";
import { hashSecret, looksLikeToken, newId, newToken } from "./tokens";

/**
 * Staff sessions: a random token in an http-only cookie, its SHA-256 hash in staff_sessions. A
 * session lasts one long shift (12 hours) and ends earlier at sign-out, when the account is
 * deactivated, or when an admin changes its role or password.
 */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface StaffPrincipal {
  readonly kind: "staff";
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly role: StaffRole;
  readonly roomId: string;
  /** A dealer's tables of a valid shift assignment; "*" for supervisors and admins. */
  readonly tables: readonly string[] | "*";
  readonly sessionId: string;
  readonly expiresAt: Date;
}

export function isStaffRole(value: string): value is StaffRole {
  return value === "dealer" || value === "supervisor" || value === "admin";
}

export async function createSession(
  db: Pick<Database, "prisma">,
  staffId: string,
  options: { now: Date; userAgent?: string | null; ip?: string | null },
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const sessionId = newId();
  const expiresAt = new Date(options.now.getTime() + SESSION_TTL_MS);
  await db.prisma.staffSession.create({
    data: {
      id: sessionId,
      staffId,
      tokenHash: hashSecret(token),
      createdAt: options.now,
      expiresAt,
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      ip: options.ip ?? null,
    },
  });
  return { token, sessionId, expiresAt };
}

/** The tables a dealer's shift assignments cover at `now`. */
export async function assignedTables(db: Pick<Database, "prisma">, staffId: string, now: Date): Promise<string[]> {
  const rows = await db.prisma.shiftAssignment.findMany({
    where: { staffId, validFrom: { lte: now }, OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
    select: { tableId: true },
    orderBy: { tableId: "asc" },
  });
  return [...new Set(rows.map((r) => r.tableId))];
}

/** The signed-in staff member behind a session token, or null (unknown, expired, ended, inactive). */
export async function resolveSession(db: Pick<Database, "prisma">, token: string | undefined, now: Date): Promise<StaffPrincipal | null> {
  if (!token || !looksLikeToken(token)) return null;
  const session = await db.prisma.staffSession.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
  const staff = await db.prisma.staff.findUnique({ where: { id: session.staffId } });
  if (!staff || !staff.active || !isStaffRole(staff.role)) return null;
  const tables = staff.role === "dealer" ? await assignedTables(db, staff.id, now) : "*";
  return {
    kind: "staff",
    id: staff.id,
    username: staff.username,
    displayName: staff.displayName,
    role: staff.role,
    roomId: staff.roomId,
    tables,
    sessionId: session.id,
    expiresAt: session.expiresAt,
  };
}

/** Ends the session of this token; returns it when there was a live one. */
export async function endSession(db: Pick<Database, "prisma">, token: string | undefined, now: Date): Promise<{ sessionId: string; staffId: string } | null> {
  if (!token || !looksLikeToken(token)) return null;
  const session = await db.prisma.staffSession.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!session || session.revokedAt) return null;
  await db.prisma.staffSession.update({ where: { id: session.id }, data: { revokedAt: now } });
  return { sessionId: session.id, staffId: session.staffId };
}

/** Ends every live session of a staff member (deactivation, role or password change). */
export async function endAllSessions(db: Pick<Database, "prisma">, staffId: string, now: Date): Promise<string[]> {
  const live = await db.prisma.staffSession.findMany({ where: { staffId, revokedAt: null, expiresAt: { gt: now } }, select: { id: true } });
  if (live.length) await db.prisma.staffSession.updateMany({ where: { id: { in: live.map((s) => s.id) } }, data: { revokedAt: now } });
  return live.map((s) => s.id);
}

/** Removes sessions that ended or expired more than a day ago (they are not the audit trail; audit_entries is). */
export async function pruneSessions(db: Pick<Database, "prisma">, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const { count } = await db.prisma.staffSession.deleteMany({ where: { OR: [{ expiresAt: { lt: cutoff } }, { revokedAt: { lt: cutoff } }] } });
  return count;
}
