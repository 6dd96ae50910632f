import { z } from "zod";
import type { Database } from "@/lib/server/db/database";
import { AUDIT_ACTIONS, audit } from "./audit";
import { hashPassword, passwordProblem } from "./passwords";
import type { StaffRole } from "./permissions";
import { announceRevoked, staffRoom } from "./revocations";
import { endAllSessions } from "./sessions";
import { newId } from "./tokens";

/** Staff accounts: usernames, creation (the first admin included), and an admin's changes. */
export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9._-]{1,31}$/, "a username is 2–32 letters, digits, . _ - (starting with a letter or digit)");

export const DisplayName = z.string().trim().min(1).max(60);
export const StaffRoleSchema = z.enum(["dealer", "supervisor", "admin"]);

/** What a person typed as a username, in the form it is stored (trimmed, lower case), cut to a sane length. */
export function normaliseUsername(input: string): string {
  return input.trim().toLowerCase().slice(0, 64);
}

export interface NewStaff {
  username: string;
  displayName: string;
  role: StaffRole;
  password: string;
  roomId?: string;
}

export type StaffResult = { ok: true; staff: { id: string; username: string; displayName: string; role: StaffRole } } | { ok: false; code: string; message: string };

async function roomFor(db: Pick<Database, "prisma">, roomId: string | undefined): Promise<string | null> {
  if (roomId) return (await db.prisma.room.findUnique({ where: { id: roomId }, select: { id: true } }))?.id ?? null;
  return (await db.prisma.room.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true } }))?.id ?? null;
}

function validate(input: NewStaff): { ok: true; username: string; displayName: string; role: StaffRole } | { ok: false; code: string; message: string } {
  const username = Username.safeParse(input.username);
  if (!username.success) return { ok: false, code: "BAD_USERNAME", message: username.error.issues[0]?.message ?? "bad username" };
  const displayName = DisplayName.safeParse(input.displayName);
  if (!displayName.success) return { ok: false, code: "BAD_DISPLAY_NAME", message: "A display name is 1–60 characters." };
  const role = StaffRoleSchema.safeParse(input.role);
  if (!role.success) return { ok: false, code: "BAD_ROLE", message: "The role is dealer, supervisor or admin." };
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, code: "WEAK_PASSWORD", message: problem };
  return { ok: true, username: username.data, displayName: displayName.data, role: role.data };
}

/** An admin adds a staff member. */
export async function createStaff(db: Pick<Database, "prisma">, byStaffId: string | null, input: NewStaff, now: Date): Promise<StaffResult> {
  const valid = validate(input);
  if (!valid.ok) return valid;
  const roomId = await roomFor(db, input.roomId);
  if (!roomId) return { ok: false, code: "NO_ROOM", message: "There is no card room to add staff to." };
  if (await db.prisma.staff.findUnique({ where: { username: valid.username }, select: { id: true } })) {
    return { ok: false, code: "USERNAME_TAKEN", message: "That username is taken." };
  }
  const passwordHash = await hashPassword(input.password);
  const id = newId();
  await db.prisma.$transaction(async (tx) => {
    await tx.staff.create({ data: { id, roomId, username: valid.username, displayName: valid.displayName, role: valid.role, passwordHash, createdAt: now } });
    await audit(tx, { staffId: byStaffId, action: AUDIT_ACTIONS.staffCreated, detail: { staffId: id, username: valid.username, role: valid.role }, at: now });
  });
  return { ok: true, staff: { id, username: valid.username, displayName: valid.displayName, role: valid.role } };
}

export async function adminExists(db: Pick<Database, "prisma">): Promise<boolean> {
  return (await db.prisma.staff.count({ where: { role: "admin", active: true } })) > 0;
}

const FIRST_ADMIN_LOCK = 7_461_002;
const DEFAULT_ROOM = { id: "main", name: "Card Room" } as const;

/**
 * The first admin of an empty installation (scripts/create-admin.ts, or the first-run screen).
 * Serialised by an advisory lock, so two attempts at once make one admin; refused once any active
 * admin exists. Creates the room when the database has none (SEED_DEMO=false).
 */
