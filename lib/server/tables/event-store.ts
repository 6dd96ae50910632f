import type pg from "pg";
import { GroupCommit } from "./group-commit";
import type { ProjectionRow } from "./projection-rows";

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

export interface History<S, E> {
  snapshot: { seq: number; state: S } | null;
  events: StoredEvent<E>[];
}

export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError";
}

export class SequenceConflictError extends Error {
  override name = "SequenceConflictError";
}

const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "57P01", "57P02", "57P03", "08000", "08003", "08006", "08001", "08004"]);

function isConnectionError(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return Boolean((e.code && CONNECTION_CODES.has(e.code)) || /connect|terminat|closed|timeout/i.test(e.message ?? ""));
}

function classify(error: unknown): Error {
  if (error instanceof SequenceConflictError || error instanceof StoreUnavailableError) return error;
  const e = error as { code?: string; message?: string };
  if (e.code === "23505") return new SequenceConflictError(e.message ?? "sequence conflict");
  return new StoreUnavailableError(e.message ?? String(error));
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

  constructor(
    private readonly pool: pg.Pool,
    options: EventStoreOptions = {},
  ) {
    this.group = new GroupCommit<AppendBatch>({
      commit: (batches) => this.commit(batches),
      isUnavailable: isConnectionError,
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
      throw classify(error);
    }
  }

  /** One statement for many tables' appends: atomic, one round trip, one commit. */
  private async commit(batches: readonly AppendBatch[]): Promise<void> {
    const payload = JSON.stringify(
      batches.map((b) => ({
        tableId: b.tableId,
        firstSeq: b.firstSeq,
        commandId: b.commandId,
        actorId: b.actorId,
        at: b.at,
        events: b.events,
        rows: b.rows,
      })),
    );
    await this.pool.query("SELECT append_table_batch($1::jsonb)", [payload]);
  }

  async load<E>(tableId: string, afterSeq = 0): Promise<StoredEvent<E>[]> {
    const { rows } = await this.pool.query<{ seq: number; payload: E; command_id: string | null; actor_id: string | null; created_at: Date }>(
      "SELECT seq, payload, command_id, actor_id, created_at FROM table_events WHERE table_id = $1 AND seq > $2 ORDER BY seq",
      [tableId, afterSeq],
    );
    return rows.map((r) => ({ seq: r.seq, event: r.payload, commandId: r.command_id, actorId: r.actor_id, at: r.created_at }));
  }

  /**
   * What recovery needs for many tables at once (two queries instead of two per table): each
   * table's latest snapshot and the events after it.
   */
  async loadHistories<S, E>(tableIds: readonly string[]): Promise<Map<string, History<S, E>>> {
    const result = new Map<string, History<S, E>>(tableIds.map((id) => [id, { snapshot: null, events: [] }]));
    if (tableIds.length === 0) return result;
    const snaps = await this.pool.query<{ table_id: string; seq: number; state: S }>(
      "SELECT DISTINCT ON (table_id) table_id, seq, state FROM table_snapshots WHERE table_id = ANY($1) ORDER BY table_id, seq DESC",
      [tableIds],
    );
    for (const row of snaps.rows) result.get(row.table_id)!.snapshot = { seq: row.seq, state: row.state };
    const from = tableIds.map((id) => result.get(id)!.snapshot?.seq ?? 0);
    const events = await this.pool.query<{ table_id: string; seq: number; payload: E; command_id: string | null; actor_id: string | null; created_at: Date }>(
      `SELECT e.table_id, e.seq, e.payload, e.command_id, e.actor_id, e.created_at
         FROM unnest($1::text[], $2::int[]) AS t(table_id, after_seq)
         JOIN table_events e ON e.table_id = t.table_id AND e.seq > t.after_seq
        ORDER BY e.table_id, e.seq`,
      [tableIds, from],
    );
    for (const r of events.rows) {
      result.get(r.table_id)!.events.push({ seq: r.seq, event: r.payload, commandId: r.command_id, actorId: r.actor_id, at: r.created_at });
    }
    return result;
  }

  async latestSnapshot<S>(tableId: string): Promise<{ seq: number; state: S } | null> {
    const { rows } = await this.pool.query<{ seq: number; state: S }>(
      "SELECT seq, state FROM table_snapshots WHERE table_id = $1 ORDER BY seq DESC LIMIT 1",
      [tableId],
    );
    return rows[0] ?? null;
  }

  async saveSnapshot(tableId: string, seq: number, state: unknown): Promise<void> {
    await this.pool.query(
      "INSERT INTO table_snapshots (table_id, seq, state) VALUES ($1, $2, $3) ON CONFLICT (table_id, seq) DO NOTHING",
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
