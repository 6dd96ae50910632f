/**
 * The floor is told when the record does not hold together. The server verifies every table's chain
 * and every anchor (verify-ledger.ts) in the background at start, and again at each shift close,
 * right after it takes the shift's anchor; each broken table raises a critical floor alert naming
 * the table and the version in words. Progress goes to the server log, so a big floor's first check
 * is seen to advance without holding up the start.
 *
 * The shift close: every minute the watch looks at the room's shifts; when a shift has ended and has
 * no anchor yet (also at start, for a shift that ended while the server was down), it takes one.
 * With several nodes, each looks, and the database keeps one anchor per shift (the first written).
 */
import type { Database } from "@/lib/server/db/database";
import type { AlertInput } from "@/lib/server/floor/alert-store";
import type { FloorSettings } from "@/lib/server/floor/settings";
import type { LedgerAnchorView, LedgerStatus } from "@/lib/contract/ledger";
import { previousShift, shiftAt } from "@/lib/domain/shifts/shifts";
import { takeAnchor } from "./anchors";
import { verifyLedger, type LedgerVerification } from "./verify-ledger";

export interface LedgerWatchOptions {
  readonly db: Pick<Database, "pool">;
  /** Raises a floor alert (the alert monitor's raise). */
  readonly raise: (alert: AlertInput) => void;
  readonly log: (line: string) => void;
  readonly clock?: () => number;
  /** The room's shifts and time zone, read before each look. */
  readonly settings: () => Promise<Pick<FloorSettings, "shifts" | "timeZone">>;
  readonly checkEveryMs?: number;
  /** Seconds between progress lines in the log while a verification runs. */
  readonly progressEveryMs?: number;
}

const WATCH_KEY = Symbol.for("cardroom.ledger-watch");
type Holder = { [WATCH_KEY]?: LedgerWatch };

/** The running watch, for route handlers (set by `start`). */
export function getLedgerWatch(): LedgerWatch | undefined {
  return (globalThis as Holder)[WATCH_KEY];
}

const count = (n: number) => n.toLocaleString("en-US");

