import type { Actor, CommandContext, RandomInts, TableCommand, TableEvent, TableMachine } from "@/lib/domain/table/machine";
import { ViewParts } from "@/lib/domain/table/common/kept-parts";
import { CommitOutcomeUnknownError, DuplicateCommandError, EventStore, REMEMBERED_COMMANDS, SequenceConflictError, type History } from "./event-store";
import type { ProjectionRow } from "./projection-rows";
import { parsedFor, type ParsedCommand } from "./parsed-commands";

/** What a device gets back for each command. */
export type Ack =
  | { ok: true; version: number; duplicate?: boolean }
  | { ok: false; code: string; message: string; version: number };

export interface CommandEnvelope {
  /** Chosen by the device; a retry with the same id is answered, not applied twice. */
  readonly id: string;
  /** The table version the device saw when it made the command. */
  readonly expectedVersion: number;
  /** The command's body as the device sent it. */
  readonly command: unknown;
  /** The command the gateway parsed from it, and with which machine (parsed-commands.ts). */
  readonly parsed?: ParsedCommand;
}

export interface ActorHooks<S, E> {
  /** Rows that must commit with the events (rounds, fee drops, shoes). */
  /** `actorId`: who sent the command (the audit row of a round settled again after a correction names them). */
  project(tableId: string, before: S, events: readonly E[], after: S, firstSeq: number, at: Date, actorId?: string): ProjectionRow[];
  /** Called after a commit, with the new state: broadcast views. */
  changed(tableId: string, state: S, version: number, events: readonly E[]): void;
  /** The store failed or came back: raise or clear the floor alert. */
  fault(tableId: string, faulted: boolean, message: string): void;
  now(): number;
  random: RandomInts;
}

const SNAPSHOT_EVERY = 200;

export const STORE_DOWN_MESSAGE =
  "The table is stopped: the database cannot save actions right now, so nothing was changed. Call the floor; the table resumes by itself when the database is back.";

/** What the dealer reads when a step's outcome is not known: the device sends it again, never applied twice. */
export const CHECKING_AGAIN = "The tablet is checking with the same request, which can never be applied twice: do not repeat the step.";

/**
 * The answer when a commit went out and its reply was lost: it may have been saved. The device
 * sends the same id again until it gets a definite answer (applied, a duplicate, or refused).
 */
export const OUTCOME_UNKNOWN_MESSAGE = `The database stopped answering while saving this step, so it may or may not have been saved. ${CHECKING_AGAIN}`;

/** What the dealer and the floor read while the table is stopped (the driver's error goes to the server log only). */
const FAULT_MESSAGE = "the database is not answering";

/**
 * The only writer of one live table. Commands run one at a time; each accepted command's events
 * are committed (with their projections) before the state moves on and views go out. While the
 * store cannot commit, the actor refuses everything and never runs ahead of what is stored.
 */
export class TableActor<S, C extends TableCommand, E extends TableEvent, V> {
  private tail: Promise<unknown> = Promise.resolve();
  /** Accepted command id -> the version its events brought the table to. */
  private readonly answered = new Map<string, number>();
  /** Ids whose commit went out without an answer: only reading the log back tells what happened. */
  private readonly uncertain = new Set<string>();
  private faulted = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private sinceSnapshot = 0;
  /**
   * This table's view parts kept from its last views (lib/domain/table/common/kept-parts.ts): a view
   * part whose state parts did not change is the same object as in the views sent last, so the
   * gateway's diff passes over it. One per table, dropped with the actor.
   */
  private readonly viewParts = new ViewParts();

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

