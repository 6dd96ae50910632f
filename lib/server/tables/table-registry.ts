import type { Actor, RandomInts } from "@/lib/domain/table/machine";
import type { Database } from "@/lib/server/db/database";
import { EventStore, type EventStoreOptions, type History } from "./event-store";
import { TableActor, type Ack, type CommandEnvelope } from "./table-actor";
import type { AnyTableKind, RoleViews, TableConfigRow, TableSummary } from "./table-kind";
import type { TableOwnership } from "@/lib/server/cluster/table-ownership";

export interface TableChange {
  tableId: string;
  version: number;
  views: RoleViews;
  summary: TableSummary;
  events: readonly { type: string }[];
}

export interface RegistryListener {
  changed(change: TableChange): void;
  fault(tableId: string, faulted: boolean, message: string): void;
}

/** A table's current views and version, as a device subscribing to it gets them. */
export interface TableSnapshot {
  version: number;
  views: RoleViews;
  summary: TableSummary;
  faulted: boolean;
}

const SYSTEM: Actor = { id: "system", role: "supervisor" };

/**
 * Every live table of this node: one actor each, recovered from the store at start. Routes
 * commands to their table and tells listeners (the socket gateway, the floor) what changed.
 */
export class TableRegistry {
  private readonly actors = new Map<string, { actor: TableActor<unknown, never, never, RoleViews>; kind: AnyTableKind; gameId: string }>();
  private readonly listeners = new Set<RegistryListener>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private claimTimer: NodeJS.Timeout | undefined;
  readonly store: EventStore;

  constructor(
    private readonly db: Database,
    /** The families this server runs, by game (kinds.ts: the registry's, or a test's besides). */
    readonly kindFor: (gameId: string) => AnyTableKind | undefined,
    private readonly clock: () => number,
    private readonly random: RandomInts,
    /** With several nodes: only tables this node holds the lock of are live here. */
    private readonly ownership?: TableOwnership,
    storeOptions: EventStoreOptions = {},
  ) {
    this.store = new EventStore(db.pool, storeOptions);
    ownership?.onLost(() => {
      // The lock connection dropped: another node may take these tables now, so stop writing them.
      for (const id of [...this.actors.keys()]) this.drop(id);
    });
  }

