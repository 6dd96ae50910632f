/**
 * The floor's alert monitor: watches the live tables and raises the alerts a supervisor must see
 * (stored by alert-store.ts):
 *
 *   game-broken         a Rotation game-broken event (nobody accepted the bank)
 *   third-hand-attempt  a refused accept-bank / open-betting: ROTATION_CONSECUTIVE_HAND_LIMIT or
 *                       ROTATION_INTERVENING_DEALER_REQUIRED (the gateway calls onRefusal)
 *   table-idle          an open table without activity for `idleMinutes` (checked on an interval)
 *   device-offline      every dealer socket of a table gone for more than `offlineSeconds`
 *   database-fault      a table stopped because the database cannot commit (registry fault)
 *   repeated-refusals   `refusalThreshold` refusals within `refusalWindowMs` at one table
 *                       (refusal-counter.ts); also raised by lib/server/auth/socket-refusals.ts
 *                       through raise() for refused sockets
 *
 * While the database cannot take an alert, it is published at once with a provisional id and
 * written as soon as the database answers again (then published again, replacing the provisional one).
 */
import type { Database } from "@/lib/server/db/database";
import type { Actor } from "@/lib/domain/table/machine";
import type { RegistryListener, TableChange } from "@/lib/server/tables/table-registry";
import type { TableSummary } from "@/lib/server/tables/table-kind";
import { ALERT_TITLES, type AlertMessage, type AlertView, type DeviceStatus } from "@/lib/contract/floor";
import { AlertStore, type AcknowledgeResult, type AlertInput } from "./alert-store";
import { RefusalCounter } from "./refusal-counter";
import { pairingProblem, type PairingProblem, type TablePairing } from "@/lib/domain/fees/filed-pairings";

/** Refusal codes of an attempt to bank a third hand in a row (lib/domain/rotation eligibility). */
export const THIRD_HAND_CODES: ReadonlySet<string> = new Set(["ROTATION_CONSECUTIVE_HAND_LIMIT", "ROTATION_INTERVENING_DEALER_REQUIRED"]);
/** Refusals that are not a dealer's mistake: a second device's stale tap is resynchronised, not counted. */
export const UNCOUNTED_REFUSALS: ReadonlySet<string> = new Set(["STALE_VERSION"]);

export interface AlertMonitorOptions {
  readonly clock?: () => number;
  readonly idleMinutes?: number;
  readonly offlineSeconds?: number;
  readonly refusalWindowMs?: number;
  readonly refusalThreshold?: number;
  /** How often idle tables, offline devices and unsaved alerts are looked at. */
  readonly checkEveryMs?: number;
  /** Reads the thresholds an admin set (floor_settings); called before each check. */
  readonly thresholds?: () => Promise<{ idleMinutes: number; offlineSeconds: number }>;
  readonly log?: (line: string) => void;
  /** Whether a table's game and fee schedule go together: the server's families' word (tables/kinds.ts); by default the filed pairings. */
  readonly pairingProblem?: (table: TablePairing) => PairingProblem | null;
}

/** What the monitor needs of the registry. */
export interface AlertSource {
  listen(listener: RegistryListener): () => void;
  summaries(): TableSummary[];
}

export type AlertPublisher = (message: AlertMessage) => void;

const MONITOR_KEY = Symbol.for("cardroom.alert-monitor");
type Holder = { [MONITOR_KEY]?: AlertMonitor };

/** The running monitor, for route handlers (set by `attach`). */
export function getAlertMonitor(): AlertMonitor | undefined {
  return (globalThis as Holder)[MONITOR_KEY];
}

interface Pending {
  readonly provisionalId: string;
  input: AlertInput;
  occurrences: number;
  clearedAt: Date | null;
}

/**
 * Watches the live tables and keeps the floor's alerts. Attach it to the registry and the gateway
 * (`attach(registry, gateway.floorAlert)`); the gateway reports refusals and dealer sockets
 * through `onRefusal`, `deviceConnected` and `deviceDisconnected`.
 */
