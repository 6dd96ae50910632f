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
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { DriverPlan } from "./driver";
import { connectDevices } from "./load-connect";
import { driveTable } from "./load-drive";
import { newLoadRun, type LoadRun } from "./load-run";
import { TableLoad, type Recorded } from "./table-load";

export type { Recorded } from "./table-load";

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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const run = newLoadRun();
  const tables = new Map<string, TableLoad>();
  for (const id of options.tableIds) tables.set(id, new TableLoad(id, options.gameOf?.(id) ?? "fortune-7-baccarat", options.displays, run.sink));
  for (const t of tables.values()) run.roundsPerFamily[t.family] = 0;
  const cpuStart = process.cpuUsage();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });

  const connectStart = performance.now();
  const all = await connectDevices(options, tables, run);
  const connectSeconds = (performance.now() - connectStart) / 1000;
  options.log(`connected ${all.length} sockets in ${connectSeconds.toFixed(1)} s`);

  loopDelay.enable();
  let measuredSeconds = 0;
  try {
    if (options.warmupRounds > 0 || !options.replay) {
      const start = performance.now();
      await driveAll(options, tables, run, options.warmupRounds, false);
      options.log(`setup and ${options.warmupRounds} warm-up round(s) per table in ${((performance.now() - start) / 1000).toFixed(1)} s`);
    }
    if (!run.aborted) {
      run.measuring = true;
      loopDelay.reset();
      options.onPhase?.("measure-start");
      const start = performance.now();
      await driveAll(options, tables, run, options.rounds, true);
      measuredSeconds = (performance.now() - start) / 1000;
      options.onPhase?.("measure-end");
      run.measuring = false;
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
    aborted: run.aborted,
    measuredSeconds,
    commands: run.measuredCommands,
    rounds: run.measuredRounds,
    roundsPerFamily: run.roundsPerFamily,
    refusals: run.refusals,
    latencies: run.sink.latencies,
    ackLatencies: run.ackLatencies,
    incompleteViews: [...tables.values()].reduce((n, t) => n + t.waiting.size, 0),
    viewsReceived: run.sink.viewsReceived,
    floorMessages: run.floorMessages,
    bytes: run.bytes,
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

/** Every table for `rounds` rounds at once; the first table that fails aborts the run (its words kept). */
async function driveAll(options: LoadOptions, tables: ReadonlyMap<string, TableLoad>, run: LoadRun, rounds: number, measured: boolean): Promise<void> {
  const results = await Promise.allSettled([...tables.values()].map((t) => driveTable(options, run, t, rounds, measured)));
  const failed = results.find((r) => r.status === "rejected") as PromiseRejectedResult | undefined;
  if (failed) run.aborted ??= String((failed.reason as Error)?.message ?? failed.reason);
}