  listen(listener: RegistryListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Load every table of the database (with several nodes: every table this node can claim). */
  async start(): Promise<void> {
    await this.claim();
    if (this.ownership) {
      this.claimTimer = setInterval(() => void this.claim().catch(() => {}), 2000);
      this.claimTimer.unref();
    }
  }

  /** Take on the tables nobody serves: all of them on a single node; unlocked ones in a cluster. */
  async claim(): Promise<void> {
    const rows = await this.db.prisma.gameTable.findMany({ orderBy: { id: "asc" } });
    const mine: TableConfigRow[] = [];
    for (const row of rows) {
      if (this.actors.has(row.id)) continue;
      if (this.ownership && !(await this.ownership.tryAcquire(row.id))) continue;
      mine.push(row as TableConfigRow);
    }
    // Read the histories of many tables per query: recovery time is then set by replay, not round trips.
    for (let i = 0; i < mine.length; i += 250) {
      const batch = mine.slice(i, i + 250);
      const histories = await this.store.loadHistories<unknown, { type: string }>(batch.map((r) => r.id));
      for (const row of batch) {
        const history = histories.get(row.id)!;
        if (!history.snapshot && history.events.length === 0) await this.load(row);
        else this.install(row, history);
      }
    }
  }

  private install(config: TableConfigRow, history: History<unknown, { type: string }>): void {
    const kind = this.kindFor(config.gameId);
    if (!kind) throw new Error(`table ${config.id}: no rules for game "${config.gameId}"`);
    const actor = TableActor.fromHistory(config.id, kind.machine, this.store, this.hooksFor(kind), kind.empty, history as History<never, never>);
    this.actors.get(config.id)?.actor.stop();
    this.actors.set(config.id, { actor: actor as TableActor<unknown, never, never, RoleViews>, kind, gameId: config.gameId });
    this.schedule(config.id);
  }

  private hooksFor(kind: AnyTableKind) {
    return {
      project: kind.project.bind(kind),
      changed: (tableId: string, state: unknown, version: number, events: readonly { type: string }[]) => this.emit(tableId, state, version, events),
      fault: (tableId: string, faulted: boolean, message: string) => {
        for (const l of this.listeners) l.fault(tableId, faulted, message);
      },
      now: this.clock,
      random: this.random,
    };
  }

  private drop(tableId: string): void {
    this.actors.get(tableId)?.actor.stop();
    this.actors.delete(tableId);
    clearTimeout(this.timers.get(tableId));
    this.timers.delete(tableId);
  }

  async load(config: TableConfigRow): Promise<void> {
    const kind = this.kindFor(config.gameId);
    if (!kind) throw new Error(`table ${config.id}: no rules for game "${config.gameId}"`);
    const hooks = this.hooksFor(kind);
    let actor = await TableActor.recover(config.id, kind.machine, this.store, hooks, kind.empty);
    if (actor.version === 0) {
      // A new table's log starts with its configuration, so its state is derived from events alone.
      const opened = kind.opened(config, this.clock());
      await this.store.append({ tableId: config.id, firstSeq: 1, events: [opened], commandId: null, actorId: "system", at: new Date(this.clock()), rows: [] });
      actor = await TableActor.recover(config.id, kind.machine, this.store, hooks, kind.empty);
    }
    this.actors.get(config.id)?.actor.stop();
    this.actors.set(config.id, { actor: actor as TableActor<unknown, never, never, RoleViews>, kind, gameId: config.gameId });
    this.schedule(config.id);
  }

  /** The game family (as the server runs it) of a table live on this node. */
  kindOf(tableId: string): AnyTableKind | undefined {
    return this.actors.get(tableId)?.kind;
  }

  has(tableId: string): boolean {
    return this.actors.has(tableId);
  }

  tableIds(): string[] {
    return [...this.actors.keys()];
  }

  /** Current views and version of a table, or undefined when it is not live here. */
  snapshot(tableId: string): TableSnapshot | undefined {
    const entry = this.actors.get(tableId);
    if (!entry) return undefined;
    return { version: entry.actor.version, views: entry.actor.views(), summary: { ...entry.kind.summary(entry.actor.state, tableId), version: entry.actor.version }, faulted: entry.actor.isFaulted };
  }

  state(tableId: string): unknown {
    return this.actors.get(tableId)?.actor.state;
  }

  summaries(): TableSummary[] {
    return [...this.actors.entries()].map(([id, e]) => ({ ...e.kind.summary(e.actor.state, id), version: e.actor.version }));
  }

  async submit(tableId: string, envelope: CommandEnvelope, actor: Actor): Promise<Ack> {
    const entry = this.actors.get(tableId);
    if (!entry) return { ok: false, code: "UNKNOWN_TABLE", message: `There is no live table "${tableId}".`, version: 0 };
    return entry.actor.submit(envelope, actor);
  }

  private emit(tableId: string, state: unknown, version: number, events: readonly { type: string }[]): void {
    const entry = this.actors.get(tableId);
    const kind = entry?.kind ?? this.kindForTable(tableId);
    if (!kind) return;
    // The table's actor makes the views with the table's kept view parts (its last views' untouched parts).
    const views = entry ? entry.actor.views(state) : kind.machine.views(state);
    const change: TableChange = { tableId, version, views, summary: { ...kind.summary(state, tableId), version }, events };
    for (const l of this.listeners) l.changed(change);
    if (entry) this.schedule(tableId);
  }

  private kindForTable(tableId: string): AnyTableKind | undefined {
    return this.actors.get(tableId)?.kind;
  }

  /** Arm the table's next timed command (e.g. the betting timer closing betting). */
  private schedule(tableId: string): void {
    const entry = this.actors.get(tableId);
    clearTimeout(this.timers.get(tableId));
    this.timers.delete(tableId);
    if (!entry?.kind.timers) return;
    const next = entry.kind.timers(entry.actor.state).sort((a, b) => a.at - b.at)[0];
    if (!next) return;
    const delay = Math.max(0, next.at - this.clock());
    const timer = setTimeout(() => {
      this.timers.delete(tableId);
      const version = entry.actor.version;
      void entry.actor.submit({ id: `timer:${tableId}:${version}`, expectedVersion: version, command: next.command }, SYSTEM);
    }, delay);
    timer.unref();
    this.timers.set(tableId, timer);
  }

  /** Snapshot every table with events since its last snapshot (on a clean shutdown). */
  async snapshotAll(): Promise<void> {
    await Promise.all([...this.actors.values()].map((e) => e.actor.snapshotIfBehind().catch(() => {})));
  }

  stop(): void {
    clearInterval(this.claimTimer);
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    for (const { actor } of this.actors.values()) actor.stop();
  }
}