export class AlertMonitor {
  readonly store: AlertStore;
  private readonly clock: () => number;
  private idleMs: number;
  private offlineMs: number;
  private readonly refusals: RefusalCounter;
  private readonly checkEveryMs: number;
  private readonly log: (line: string) => void;
  private publish: AlertPublisher = () => {};
  private source: AlertSource | undefined;
  private unlisten: (() => void) | undefined;
  private interval: NodeJS.Timeout | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private tail: Promise<unknown> = Promise.resolve();
  private readonly pending = new Map<string, Pending>();
  private pendingNumber = 0;
  private readonly names = new Map<string, string>();
  private readonly idleRaised = new Set<string>();
  private readonly connections = new Map<string, { connected: Set<string>; lastConnectedAt: number | null; lastDisconnectedAt: number | null }>();
  private readonly offlineSince = new Map<string, number>();
  private readonly offlineRaised = new Set<string>();
  private storeDownReported = false;

  constructor(
    private readonly db: Pick<Database, "pool">,
    private readonly options: AlertMonitorOptions = {},
  ) {
    this.store = new AlertStore(db);
    this.clock = options.clock ?? Date.now;
    this.idleMs = (options.idleMinutes ?? 15) * 60_000;
    this.offlineMs = (options.offlineSeconds ?? 30) * 1000;
    this.refusals = new RefusalCounter(options.refusalWindowMs ?? 60_000, options.refusalThreshold ?? 5);
    this.checkEveryMs = options.checkEveryMs ?? 15_000;
    this.log = options.log ?? ((line) => console.warn(`[floor] ${line}`));
  }

  /**
   * Starts watching: table changes and faults from the registry, idle tables and offline devices on
   * an interval. `publish` sends an alert to every floor dashboard (the gateway's floorAlert).
   * Returns the function that stops it.
   */
  attach(source: AlertSource, publish: AlertPublisher): () => void {
    this.source = source;
    this.publish = publish;
    for (const s of source.summaries()) this.names.set(s.tableId, s.name);
    this.unlisten = source.listen({
      changed: (change) => this.onChange(change),
      fault: (tableId, faulted, message) => this.onFault(tableId, faulted, message),
    });
    this.interval = setInterval(() => void this.tick(), this.checkEveryMs);
    this.interval.unref();
    (globalThis as Holder)[MONITOR_KEY] = this;
    return () => this.stop();
  }

  stop(): void {
    this.unlisten?.();
    this.unlisten = undefined;
    clearInterval(this.interval);
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    if ((globalThis as Holder)[MONITOR_KEY] === this) (globalThis as Holder)[MONITOR_KEY] = undefined;
  }

  /** Resolves once every queued write has been tried (tests, shutdown). */
  async settled(): Promise<void> {
    let seen: Promise<unknown>;
    do {
      seen = this.tail;
      await seen.catch(() => {});
    } while (seen !== this.tail);
  }

  private enqueue(work: () => Promise<void>): void {
    this.tail = this.tail.then(work).catch((error: unknown) => this.log(`alert work failed: ${(error as Error).message}`));
  }

  private nameOf(tableId: string | null): string {
    if (!tableId) return "The floor";
    return this.names.get(tableId) ?? `Table ${tableId}`;
  }

  private now(): Date {
    return new Date(this.clock());
  }

  // --- Hooks ------------------------------------------------------------------------------------

  private onChange(change: TableChange): void {
    this.names.set(change.tableId, change.summary.name);
    if (change.events.some((e) => (e as { type: string }).type === "TableConfigured")) this.enqueue(() => this.checkPairings(change.tableId));
    if (change.events.length > 0 && this.idleRaised.delete(change.tableId)) this.clear(`table-idle:${change.tableId}`);
    for (const event of change.events as readonly { type: string; rotation?: { type: string; declined?: readonly number[] } }[]) {
      if (event.type === "Rotation" && event.rotation?.type === "game-broken") {
        const declined = event.rotation.declined ?? [];
        this.raise({
          kind: "game-broken",
          tableId: change.tableId,
          message: `${this.nameOf(change.tableId)}: the game is broken — nobody accepted the bank${declined.length ? ` (seats ${declined.join(", ")} declined)` : ""}. Offer the bank again or close the table.`,
          detail: { declined, version: change.version },
          dedupeKey: `game-broken:${change.tableId}`,
          at: this.now(),
        });
      }
    }
  }

