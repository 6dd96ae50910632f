import pg from "pg";
import { GroupCommit } from "./group-commit";
import type { ProjectionRow } from "./projection-rows";
import { chainEvents, GENESIS_HASH } from "@/lib/server/ledger/event-encoding";

/** One row of a table's append-only log. */
export interface StoredEvent<E = unknown> {
  readonly seq: number;
  readonly event: E;
  readonly commandId: string | null;
  readonly actorId: string | null;
  readonly at: Date;
}

export interface AppendBatch {
  readonly tableId: string;
  /** Sequence number of the first new event: the table's last seq + 1. */
  readonly firstSeq: number;
  readonly events: readonly { readonly type: string }[];
  readonly commandId: string | null;
  readonly actorId: string | null;
  readonly at: Date;
  /** The rows the events imply (rounds, fee drops, shoes...), committed with them. */
  readonly rows: readonly ProjectionRow[];
}

/** An accepted command and the version its events brought the table to. */
export interface AcceptedCommand {
  readonly commandId: string;
  readonly version: number;
}

export interface History<S, E> {
  snapshot: { seq: number; state: S } | null;
  events: StoredEvent<E>[];
  /**
   * The table's latest accepted commands, newest first, read from the log whatever the snapshot:
   * a device retrying after a restart is answered, even when a snapshot covers every event.
   */
  commands: AcceptedCommand[];
}

export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

export class SequenceConflictError extends Error {
  override name = "SequenceConflictError";
}

/** The command id was applied before: the database refuses a second application. */
export class DuplicateCommandError extends Error {
  override name = "DuplicateCommandError";
}

/**
 * The statement went out but no answer came back (the connection dropped, the server stopped): the
 * commit may or may not have happened. Only the log can tell, so the caller must read it back
 * before it answers anything about this command, and never retry it under another id.
 */
export class CommitOutcomeUnknownError extends Error {
  override name = "CommitOutcomeUnknownError";
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08003", "08006", "08001", "08004"]);

function isConnectionError(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return Boolean((e.code && CONNECTION_CODES.has(e.code)) || /connect|terminat|closed|timeout/i.test(e.message ?? ""));
}

function classify(error: unknown): Error {
  if (error instanceof SequenceConflictError || error instanceof StoreUnavailableError || error instanceof DuplicateCommandError || error instanceof CommitOutcomeUnknownError) {
    return error;
  }
  const e = error as { code?: string; message?: string; constraint?: string };
  if (e.code === "23505" && e.constraint === COMMAND_ONCE) return new DuplicateCommandError(e.message ?? "command applied before");
  if (e.code === "23505") return new SequenceConflictError(e.message ?? "sequence conflict");
  return new StoreUnavailableError(e.message ?? String(error));
}

/** The primary key that records each command id once per table (migration 20261125000000_command_once). */
const COMMAND_ONCE = "table_commands_pkey";

/**
 * Whether PostgreSQL itself answered a statement with an error, so the statement (one transaction)
 * did not commit. A dropped connection, or the server ending the session (class 57P, 08, a FATAL
 * error), leaves the outcome unknown: the commit may have happened just before.
 */
function refusedByServer(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return false;
  const code = error.code ?? "";
  if (code.startsWith("08") || code.startsWith("57P")) return false;
  return error.severity !== "FATAL" && error.severity !== "PANIC";
}

/**
 * Accepted command ids a live table keeps in memory, so a retry is answered without a query. A
 * device has one command in flight and retries only that one, so a table with a few devices needs a
 * few dozen; each kept id costs about 100 bytes of every live table's memory. An older id is still
 * answered: the database refuses its second application (table_commands) and the actor reads its
 * version back.
 */
export const REMEMBERED_COMMANDS = 64;

/**
 * An append with its place in the table's hash chain (docs/ledger.md): the hash of the event before
 * it and one hash per event. Null when the log has no previous event to follow (the database then
 * refuses the append for its sequence).
 */
export interface ChainedBatch {
  readonly batch: AppendBatch;
  readonly prevHash: string | null;
  readonly hashes: readonly string[] | null;
  /** Each event's canonical JSON, made for its hash: the statement carries this text (null: not chained). */
  readonly texts: readonly string[] | null;
}

/**
 * The JSON array `append_table_batch` reads: per append its table, first version, command, actor,
 * time, events, rows and hashes. Each chained event goes as the canonical JSON its hash was made
 * over, not serialised a second time: the same values as `JSON.stringify` of the event (RFC 8785
 * writes strings and numbers as it does, only the members' order differs, which jsonb does not
 * keep), so the stored payload is the same (event-store.integration.test.ts compares them).
 */
export function batchStatementText(batches: readonly ChainedBatch[]): string {
  // A member with no JSON value (undefined) reads as null in the statement, as when it was left out.
  const json = (value: unknown) => JSON.stringify(value) ?? "null";
  let text = "[";
  for (let i = 0; i < batches.length; i++) {
    const { batch: b, prevHash, hashes, texts } = batches[i]!;
    text +=
      (i === 0 ? "{" : ",{") +
      `"tableId":${json(b.tableId)},"firstSeq":${json(b.firstSeq)},"commandId":${json(b.commandId)},` +
      `"actorId":${json(b.actorId)},"at":${json(b.at)},` +
      `"events":${texts ? `[${texts.join(",")}]` : json(b.events)},"rows":${json(b.rows)},` +
      `"prevHash":${json(prevHash)},"hashes":${json(hashes)}}`;
  }
  return text + "]";
}

/** A table's latest event this store knows of: the version and its hash. */
interface ChainHead {
  readonly seq: number;
  readonly hash: string;
}

export interface EventStoreOptions {
  /** Batches committing at the same time (group commit); 1 makes a strict pipeline. */
  maxInFlight?: number;
  maxBatch?: number;
}

/**
 * The event log of every table. An append commits the events and their projections in one
 * transaction; the caller broadcasts only after it resolves, so nothing shown was ever unsaved.
 */
export class EventStore {
  private readonly group: GroupCommit<AppendBatch>;
  /**
   * Each table's latest hash as this store last wrote or read it, so an append needs no query for
   * its previous hash. Keyed by version: an entry for any other version than the one an append
   * follows is not used (the hash is read from the log then), so it is never wrong, only unused.
   */
  private readonly heads = new Map<string, ChainHead>();