export class LedgerWatch {
  private readonly clock: () => number;
  private timer: NodeJS.Timeout | undefined;
  private lastShiftStart: number | null = null;
  /** Verifications run one after another. */
  private verifying: Promise<unknown> = Promise.resolve();
  private readonly abort = new AbortController();
  private statusValue: LedgerStatus | null = null;
  private looking: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: LedgerWatchOptions) {
    this.clock = options.clock ?? Date.now;
  }

  /** The last verification's result, or null before the first one ends. */
  get status(): LedgerStatus | null {
    return this.statusValue;
  }

  /** Starts the first verification (not awaited) and the shift-close look. */
  start(): this {
    (globalThis as Holder)[WATCH_KEY] = this;
    void this.verify("at start");
    this.look();
    this.timer = setInterval(() => this.look(), this.options.checkEveryMs ?? 60_000);
    this.timer.unref();
    return this;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.abort.abort();
    if ((globalThis as Holder)[WATCH_KEY] === this) (globalThis as Holder)[WATCH_KEY] = undefined;
    await Promise.allSettled([this.verifying, this.looking]);
  }

  /**
   * Runs a verification now, or after the one running (one at a time); resolves with its result,
   * null when it could not finish (the database down, or the server stopping: said in the log).
   */
  verify(reason: string): Promise<LedgerVerification | null> {
    const run = this.verifying.then(() => (this.abort.signal.aborted ? null : this.run(reason)));
    this.verifying = run.catch(() => null);
    return run;
  }

  private async run(reason: string): Promise<LedgerVerification | null> {
    const { log } = this.options;
    const started = this.clock();
    let lastNote = started;
    log(`ledger check (${reason}): verifying every table's hash chain and every anchor`);
    try {
      const result = await verifyLedger(this.options.db.pool, {
        signal: this.abort.signal,
        chunk: 1000,
        onProgress: (p) => {
          const now = this.clock();
          if (now - lastNote < (this.options.progressEveryMs ?? 5000)) return;
          lastNote = now;
          log(`ledger check (${reason}): ${p.tablesDone}/${p.tables} tables, ${count(p.events)} events checked`);
        },
      });
      const seconds = ((this.clock() - started) / 1000).toFixed(1);
      this.statusValue = { checkedAt: new Date(this.clock()).toISOString(), tables: result.tables, events: result.events, anchors: result.anchors, broken: result.broken };
      if (result.broken.length === 0) {
        log(`ledger check (${reason}): ${count(result.tables)} tables, ${count(result.events)} events, ${count(result.anchors)} anchor${result.anchors === 1 ? "" : "s"}: intact (${seconds} s)`);
      } else {
        log(`ledger check (${reason}): BROKEN: ${result.broken.map((b) => (b.table ? `${b.table} at version ${b.version}` : "an anchor")).join(", ")} (${seconds} s)`);
        this.tell(result);
      }
      return result;
    } catch (error) {
      if (this.abort.signal.aborted) return null;
      log(`ledger check (${reason}) could not finish: ${(error as Error).message}`);
      return null;
    }
  }

  /** A critical alert per broken table (and per changed anchor), in words. */
  private tell(result: LedgerVerification): void {
    const names = new Map(result.perTable.map((t) => [t.tableId, t.name]));
    const at = new Date(this.clock());
    for (const b of result.broken) {
      if (b.table === null) {
        this.options.raise({
          kind: "ledger-broken",
          tableId: null,
          message: `The record of anchors was changed: ${b.why}. Keep the printed anchors; tell the regulator's contact.`,
          detail: { why: b.why },
          dedupeKey: `ledger-broken:anchors:${b.why.slice(0, 80)}`,
          at,
        });
        continue;
      }
      const name = names.get(b.table) ?? `Table ${b.table}`;
      this.options.raise({
        kind: "ledger-broken",
        tableId: b.table,
        message: `${name}: its record was changed after it was written. The hash chain breaks at version ${(b.version ?? 0).toLocaleString("en-US")}: ${b.why}. Change nothing; tell the regulator's contact (npm run verify-log prints the full check).`,
        detail: { version: b.version, why: b.why },
        dedupeKey: `ledger-broken:${b.table}:${b.version}`,
        at,
      });
    }
  }

  /** Anchors the shift that ended, if it has no anchor yet, then verifies. Queued: never two at once. */
  private look(): void {
    this.looking = this.looking.then(() => this.closeEndedShift()).catch((error: unknown) => this.options.log(`shift close anchor could not be taken: ${(error as Error).message}`));
  }

  /** Takes the anchor of the shift that ended last, once; answers it when this call took it. */
  async closeEndedShift(): Promise<LedgerAnchorView | null> {
    const settings = await this.options.settings();
    const now = new Date(this.clock());
    const current = shiftAt(now, settings.shifts, settings.timeZone);
    if (this.lastShiftStart === current.start.getTime()) return null;
    const ended = previousShift(current, settings.shifts, settings.timeZone);
    const { rows } = await this.options.db.pool.query<{ any: boolean }>("SELECT EXISTS (SELECT 1 FROM table_events) AS any");
    if (!rows[0]?.any) {
      this.lastShiftStart = current.start.getTime();
      return null;
    }
    const { anchor, created } = await takeAnchor(this.options.db.pool, { kind: "shift-close", shift: { start: ended.start, end: ended.end, label: ended.label }, madeBy: null, at: now });
    this.lastShiftStart = current.start.getTime();
    if (!created) return null;
    this.options.log(`shift close: anchored ${ended.label}: root ${anchor.root} over ${anchor.tables.length} tables`);
    void this.verify(`shift close, ${ended.label}`);
    return anchor;
  }
}
