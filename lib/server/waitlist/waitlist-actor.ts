import { decide, evolveAll, restoreState, tablePlan, EMPTY_WAITLIST, type TableStep, type WaitlistCommand, type WaitlistEvent, type WaitlistState } from "@/lib/domain/waitlist";
import type { Actor } from "@/lib/domain/table/machine";
import { CommitOutcomeUnknownError, DuplicateCommandError, SequenceConflictError } from "@/lib/server/tables/event-store";
import type { Ack } from "@/lib/server/tables/table-actor";
import { auditStatements } from "./audit-trail";
import type { WaitlistStore } from "./waitlist-store";

/** A command for the lists, with the id its screen chose (a retry with the same id is answered, not applied twice). */
export interface WaitlistEnvelope {
  readonly id: string;
  readonly command: WaitlistCommand;
  /** What the audit entries say besides the events (a player's phone: its address). */
  readonly audit?: Record<string, unknown>;
}

/** The player on their phone (/live): not a staff member; their commands name no staff in the trail. */
export const PLAYER_ACTOR: Actor = { id: "player", role: "display" };

/** The tables, as the lists reach them: a table's own command, applied at most once per id. */
export interface TableDoor {
  command(tableId: string, id: string, command: { readonly type: string; readonly [field: string]: unknown }, actor: Actor): Promise<Ack>;
}

export interface WaitlistHooks {
  now(): number;
  tables: TableDoor;
  /** After a commit (or a reload that moved the lists): broadcast the views. */
  changed(state: WaitlistState, version: number, events: readonly WaitlistEvent[]): void;
  log(line: string): void;
}

export const LISTS_DOWN_MESSAGE = "The waiting lists cannot be saved right now, so nothing was changed on the lists. Try again in a moment.";
export const LISTS_OUTCOME_UNKNOWN_MESSAGE =
  "The database stopped answering while saving this, so it may or may not have been saved. The screen is checking with the same request, which can never be applied twice: do not repeat it.";

/** Commands remembered by id in memory; older ones are answered from the log (waitlist_commands). */
const REMEMBERED = 256;
const SNAPSHOT_EVERY = 200;
/** Another node appended first: read the log back and decide again, this many times at most. */
const CONFLICT_RETRIES = 3;

/**
 * The only writer of a room's waiting lists. Commands run one at a time: decided on the current
 * lists, the table steps they need done (a seating is the table's own seat-player), then their
 * events and audit entries committed, and only then the lists move on and the screens hear of it.
 * A table that refuses a step refuses the command, with the table's words. While the database
 * cannot commit, every command is refused and nothing runs ahead of what is stored.
 */
export class WaitlistActor {
  private tail: Promise<unknown> = Promise.resolve();
  private readonly answered = new Map<string, number>();
  /** The log must be read back before anything else is decided (a commit's answer was lost, or the store failed). */
  private stale = false;
  private sinceSnapshot = 0;

  private constructor(
    readonly stream: string,
    private readonly store: WaitlistStore,
    private readonly hooks: WaitlistHooks,
    private stateValue: WaitlistState,
    private versionValue: number,
  ) {}

  static async recover(stream: string, store: WaitlistStore, hooks: WaitlistHooks): Promise<WaitlistActor> {
    const actor = new WaitlistActor(stream, store, hooks, EMPTY_WAITLIST, 0);
    await actor.reload();
    return actor;
  }

  get state(): WaitlistState {
    return this.stateValue;
  }

  get version(): number {
    return this.versionValue;
  }

  /** Queue a command; resolves once it is committed or refused. */
  submit(envelope: WaitlistEnvelope, actor: Actor): Promise<Ack> {
    return this.queue(() => this.apply(envelope, actor));
  }

  /**
   * A command made at its turn (a table's seats read at the moment they are compared, not when
   * the table changed): null when there is nothing to do.
   */
  submitAtTurn(make: () => Promise<WaitlistEnvelope | null>, actor: Actor): Promise<Ack | null> {
    return this.queue(async () => {
      const envelope = await make();
      return envelope ? this.apply(envelope, actor) : null;
    });
  }

