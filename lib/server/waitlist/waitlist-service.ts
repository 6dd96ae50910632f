import { boardView, floorView, parseFloorCommand, waitlistFigures, waitlistTimers, type FloorCommand, type PlayerCommand, type WaitlistBoardView, type WaitlistCommand, type WaitlistEvent, type WaitlistFigures, type WaitlistFloorView, type WaitlistState } from "@/lib/domain/waitlist";
import type { Actor } from "@/lib/domain/table/machine";
import type { Database } from "@/lib/server/db/database";
import type { Ack } from "@/lib/server/tables/table-actor";
import type { LiveTables } from "@/lib/server/tables/live-tables";
import type { TableRegistry } from "@/lib/server/tables/table-registry";
import { tableGameOf } from "./table-game";
import { seatsOf } from "./table-seats";
import { CodeBook } from "@/lib/server/live/code-book";
import { PLAYER_ACTOR, WaitlistActor } from "./waitlist-actor";
import { WaitlistStore } from "./waitlist-store";
import { UnlistedTables } from "./unlisted-tables";

/** The lists of this deployment's floor: one stream (the product serves one room's floor). */
export const FLOOR_STREAM = "floor";

const SYSTEM: Actor = { id: "system", role: "supervisor" };
/** A timer whose command was refused (the table was mid-hand for an away seat): tried again after this. */
const TIMER_RETRY_MS = 30_000;

export interface WaitlistChange {
  readonly version: number;
  /** The server's clock when the lists changed: screens count call timers down by it. */
  readonly serverTime: number;
  readonly floor: WaitlistFloorView;
  readonly board: WaitlistBoardView;
  readonly events: readonly WaitlistEvent[];
}

export interface WaitlistServiceOptions {
  db: Database;
  tables: LiveTables;
  /** This node's tables: their changes are read for the seats of the tables on the lists. */
  registry: TableRegistry;
  /** The key the players' codes are made with (lib/server/live/code-key.ts). */
  codeKey: Buffer;
  clock?: () => number;
  log?: (line: string) => void;
  stream?: string;
}

/**
 * The floor's waiting lists as the server runs them: the actor (the only writer), what the tables
 * tell it (a table on the lists whose seats changed is read again in the lists' turn), the timers
 * (a call running out, an away seat released), and the views every screen gets after each commit.
 */
export class WaitlistService {
  private readonly listeners = new Set<(change: WaitlistChange) => void>();
  private readonly tableListeners = new Set<() => void>();
  /** The poker tables as the phones show them when no list is for them (`liveView`'s `unlisted`). */
  readonly unlisted = new UnlistedTables();
  private timer: NodeJS.Timeout | undefined;
  private readonly retryAfter = new Map<string, number>();
  private stopTables: (() => void) | undefined;
  private closed = false;

  private constructor(
    private readonly actor: WaitlistActor,
    private readonly tables: LiveTables,
    private readonly clock: () => number,
    /** The players' codes, made from the seeds in the lists with the key the database does not hold. */
    readonly codes: CodeBook,
  ) {}

  static async start(options: WaitlistServiceOptions): Promise<WaitlistService> {
    const clock = options.clock ?? Date.now;
    const log = options.log ?? ((line: string) => console.log(line));
    const store = new WaitlistStore(options.db.pool);
    // The actor tells the service of each commit; the service exists once the actor is recovered.
    const ref: { service?: WaitlistService } = {};
    const actor = await WaitlistActor.recover(options.stream ?? FLOOR_STREAM, store, {
      now: clock,
      tables: options.tables,
      changed: (state, version, events) => ref.service?.changed(state, version, events),
      log,
    });
    const service = new WaitlistService(actor, options.tables, clock, new CodeBook(options.codeKey));
    ref.service = service;
    service.stopTables = options.registry.listen({
      changed: (change) => {
        // Most table changes are cards and wagers: only a table on the lists whose seats differ
        // from the lists' is read again (names and all) in the lists' turn.
        const linked = service.actor.state.tables[change.tableId];
        if (service.unlisted.see(change) && !linked) for (const listener of service.tableListeners) listener();
        if (!linked) return;
        const seats = seatsOf({ display: change.views.display, supervisor: null });
        if (seats && seats.occupied.length === linked.occupied.length && seats.occupied.every((o, i) => o === linked.occupied[i])) return;
        void service.observe(change.tableId);
      },
      fault: () => {},
    });
    // A restart resumes exactly: the tables are read again (seats may have changed while down) and the timers re-armed.
    await Promise.all(Object.keys(actor.state.tables).map((id) => service.observe(id)));
    for (const summary of await options.tables.summaries()) {
      const snap = await options.tables.snapshot(summary.tableId);
      if (snap) service.unlisted.see({ tableId: summary.tableId, summary: snap.summary, views: snap.views });
    }
    service.arm();
    return service;
  }