  /** The views of the table's state (by default its state now), made with the table's kept view parts. */
  views(state: S = this.stateValue): V {
    return this.machine.views(state, this.viewParts);
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
    if (this.faulted) {
      if (this.uncertain.has(envelope.id)) return { ok: false, code: "OUTCOME_UNKNOWN", message: OUTCOME_UNKNOWN_MESSAGE, version: this.versionValue };
      return { ok: false, code: "STORE_UNAVAILABLE", message: STORE_DOWN_MESSAGE, version: this.versionValue };
    }
    if (envelope.expectedVersion !== this.versionValue) {
      return {
        ok: false,
        code: "STALE_VERSION",
        message: "The table moved on since this screen was drawn; it has been refreshed. Check it and try again.",
        version: this.versionValue,
      };
    }
    // A command the gateway parsed for this table's machine is not parsed again (parsed-commands.ts).
    const parsed = parsedFor(this.machine, envelope.command, envelope.parsed);
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
        rows: this.hooks.project(this.tableId, before, decision.events, after, firstSeq, at, actor.id),
      });
    } catch (error) {
      if (error instanceof DuplicateCommandError) return this.answerApplied(envelope.id);
      if (error instanceof SequenceConflictError) {
        // Another writer appended (should not happen with table ownership): resync from the store.
        await this.reload().catch((reloadError: unknown) => this.enterFault(reloadError));
        return { ok: false, code: "STALE_VERSION", message: "The table was changed elsewhere; it has been refreshed. Try again.", version: this.versionValue };
      }
      if (error instanceof CommitOutcomeUnknownError) {
        // Not "nothing was changed": the commit may have landed. The table stops until the log is
        // read back; the device's retry with this id is then answered from the log.
        this.uncertain.add(envelope.id);
        this.enterFault(error);
        return { ok: false, code: "OUTCOME_UNKNOWN", message: OUTCOME_UNKNOWN_MESSAGE, version: this.versionValue };
      }
      this.enterFault(error);
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

  /**
   * The database refused a second application of this id: it was applied before (its id had left
   * this actor's memory). Answered as a duplicate with the version the log records for it.
   */
  private async answerApplied(id: string): Promise<Ack> {
    try {
      const version = await this.store.commandVersion(this.tableId, id);
      if (version !== null) {
        if (version > this.versionValue) await this.reload();
        this.remember(id, version);
        return { ok: true, version, duplicate: true };
      }
    } catch {
      // The version could not be read back; that the command was applied is certain all the same.
    }
    return { ok: true, version: this.versionValue, duplicate: true };
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
    this.applyHistory(await this.store.loadHistory<S, E>(this.tableId, REMEMBERED_COMMANDS));
  }

  private applyHistory({ snapshot, events, commands }: History<S, E>): void {
    let state = snapshot?.state ?? this.initial;
    for (const stored of events) state = this.machine.evolve(state, stored.event);
    this.stateValue = state;
    this.versionValue = events.at(-1)?.seq ?? snapshot?.seq ?? 0;
    this.sinceSnapshot = events.length;
    this.answered.clear();
    this.uncertain.clear();
    // Commands already applied are remembered by id from the log, whatever the snapshot covers, so
    // a device retrying after a restart or a lost answer gets its answer, not a second application.
    for (const c of commands.slice(0, REMEMBERED_COMMANDS).reverse()) this.answered.set(c.commandId, c.version);
  }

  /** Stop taking commands until the store answers again; the driver's words go to the server log only. */
  private enterFault(error: unknown): void {
    if (!this.faulted) {
      this.faulted = true;
      console.error(`[table ${this.tableId}] stopped: the database failed: ${(error as Error)?.message ?? String(error)}`);
      this.hooks.fault(this.tableId, true, FAULT_MESSAGE);
      // Come back at once if the database is fine (an answer lost on one connection).
      this.probeSoon();
    }
    if (this.retryTimer) return;
    this.retryTimer = setInterval(() => this.probeSoon(), 1000);
    this.retryTimer.unref();
  }

  /** Read the table back once the store answers. Queued behind any command in flight, so it never races a commit. */
  private probeSoon(): void {
    this.tail = this.tail.then(async () => {
      if (!this.faulted) return;
      try {
        await this.store.ping();
        await this.reload();
        this.faulted = false;
        clearInterval(this.retryTimer);
        this.retryTimer = undefined;
        console.log(`[table ${this.tableId}] resumed: the database answers again`);
        this.hooks.fault(this.tableId, false, "database available again");
        this.hooks.changed(this.tableId, this.stateValue, this.versionValue, []);
      } catch {
        // still down: keep refusing
      }
    });
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
