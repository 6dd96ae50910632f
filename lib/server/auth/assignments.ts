import { z } from "zod";
import type { Database } from "@/lib/server/db/database";
import { AUDIT_ACTIONS, audit } from "./audit";
import { announceRevoked, staffRoom } from "./revocations";
import { newId } from "./tokens";

/**
 * Shift assignments: which dealer runs which table, from when until when (open-ended while
 * `validUntil` is null). A dealer's socket may follow and command only the tables of an assignment
 * valid when it connects; a change closes the dealer's sockets so they reconnect with the new set.
 */
export const NewAssignment = z
  .object({
    staffId: z.string().min(1).max(64),
    tableId: z.string().min(1).max(64),
    validFrom: z.iso.datetime({ offset: true }).transform((s) => new Date(s)).optional(),
    validUntil: z.iso.datetime({ offset: true }).transform((s) => new Date(s)).nullable().optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .strict();
export type NewAssignment = z.infer<typeof NewAssignment>;

export interface AssignmentRow {
  id: string;
  staffId: string;
  tableId: string;
  validFrom: string;
  validUntil: string | null;
}

function row(r: { id: string; staffId: string; tableId: string; validFrom: Date; validUntil: Date | null }): AssignmentRow {
  return { id: r.id, staffId: r.staffId, tableId: r.tableId, validFrom: r.validFrom.toISOString(), validUntil: r.validUntil?.toISOString() ?? null };
}

export async function assignDealer(
  db: Pick<Database, "prisma">,
  byStaffId: string | null,
  input: NewAssignment,
  now: Date,
): Promise<{ ok: true; assignment: AssignmentRow } | { ok: false; code: string; message: string }> {
  const staff = await db.prisma.staff.findUnique({ where: { id: input.staffId } });
  if (!staff || !staff.active) return { ok: false, code: "NOT_FOUND", message: "There is no such active staff member." };
  if (staff.role !== "dealer") return { ok: false, code: "NOT_A_DEALER", message: "Only dealers are assigned to tables; supervisors see every table." };
  const table = await db.prisma.gameTable.findUnique({ where: { id: input.tableId }, select: { id: true } });
  if (!table) return { ok: false, code: "UNKNOWN_TABLE", message: "There is no such table." };
  const validFrom = input.validFrom ?? now;
  const validUntil = input.validUntil ?? null;
  if (validUntil && validUntil <= validFrom) return { ok: false, code: "BAD_PERIOD", message: "A shift must end after it starts." };
  if (validUntil && validUntil <= now) return { ok: false, code: "BAD_PERIOD", message: "That shift is already over." };
  const id = newId();
  const created = await db.prisma.$transaction(async (tx) => {
    const r = await tx.shiftAssignment.create({ data: { id, staffId: staff.id, tableId: table.id, validFrom, validUntil, createdBy: byStaffId, createdAt: now } });
    await audit(tx, {
      staffId: byStaffId,
      action: AUDIT_ACTIONS.shiftAssigned,
      tableId: table.id,
      detail: { assignmentId: id, dealerId: staff.id, dealer: staff.username, validFrom: validFrom.toISOString(), validUntil: validUntil?.toISOString() ?? null },
      reason: input.reason ?? null,
      at: now,
    });
    return r;
  });
  announceRevoked(staffRoom(staff.id));
  return { ok: true, assignment: row(created) };
}

/** Ends an assignment now (one that has not started yet is removed). */
export async function endAssignment(
  db: Pick<Database, "prisma">,
  byStaffId: string | null,
  assignmentId: string,
  now: Date,
  reason?: string,
): Promise<{ ok: true } | { ok: false; code: string; message: string }> {
  const found = await db.prisma.shiftAssignment.findUnique({ where: { id: assignmentId } });
  if (!found) return { ok: false, code: "NOT_FOUND", message: "There is no such assignment." };
  if (found.validUntil && found.validUntil <= now) return { ok: false, code: "ALREADY_ENDED", message: "That assignment has ended already." };
  await db.prisma.$transaction(async (tx) => {
    if (found.validFrom >= now) await tx.shiftAssignment.delete({ where: { id: found.id } });
    else await tx.shiftAssignment.update({ where: { id: found.id }, data: { validUntil: now } });
    await audit(tx, { staffId: byStaffId, action: AUDIT_ACTIONS.shiftEnded, tableId: found.tableId, detail: { assignmentId: found.id, dealerId: found.staffId }, reason: reason ?? null, at: now });
  });
  announceRevoked(staffRoom(found.staffId));
  return { ok: true };
}

/** Assignments valid now or later, optionally for one table. */
export async function listAssignments(db: Pick<Database, "prisma">, now: Date, tableId?: string): Promise<AssignmentRow[]> {
  const rows = await db.prisma.shiftAssignment.findMany({
    where: { ...(tableId ? { tableId } : {}), OR: [{ validUntil: null }, { validUntil: { gt: now } }] },
    orderBy: [{ tableId: "asc" }, { validFrom: "asc" }],
  });
  return rows.map(row);
}

/** The assignments of a table valid at `now` (its dealers on duty). */
async function onDuty(db: Pick<Database, "prisma">, tableId: string, now: Date) {
  return db.prisma.shiftAssignment.findMany({ where: { tableId, validFrom: { lte: now }, OR: [{ validUntil: null }, { validUntil: { gt: now } }] }, orderBy: { validFrom: "asc" } });
}

type Tx = Parameters<Parameters<Database["prisma"]["$transaction"]>[0]>[0];

async function closeNow(tx: Tx, byStaffId: string | null, a: { id: string; staffId: string; tableId: string }, now: Date, reason: string | null): Promise<void> {
  await tx.shiftAssignment.update({ where: { id: a.id }, data: { validUntil: now } });
  await audit(tx, { staffId: byStaffId, action: AUDIT_ACTIONS.shiftEnded, tableId: a.tableId, detail: { assignmentId: a.id, dealerId: a.staffId }, reason, at: now });
}

async function openNow(tx: Tx, byStaffId: string | null, staff: { id: string; username: string }, tableId: string, now: Date, until: Date | null, reason: string | null): Promise<AssignmentRow> {
  const id = newId();
  const r = await tx.shiftAssignment.create({ data: { id, staffId: staff.id, tableId, validFrom: now, validUntil: until, createdBy: byStaffId, createdAt: now } });
  await audit(tx, {
    staffId: byStaffId,
    action: AUDIT_ACTIONS.shiftAssigned,
    tableId,
    detail: { assignmentId: id, dealerId: staff.id, dealer: staff.username, validFrom: now.toISOString(), validUntil: until?.toISOString() ?? null },
    reason,
    at: now,
  });
  return row(r);
}

export const Relief = z.strictObject({ tableId: z.string().min(1).max(64), staffId: z.string().min(1).max(64), reason: z.string().trim().max(500).optional() });

/**
 * A relief takes over a table now, mid-shoe if need be: the dealers on duty there are relieved (their
 * assignment ends now, their tablet's connection closes) and the relief is assigned until the end of
 * the relieved dealer's shift (open-ended if theirs was). One transaction, each step audited.
 */
export async function relieveDealer(
  db: Pick<Database, "prisma">,
  byStaffId: string | null,
  input: z.infer<typeof Relief>,
  now: Date,
): Promise<{ ok: true; assignment: AssignmentRow; relieved: string[] } | { ok: false; code: string; message: string }> {
  const staff = await db.prisma.staff.findUnique({ where: { id: input.staffId } });
  if (!staff || !staff.active) return { ok: false, code: "NOT_FOUND", message: "There is no such active staff member." };
  if (staff.role !== "dealer") return { ok: false, code: "NOT_A_DEALER", message: "Only a dealer relieves a dealer; a supervisor covers a table without an assignment." };
  const table = await db.prisma.gameTable.findUnique({ where: { id: input.tableId }, select: { id: true } });
  if (!table) return { ok: false, code: "UNKNOWN_TABLE", message: "There is no such table." };
  const current = await onDuty(db, table.id, now);
  if (current.some((a) => a.staffId === staff.id) && current.every((a) => a.staffId === staff.id)) return { ok: false, code: "ALREADY_ON_DUTY", message: `${staff.displayName || staff.username} is already dealing this table.` };
  const leaving = current.filter((a) => a.staffId !== staff.id);
  const until = leaving.length ? (leaving.some((a) => a.validUntil === null) ? null : new Date(Math.max(...leaving.map((a) => a.validUntil!.getTime())))) : null;
  const reason = input.reason?.trim() || "relief";
  const assignment = await db.prisma.$transaction(async (tx) => {
    for (const a of leaving) await closeNow(tx, byStaffId, a, now, reason);
    return openNow(tx, byStaffId, staff, table.id, now, until, reason);
  });
  for (const a of leaving) announceRevoked(staffRoom(a.staffId));
  announceRevoked(staffRoom(staff.id));
  return { ok: true, assignment, relieved: [...new Set(leaving.map((a) => a.staffId))] };
}

export const Swap = z.strictObject({ tableA: z.string().min(1).max(64), tableB: z.string().min(1).max(64), reason: z.string().trim().max(500).optional() });

/** The dealers of two tables change tables now, each keeping the end of their own shift. */
export async function swapDealers(
  db: Pick<Database, "prisma">,
  byStaffId: string | null,
  input: z.infer<typeof Swap>,
  now: Date,
): Promise<{ ok: true; assignments: AssignmentRow[] } | { ok: false; code: string; message: string }> {
  if (input.tableA === input.tableB) return { ok: false, code: "SAME_TABLE", message: "Choose two different tables." };
  const [a, b] = await Promise.all([onDuty(db, input.tableA, now), onDuty(db, input.tableB, now)]);
  if (a.length !== 1 || b.length !== 1) {
    const which = a.length !== 1 ? input.tableA : input.tableB;
    return { ok: false, code: "NOT_ONE_DEALER", message: `Table ${which} has ${(a.length !== 1 ? a : b).length === 0 ? "no dealer" : "more than one dealer"} on duty: assign or relieve instead.` };
  }
  const [da, db_] = [a[0]!, b[0]!];
  if (da.staffId === db_.staffId) return { ok: false, code: "SAME_DEALER", message: "The same dealer runs both tables." };
  const staff = await db.prisma.staff.findMany({ where: { id: { in: [da.staffId, db_.staffId] } }, select: { id: true, username: true } });
  const byId = new Map(staff.map((s) => [s.id, s]));
  const reason = input.reason?.trim() || "dealers swapped";
  const assignments = await db.prisma.$transaction(async (tx) => {
    await closeNow(tx, byStaffId, da, now, reason);
    await closeNow(tx, byStaffId, db_, now, reason);
    return [await openNow(tx, byStaffId, byId.get(da.staffId)!, input.tableB, now, da.validUntil, reason), await openNow(tx, byStaffId, byId.get(db_.staffId)!, input.tableA, now, db_.validUntil, reason)];
  });
  announceRevoked(staffRoom(da.staffId));
  announceRevoked(staffRoom(db_.staffId));
  return { ok: true, assignments };
}