  constructor(
    private readonly pool: pg.Pool,
    options: EventStoreOptions = {},
  ) {
    this.group = new GroupCommit<AppendBatch>({
      commit: (batches) => this.commit(batches),
      // Retrying the items of a batch one by one is for finding a refused item; after a lost
      // connection it is pointless, and after an unknown outcome it could apply them twice.
      isUnavailable: (error) => error instanceof StoreUnavailableError || error instanceof CommitOutcomeUnknownError || isConnectionError(error),
      maxInFlight: options.maxInFlight,
      maxBatch: options.maxBatch,
    });
  }

  /** Batches and appends committed so far (the benchmark reports how many appends share a commit). */
  get groupStats(): Readonly<{ batches: number; items: number; retriedAlone: number }> {
    return this.group.stats;
  }

  /**
   * Commit a table's events with their rows. Resolves only once they are durable; appends of other
   * tables arriving meanwhile share the next commit (group-commit.ts).
   */
  async append(batch: AppendBatch): Promise<void> {
    try {
      await this.group.submit(batch);
    } catch (error) {
      const classified = classify(error);
      // Another writer, or a changed log: read the previous hash from the log next time.
      if (classified instanceof SequenceConflictError) this.heads.delete(batch.tableId);
      throw classified;
    }
  }