  get version(): number {
    return this.actor.version;
  }

  get state(): WaitlistState {
    return this.actor.state;
  }

  floorView(): { version: number; serverTime: number; view: WaitlistFloorView } {
    return { version: this.actor.version, serverTime: this.clock(), view: floorView(this.actor.state) };
  }

  boardView(): { version: number; serverTime: number; view: WaitlistBoardView } {
    return { version: this.actor.version, serverTime: this.clock(), view: boardView(this.actor.state, this.unlisted.list()) };
  }

  figures(period: { from: number; to: number }): WaitlistFigures {
    return waitlistFigures(this.actor.state, period, this.clock());
  }

  listen(listener: (change: WaitlistChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Told when a table no list is for changes what a phone shows of it (its seats, its stakes). */
  listenTables(listener: () => void): () => void {
    this.tableListeners.add(listener);
    return () => this.tableListeners.delete(listener);
  }

  /**
   * A floor screen's command (untrusted: parsed here). Opening a table for a game, or starting a list
   * from a table, reads the live table's name, seats and the game and stakes it deals, so the lists
   * start from what the tablet and the table's wall show.
   */
  async command(id: string, raw: unknown, actor: Actor): Promise<Ack> {
    const parsed = parseFloorCommand(raw);
    if (!parsed.ok) return { ok: false, ...parsed.refusal, version: this.actor.version };
    const command = await this.withTableFacts(parsed.command);
    if ("code" in command) return { ok: false, ...command, version: this.actor.version };
    return this.actor.submit({ id, command }, actor);
  }

  /**
   * A player's command from their phone, once the server has checked their code (lib/server/live):
   * no staff member in the trail, the phone's address in the audit entries.
   */
  player(id: string, command: PlayerCommand, audit: Record<string, unknown>): Promise<Ack> {
    return this.actor.submit({ id, command, audit }, PLAYER_ACTOR);
  }

  private async withTableFacts(command: FloorCommand): Promise<WaitlistCommand | { code: string; message: string }> {
    // A new player, or a new code: the seed of a code no other player holds (the same player's other entry's, when named).
    if (command.type === "add-player" || command.type === "new-code") return { ...command, codeSeed: this.codes.freshSeed(this.actor.state) };
    if (command.type !== "open-table" && command.type !== "open-list-for-table") return command;
    const snap = await this.tables.snapshot(command.tableId);
    if (!snap) return { code: "UNKNOWN_TABLE", message: `Table ${command.tableId} is not running: open it on its tablet first.` };
    const seats = seatsOf(snap.views);
    if (!seats) return { code: "NO_SEATS", message: `The lists cannot read the seats of ${snap.summary.name}.` };
    const facts = { name: snap.summary.name, occupied: seats.occupied, deals: tableGameOf(snap) };
    return command.type === "open-table" ? { ...command, ...facts } : { ...command, ...facts };
  }

  /** Compare a table's seats with the lists', in the lists' turn (read then, not when the table changed). */
  observe(tableId: string): Promise<Ack | null> {
    return this.actor.submitAtTurn(async () => {
      if (!this.actor.state.tables[tableId]) return null;
      const snap = await this.tables.snapshot(tableId);
      const seats = snap ? seatsOf(snap.views) : null;
      if (!snap || !seats) return null;
      return { id: `observe:${tableId}:${snap.version}`, command: { type: "observe-seats", tableId, occupied: seats.occupied, names: seats.names } };
    }, SYSTEM);
  }

  private changed(state: WaitlistState, version: number, events: readonly WaitlistEvent[]): void {
    if (this.closed) return;
    const change: WaitlistChange = { version, serverTime: this.clock(), floor: floorView(state), board: boardView(state, this.unlisted.list()), events };
    for (const listener of this.listeners) listener(change);
    this.arm();
  }

  /** Arm the next timed command: a call running out, an away seat released. */
  private arm(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.closed) return;
    const now = this.clock();
    const timers = waitlistTimers(this.actor.state);
    for (const id of this.retryAfter.keys()) if (!timers.some((t) => t.id === id)) this.retryAfter.delete(id);
    const next = timers
      .map((t) => ({ ...t, at: Math.max(t.at, this.retryAfter.get(t.id) ?? 0) }))
      .sort((a, b) => a.at - b.at)[0];
    if (!next) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.actor.submit({ id: next.id, command: next.command }, SYSTEM).then((ack) => {
        if (!ack.ok) this.retryAfter.set(next.id, this.clock() + TIMER_RETRY_MS);
        else this.retryAfter.delete(next.id);
        this.arm();
      });
    }, Math.max(0, next.at - now));
    this.timer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.stopTables?.();
    await this.actor.snapshotIfBehind().catch(() => {});
  }
}
