/**
 * Shift close: the drop counted per table is entered against what the system recorded (the net
 * fee drops of the shift), and the difference is shown and kept. Counts are append-only: a
 * recount is a new row and the latest one counts; each entry is audited.
 */
import crypto from "node:crypto";
import { z } from "zod";
import type { Database } from "@/lib/server/db/database";
import { auditStatement } from "@/lib/server/auth/audit";
import type { ShiftClose, ShiftCloseLine, ShiftCountRow } from "@/lib/contract/reports";
import { NO_PLAY, playFigures } from "./play-figures";
import { anchorForShift } from "@/lib/server/ledger/anchors";

export type { ShiftClose, ShiftCloseLine, ShiftCountRow };

export const ShiftCountInput = z.strictObject({
  tableId: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/),
  shiftStart: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
  shiftEnd: z.iso.datetime({ offset: true }).transform((s) => new Date(s)),
  countedCents: z.int().min(0).max(1_000_000_000),
  note: z.string().trim().max(500).optional(),
});
export type ShiftCountInput = z.infer<typeof ShiftCountInput>;

async function recordedFor(db: Pick<Database, "pool">, tableId: string, start: Date, end: Date): Promise<number> {
  const { rows } = await db.pool.query<{ cents: number }>(
    "SELECT coalesce(sum(cents), 0)::int AS cents FROM fee_drops WHERE table_id = $1 AND taken_at >= $2 AND taken_at < $3",
    [tableId, start, end],
  );
  return rows[0]?.cents ?? 0;
}

type CountDbRow = { id: string; table_id: string; shift_start: Date; shift_end: Date; counted_cents: number; recorded_cents: number; entered_by: string; display_name: string | null; entered_at: Date; note: string | null };

function rowOf(r: CountDbRow): ShiftCountRow {
  return {
    id: r.id,
    tableId: r.table_id,
    shiftStart: r.shift_start.toISOString(),
    shiftEnd: r.shift_end.toISOString(),
    countedCents: r.counted_cents,
    recordedCents: r.recorded_cents,
    varianceCents: r.counted_cents - r.recorded_cents,
    enteredBy: r.entered_by,
    enteredByName: r.display_name,
    enteredAt: r.entered_at.toISOString(),
    note: r.note,
  };
}

export type RecordCountResult = { ok: true; count: ShiftCountRow } | { ok: false; code: string; message: string };

