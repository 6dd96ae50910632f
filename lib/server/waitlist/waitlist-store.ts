import pg from "pg";
import type { WaitlistEvent } from "@/lib/domain/waitlist";
import type { Statement } from "@/lib/server/db/statement";
import { CommitOutcomeUnknownError, DuplicateCommandError, SequenceConflictError, StoreUnavailableError, type AcceptedCommand, type StoredEvent } from "@/lib/server/tables/event-store";

/**
 * The waiting lists' log in PostgreSQL (migration 20261126120000_waitlist): one stream per room,
 * gap-free and append-only like a table's. An append writes the events, the command's id and the
 * audit entries in one transaction; the actor shows nothing before it has committed.
 */
export interface WaitlistAppend {
  readonly stream: string;
  readonly firstSeq: number;
  readonly events: readonly WaitlistEvent[];
  readonly commandId: string | null;
  readonly actorId: string | null;
  readonly at: Date;
  /** Written in the same transaction (the audit trail's entries). */
  readonly statements: readonly Statement[];
}

export interface WaitlistHistory<S> {
  snapshot: { seq: number; state: S } | null;
  events: StoredEvent<WaitlistEvent>[];
  /** The latest accepted commands, newest first. */
  commands: AcceptedCommand[];
}

const CONNECTION_LOST = /connect|terminat|closed|timeout/i;

function refusedByServer(error: unknown): boolean {
  if (!(error instanceof pg.DatabaseError)) return false;
  const code = error.code ?? "";
  if (code.startsWith("08") || code.startsWith("57P")) return false;
  return error.severity !== "FATAL" && error.severity !== "PANIC";
}

function classify(error: unknown): Error {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e.code === "23505" && e.constraint === "waitlist_commands_pkey") return new DuplicateCommandError(e.message ?? "command applied before");
  if (e.code === "23505") return new SequenceConflictError(e.message ?? "sequence conflict");
  return new StoreUnavailableError(e.message ?? String(error));
}

export class WaitlistStore {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * Commit one command's events with their audit entries. Rejects with DuplicateCommandError when
   * the command id was applied before, SequenceConflictError when another writer appended first,
   * StoreUnavailableError when nothing was committed, and CommitOutcomeUnknownError when the answer
   * to COMMIT was lost (it may have committed: only reading the log back tells).
   */
  async append(batch: WaitlistAppend): Promise<void> {
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (error) {
      throw new StoreUnavailableError((error as Error)?.message ?? String(error));
    }
    let committing = false;
    try {
      await client.query("BEGIN");
      for (const [i, event] of batch.events.entries()) {
        await client.query("INSERT INTO waitlist_events (stream_id, seq, type, payload, command_id, actor_id, created_at) VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)", [
          batch.stream,
          batch.firstSeq + i,
          event.type,
          JSON.stringify(event),
          batch.commandId,
          batch.actorId,
          batch.at,
        ]);
      }
      if (batch.commandId !== null && batch.events.length > 0) {
        await client.query("INSERT INTO waitlist_commands (stream_id, command_id, first_seq, last_seq) VALUES ($1, $2, $3, $4)", [
          batch.stream,
          batch.commandId,
          batch.firstSeq,
          batch.firstSeq + batch.events.length - 1,
        ]);
      }
      for (const s of batch.statements) await client.query(s.text, s.values as unknown[]);
      committing = true;
      await client.query("COMMIT");
    } catch (error) {
      const refused = refusedByServer(error);
      if (refused) await client.query("ROLLBACK").catch(() => {});
      // A connection whose answer was lost is not given back to the pool.
      client.release(refused ? undefined : true);
      if (refused) throw classify(error);
      if (committing || !CONNECTION_LOST.test((error as Error)?.message ?? "")) throw new CommitOutcomeUnknownError((error as Error)?.message ?? String(error));
      throw new StoreUnavailableError((error as Error)?.message ?? String(error));
    }
    client.release();
  }

  async commandVersion(stream: string, commandId: string): Promise<number | null> {
    const { rows } = await this.pool.query<{ last_seq: number }>("SELECT last_seq FROM waitlist_commands WHERE stream_id = $1 AND command_id = $2", [stream, commandId]);
    return rows[0]?.last_seq ?? null;
  }

  async loadHistory<S>(stream: string, commandsKept: number): Promise<WaitlistHistory<S>> {
    const snap = await this.pool.query<{ seq: number; state: S }>("SELECT seq, state FROM waitlist_snapshots WHERE stream_id = $1 ORDER BY seq DESC LIMIT 1", [stream]);
    const snapshot = snap.rows[0] ?? null;
    const events = await this.pool.query<{ seq: number; payload: WaitlistEvent; command_id: string | null; actor_id: string | null; created_at: Date }>(
      "SELECT seq, payload, command_id, actor_id, created_at FROM waitlist_events WHERE stream_id = $1 AND seq > $2 ORDER BY seq",
      [stream, snapshot?.seq ?? 0],
    );
    const commands = await this.pool.query<{ command_id: string; last_seq: number }>(
      "SELECT command_id, last_seq FROM waitlist_commands WHERE stream_id = $1 ORDER BY last_seq DESC LIMIT $2",
      [stream, commandsKept],
    );
    return {
      snapshot,
      events: events.rows.map((r) => ({ seq: r.seq, event: r.payload, commandId: r.command_id, actorId: r.actor_id, at: r.created_at })),
      commands: commands.rows.map((r) => ({ commandId: r.command_id, version: r.last_seq })),
    };
  }

  async saveSnapshot(stream: string, seq: number, state: unknown): Promise<void> {
    await this.pool.query("INSERT INTO waitlist_snapshots (stream_id, seq, state) VALUES ($1, $2, $3) ON CONFLICT (stream_id, seq) DO NOTHING", [stream, seq, JSON.stringify(state)]);
  }

  async ping(): Promise<void> {
    try {
      await this.pool.query("SELECT 1");
    } catch (error) {
      throw new StoreUnavailableError((error as Error)?.message ?? String(error));
    }
  }
}