  private queue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async apply(envelope: WaitlistEnvelope, actor: Actor): Promise<Ack> {
    const known = this.answered.get(envelope.id);
    if (known !== undefined) return { ok: true, version: known, duplicate: true };
    if (this.stale) {
      try {
        await this.reload();
      } catch {
        return { ok: false, code: "STORE_UNAVAILABLE", message: LISTS_DOWN_MESSAGE, version: this.versionValue };
      }
      this.hooks.changed(this.stateValue, this.versionValue, []);
      const again = this.answered.get(envelope.id);
      if (again !== undefined) return { ok: true, version: again, duplicate: true };
    }
    for (let attempt = 0; ; attempt++) {
      const now = this.hooks.now();
      const before = this.stateValue;
      let decision;
      let plan;
      try {
        decision = decide(before, envelope.command, { now });
        plan = tablePlan(before, envelope.command, this.stream);
      } catch (error) {
        // A bug in the lists' rules must not stop the lists: refuse, keep the state, log it for the developers.
        this.hooks.log(`[waitlist ${this.stream}] rules error on ${envelope.command.type}: ${(error as Error)?.stack ?? String(error)}`);
        return { ok: false, code: "INTERNAL_RULES_ERROR", message: "The lists could not do this. Nothing was changed; try again or call for help.", version: this.versionValue };
      }
      if (!decision.ok) return { ok: false, ...decision.refusal, version: this.versionValue };
      if (decision.events.length === 0) return { ok: true, version: this.versionValue };

      const refused = await this.runTableSteps(plan, actor);
      if (refused) return { ok: false, ...refused, version: this.versionValue };

      const after = evolveAll(before, decision.events);
      const firstSeq = this.versionValue + 1;
      const at = new Date(now);
      const staffId = actor.id === "system" || actor.id === PLAYER_ACTOR.id ? null : actor.id;
      try {
        await this.store.append({
          stream: this.stream,
          firstSeq,
          events: decision.events,
          commandId: envelope.id,
          actorId: actor.id,
          at,
          statements: auditStatements(before, decision.events, staffId, envelope.id, at, envelope.audit),
        });
      } catch (error) {
        if (error instanceof DuplicateCommandError) return this.answerApplied(envelope.id);
        if (error instanceof SequenceConflictError && attempt < CONFLICT_RETRIES) {
          // Another node wrote the lists: catch up and decide again on what is stored.
          await this.reload();
          this.hooks.changed(this.stateValue, this.versionValue, []);
          continue;
        }
        this.stale = true;
        this.hooks.log(`[waitlist ${this.stream}] could not save ${envelope.command.type}: ${(error as Error)?.message ?? String(error)}`);
        if (error instanceof CommitOutcomeUnknownError) return { ok: false, code: "OUTCOME_UNKNOWN", message: LISTS_OUTCOME_UNKNOWN_MESSAGE, version: this.versionValue };
        return { ok: false, code: "STORE_UNAVAILABLE", message: LISTS_DOWN_MESSAGE, version: this.versionValue };
      }
      this.stateValue = after;
      this.versionValue = firstSeq + decision.events.length - 1;
      this.remember(envelope.id, this.versionValue);
      this.sinceSnapshot += decision.events.length;
      if (this.sinceSnapshot >= SNAPSHOT_EVERY) {
        this.sinceSnapshot = 0;
        this.store.saveSnapshot(this.stream, this.versionValue, after).catch(() => {});
      }
      this.hooks.changed(after, this.versionValue, decision.events);
      return { ok: true, version: this.versionValue };
    }
  }

  /**
   * The table steps of a command, in order; null when all went through. A step the table refuses
   * refuses the command, after the undo steps put back what the earlier steps changed (a player
   * moving from a must-move seat gets that seat back when the main seat was taken meanwhile).
   */
  private async runTableSteps(plan: { steps: readonly TableStep[]; undo: readonly TableStep[] }, actor: Actor): Promise<{ code: string; message: string } | null> {
    for (const [i, step] of plan.steps.entries()) {
      const answer = await this.hooks.tables.command(step.tableId, step.id, step.command, actor);
      if (answer.ok) continue;
      if (i > 0) {
        for (const undo of plan.undo) {
          const back = await this.hooks.tables.command(undo.tableId, undo.id, undo.command, actor);
          if (!back.ok) this.hooks.log(`[waitlist ${this.stream}] could not undo ${undo.command.type} at ${undo.tableId}: ${back.code}`);
        }
      }
      // The floor reads the table by its name, as the tablet and the wall show it.
      const table = this.stateValue.tables[step.tableId]?.name ?? `Table ${step.tableId}`;
      return { code: answer.code === "STALE_VERSION" || answer.code === "BUSY_TABLE" ? "TABLE_BUSY" : answer.code, message: `${table}: ${answer.message}` };
    }
    return null;
  }

  /** The database refused a second application of this id: it was applied before. */
  private async answerApplied(id: string): Promise<Ack> {
    const version = await this.store.commandVersion(this.stream, id).catch(() => null);
    if (version !== null && version > this.versionValue) {
      await this.reload().catch(() => {
        this.stale = true;
      });
      this.hooks.changed(this.stateValue, this.versionValue, []);
    }
    if (version !== null) this.remember(id, version);
    return { ok: true, version: version ?? this.versionValue, duplicate: true };
  }

  private remember(id: string, version: number): void {
    this.answered.set(id, version);
    if (this.answered.size > REMEMBERED) {
      const oldest = this.answered.keys().next().value;
      if (oldest !== undefined) this.answered.delete(oldest);
    }
  }

  private async reload(): Promise<void> {
    const history = await this.store.loadHistory<WaitlistState>(this.stream, REMEMBERED);
    // A snapshot of an earlier version lacks what came since (options, codes): restoreState fills it in.
    this.stateValue = evolveAll(history.snapshot ? restoreState(history.snapshot.state) : EMPTY_WAITLIST, history.events.map((e) => e.event));
    this.versionValue = history.events.at(-1)?.seq ?? history.snapshot?.seq ?? 0;
    this.sinceSnapshot = history.events.length;
    this.answered.clear();
    for (const c of [...history.commands].reverse()) this.answered.set(c.commandId, c.version);
    this.stale = false;
  }

  /** Save a snapshot if events came since the last one (a clean shutdown). */
  async snapshotIfBehind(): Promise<void> {
    await this.tail;
    if (this.sinceSnapshot === 0 || this.stale || this.versionValue === 0) return;
    await this.store.saveSnapshot(this.stream, this.versionValue, this.stateValue);
    this.sinceSnapshot = 0;
  }
}