  /**
   * Tables whose game, options and fee schedule were not filed together (issue 23): a table
   * configured before each room's filing became its own game keeps running from its log as it was
   * set up, and the floor is told to choose the game filed with its schedule. Read from the tables'
   * rows (the admin's configuration, written with the table's own event); an alert for a table
   * set right again is cleared. All tables at start, one table after each configuration.
   */
  async checkPairings(tableId?: string): Promise<void> {
    const { rows } = await this.db.pool.query<{ id: string; name: string; game_id: string; fee_schedule_id: string; game_options: Record<string, unknown> | null }>(
      `SELECT id, name, game_id, fee_schedule_id, game_options FROM tables WHERE status <> 'closed'${tableId === undefined ? "" : " AND id = $1"}`,
      tableId === undefined ? [] : [tableId],
    );
    for (const row of rows) {
      const key = `unfiled-pairing:${row.id}`;
      const problem = (this.options.pairingProblem ?? pairingProblem)({ gameId: row.game_id, feeScheduleId: row.fee_schedule_id, gameOptions: row.game_options ?? {} });
      if (!problem) {
        // At start only the tables with a problem are looked at (no query per table); a table set
        // right again by its configuration clears its alert then.
        if (tableId !== undefined) this.clear(key);
        continue;
      }
      this.raise({
        kind: "unfiled-pairing",
        tableId: row.id,
        message: `${row.name} runs under a fee schedule not filed for its game: ${problem.message}. It keeps running as it was set up; choose the game filed with its schedule (or the schedule filed with its game) in the admin at the end of the shoe.`,
        detail: { game: row.game_id, feeSchedule: row.fee_schedule_id },
        dedupeKey: key,
        at: this.now(),
      });
    }
  }

  private onFault(tableId: string, faulted: boolean, message: string): void {
    const key = `database-fault:${tableId}`;
    if (faulted) {
      this.raise({
        kind: "database-fault",
        tableId,
        message: `${this.nameOf(tableId)} is stopped: the database cannot save its actions (${message.slice(0, 160)}). It resumes by itself when the database is back.`,
        detail: { error: message.slice(0, 300) },
        dedupeKey: key,
        at: this.now(),
      });
    } else {
      this.clear(key);
    }
  }

  /**
   * A command was refused at a table (the gateway calls this for every refusal). Attempts to bank a
   * third hand raise their own alert; any refusals, `refusalThreshold` within the window, another.
   */
  onRefusal(tableId: string, code: string, actor?: Pick<Actor, "id" | "role">, detail: { command?: unknown; message?: string } = {}): void {
    if (UNCOUNTED_REFUSALS.has(code)) return;
    const at = this.clock();
    const command = detail.command as { type?: string; seat?: number } | undefined;
    if (THIRD_HAND_CODES.has(code)) {
      const seat = typeof command?.seat === "number" ? command.seat : null;
      this.raise({
        kind: "third-hand-attempt",
        tableId,
        message: `${this.nameOf(tableId)}: ${seat !== null ? `seat ${seat}` : "a player"} tried to bank a third hand in a row (${command?.type ?? "command"} refused: ${code === "ROTATION_CONSECUTIVE_HAND_LIMIT" ? "two hands in a row is the limit" : "another player must bank in between"}).`,
        detail: { code, seat, command: command?.type ?? null, actor: actor?.id ?? null, refusal: detail.message ?? null },
        dedupeKey: `third-hand-attempt:${tableId}`,
        at: new Date(at),
      });
    }
    if (this.refusals.record(tableId, at)) {
      const windowS = Math.round((this.options.refusalWindowMs ?? 60_000) / 1000);
      this.raise({
        kind: "repeated-refusals",
        tableId,
        message: `${this.nameOf(tableId)}: ${this.options.refusalThreshold ?? 5} refused actions within ${windowS} s (last: ${code}). The dealer may need help.`,
        detail: { lastCode: code, actor: actor?.id ?? null, lastMessage: detail.message ?? null },
        dedupeKey: `repeated-refusals:${tableId}`,
        at: new Date(at),
      });
    }
  }

  private connectionOf(tableId: string, role: string) {
    const key = `${tableId}|${role}`;
    let entry = this.connections.get(key);
    if (!entry) {
      entry = { connected: new Set(), lastConnectedAt: null, lastDisconnectedAt: null };
      this.connections.set(key, entry);
    }
    return entry;
  }

