import { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Database } from "@/lib/server/db/database";
import type { Statement } from "@/lib/server/db/statement";
import type { AuditRow } from "@/lib/contract/audit";

export type { AuditRow };

/**
 * The audit trail: who did what, when, at which table, and why. Rows are only ever added (a trigger
 * in the first migration refuses UPDATE and DELETE on audit_entries). Sign-ins, failures,
 * sign-outs, staff and shift changes and display pairing are written here by lib/server/auth; voids,
 * corrections, pauses and fee-option changes at a table as an `audit` projection row committed with
 * the table's events (lib/server/tables/table-projection.ts); the rest through `audit()`, or
 * `auditStatement()` inside their own transaction.
 */
export const AUDIT_ACTIONS = {
  // An attempt reserved before its password or code is checked (rate-limit.ts); its outcome follows
  // with the attempt's id as detail.attempt.
  signInAttempt: "sign-in-attempt",
  signIn: "sign-in",
  signInFailed: "sign-in-failed",
  signInPasswordChangeRequired: "sign-in-password-change-required",
  signInLocked: "sign-in-locked",
  signInUnlocked: "sign-in-unlocked",
  /** A supervisor's password typed on a tablet for an approval: counted apart from the sign-ins (rate-limit.ts). */
  approvalAttempt: "approval-attempt",
  signOut: "sign-out",
  firstAdminAttempt: "first-admin-attempt",
  firstAdminCreated: "first-admin-created",
  firstAdminRefused: "first-admin-refused",
  staffCreated: "staff-created",
  staffUpdated: "staff-updated",
  shiftAssigned: "shift-assigned",
  shiftEnded: "shift-ended",
  pairingCodeCreated: "display-pairing-code-created",
  displayPairAttempt: "display-pair-attempt",
  displayPaired: "display-paired",
  displayPairFailed: "display-pair-failed",
  displayRevoked: "display-revoked",
  // Supervisor commands at a table, written with the table's events (lib/server/tables/table-projection.ts);
  // the supervisor who gave the command is `staff_id` (a correction's approver), the reason given is `reason`.
  roundVoided: "round.void",
  cardCorrected: "round.correct-card",
  /** A player's decision corrected and the round replayed with it (twenty-one, No Bust, Three Card Poker). */
  decisionCorrected: "round.correct-decision",
  /** A hand set wrongly put right and the round replayed with it (pai gow poker). */
  handCorrected: "round.correct-hand",
  /** A finished hand's result corrected (poker: the winners of the hand just finished). */
  roundResultCorrected: "round.correct-result",
  /** The last round corrected after it ended (ended-round-corrections.ts): the correction and the money to make right. */
  endedRoundCorrected: "round.correct-ended",
  /** A round corrected while its money was paid, settled again: the money to make right (the dealer who settled it). */
  roundSettledAgain: "round.settle-again",
  tablePaused: "table.pause",
  tableResumed: "table.resume",
  tableClosed: "table.close",
  feeOptionChanged: "table.fee-option",
  // The admin's configuration of a live table (its `configure-table` command), written the same way:
  tableConfigured: "table.configure",
  // Configuration of a table that is not live on this server, and the floor, written by
  // lib/server/floor and app/api through audit():
  roomEnteredFeeChanged: "fee-option-changed",
  configurationChanged: "configuration-changed",
  tableCreated: "table-created",
  floorSettingsChanged: "floor-settings-changed",
  alertAcknowledged: "alert-acknowledged",
  shiftCountEntered: "shift-count-entered",
  regulatorExport: "regulator-export",
  // The floor's waiting lists and seating (lib/server/waitlist), written with the lists' events:
  waitlistListOpened: "waitlist.open-list",
  waitlistListClosed: "waitlist.close-list",
  waitlistPlayerAdded: "waitlist.add",
  waitlistPlayerCalled: "waitlist.call",
  waitlistCallAnswered: "waitlist.answer",
  waitlistCallMissed: "waitlist.miss",
  waitlistCallWithdrawn: "waitlist.call-withdrawn",
  waitlistPlayerSeated: "waitlist.seat",
  waitlistPlayerRemoved: "waitlist.remove",
  waitlistPlayerMoved: "waitlist.move",
  waitlistTableOpened: "waitlist.open-table",
  waitlistTableClosed: "waitlist.close-table",
  waitlistAwayStarted: "waitlist.away",
  waitlistAwayEnded: "waitlist.back",
  waitlistAwayReleased: "waitlist.away-release",
  waitlistOptionsChanged: "waitlist.options",
  waitlistCheckedIn: "waitlist.check-in",
  waitlistCodeIssued: "waitlist.new-code",
  // The players' phones (/live, lib/server/live): a code that matched no player, and an address
  // that guessed too many (guess-limit.ts counts them from here after a restart).
  liveCodeWrong: "live.code-wrong",
  liveCodeLimited: "live.code-limited",
} as const;

export interface AuditInput {
  staffId?: string | null;
  action: string;
  tableId?: string | null;
  detail?: Record<string, unknown>;
  reason?: string | null;
  /** When it happened; the database clock when absent. */
  at?: Date;
}

