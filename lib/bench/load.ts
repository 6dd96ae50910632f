/**
 * The load generator: one dealer socket per table driving full rounds of the table's game (closed
 * loop: the next command goes as soon as the previous one is acknowledged, or paced to a rate per
 * table but never more than one in flight), M display sockets per table and one floor socket.
 * Fortune 7 and EZ Baccarat tables are played by the bench's own driver (./driver.ts), so their
 * figures compare with the runs before every family; every other game by its family's autoplay
 * driver (lib/soak/drivers.ts), seeded per table so a run sends the same choices again.
 *
 * Latency of a command: from the moment it is sent to the moment its view (matched by version)
 * has reached every display of the table. With no displays: to its acknowledgement.
 */
import crypto from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { connectWire, viewHead, type WireClient } from "./wire-client";
import { patchedView, type ViewPatch } from "@/lib/contract/view-patch";
import { nextCommand, type BenchCommand, type DealerViewLike, type DriverPlan } from "./driver";
import { AUTOPLAY } from "@/lib/soak/drivers";
import { seededRandom } from "@/lib/domain/cards/random";
import { familyOf, type GameFamily } from "@/lib/domain/table/families";
import type { AutoplayRandom } from "@/lib/domain/table/common/autoplay";
import { BACCARAT_DRIVER_GAMES, roundEnds } from "./games";

export interface LoadOptions {
  readonly port: number;
  readonly tableIds: readonly string[];
  readonly displays: number;
  readonly floor: boolean;
  readonly warmupRounds: number;
  readonly rounds: number;
  /** Commands per second per table; null: closed loop as fast as acknowledgements come. */
  readonly rate: number | null;
  readonly plan: DriverPlan;
  /** Replay these commands (baseline relay) instead of driving the rules from the dealer view. */
  readonly replay?: ReadonlyMap<string, Recorded>;
  /** performance.now() after which every loop stops. */
  readonly deadline: number;
  readonly log: (line: string) => void;
  /** Called when the measured phase starts and ends (the caller samples CPU there). */
  readonly onPhase?: (phase: "measure-start" | "measure-end") => void;
  /** Devices ask for whole views on every change, as before views went out as patches (for the "before" figure). */
  readonly fullViews?: boolean;
  /** Every command a table accepted while measuring: its table, the version it made, when its answer came. */
  readonly onAck?: (tableId: string, version: number, at: number) => void;
  /** Several nodes: the port a table's dealer (or its n-th display) connects to; default `port`. */
  readonly portFor?: (tableId: string, role: "dealer" | "display", index: number) => number;
  /** The game each table deals (default Fortune 7 for every table). */
  readonly gameOf?: (tableId: string) => string;
}

/** Bytes of each message a device of a role received while measuring (the frame's JSON text). */
export interface WireBytes {
  readonly display: number[];
  readonly dealer: number[];
  readonly floor: number[];
}

export interface Recorded {
  warmup: BenchCommand[];
  measured: BenchCommand[];
}

export interface LoadResult {
  readonly aborted: string | null;
  readonly measuredSeconds: number;
  readonly commands: number;
  readonly rounds: number;
  /** Measured rounds by game family (every family the run deals, zero included). */
  readonly roundsPerFamily: Record<string, number>;
  readonly refusals: Record<string, number>;
  /** Send to view at every display (ms), one entry per accepted command of the measured phase. */
  readonly latencies: number[];
  /** Send to acknowledgement (ms). */
  readonly ackLatencies: number[];
  readonly incompleteViews: number;
  readonly viewsReceived: number;
  readonly floorMessages: number;
  readonly recorded: Map<string, Recorded>;
  readonly clients: number;
  readonly connectSeconds: number;
  readonly generator: { cpuSeconds: number; eventLoopDelayP99Ms: number; eventLoopDelayMaxMs: number };
  readonly bytes: WireBytes;
}

type Ack = { ok: boolean; version: number; code?: string; message?: string; view?: unknown };