  /** A device of `role` joined the table (the gateway: a dealer tablet subscribed). */
  deviceConnected(tableId: string, role: string, deviceId = "device"): void {
    const entry = this.connectionOf(tableId, role);
    entry.connected.add(deviceId);
    entry.lastConnectedAt = this.clock();
    if (role !== "dealer") return;
    this.offlineSince.delete(tableId);
    if (this.offlineRaised.delete(tableId)) this.clear(`device-offline:${tableId}`);
  }

  /** A device of `role` left the table (socket closed). The last dealer tablet gone starts the offline clock. */
  deviceDisconnected(tableId: string, role: string, deviceId = "device"): void {
    const entry = this.connectionOf(tableId, role);
    entry.connected.delete(deviceId);
    entry.lastDisconnectedAt = this.clock();
    if (role !== "dealer" || entry.connected.size > 0) return;
    this.offlineSince.set(tableId, this.clock());
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.checkDevices();
    }, this.offlineMs + 50);
    timer.unref();
    this.timers.add(timer);
  }

  devices(): DeviceStatus[] {
    return [...this.connections.entries()]
      .map(([key, e]) => {
        const [tableId = "", role = ""] = key.split("|");
        const since = role === "dealer" ? this.offlineSince.get(tableId) : undefined;
        return {
          tableId,
          role,
          connected: e.connected.size,
          lastConnectedAt: e.lastConnectedAt ? new Date(e.lastConnectedAt).toISOString() : null,
          lastDisconnectedAt: e.lastDisconnectedAt ? new Date(e.lastDisconnectedAt).toISOString() : null,
          offlineSince: since !== undefined ? new Date(since).toISOString() : null,
        };
      })
      .sort((a, b) => a.tableId.localeCompare(b.tableId) || a.role.localeCompare(b.role));
  }

  // --- Periodic checks --------------------------------------------------------------------------

  private async tick(): Promise<void> {
    if (this.options.thresholds) {
      try {
        const t = await this.options.thresholds();
        this.idleMs = t.idleMinutes * 60_000;
        this.offlineMs = t.offlineSeconds * 1000;
      } catch {
        // Keep the thresholds in force; the database is reported by the writes below.
      }
    }
    await this.checkIdle();
    await this.checkDevices();
    await this.flush();
  }

  /** Raises "table idle" for every open table without activity for longer than the threshold. */
  async checkIdle(): Promise<void> {
    const now = this.clock();
    for (const s of this.source?.summaries() ?? []) {
      this.names.set(s.tableId, s.name);
      if (s.status !== "open" || s.lastActivityAt === null || now - s.lastActivityAt < this.idleMs || this.idleRaised.has(s.tableId)) continue;
      this.idleRaised.add(s.tableId);
      const minutes = Math.floor((now - s.lastActivityAt) / 60_000);
      this.raise({
        kind: "table-idle",
        tableId: s.tableId,
        message: `${s.name}: open but idle for ${minutes} minute${minutes === 1 ? "" : "s"}. Check the table, or pause or close it.`,
        detail: { lastActivityAt: new Date(s.lastActivityAt).toISOString(), idleMinutes: Math.round(this.idleMs / 60_000) },
        dedupeKey: `table-idle:${s.tableId}`,
        at: new Date(now),
      });
    }
    await this.settled();
  }

  /** Raises "device offline" for tables whose last dealer tablet left more than the threshold ago. */
  async checkDevices(): Promise<void> {
    const now = this.clock();
    for (const [tableId, since] of this.offlineSince) {
      if (now - since < this.offlineMs || this.offlineRaised.has(tableId)) continue;
      this.offlineRaised.add(tableId);
      const seconds = Math.round((now - since) / 1000);
      this.raise({
        kind: "device-offline",
        tableId,
        message: `${this.nameOf(tableId)}: the dealer tablet has been disconnected for ${seconds} s. Check its network or power.`,
        detail: { since: new Date(since).toISOString(), offlineSeconds: Math.round(this.offlineMs / 1000) },
        dedupeKey: `device-offline:${tableId}`,
        at: new Date(now),
      });
    }
    await this.settled();
  }

  // --- Writing ----------------------------------------------------------------------------------

  /** Raises (or repeats) an alert and publishes it; kept in memory while the database is down. */
  raise(input: AlertInput): void {
    this.enqueue(async () => {
      const waiting = this.pending.get(input.dedupeKey);
      if (waiting) {
        waiting.occurrences += 1;
        waiting.input = { ...input, at: waiting.input.at };
        waiting.clearedAt = null;
        this.publish({ alert: this.pendingView(waiting, input.at) });
        return;
      }
      try {
        const { alert } = await this.store.raise(input);
        this.storeDownReported = false;
        this.publish({ alert });
      } catch (error) {
        const entry: Pending = { provisionalId: `pending:${++this.pendingNumber}`, input, occurrences: 1, clearedAt: null };
        this.pending.set(input.dedupeKey, entry);
        this.publish({ alert: this.pendingView(entry, input.at) });
        this.storeDown(error as Error);
      }
    });
  }

  private storeDown(error: Error): void {
    if (this.storeDownReported) return;
    this.storeDownReported = true;
    this.log(`alerts cannot be saved: ${error.message}`);
    const input: AlertInput = {
      kind: "database-fault",
      tableId: null,
      message: "The database is not answering: alerts are shown but not saved yet. They are saved as soon as it is back.",
      detail: { error: error.message.slice(0, 300) },
      dedupeKey: "database-fault:floor",
      at: this.now(),
    };
    if (!this.pending.has(input.dedupeKey)) {
      const entry: Pending = { provisionalId: `pending:${++this.pendingNumber}`, input, occurrences: 1, clearedAt: null };
      this.pending.set(input.dedupeKey, entry);
      this.publish({ alert: this.pendingView(entry, input.at) });
    }
  }

  private pendingView(p: Pending, last: Date): AlertView {
    return {
      id: p.provisionalId,
      kind: p.input.kind,
      title: ALERT_TITLES[p.input.kind],
      tableId: p.input.tableId,
      message: p.input.message,
      detail: p.input.detail ?? {},
      occurrences: p.occurrences,
      raisedAt: p.input.at.toISOString(),
      lastRaisedAt: last.toISOString(),
      clearedAt: p.clearedAt?.toISOString() ?? null,
      acknowledgedBy: null,
      acknowledgedAt: null,
      acknowledgeNote: null,
      pending: true,
    };
  }

  /** Marks a condition as ended (the alert stays until acknowledged). */
  clear(dedupeKey: string): void {
    this.enqueue(async () => {
      const at = this.now();
      const waiting = this.pending.get(dedupeKey);
      if (waiting) {
        waiting.clearedAt = at;
        this.publish({ alert: this.pendingView(waiting, waiting.input.at) });
        return;
      }
      try {
        const alert = await this.store.clear(dedupeKey, at);
        if (alert) this.publish({ alert });
      } catch (error) {
        this.storeDown(error as Error);
      }
    });
  }

  /** Writes the alerts kept while the database was down. */
  async flush(): Promise<void> {
    this.enqueue(async () => {
      for (const [key, p] of [...this.pending.entries()]) {
        // Writing at all means the database is back: the floor-wide outage alert has ended.
        if (key === "database-fault:floor" && !p.clearedAt) p.clearedAt = this.now();
        try {
          let { alert } = await this.store.raise({ ...p.input, detail: { ...(p.input.detail ?? {}), occurrences: p.occurrences, savedLate: true } });
          if (p.clearedAt) alert = (await this.store.clear(key, p.clearedAt)) ?? alert;
          this.pending.delete(key);
          this.publish({ alert, replaces: p.provisionalId });
        } catch {
          return;
        }
      }
      if (this.pending.size === 0) this.storeDownReported = false;
    });
    await this.settled();
  }

  /** Unsaved alerts (shown with the stored ones). */
  pendingAlerts(): AlertView[] {
    return [...this.pending.values()].map((p) => this.pendingView(p, p.input.at));
  }

  /** Acknowledges (audited) and tells every dashboard. */
  async acknowledge(id: string, staffId: string, note: string | null): Promise<AcknowledgeResult> {
    const result = await this.store.acknowledge(id, staffId, note, this.now());
    if (result.ok) this.publish({ alert: result.alert });
    return result;
  }
}

/** The tables whose dealer tablet is connected now, as the running monitor sees them (empty without one). */
export function connectedDealerTables(): ReadonlySet<string> {
  const monitor = getAlertMonitor();
  return new Set((monitor?.devices() ?? []).filter((d) => d.role === "dealer" && d.connected > 0).map((d) => d.tableId));
}
