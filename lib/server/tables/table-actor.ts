import type { Actor, CommandContext, RandomInts, TableCommand, TableEvent, TableMachine } from "@/lib/domain/table/machine";
import { EventStore, SequenceConflictError, type History } from "./event-store";
import type { ProjectionRow } from "./projection-rows";

/** What a device gets back for each command. */
export type Ack =
  | { ok: true; version: number; duplicate?: boolean }
  | { ok: false; code: string; message: string; version: number };

export interface CommandEnvelope {
  /** Chosen by the device; a retry with the same id is answered, not applied twice. */
  readonly id: string;
  /** The table version the device saw when it made the command. */
  readonly expectedVersion: number;
  readonly command: unknown;
}

export interface ActorHooks<S, E> {
  /** Rows that must commit with the events (rounds, fee drops, shoes). */
  project(tableId: string, before: S, events: readonly E[], after: S, firstSeq: number, at: Date): ProjectionRow[];
  /** Called after a commit, with the new state: broadcast views. */
  changed(tableId: string, state: S, version: number, events: readonly E[]): void;
  /** The store failed or came back: raise or clear the floor alert. */
  fault(tableId: string, faulted: boolean, message: string): void;
  now(): number;
  random: RandomInts;
}

/**
 * Accepted command ids kept per table, so a retry is answered instead of applied twice. A device
 * has one command in flight and retries only that one, so a table with a few devices needs a few
 * dozen; each kept id costs about 100 bytes of every live table's memory.
 */
const REMEMBERED_COMMANDS = 64;
const SNAPSHOT_EVERY = 200;

export const STORE_DOWN_MESSAGE =
  "The table is stopped: the database cannot save actions right now, so nothing was changed. Call the floor; the table resumes by itself when the database is back.";

/**
 * The only writer of one live table. Commands run one at a time; each accepted command's events
 * are committed (with their projections) before the state moves on and views go out. While the
 * store cannot commit, the actor refuses everything and never runs ahead of what is stored.
 */
export class TableActor<S, C extends TableCommand, E extends TableEvent, V> {
  private tail: Promise<unknown> = Promise.resolve();
  /** Accepted command id -> the version its events brought the table to. */
  private readonly answered = new Map<string, number>();
  private faulted = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private sinceSnapshot = 0;

  private constructor(
    readonly tableId: string,
    private readonly machine: TableMachine<S, C, E, V>,
    private readonly store: EventStore,
    private readonly hooks: ActorHooks<S, E>,
    private readonly initial: S,
    private stateValue: S,
    private versionValue: number,
  ) {}

  /** Rebuild a table from its latest snapshot and the events after it. */
  static async recover<S, C extends TableCommand, E extends TableEvent, V>(
    tableId: string,
    machine: TableMachine<S, C, E, V>,
    store: EventStore,
    hooks: ActorHooks<S, E>,
    initial: S,
  ): Promise<TableActor<S, C, E, V>> {
    const actor = new TableActor(tableId, machine, store, hooks, initial, initial, 0);
    await actor.reload();
    return actor;
  }

  /** A table rebuilt from a history already read (recovery of many tables at once). */
  static fromHistory<S, C extends TableCommand, E extends TableEvent, V>(
    tableId: string,
    machine: TableMachine<S, C, E, V>,
    store: EventStore,
    hooks: ActorHooks<S, E>,
    initial: S,
    history: History<S, E>,
  ): TableActor<S, C, E, V> {
    const actor = new TableActor(tableId, machine, store, hooks, initial, initial, 0);
    actor.applyHistory(history);
    return actor;
  }

  get state(): S {
    return this.stateValue;
  }

  get version(): number {
    return this.versionValue;
  }

  get isFaulted(): boolean {
    return this.faulted;
  }

  views(): V {
    return this.machine.views(this.stateValue);
  }

