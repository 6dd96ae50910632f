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
