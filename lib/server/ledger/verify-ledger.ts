/**
 * The verification of the whole record (docs/ledger.md, "What verify-log checks"): every table's
 * chain walked from version 1 (chain-check.ts), and held against what names its versions from
 * outside the chain: the anchors (each root recomputed from its lines, each line's hash against the
 * event it names), the snapshots (the hash each covers), and the record of accepted commands (a log
 * that ends before a command it records lost its tail). Used by `npm run verify-log`, at the server's
 * start and at each shift close.
 */
import type pg from "pg";
import type { LedgerBreak } from "@/lib/contract/ledger";
import { anchorRoot } from "./anchor-root";
import { allAnchors } from "./anchors";
import { earlier, startWalk, walk, type ChainBreak, type StoredLink } from "./chain-check";

type Queryable = Pick<pg.Pool, "query">;

export interface TableVerification {
  readonly tableId: string;
  readonly name: string;
  /** Events checked. */
  readonly events: number;
  /** The log's last version (0 when it has none). */
  readonly lastVersion: number;
  readonly firstBreak: ChainBreak | null;
  /** Versions 1..to were written before the chain existed and chained by its migration, on `at`. */
  readonly chainedByMigration: { readonly to: number; readonly at: string } | null;
}

export interface LedgerVerification {
  readonly tables: number;
  readonly events: number;
  readonly anchors: number;
  readonly broken: readonly LedgerBreak[];
  readonly perTable: readonly TableVerification[];
}

export interface VerifyOptions {
  /** Check this table only (its chain, its snapshots, its lines in every anchor). */
  readonly tableId?: string;
  /** Events read per query. */
  readonly chunk?: number;
  /** After each table. */
  readonly onProgress?: (progress: { readonly tablesDone: number; readonly tables: number; readonly events: number }) => void;
  /** Stops the walk between two reads (the server shutting down). */
  readonly signal?: AbortSignal;
}

export class UnknownTableError extends Error {
  override name = "UnknownTableError";
}

interface Mention {
  readonly version: number;
  readonly hash: string;
  readonly what: string;
}

function describeAnchor(a: { readonly kind: string; readonly shiftLabel: string | null; readonly at: string }): string {
  const when = `${a.at.slice(0, 16).replace("T", " ")} UTC`;
  return a.kind === "shift-close" && a.shiftLabel ? `the anchor of the ${a.shiftLabel} shift close (${when})` : `the anchor taken ${when}`;
}

export async function verifyLedger(db: Queryable, options: VerifyOptions = {}): Promise<LedgerVerification> {
  const only = options.tableId ?? null;
  const chunk = options.chunk ?? 2000;
  const tables = (await db.query<{ id: string; name: string }>(`SELECT id, name FROM tables${only ? " WHERE id = $1" : ""} ORDER BY id`, only ? [only] : [])).rows;
  if (only && tables.length === 0) throw new UnknownTableError(`there is no table "${only}"`);

  const broken: LedgerBreak[] = [];
  // What names a table's versions from outside its chain.
  const mentions = new Map<string, Mention[]>();
  const mention = (tableId: string, m: Mention) => {
    if (only && tableId !== only) return;
    const list = mentions.get(tableId) ?? [];
    list.push(m);
    mentions.set(tableId, list);
  };
  let anchors = 0;
  for await (const anchor of allAnchors(db)) {
    anchors += 1;
    const what = describeAnchor(anchor);
    if (!only && anchorRoot(anchor.tables) !== anchor.root) {
      broken.push({ table: null, version: null, why: `${what}: its root is not the hash of its own lines (the anchor was changed after it was taken; compare it with the printed or exported root)` });
    }
    for (const line of anchor.tables) mention(line.tableId, { version: line.version, hash: line.hash, what });
  }
  const snapshots = await db.query<{ table_id: string; seq: number; hash: string | null }>(
    `SELECT table_id, seq, encode(hash, 'hex') AS hash FROM table_snapshots${only ? " WHERE table_id = $1" : ""} ORDER BY table_id, seq`,
    only ? [only] : [],
  );
  for (const s of snapshots.rows) if (s.hash) mention(s.table_id, { version: s.seq, hash: s.hash, what: `the snapshot of version ${s.seq}` });
  const commands = await db.query<{ table_id: string; last: number }>(
    `SELECT table_id, max(last_seq)::int AS last FROM table_commands${only ? " WHERE table_id = $1" : ""} GROUP BY table_id`,
    only ? [only] : [],
  );
  const lastCommand = new Map(commands.rows.map((r) => [r.table_id, r.last]));
  const records = await db.query<{ at: Date; detail: { tables?: { table: string; to: number }[] } }>("SELECT at, detail FROM ledger_records WHERE kind = 'chained-by-migration' ORDER BY id");
  const migrated = new Map<string, { to: number; at: string }>();
  for (const r of records.rows) for (const t of r.detail.tables ?? []) migrated.set(t.table, { to: t.to, at: r.at.toISOString() });

  const perTable: TableVerification[] = [];
  let events = 0;
  for (const [i, table] of tables.entries()) {
    const mine = mentions.get(table.id) ?? [];
    const w = startWalk(table.id, new Set(mine.map((m) => m.version)));
    for (;;) {
      options.signal?.throwIfAborted();
      const { rows } = await db.query<{ seq: number; type: string; payload: unknown; command_id: string | null; actor_id: string | null; created_at: Date; prev_hash: string; hash: string }>(
        `SELECT seq, type, payload, command_id, actor_id, created_at, encode(prev_hash, 'hex') AS prev_hash, encode(hash, 'hex') AS hash
           FROM table_events WHERE table_id = $1 AND seq > $2 ORDER BY seq LIMIT $3`,
        [table.id, w.lastSeq, chunk],
      );
      walk(
        w,
        rows.map((r): StoredLink => ({ seq: r.seq, type: r.type, payload: r.payload, at: r.created_at, commandId: r.command_id, actorId: r.actor_id, prevHash: r.prev_hash, hash: r.hash })),
      );
      if (rows.length < chunk) break;
    }
    let first = w.firstBreak;
    for (const m of mine) {
      const stored = w.found.get(m.version);
      if (stored === undefined) {
        const missing = w.lastSeq + 1;
        first = earlier(first, { version: missing, why: `the log ends at version ${w.lastSeq}, but ${m.what} holds version ${m.version}: events were removed from the end` });
      } else if (stored !== m.hash) {
        first = earlier(first, { version: m.version, why: `its hash is not the one ${m.what} holds: the log up to this version was changed after it (and its chain rewritten)` });
      }
    }
    const last = lastCommand.get(table.id);
    if (last !== undefined && last > w.lastSeq) {
      first = earlier(first, { version: w.lastSeq + 1, why: `the log ends at version ${w.lastSeq}, but the record of accepted commands reaches version ${last}: events were removed from the end` });
    }
    if (first) broken.push({ table: table.id, version: first.version, why: first.why });
    events += w.checked;
    perTable.push({ tableId: table.id, name: table.name, events: w.checked, lastVersion: w.lastSeq, firstBreak: first, chainedByMigration: migrated.get(table.id) ?? null });
    options.onProgress?.({ tablesDone: i + 1, tables: tables.length, events });
  }
  return { tables: tables.length, events, anchors, broken, perTable };
}