class TableLoad {
  dealer!: WireClient;
  displays: WireClient[] = [];
  version = 0;
  view: DealerViewLike | null = null;
  viewVersion = -1;
  private viewWaiter: { version: number; resolve(): void } | null = null;
  /** Display arrivals per version: how many displays have it, and when the last one got it. */
  readonly arrivals = new Map<number, { n: number; last: number }>();
  /** Measured commands acknowledged whose view has not reached every display yet: version -> sent at. */
  readonly waiting = new Map<number, number>();
  ackedUpTo = 0;
  counter = 0;
  readonly recorded: Recorded = { warmup: [], measured: [] };
  readonly family: GameFamily;
  /** The autoplay driver's choices, seeded by the table's id; null for the bench's own baccarat driver. */
  private readonly random: AutoplayRandom | null;

  constructor(
    readonly id: string,
    readonly game: string,
    private readonly displaysWanted: number,
    private readonly sink: { latencies: number[]; viewsReceived: number },
  ) {
    const family = familyOf(game);
    if (!family) throw new Error(`${id}: "${game}" is not a game this system runs`);
    this.family = family;
    this.random = BACCARAT_DRIVER_GAMES.includes(game) ? null : seededRandom(`bench:${id}`);
  }

  /** The next command for the view the dealer has, or why there is none. */
  nextCommand(plan: DriverPlan): BenchCommand | { error: string } {
    if (!this.random) return nextCommand(this.view!, plan);
    const view = this.view as unknown as { next: { label: string } };
    const command = AUTOPLAY[this.family](view as never, this.random);
    return command ?? { error: `the ${this.family} driver has nothing to send at "${view.next.label}"` };
  }

  onDealerView(json: string): void {
    const msg = JSON.parse(json) as [string, { version: number; view: DealerViewLike }];
    const { version, view } = msg[1];
    if (version >= this.viewVersion) {
      this.viewVersion = version;
      this.view = view;
    }
    this.viewArrived(version);
  }

  /** What changed in the dealer's view: applied on top of the version it starts from, as the tablet does. */
  onDealerPatch(json: string): void {
    const msg = JSON.parse(json) as [string, { from: number; version: number; patch: ViewPatch }];
    const { from, version, patch } = msg[1];
    if (version <= this.viewVersion) return;
    if (from !== this.viewVersion || !this.view) throw new Error(`${this.id}: the dealer missed a view (at ${this.viewVersion}, a patch from ${from})`);
    this.view = patchedView(this.view, patch);
    this.viewVersion = version;
    this.viewArrived(version);
  }

  private viewArrived(version: number): void {
    if (this.viewWaiter && version >= this.viewWaiter.version) {
      const w = this.viewWaiter;
      this.viewWaiter = null;
      w.resolve();
    }
  }

  onDisplayView(version: number, at: number): void {
    this.sink.viewsReceived++;
    const e = this.arrivals.get(version) ?? { n: 0, last: 0 };
    e.n++;
    e.last = at;
    if (e.n < this.displaysWanted) {
      this.arrivals.set(version, e);
      return;
    }
    const sent = this.waiting.get(version);
    if (sent !== undefined) {
      this.sink.latencies.push(at - sent);
      this.waiting.delete(version);
      this.arrivals.delete(version);
    } else if (version <= this.ackedUpTo) {
      this.arrivals.delete(version); // an unmeasured command
    } else {
      this.arrivals.set(version, e); // its acknowledgement is still on the way
    }
  }

  /** A measured command was acknowledged with `version`: its latency is complete once every display has it. */
  onMeasuredAck(version: number, sentAt: number, at: number): void {
    if (this.displaysWanted === 0) {
      this.sink.latencies.push(at - sentAt);
      return;
    }
    const e = this.arrivals.get(version);
    if (e && e.n >= this.displaysWanted) {
      this.sink.latencies.push(e.last - sentAt);
      this.arrivals.delete(version);
    } else {
      this.waiting.set(version, sentAt);
    }
  }

