/**
 * Anchors: at each shift close, one root over every table's latest hash (anchor-root.ts), kept in
 * `ledger_anchors` (append-only) and shown, printed and exported for the regulator. A root held
 * outside the database then contradicts any later change to an event it covers.
 */
import type pg from "pg";
import type { LedgerAnchorView } from "@/lib/contract/ledger";
import { anchorLines, anchorRoot, type AnchorEntry } from "./anchor-root";

type Queryable = Pick<pg.Pool, "query">;

type AnchorRow = { id: string; at: Date; kind: "shift-close" | "on-demand"; shift_start: Date | null; shift_end: Date | null; shift_label: string | null; root: string; tables: AnchorEntry[]; made_by: string | null };

const COLUMNS = "id::text AS id, at, kind, shift_start, shift_end, shift_label, encode(root, 'hex') AS root, tables, made_by";

function viewOf(r: AnchorRow): LedgerAnchorView {
  return {
    id: r.id,
    at: r.at.toISOString(),
    kind: r.kind,
    shiftStart: r.shift_start?.toISOString() ?? null,
    shiftEnd: r.shift_end?.toISOString() ?? null,
    shiftLabel: r.shift_label,
    root: r.root,
    tables: r.tables,
    madeBy: r.made_by,
  };
}

/** Every table's latest version and hash now (tables without events are left out). */
export async function tableHeads(db: Queryable): Promise<AnchorEntry[]> {
  const { rows } = await db.query<{ table_id: string; seq: number; hash: string }>(
    `SELECT t.id AS table_id, e.seq, encode(e.hash, 'hex') AS hash
       FROM tables t
       CROSS JOIN LATERAL (SELECT seq, hash FROM table_events WHERE table_id = t.id ORDER BY seq DESC LIMIT 1) e
      ORDER BY t.id`,
  );
  return rows.map((r) => ({ tableId: r.table_id, version: r.seq, hash: r.hash }));
}

export interface AnchorInput {
  readonly kind: "shift-close" | "on-demand";
  /** The shift the anchor closes (shift-close only). */
  readonly shift?: { readonly start: Date; readonly end: Date; readonly label: string };
  readonly madeBy: string | null;
  readonly at: Date;
}

/**
 * Takes an anchor now. A shift's close is anchored once: when another node (or an earlier call)
 * took it already, that anchor is answered and `created` is false.
 */
export async function takeAnchor(db: Queryable, input: AnchorInput): Promise<{ anchor: LedgerAnchorView; created: boolean }> {
  if (input.kind === "shift-close" && !input.shift) throw new Error("a shift-close anchor names its shift");
  if (input.kind === "shift-close" && input.shift) {
    const existing = await anchorForShift(db, input.shift);
    if (existing) return { anchor: existing, created: false };
  }
  const entries = await tableHeads(db);
  const root = anchorRoot(entries);
  const { rows } = await db.query<AnchorRow>(
    `INSERT INTO ledger_anchors (at, kind, shift_start, shift_end, shift_label, root, tables, made_by)
     VALUES ($1, $2, $3, $4, $5, decode($6, 'hex'), $7, $8)
     ON CONFLICT (shift_start, shift_end) WHERE kind = 'shift-close' DO NOTHING
     RETURNING ${COLUMNS}`,
    [input.at, input.kind, input.shift?.start ?? null, input.shift?.end ?? null, input.shift?.label ?? null, root, JSON.stringify(entries), input.madeBy],
  );
  if (rows[0]) return { anchor: viewOf(rows[0]), created: true };
  const raced = input.shift ? await anchorForShift(db, input.shift) : null;
  if (!raced) throw new Error("the anchor was neither written nor found");
  return { anchor: raced, created: false };
}

export async function anchorForShift(db: Queryable, shift: { start: Date; end: Date }): Promise<LedgerAnchorView | null> {
  const { rows } = await db.query<AnchorRow>(`SELECT ${COLUMNS} FROM ledger_anchors WHERE kind = 'shift-close' AND shift_start = $1 AND shift_end = $2`, [shift.start, shift.end]);
  return rows[0] ? viewOf(rows[0]) : null;
}

export async function anchorById(db: Queryable, id: string): Promise<LedgerAnchorView | null> {
  if (!/^[1-9][0-9]{0,18}$/.test(id)) return null;
  const { rows } = await db.query<AnchorRow>(`SELECT ${COLUMNS} FROM ledger_anchors WHERE id = $1`, [id]);
  return rows[0] ? viewOf(rows[0]) : null;
}

/** How a third party checks an anchor (the download and the printed page say it). */
export const ANCHOR_HOW =
  'root = SHA-256, lowercase hex, of the UTF-8 text made of one line per table, "tableId:version:hash" and a line feed, the lines in the byte order of the table ids. Each hash is the event hash at that version of the table\'s log (docs/ledger.md); npm run verify-log checks every anchor against the log.';

/** An anchor as sent to the regulator: the anchor, its lines as hashed, and how to check it. */
export function anchorDocument(anchor: LedgerAnchorView, room: { id: string; name: string }, generatedAt: Date) {
  return {
    format: "cardroom.ledger-anchor",
    version: 1,
    generatedAt: generatedAt.toISOString(),
    room,
    anchor,
    lines: anchorLines(anchor.tables),
    how: ANCHOR_HOW,
  };
}

/** Anchors taken within a range of time (the regulator's day), oldest first. */
export async function anchorsBetween(db: Queryable, range: { start: Date; end: Date }): Promise<LedgerAnchorView[]> {
  const { rows } = await db.query<AnchorRow>(`SELECT ${COLUMNS} FROM ledger_anchors WHERE at >= $1 AND at < $2 ORDER BY at, id`, [range.start, range.end]);
  return rows.map(viewOf);
}

/** The latest anchors, newest first. */
export async function latestAnchors(db: Queryable, limit: number): Promise<LedgerAnchorView[]> {
  const { rows } = await db.query<AnchorRow>(`SELECT ${COLUMNS} FROM ledger_anchors ORDER BY at DESC, id DESC LIMIT $1`, [limit]);
  return rows.map(viewOf);
}

/** Every anchor, oldest first, a page at a time (the verification reads them all). */
export async function* allAnchors(db: Queryable, pageSize = 200): AsyncGenerator<LedgerAnchorView> {
  let after = 0n;
  for (;;) {
    const { rows } = await db.query<AnchorRow>(`SELECT ${COLUMNS} FROM ledger_anchors WHERE id > $1 ORDER BY id LIMIT $2`, [after.toString(), pageSize]);
    for (const r of rows) yield viewOf(r);
    if (rows.length < pageSize) return;
    after = BigInt(rows.at(-1)!.id);
  }
}