/** Enters a counted drop for one table and shift; answers the row with its variance. */
export async function recordShiftCount(db: Pick<Database, "pool">, input: ShiftCountInput, by: string, now: Date): Promise<RecordCountResult> {
  if (input.shiftEnd.getTime() <= input.shiftStart.getTime()) return { ok: false, code: "BAD_SHIFT", message: "The shift must end after it starts." };
  if (input.shiftEnd.getTime() - input.shiftStart.getTime() > 24 * 60 * 60 * 1000) return { ok: false, code: "BAD_SHIFT", message: "A shift is at most 24 hours." };
  if (input.shiftStart.getTime() > now.getTime()) return { ok: false, code: "FUTURE_SHIFT", message: "That shift has not started yet: count its drop once it ends." };
  const table = await db.pool.query<{ id: string }>("SELECT id FROM tables WHERE id = $1", [input.tableId]);
  if (!table.rows[0]) return { ok: false, code: "UNKNOWN_TABLE", message: `There is no table "${input.tableId}".` };
  const id = crypto.randomUUID();
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    // The recorded figure and the count are read and written together, so the variance is exact.
    const { rows: rec } = await client.query<{ cents: number }>(
      "SELECT coalesce(sum(cents), 0)::int AS cents FROM fee_drops WHERE table_id = $1 AND taken_at >= $2 AND taken_at < $3",
      [input.tableId, input.shiftStart, input.shiftEnd],
    );
    const recorded = rec[0]?.cents ?? 0;
    await client.query(
      `INSERT INTO shift_counts (id, table_id, shift_start, shift_end, counted_cents, recorded_cents, entered_by, entered_at, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [id, input.tableId, input.shiftStart, input.shiftEnd, input.countedCents, recorded, by, now, input.note || null],
    );
    const a = auditStatement({
      staffId: by,
      action: "shift-count-entered",
      tableId: input.tableId,
      detail: { countId: id, shiftStart: input.shiftStart.toISOString(), shiftEnd: input.shiftEnd.toISOString(), countedCents: input.countedCents, recordedCents: recorded, varianceCents: input.countedCents - recorded },
      reason: input.note || null,
      at: now,
    });
    await client.query(a.text, a.values as unknown[]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const rows = await countsFor(db, { start: input.shiftStart, end: input.shiftEnd, tableId: input.tableId });
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error("the count was not stored");
  return { ok: true, count: row };
}

/** Every count entered for exactly this shift (optionally one table), newest first. */
export async function countsFor(db: Pick<Database, "pool">, shift: { start: Date; end: Date; tableId?: string }): Promise<ShiftCountRow[]> {
  const { rows } = await db.pool.query<CountDbRow>(
    `SELECT c.*, s.display_name FROM shift_counts c LEFT JOIN staff s ON s.id = c.entered_by
      WHERE c.shift_start = $1 AND c.shift_end = $2 AND ($3::text IS NULL OR c.table_id = $3)
      ORDER BY c.entered_at DESC, c.id`,
    [shift.start, shift.end, shift.tableId ?? null],
  );
  return rows.map(rowOf);
}

/** Counts entered for shifts that overlap a range (for the regulator's day export). */
export async function countsOverlapping(db: Pick<Database, "pool">, tableId: string, range: { start: Date; end: Date }): Promise<ShiftCountRow[]> {
  const { rows } = await db.pool.query<CountDbRow>(
    `SELECT c.*, s.display_name FROM shift_counts c LEFT JOIN staff s ON s.id = c.entered_by
      WHERE c.table_id = $1 AND c.shift_start < $3 AND c.shift_end > $2
      ORDER BY c.shift_start, c.entered_at`,
    [tableId, range.start, range.end],
  );
  return rows.map(rowOf);
}

/** The shift close sheet: every table, its recorded drop now, its latest count and the difference. */
export async function shiftClose(db: Pick<Database, "pool">, shift: { start: Date; end: Date }): Promise<ShiftClose> {
  const [tables, drops, counts, play, anchor] = await Promise.all([
    db.pool.query<{ id: string; name: string; game_id: string }>("SELECT id, name, game_id FROM tables ORDER BY id"),
    db.pool.query<{ table_id: string; cents: number }>(
      "SELECT table_id, coalesce(sum(cents), 0)::int AS cents FROM fee_drops WHERE taken_at >= $1 AND taken_at < $2 GROUP BY table_id",
      [shift.start, shift.end],
    ),
    countsFor(db, shift),
    playFigures(db, { from: shift.start, to: shift.end }),
    anchorForShift(db.pool, shift),
  ]);
  const recorded = new Map(drops.rows.map((r) => [r.table_id, r.cents]));
  const lines: ShiftCloseLine[] = tables.rows.map((t) => {
    const mine = counts.filter((c) => c.tableId === t.id);
    const latest = mine[0] ?? null;
    const rec = recorded.get(t.id) ?? 0;
    return { tableId: t.id, tableName: t.name, gameId: t.game_id, recordedCents: rec, count: latest, varianceCents: latest ? latest.countedCents - rec : null, entries: mine.length, play: play.get(t.id) ?? NO_PLAY };
  });
  const counted = lines.reduce((s, l) => s + (l.count?.countedCents ?? 0), 0);
  const recordedCounted = lines.reduce((s, l) => s + (l.count ? l.recordedCents : 0), 0);
  return {
    shiftStart: shift.start.toISOString(),
    shiftEnd: shift.end.toISOString(),
    lines,
    recordedCents: lines.reduce((s, l) => s + l.recordedCents, 0),
    countedCents: counted,
    varianceCents: counted - recordedCounted,
    missingCounts: lines.filter((l) => !l.count && l.recordedCents !== 0).length,
    anchor,
  };
}

export { recordedFor };