/** A Database, or the client of a Prisma transaction the entry belongs to. */
export type AuditTarget = Pick<Database, "prisma"> | Prisma.TransactionClient;

function clientOf(target: AuditTarget): Prisma.TransactionClient {
  return "prisma" in target ? target.prisma : target;
}

const Action = z.string().trim().min(1).max(64).regex(/^[a-z0-9][a-z0-9.:_-]*$/, "actions are lower-case words joined by - . : _");

function clean(entry: AuditInput) {
  return {
    staffId: entry.staffId ?? null,
    action: Action.parse(entry.action),
    tableId: entry.tableId ?? null,
    detail: (entry.detail ?? {}) as Prisma.InputJsonObject,
    reason: entry.reason?.slice(0, 2000) ?? null,
  };
}

/** Appends one entry; returns its id. */
export async function audit(target: AuditTarget, entry: AuditInput): Promise<{ id: string }> {
  const data = clean(entry);
  const row = await clientOf(target).auditEntry.create({ data: { ...data, ...(entry.at ? { at: entry.at } : {}) }, select: { id: true } });
  return { id: row.id.toString() };
}

/** The same entry as a SQL statement, for a transaction run on the pg pool. */
export function auditStatement(entry: AuditInput): Statement {
  const data = clean(entry);
  return {
    text: "INSERT INTO audit_entries (at, staff_id, action, table_id, detail, reason) VALUES (coalesce($1::timestamptz, now()), $2, $3, $4, $5::jsonb, $6)",
    values: [entry.at ?? null, data.staffId, data.action, data.tableId, JSON.stringify(data.detail), data.reason],
  };
}

// ------------------------------------------------------------------------------------------------
// Reading the trail

const isoDate = z.iso.datetime({ offset: true }).or(z.iso.date()).transform((s) => new Date(s));

export const AuditQuery = z
  .object({
    from: isoDate.optional(),
    to: isoDate.optional(),
    table: z.string().min(1).max(64).optional(),
    action: Action.optional(),
    staff: z.string().min(1).max(64).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
    /** Entries older than this id (the `nextCursor` of the previous page). */
    before: z.string().regex(/^\d{1,19}$/).optional(),
  })
  .strict();
export type AuditQuery = z.infer<typeof AuditQuery>;

function whereOf(query: Omit<AuditQuery, "limit">): Prisma.AuditEntryWhereInput {
  const at: Prisma.DateTimeFilter = {};
  if (query.from) at.gte = query.from;
  if (query.to) at.lt = query.to;
  return {
    ...(query.from || query.to ? { at } : {}),
    ...(query.table ? { tableId: query.table } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.staff ? { staffId: query.staff } : {}),
    ...(query.before ? { id: { lt: BigInt(query.before) } } : {}),
  };
}

/** One page, newest first; `nextCursor` fetches the next (older) page. */
export async function listAudit(db: Pick<Database, "prisma">, query: AuditQuery): Promise<{ entries: AuditRow[]; nextCursor: string | null }> {
  const rows = await db.prisma.auditEntry.findMany({ where: whereOf(query), orderBy: { id: "desc" }, take: query.limit + 1 });
  const page = rows.slice(0, query.limit);
  const staffIds = [...new Set(page.map((r) => r.staffId).filter((s): s is string => s !== null))];
  const staff = staffIds.length ? await db.prisma.staff.findMany({ where: { id: { in: staffIds } }, select: { id: true, username: true } }) : [];
  const names = new Map(staff.map((s) => [s.id, s.username]));
  return {
    entries: page.map((r) => ({
      id: r.id.toString(),
      at: r.at.toISOString(),
      staffId: r.staffId,
      staffUsername: r.staffId ? (names.get(r.staffId) ?? null) : null,
      action: r.action,
      tableId: r.tableId,
      detail: r.detail,
      reason: r.reason,
    })),
    nextCursor: rows.length > query.limit ? (page[page.length - 1]?.id.toString() ?? null) : null,
  };
}

export const CSV_COLUMNS = ["id", "at", "staff_id", "staff_username", "action", "table_id", "reason", "detail"] as const;

/** One CSV cell: quoted when needed, and a leading = + - @ neutralised so a spreadsheet shows text, not a formula. */
export function csvCell(value: string | null): string {
  if (value === null) return "";
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(row: AuditRow): string {
  return [row.id, row.at, row.staffId, row.staffUsername, row.action, row.tableId, row.reason, JSON.stringify(row.detail ?? {})].map(csvCell).join(",") + "\r\n";
}

/** The whole filtered trail as CSV, read a page at a time so any length streams in bounded memory. */
export function auditCsvStream(db: Pick<Database, "prisma">, query: Omit<AuditQuery, "limit" | "before">): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_COLUMNS.join(",") + "\r\n"));
      }
      const page = await listAudit(db, { ...query, limit: 500, ...(before ? { before } : {}) });
      if (page.entries.length) controller.enqueue(encoder.encode(page.entries.map(csvLine).join("")));
      if (!page.nextCursor) controller.close();
      else before = page.nextCursor;
    },
  });
}