  waitForView(version: number, timeoutMs: number): Promise<void> {
    if (this.viewVersion >= version) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.viewWaiter = null;
        reject(new Error(`${this.id}: no dealer view for version ${version} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.viewWaiter = {
        version,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
    });
  }
}

async function inBatches<T>(items: readonly T[], size: number, fn: (item: T) => Promise<void>, deadline: number): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      if (performance.now() > deadline) throw new Error("deadline reached while connecting");
      const item = items[next++]!;
      await fn(item);
    }
  });
  await Promise.all(workers);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { port, displays, log } = options;
  const sink = { latencies: [] as number[], viewsReceived: 0 };
  const ackLatencies: number[] = [];
  const refusals: Record<string, number> = {};
  const tables = new Map<string, TableLoad>();
  for (const id of options.tableIds) tables.set(id, new TableLoad(id, options.gameOf?.(id) ?? "fortune-7-baccarat", displays, sink));
  const roundsPerFamily: Record<string, number> = {};
  for (const t of tables.values()) roundsPerFamily[t.family] = 0;
  const all: WireClient[] = [];
  let floorMessages = 0;
  const bytes: WireBytes = { display: [], dealer: [], floor: [] };
  let measuring = false;
  let aborted: string | null = null;
  const cpuStart = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });

  const connectStart = performance.now();
  try {
    // Connect and subscribe: displays first, so no view is missed once the dealers start.
    const list = [...tables.values()];
    await inBatches(
      list.flatMap((t) => Array.from({ length: displays }, () => t)),
      64,
      async (t) => {
        const c = await connectWire(options.portFor?.(t.id, "display", t.displays.length) ?? port, { role: "display", as: "display" });
        all.push(c);
        c.onEvent((event, json) => {
          if (event !== "table:view" && event !== "table:patch") return;
          if (measuring) bytes.display.push(json.length);
          const head = viewHead(json);
          if (head) tables.get(head.tableId)?.onDisplayView(head.version, performance.now());
        });
        const sub = await c.ask<{ ok: boolean; code?: string }>("table:subscribe", { tableId: t.id, ...(options.fullViews ? {} : { patches: true }) });
        if (!sub.ok) throw new Error(`display could not subscribe to ${t.id}: ${sub.code}`);
        t.displays.push(c);
      },
      options.deadline,
    );
    await inBatches(
      list,
      64,
      async (t) => {
        const c = await connectWire(options.portFor?.(t.id, "dealer", 0) ?? port, { role: "dealer" });
        all.push(c);
        t.dealer = c;
        c.onEvent((event, json) => {
          if (measuring && (event === "table:view" || event === "table:patch")) bytes.dealer.push(json.length);
          if (event === "table:view") t.onDealerView(json);
          else if (event === "table:patch") t.onDealerPatch(json);
        });
        const sub = await c.ask<{ ok: boolean; code?: string; version: number; view: DealerViewLike }>("table:subscribe", { tableId: t.id, ...(options.fullViews ? {} : { patches: true }) });
        if (!sub.ok) throw new Error(`dealer could not subscribe to ${t.id}: ${sub.code}`);
        t.version = sub.version;
        if (sub.version >= t.viewVersion) {
          t.view = sub.view;
          t.viewVersion = sub.version;
        }
      },
      options.deadline,
    );
    if (options.floor) {
      const floor = await connectWire(port, { role: "supervisor" });
      all.push(floor);
      floor.onEvent((_event, json) => {
        floorMessages++;
        if (measuring) bytes.floor.push(json.length);
      });
      const sub = await floor.ask<{ ok: boolean; code?: string }>("floor:subscribe", {});
      if (!sub.ok) throw new Error(`floor could not subscribe: ${sub.code}`);
    }
  } catch (error) {
    for (const c of all) c.close();
    throw error;
  }
  const connectSeconds = (performance.now() - connectStart) / 1000;
  log(`connected ${all.length} sockets in ${connectSeconds.toFixed(1)} s`);

  // Pacing applies to the measured phase; setup and warm-up run closed loop.
  const pacing = options.rate ? 1000 / options.rate : 0;
  let measuredCommands = 0;
  let measuredRounds = 0;

  /** Run one table for `rounds` rounds; `measured` decides whether its commands count. */
  const runTable = async (t: TableLoad, rounds: number, measured: boolean): Promise<void> => {
    const replay = options.replay?.get(t.id);
    const script = replay ? (measured ? replay.measured : replay.warmup) : null;
    const interval = measured ? pacing : 0;
    let done = 0;
    let step = 0;
    let refusedInARow = 0;
    const maxCommands = Math.max(1, rounds) * 200 + 100;
    let lastSend = interval ? performance.now() - crypto.randomInt(Math.max(1, Math.floor(interval))) : 0;
    for (let n = 0; n < maxCommands; n++) {
      if (aborted) return;
      if (performance.now() > options.deadline) {
        aborted ??= "deadline reached";
        return;
      }
      let command: BenchCommand;
      if (script) {
        if (step >= script.length) return;
        command = script[step++]!;
      } else {
        if (done >= rounds) return;
        if (!t.view || t.viewVersion < t.version) await t.waitForView(t.version, 10_000);
        const next = t.nextCommand(options.plan);
        if ("error" in next) throw new Error(`${t.id}: ${next.error}`);
        command = next;
        (measured ? t.recorded.measured : t.recorded.warmup).push(command);
      }
      if (interval) {
        const wait = lastSend + interval - performance.now();
        if (wait > 0) await sleep(wait);
      }
      const sentAt = performance.now();
      lastSend = sentAt;
      const answer = await t.dealer.ask<Ack>("table:command", { tableId: t.id, id: `${t.id}:${++t.counter}`, expectedVersion: t.version, command }, 15_000);
      const at = performance.now();
      if (answer.ok) {
        refusedInARow = 0;
        const changed = answer.version > t.version;
        t.version = answer.version;
        t.ackedUpTo = answer.version;
        if (measured && measuring && changed) {
          measuredCommands++;
          ackLatencies.push(at - sentAt);
          t.onMeasuredAck(answer.version, sentAt, at);
          options.onAck?.(t.id, answer.version, at);
        }
        if (roundEnds(t.family, command.type)) {
          done++;
          if (measured && measuring) {
            measuredRounds++;
            roundsPerFamily[t.family]! += 1;
          }
        }
      } else {
        const code = answer.code ?? "UNKNOWN";
        refusals[code] = (refusals[code] ?? 0) + 1;
        if (answer.version > t.version) t.version = answer.version;
        if (++refusedInARow > 20) throw new Error(`${t.id}: refused 20 times in a row, last ${code}: ${answer.message}`);
        if (script && code !== "STALE_VERSION") continue;
      }
    }
    throw new Error(`${t.id}: ${maxCommands} commands without finishing ${rounds} rounds`);
  };

  const runAll = async (rounds: number, measured: boolean) => {
    const results = await Promise.allSettled([...tables.values()].map((t) => runTable(t, rounds, measured)));
    const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult | undefined;
    if (failed) aborted ??= String((failed.reason as Error)?.message ?? failed.reason);
  };

  loopDelay.enable();
  let measuredSeconds = 0;
  try {
    if (options.warmupRounds > 0 || !options.replay) {
      const start = performance.now();
      await runAll(options.warmupRounds, false);
      log(`setup and ${options.warmupRounds} warm-up round(s) per table in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
    if (!aborted) {
      measuring = true;
      loopDelay.reset();
      options.onPhase?.("measure-start");
      const start = performance.now();
      await runAll(options.rounds, true);
      measuredSeconds = (performance.now() - start) / 1000;
      options.onPhase?.("measure-end");
      measuring = false;
      // Let the last views reach the displays.
      const until = performance.now() + 3000;
      while (performance.now() < until && [...tables.values()].some((t) => t.waiting.size > 0)) await sleep(20);
    }
  } finally {
    loopDelay.disable();
    for (const c of all) c.close();
  }
  const cpu = process.cpuUsage(cpuStart);
  const recorded = new Map<string, Recorded>();
  for (const t of tables.values()) recorded.set(t.id, t.recorded);
  return {
    aborted,
    measuredSeconds,
    commands: measuredCommands,
    rounds: measuredRounds,
    roundsPerFamily,
    refusals,
    latencies: sink.latencies,
    ackLatencies,
    incompleteViews: [...tables.values()].reduce((n, t) => n + t.waiting.size, 0),
    viewsReceived: sink.viewsReceived,
    floorMessages,
    bytes,
    recorded,
    clients: all.length,
    connectSeconds,
    generator: {
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      eventLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e4) / 100,
      eventLoopDelayMaxMs: Math.round(loopDelay.max / 1e4) / 100,
    },
  };
}