  /**
   * The appends of one commit with their hashes: each previous hash from memory, or for the tables
   * this store has not seen lately one query for all of them on the commit's connection.
   */
  private async chain(client: pg.PoolClient, batches: readonly AppendBatch[]): Promise<ChainedBatch[]> {
    const prevs = batches.map((b) => (b.firstSeq === 1 ? GENESIS_HASH : this.heads.get(b.tableId)?.seq === b.firstSeq - 1 ? this.heads.get(b.tableId)!.hash : null));
    const missing = batches.filter((_, i) => prevs[i] === null);
    if (missing.length > 0) {
      const { rows } = await client.query<{ table_id: string; hash: string }>(
        `SELECT e.table_id, encode(e.hash, 'hex') AS hash
           FROM unnest($1::text[], $2::int[]) AS t(table_id, seq)
           JOIN table_events e ON e.table_id = t.table_id AND e.seq = t.seq`,
        [missing.map((b) => b.tableId), missing.map((b) => b.firstSeq - 1)],
      );
      const found = new Map(rows.map((r) => [r.table_id, r.hash]));
      batches.forEach((b, i) => {
        if (prevs[i] === null) prevs[i] = found.get(b.tableId) ?? null;
      });
    }
    return batches.map((b, i) => {
      const prevHash = prevs[i] ?? null;
      if (prevHash === null) return { batch: b, prevHash, hashes: null, texts: null };
      try {
        const { hashes, texts } = chainEvents(b.tableId, b.firstSeq, prevHash, b.events, b);
        return { batch: b, prevHash, hashes, texts };
      } catch {
        // An event with no canonical JSON form (it cannot be stored as JSON either): the database
        // refuses it alone, the other appends of the commit go on.
        return { batch: b, prevHash: null, hashes: null, texts: null };
      }
    });
  }

  /** Keeps the latest hash read from the log (so the next append needs no query for it). */
  private noteHead(tableId: string, seq: number | undefined, hash: string | null | undefined): void {
    if (seq === undefined || !hash) return;
    const known = this.heads.get(tableId);
    if (!known || known.seq <= seq) this.heads.set(tableId, { seq, hash });
  }

