/**
 * The part of the regulator's export that lets a third party check the record without us: the
 * encoding in words, each event of the day as stored with its previous hash and its own, the
 * anchors of the day (and the first one after it), and the ledger's records of the table (the
 * versions chained by the migration). What is still secret when the export is made (the order of a
 * shoe still in play, the cards of the round in play) is left out, its hashes kept: the chain can
 * still be followed, and the content comes with the next export after the shoe or round ends.
 */
import type pg from "pg";
import type { LedgerAnchorView } from "@/lib/contract/ledger";
import { ENCODING_ID, GENESIS_HASH } from "./event-encoding";
import { ANCHOR_HOW } from "./anchors";

type Queryable = Pick<pg.Pool, "query">;

export const ENCODING_WORDS =
  'Each event\'s hash is SHA-256, lowercase hex, of the UTF-8 bytes of the RFC 8785 (JCS) canonical JSON of {"actor": actorId, "at": the time as ISO 8601 UTC with milliseconds, "command": commandId, "event": the event, "prev": prevHash, "seq": the version, "table": the table id, "type": the type}. prevHash is the hash of the version before (64 zeros for version 1). Check that each event\'s prevHash is the previous event\'s hash, that the versions have no gap, and that the hash recomputes; then that each anchor\'s line for this table names a hash the log holds at that version. docs/ledger.md gives a worked example.';

export interface ExportedLedgerEvent {
  readonly seq: number;
  readonly type: string;
  readonly at: string;
  readonly commandId: string | null;
  readonly actorId: string | null;
  readonly prevHash: string;
  readonly hash: string;
  /** The event as stored; null while its content is withheld. */
  readonly event: unknown;
  readonly withheld?: string;
}

export interface LedgerExport {
  readonly encoding: { readonly id: string; readonly hash: "SHA-256"; readonly genesis: string; readonly how: string; readonly anchors: string };
  readonly events: readonly ExportedLedgerEvent[];
  readonly anchors: readonly LedgerAnchorView[];
  readonly records: readonly { readonly at: string; readonly kind: string; readonly message: string }[];
}

export const WITHHELD = "still in play when this export was made (a shoe's order, or the round in play): its hash is here, its content comes with the first export after the shoe or round ends";

/** What is still secret now: the start of each server shoe still in play, and the round in play from its opening on. */
export interface StillSecret {
  readonly shoeStarts: readonly number[];
  readonly roundFrom: number | null;
}

/** The table's events of the window with their hashes; the content of what is still secret is withheld. */
export async function ledgerExport(db: Queryable, tableId: string, window: { start: Date; end: Date }, secret: StillSecret): Promise<LedgerExport> {
  const events = await db.query<{ seq: number; type: string; payload: unknown; command_id: string | null; actor_id: string | null; created_at: Date; prev_hash: string; hash: string }>(
    `SELECT seq, type, payload, command_id, actor_id, created_at, encode(prev_hash, 'hex') AS prev_hash, encode(hash, 'hex') AS hash
       FROM table_events WHERE table_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY seq`,
    [tableId, window.start, window.end],
  );
  const anchors = await db.query<{ id: string; at: Date; kind: "shift-close" | "on-demand"; shift_start: Date | null; shift_end: Date | null; shift_label: string | null; root: string; tables: LedgerAnchorView["tables"]; made_by: string | null }>(
    `(SELECT id::text AS id, at, kind, shift_start, shift_end, shift_label, encode(root, 'hex') AS root, tables, made_by FROM ledger_anchors WHERE at >= $1 AND at < $2)
     UNION ALL
     (SELECT id::text, at, kind, shift_start, shift_end, shift_label, encode(root, 'hex'), tables, made_by FROM ledger_anchors WHERE at >= $2 ORDER BY at, id LIMIT 1)
     ORDER BY at, id`,
    [window.start, window.end],
  );
  const records = await db.query<{ at: Date; kind: string; message: string }>(
    "SELECT at, kind, message FROM ledger_records WHERE detail->'tables' @> $1::jsonb ORDER BY id",
    [JSON.stringify([{ table: tableId }])],
  );
  return {
    encoding: { id: ENCODING_ID, hash: "SHA-256", genesis: GENESIS_HASH, how: ENCODING_WORDS, anchors: ANCHOR_HOW },
    events: events.rows.map((r) => {
      const withheld = secret.shoeStarts.includes(r.seq) || (secret.roundFrom !== null && r.seq >= secret.roundFrom);
      return {
        seq: r.seq,
        type: r.type,
        at: r.created_at.toISOString(),
        commandId: r.command_id,
        actorId: r.actor_id,
        prevHash: r.prev_hash,
        hash: r.hash,
        event: withheld ? null : r.payload,
        ...(withheld ? { withheld: WITHHELD } : {}),
      };
    }),
    anchors: anchors.rows.map((a) => ({
      id: a.id,
      at: a.at.toISOString(),
      kind: a.kind,
      shiftStart: a.shift_start?.toISOString() ?? null,
      shiftEnd: a.shift_end?.toISOString() ?? null,
      shiftLabel: a.shift_label,
      root: a.root,
      tables: a.tables,
      madeBy: a.made_by,
    })),
    records: records.rows.map((r) => ({ at: r.at.toISOString(), kind: r.kind, message: r.message })),
  };
}

/**
 * What of a table's log is still secret now: the event that started each server shoe still in play
 * (its order and salt), and the round still in play from its opening (its face-down cards, the
 * tiles' woodpile). The cards already dealt from a shoe were shown as they came out.
 */
export async function stillSecret(db: Queryable, tableId: string): Promise<StillSecret> {
  const shoes = await db.query<{ seq: number }>(
    `SELECT e.seq FROM shoes s
       JOIN table_events e ON e.table_id = s.table_id AND e.type = 'ShoeStarted' AND e.payload->'shoe'->>'id' = s.id
      WHERE s.table_id = $1 AND s.ended_at IS NULL AND s.source = 'server'`,
    [tableId],
  );
  const rounds = await db.query<{ seq: number | null }>(
    `SELECT min(e.seq)::int AS seq FROM rounds r
       JOIN table_events e ON e.table_id = r.table_id AND e.type = 'RoundOpened' AND e.payload->>'roundId' = r.id
      WHERE r.table_id = $1 AND r.ended_at IS NULL AND r.status NOT IN ('complete', 'voided', 'no-action')`,
    [tableId],
  );
  return { shoeStarts: shoes.rows.map((r) => r.seq), roundFrom: rounds.rows[0]?.seq ?? null };
}