export async function createFirstAdmin(
  db: Pick<Database, "prisma">,
  input: { username: string; displayName?: string; password: string; roomName?: string },
  now: Date,
  how: "command-line" | "first-run-screen",
): Promise<StaffResult> {
  const valid = validate({ ...input, displayName: input.displayName ?? "Administrator", role: "admin" });
  if (!valid.ok) return valid;
  const passwordHash = await hashPassword(input.password);
  return db.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK}::bigint)`;
    if ((await tx.staff.count({ where: { role: "admin", active: true } })) > 0) {
      return { ok: false as const, code: "ADMIN_EXISTS", message: "An admin exists already: sign in, or ask an admin for an account." };
    }
    if (await tx.staff.findUnique({ where: { username: valid.username }, select: { id: true } })) {
      return { ok: false as const, code: "USERNAME_TAKEN", message: "That username is taken." };
    }
    let roomId = (await tx.room.findFirst({ orderBy: { createdAt: "asc" }, select: { id: true } }))?.id;
    if (!roomId) {
      roomId = DEFAULT_ROOM.id;
      await tx.room.create({ data: { id: DEFAULT_ROOM.id, name: input.roomName?.trim().slice(0, 80) || DEFAULT_ROOM.name } });
    }
    const id = newId();
    await tx.staff.create({ data: { id, roomId, username: valid.username, displayName: valid.displayName, role: "admin", passwordHash, createdAt: now } });
    await audit(tx, { staffId: id, action: AUDIT_ACTIONS.firstAdminCreated, detail: { username: valid.username, how }, at: now });
    return { ok: true as const, staff: { id, username: valid.username, displayName: valid.displayName, role: "admin" as const } };
  });
}

export const StaffChange = z
  .object({
    displayName: DisplayName.optional(),
    role: StaffRoleSchema.optional(),
    active: z.boolean().optional(),
    password: z.string().max(1024).optional(),
    /** Lift a sign-in lockout of this username now. */
    unlock: z.literal(true).optional(),
  })
  .strict();
export type StaffChange = z.infer<typeof StaffChange>;

/**
 * An admin changes an account. A new role, a new password or deactivation ends the account's
 * sessions (and closes its sockets). The last active admin cannot be demoted or deactivated.
 */
export async function updateStaff(db: Pick<Database, "prisma">, byStaffId: string, staffId: string, change: StaffChange, now: Date): Promise<StaffResult> {
  const staff = await db.prisma.staff.findUnique({ where: { id: staffId } });
  if (!staff) return { ok: false, code: "NOT_FOUND", message: "There is no such staff member." };
  if (change.password !== undefined) {
    const problem = passwordProblem(change.password);
    if (problem) return { ok: false, code: "WEAK_PASSWORD", message: problem };
  }
  const losesAdmin = staff.role === "admin" && staff.active && ((change.role !== undefined && change.role !== "admin") || change.active === false);
  if (losesAdmin && (await db.prisma.staff.count({ where: { role: "admin", active: true } })) <= 1) {
    return { ok: false, code: "LAST_ADMIN", message: "This is the last active admin: make another admin first." };
  }
  const passwordHash = change.password !== undefined ? await hashPassword(change.password) : undefined;
  const endsSessions = passwordHash !== undefined || (change.role !== undefined && change.role !== staff.role) || change.active === false;
  const changed = Object.keys(change).filter((k) => k !== "password" && k !== "unlock");
  const updated = await db.prisma.$transaction(async (tx) => {
    const row = await tx.staff.update({
      where: { id: staffId },
      data: {
        ...(change.displayName !== undefined ? { displayName: change.displayName } : {}),
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
        ...(passwordHash !== undefined ? { passwordHash } : {}),
      },
    });
    if (changed.length || passwordHash !== undefined) {
      await audit(tx, {
        staffId: byStaffId,
        action: AUDIT_ACTIONS.staffUpdated,
        detail: { staffId, username: staff.username, changed, ...(change.role ? { role: change.role } : {}), ...(change.active !== undefined ? { active: change.active } : {}), passwordChanged: passwordHash !== undefined },
        at: now,
      });
    }
    if (change.unlock) await audit(tx, { staffId: byStaffId, action: AUDIT_ACTIONS.signInUnlocked, detail: { username: staff.username }, at: now });
    return row;
  });
  if (endsSessions) {
    await endAllSessions(db, staffId, now);
    announceRevoked(staffRoom(staffId));
  }
  return { ok: true, staff: { id: updated.id, username: updated.username, displayName: updated.displayName, role: updated.role as StaffRole } };
}

export async function listStaff(db: Pick<Database, "prisma">) {
  const rows = await db.prisma.staff.findMany({ orderBy: [{ role: "asc" }, { username: "asc" }], select: { id: true, username: true, displayName: true, role: true, active: true, roomId: true, createdAt: true } });
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