  /** Queue a command; resolves with its ack once it is committed or refused. */
  submit(envelope: CommandEnvelope, actor: Actor): Promise<Ack> {
    const run = this.tail.then(() => this.apply(envelope, actor));
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async apply(envelope: CommandEnvelope, actor: Actor): Promise<Ack> {
    const previous = this.answered.get(envelope.id);
    if (previous !== undefined) return { ok: true, version: previous, duplicate: true };
    if (this.faulted) return { ok: false, code: "STORE_UNAVAILABLE", message: STORE_DOWN_MESSAGE, version: this.versionValue };
    if (envelope.expectedVersion !== this.versionValue) {
      return {
        ok: false,
        code: "STALE_VERSION",
        message: "The table moved on since this screen was drawn; it has been refreshed. Check it and try again.",
        version: this.versionValue,
      };
    }
    const parsed = this.machine.parseCommand(envelope.command);
    if (!parsed.ok) return { ok: false, ...parsed.refusal, version: this.versionValue };

    const context: CommandContext = { now: this.hooks.now(), random: this.hooks.random, actor };
    let decision;
    try {
      decision = this.machine.decide(this.stateValue, parsed.command, context);
    } catch (error) {
      // A rules bug must not take the table down: refuse, keep the state, log it for the
      // developers; the device gets a plain answer without internals.
      console.error(`[table ${this.tableId}] rules error on ${describeCommand(parsed.command)}: ${(error as Error)?.stack ?? String(error)}`);
      return { ok: false, code: "INTERNAL_RULES_ERROR", message: "The rules engine could not apply this step. Nothing was changed; call the floor.", version: this.versionValue };
    }
    if (!decision.ok) return { ok: false, ...decision.refusal, version: this.versionValue };
    if (decision.events.length === 0) return { ok: true, version: this.versionValue };

    const before = this.stateValue;
    let after = before;
    for (const event of decision.events) after = this.machine.evolve(after, event);
    const firstSeq = this.versionValue + 1;
    const at = new Date(context.now);
    try {
      await this.store.append({
        tableId: this.tableId,
        firstSeq,
        events: decision.events,
        commandId: envelope.id,
        actorId: actor.id,
        at,
        rows: this.hooks.project(this.tableId, before, decision.events, after, firstSeq, at),
      });
    } catch (error) {
      if (error instanceof SequenceConflictError) {
        // Another writer appended (should not happen with table ownership): resync from the store.
        await this.reload().catch(() => this.enterFault((error as Error).message));
        return { ok: false, code: "STALE_VERSION", message: "The table was changed elsewhere; it has been refreshed. Try again.", version: this.versionValue };
      }
      this.enterFault((error as Error).message);
      return { ok: false, code: "STORE_UNAVAILABLE", message: STORE_DOWN_MESSAGE, version: this.versionValue };
    }
    this.stateValue = after;
    this.versionValue = firstSeq + decision.events.length - 1;
    const ack: Ack = { ok: true, version: this.versionValue };
    this.remember(envelope.id, this.versionValue);
    this.sinceSnapshot += decision.events.length;
    if (this.sinceSnapshot >= SNAPSHOT_EVERY) {
      this.sinceSnapshot = 0;
      this.store.saveSnapshot(this.tableId, this.versionValue, after).catch(() => {});
    }
    this.hooks.changed(this.tableId, after, this.versionValue, decision.events);
    return ack;
  }

  private remember(id: string, version: number): void {
    this.answered.set(id, version);
    if (this.answered.size > REMEMBERED_COMMANDS) {
      const oldest = this.answered.keys().next().value;
      if (oldest !== undefined) this.answered.delete(oldest);
    }
  }

  /** Read the table back from the store: after a restart, or after an uncertain commit. */
  private async reload(): Promise<void> {
    const snapshot = await this.store.latestSnapshot<S>(this.tableId);
    const events = await this.store.load<E>(this.tableId, snapshot?.seq ?? 0);
    this.applyHistory({ snapshot, events });
  }

  private applyHistory({ snapshot, events }: History<S, E>): void {
    let state = snapshot?.state ?? this.initial;
    for (const stored of events) state = this.machine.evolve(state, stored.event);
    this.stateValue = state;
    this.versionValue = events.at(-1)?.seq ?? snapshot?.seq ?? 0;
    this.sinceSnapshot = events.length;
    this.answered.clear();
    // Commands already applied are remembered by id, so a device retrying after a restart gets
    // its answer instead of a second application.
    const recent = events.slice(-REMEMBERED_COMMANDS);
    for (const stored of recent) if (stored.commandId) this.answered.set(stored.commandId, stored.seq);
  }

  private enterFault(message: string): void {
    if (!this.faulted) {
      this.faulted = true;
      this.hooks.fault(this.tableId, true, message);
    }
    if (this.retryTimer) return;
    this.retryTimer = setInterval(() => {
      // Queue the probe behind any command in flight so recovery never races a commit.
      this.tail = this.tail.then(async () => {
        if (!this.faulted) return;
        try {
          await this.store.ping();
          await this.reload();
          this.faulted = false;
          clearInterval(this.retryTimer);
          this.retryTimer = undefined;
          this.hooks.fault(this.tableId, false, "database available again");
          this.hooks.changed(this.tableId, this.stateValue, this.versionValue, []);
        } catch {
          // still down: keep refusing
        }
      });
    }, 1000);
    this.retryTimer.unref();
  }

  stop(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = undefined;
  }

  /** Save a snapshot if events came since the last one (a clean shutdown makes the next start quick). */
  async snapshotIfBehind(): Promise<void> {
    if (this.sinceSnapshot === 0 || this.faulted || this.versionValue === 0) return;
    const state = this.stateValue;
    const version = this.versionValue;
    await this.tail;
    await this.store.saveSnapshot(this.tableId, version, state);
    this.sinceSnapshot = 0;
  }
}

function describeCommand(command: unknown): string {
  const type = (command as { type?: unknown } | null)?.type;
  return typeof type === "string" ? `"${type}"` : "a command";
}