  /**
   * One statement for many tables' appends: atomic, one round trip, one commit. Rejects with
   * StoreUnavailableError when nothing was sent (no connection), with the server's error when it
   * refused the statement, and with CommitOutcomeUnknownError when the answer was lost.
   */
  private async commit(items: readonly AppendBatch[]): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new StoreUnavailableError((error as Error)?.message ?? String(error));
    }
    let batches: ChainedBatch[];
    try {
      batches = await this.chain(client, items);
    } catch (error) {
      // Nothing was sent to be stored: the statement below never went out.
      client.release(refusedByServer(error) ? undefined : true);
      throw new StoreUnavailableError((error as Error)?.message ?? String(error));
    }
    const payload = batchStatementText(batches);
    try {
      await client.query("SELECT append_table_batch($1::jsonb)", [payload]);
    } catch (error) {
      const refused = refusedByServer(error);
      // A connection whose answer was lost is not given back to the pool.
      client.release(refused ? undefined : true);
      if (refused) throw error;
      throw new CommitOutcomeUnknownError((error as Error)?.message ?? String(error));
    }
    client.release();
    for (const { batch: b, hashes } of batches) {
      const last = hashes?.at(-1);
      if (last !== undefined) this.heads.set(b.tableId, { seq: b.firstSeq + b.events.length - 1, hash: last });
    }
  }

  /** The version a command's events brought its table to, or null if the log has no such command. */
  async commandVersion(tableId: string, commandId: string): Promise<number | null> {
    try {
      const { rows } = await this.pool.query<{ last_seq: number }>("SELECT last_seq FROM table_commands WHERE table_id = $1 AND command_id = $2", [tableId, commandId]);
      return rows[0]?.last_seq ?? null;
    } catch (error) {
      throw classify(error);
    }
  }

  /** The table's latest accepted commands, newest first (what a restarted table remembers). */
  async recentCommands(tableId: string, limit: number): Promise<AcceptedCommand[]> {
    const { rows } = await this.pool.query<{ command_id: string; last_seq: number }>(
      "SELECT command_id, last_seq FROM table_commands WHERE table_id = $1 ORDER BY last_seq DESC LIMIT $2",
      [tableId, limit],
    );
    return rows.map((r) => ({ commandId: r.command_id, version: r.last_seq }));
  }

  async load<E>(tableId: string, afterSeq = 0): Promise<StoredEvent<E>[]> {
    const { rows } = await this.pool.query<{ seq: number; payload: E; command_id: string | null; actor_id: string | null; created_at: Date; hash: string }>(
      "SELECT seq, payload, command_id, actor_id, created_at, encode(hash, 'hex') AS hash FROM table_events WHERE table_id = $1 AND seq > $2 ORDER BY seq",
      [tableId, afterSeq],
    );
    this.noteHead(tableId, rows.at(-1)?.seq, rows.at(-1)?.hash);
    return rows.map((r) => ({ seq: r.seq, event: r.payload, commandId: r.command_id, actorId: r.actor_id, at: r.created_at }));
  }

  /** One table's history: its latest snapshot, the events after it and its latest commands. */
  async loadHistory<S, E>(tableId: string, commandsKept: number): Promise<History<S, E>> {
    const snapshot = await this.latestSnapshot<S>(tableId);
    const events = await this.load<E>(tableId, snapshot?.seq ?? 0);
    const commands = await this.recentCommands(tableId, commandsKept);
    return { snapshot, events, commands };
  }

  /**
   * What recovery needs for many tables at once (three queries instead of three per table): each
   * table's latest snapshot, the events after it, and its latest `commandsKept` commands.
   */
  async loadHistories<S, E>(tableIds: readonly string[], commandsKept = REMEMBERED_COMMANDS): Promise<Map<string, History<S, E>>> {
    const result = new Map<string, History<S, E>>(tableIds.map((id) => [id, { snapshot: null, events: [], commands: [] }]));
    if (tableIds.length === 0) return result;
    const snaps = await this.pool.query<{ table_id: string; seq: number; state: S; hash: string | null }>(
      "SELECT DISTINCT ON (table_id) table_id, seq, state, encode(hash, 'hex') AS hash FROM table_snapshots WHERE table_id = ANY($1) ORDER BY table_id, seq DESC",
      [tableIds],
    );
    for (const row of snaps.rows) {
      result.get(row.table_id)!.snapshot = { seq: row.seq, state: row.state };
      this.noteHead(row.table_id, row.seq, row.hash);
    }
    const from = tableIds.map((id) => result.get(id)!.snapshot?.seq ?? 0);
    const events = await this.pool.query<{ table_id: string; seq: number; payload: E; command_id: string | null; actor_id: string | null; created_at: Date; hash: string }>(
      `SELECT e.table_id, e.seq, e.payload, e.command_id, e.actor_id, e.created_at, encode(e.hash, 'hex') AS hash
         FROM unnest($1::text[], $2::int[]) AS t(table_id, after_seq)
         JOIN table_events e ON e.table_id = t.table_id AND e.seq > t.after_seq
        ORDER BY e.table_id, e.seq`,
      [tableIds, from],
    );
    for (const r of events.rows) {
      result.get(r.table_id)!.events.push({ seq: r.seq, event: r.payload, commandId: r.command_id, actorId: r.actor_id, at: r.created_at });
      this.noteHead(r.table_id, r.seq, r.hash);
    }
    const commands = await this.pool.query<{ table_id: string; command_id: string; last_seq: number }>(
      `SELECT t.table_id, c.command_id, c.last_seq
         FROM unnest($1::text[]) AS t(table_id)
         CROSS JOIN LATERAL (
           SELECT command_id, last_seq FROM table_commands WHERE table_id = t.table_id ORDER BY last_seq DESC LIMIT $2
         ) AS c
        ORDER BY t.table_id, c.last_seq DESC`,
      [tableIds, commandsKept],
    );
    for (const r of commands.rows) result.get(r.table_id)!.commands.push({ commandId: r.command_id, version: r.last_seq });
    return result;
  }

  async latestSnapshot<S>(tableId: string): Promise<{ seq: number; state: S } | null> {
    const { rows } = await this.pool.query<{ seq: number; state: S; hash: string | null }>(
      "SELECT seq, state, encode(hash, 'hex') AS hash FROM table_snapshots WHERE table_id = $1 ORDER BY seq DESC LIMIT 1",
      [tableId],
    );
    const row = rows[0];
    if (!row) return null;
    this.noteHead(tableId, row.seq, row.hash);
    return { seq: row.seq, state: row.state };
  }

  /** Saves a table's state at a version, naming the hash of the event it covers (verify-log checks it). */
  async saveSnapshot(tableId: string, seq: number, state: unknown): Promise<void> {
    await this.pool.query(
      `INSERT INTO table_snapshots (table_id, seq, state, hash)
       VALUES ($1, $2, $3, (SELECT hash FROM table_events WHERE table_id = $1 AND seq = $2))
       ON CONFLICT (table_id, seq) DO NOTHING`,
      [tableId, seq, JSON.stringify(state)],
    );
  }

  async ping(): Promise<void> {
    try {
      await this.pool.query("SELECT 1");
    } catch (error) {
      throw classify(error);
    }
  }
}
