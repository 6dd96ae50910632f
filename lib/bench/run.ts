/**
 * The benchmark runs: the live-table load (real server, then the baseline relay under the same
 * load) and the recovery of tables with history. See scripts/bench.ts for the options and
 * docs/performance.md for the figures.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gamesOf, gameOfTable } from "./games";
import { openBenchDatabase, createTables, createGameTables, tableIds, dbCounters, DEFAULT_TABLE, type BenchDatabase, type DbCounters } from "./bench-database";
import { runLoad, type LoadResult, type Recorded } from "./load";
import { readMachineCpu, readProc, summarise, TreeCpu, type MachineCpu, type MemoryUsage } from "./proc-stats";
import { startChildTarget, startInProcessTarget, killAllChildren, type Target } from "./target";
import { summariseProfile, type ProfileSummary } from "./profile-summary";
import { summariseHeapProfile, type HeapSummary } from "./heap-summary";
import { playTemplate, insertHistories, eventsAfterLastSnapshot } from "./history";
import { DEFAULT_PLAN, type DriverPlan } from "./driver";
import type { PauseStats } from "./pause-stats";

export interface BenchArgs {
  tables: number;
  displays: number;
  rounds: number;
  warmup: number;
  rate: number | null;
  json: boolean;
  inprocess: boolean;
  baseline: boolean;
  floor: boolean;
  profile: boolean;
  game: string;
  settle: "line" | "all";
  maxSeconds: number;
  recover: number | null;
  waitQuiet: number;
  /** Devices ask for whole views on every change (the figure before views went out as patches). */
  fullViews?: boolean;
  /** The sampling heap profiler over the measured phase instead of the CPU profiler. */
  heapProfile?: boolean;
  /** --floor-page: a CPU profile of the page (Chromium) over the measured phase. */
  pageProfile?: boolean;
}

/**
 * The same rate per table at several table counts (a fresh database each), to see how latency
 * grows with the floor: p99 at the largest count over p99 at the smallest, for the server and (unless
 * --no-baseline) for the bare relay under the same load.
 */
export async function runScaleBench(args: BenchArgs & { scale: readonly number[] }, log: Log): Promise<Record<string, unknown>> {
  const steps: Record<string, unknown>[] = [];
  for (const tables of args.scale) {
    log(`scale step: ${tables} tables at ${args.rate ?? "closed loop"} commands/s per table`);
    const r = await runLoadBench({ ...args, tables }, log);
    const server = r.server as { cpuCores: number; cpuMicrosecondsPerCommand: number | null };
    steps.push({
      tables,
      commandsPerSecond: r.commandsPerSecond,
      roundsPerFamily: r.roundsPerFamily,
      latencyMs: r.latencyMs,
      serverCpuCores: server.cpuCores,
      serverCpuMicrosecondsPerCommand: server.cpuMicrosecondsPerCommand,
      serverPauses: r.pauses,
      postgres: r.postgres,
      machineCpu: r.machineCpu,
      generator: r.generator,
      rssPerTableKB: r.rssPerTableKB,
      memoryPerTableKB: r.memoryPerTableKB,
      baseline: r.baseline ? { commandsPerSecond: (r.baseline as { commandsPerSecond: number }).commandsPerSecond, latencyMs: (r.baseline as { latencyMs: unknown }).latencyMs } : null,
      aborted: r.aborted,
    });
    if (r.aborted) break;
  }
  const p99 = (s: Record<string, unknown>) => (s.latencyMs as { p99: number }).p99;
  const first = steps[0];
  const last = steps.at(-1);
  return {
    bench: "table-server-scaling",
    at: new Date().toISOString(),
    machine: machine(),
    config: { displays: args.displays, floorClient: args.floor, rounds: args.rounds, ratePerTable: args.rate, game: args.game, games: gamesOf(args.game) },
    steps,
    p99RatioLargestToSmallest: first && last && p99(first) > 0 ? round2(p99(last) / p99(first)) : null,
    /** The same ratio for the bare relay under the same load (what this machine allows a relay). */
    baselineP99RatioLargestToSmallest: first?.baseline && last?.baseline ? round2(p99(last.baseline as Record<string, unknown>) / p99(first.baseline as Record<string, unknown>)) : null,
    aborted: steps.find((s) => s.aborted)?.aborted ?? null,
  };
}

/** Busy cores of the whole machine over `ms` (other work running next to the benchmark). */
export async function machineBusyCores(ms = 2000): Promise<number | null> {
  const a = readMachineCpu();
  await new Promise((r) => setTimeout(r, ms));
  const b = readMachineCpu();
  return a && b ? round2((b.busy - a.busy) / (ms / 1000)) : null;
}

/** Wait up to `seconds` for the machine to be quiet (under 0.25 busy cores); returns the last reading. */
async function waitQuiet(seconds: number, log: Log): Promise<number | null> {
  const until = performance.now() + seconds * 1000;
  let busy = await machineBusyCores();
  while (busy !== null && busy > 0.25 && performance.now() < until) {
    log(`machine busy with other work (${busy} cores): waiting`);
    busy = await machineBusyCores(5000);
  }
  if (busy !== null && busy > 0.25) log(`warning: ${busy} cores busy with other work before the run; figures will be disturbed`);
  return busy;
}

export const RESULTS_DIR = path.join(process.cwd(), "bench-results");

const MB = 1024 * 1024;
const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

type Log = (line: string) => void;

/** Cleans up whatever is still running when the benchmark stops early (error, signal, deadline). */
class Cleanup {
  private readonly steps: (() => Promise<unknown>)[] = [];
  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    killAllChildren();
    while (this.steps.length) await this.steps.pop()!().catch(() => {});
  }
}

function machine() {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", memoryGB: round1(os.totalmem() / 1024 ** 3), node: process.version, platform: `${os.platform()} ${os.release()}` };
}

async function start(kind: "server" | "relay", db: BenchDatabase, args: BenchArgs, deadline: number, profileStartFile?: string): Promise<Target> {
  const remaining = Math.max(5_000, deadline - performance.now());
  return args.inprocess ? startInProcessTarget(kind, db.url) : startChildTarget(kind, db.url, Math.min(remaining, 180_000), { profileStartFile });
}

interface PhaseSample {
  t: number;
  serverCpu: number;
  pgCpu: number | null;
  generatorCpu: number;
  machine: MachineCpu | null;
  counters: Promise<DbCounters>;
}

interface Measurement {
  load: LoadResult;
  seconds: number;
  serverCpuCores: number;
  pgCpuCores: number | null;
  generatorCpuCores: number;
  machineCpu: { busyCores: number; systemCores: number; softirqCores: number; stealCores: number } | null;
  commits: number;
  walSyncs: number | null;
  walBytes: number | null;
  memoryLive: MemoryUsage;
  peakRss: number;
  ready: Target["ready"];
  processReadySeconds: number;
  profile: ProfileSummary | null;
  profileFile: string | null;
  heap: HeapSummary | null;
  inProcess: boolean;
  /** The measured process's event-loop delay and GC pauses during the measured phase. */
  pauses: PauseStats | null;
  fullViews: boolean;
}

async function measure(kind: "server" | "relay", db: BenchDatabase, args: BenchArgs, deadline: number, log: Log, cleanup: Cleanup, replay?: Map<string, Recorded>): Promise<Measurement> {
  const target = await start(kind, db, args, deadline);
  cleanup.add(() => target.stop());
  log(`${kind} ready in ${target.ready.startSeconds.toFixed(2)} s (${target.ready.tables} tables, pid ${target.pid}${target.inProcess ? ", in-process" : ""})`);
  const pgTree = db.postmasterPid ? new TreeCpu(db.postmasterPid) : null;
  const cpuOf = () => (target.inProcess ? (() => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; })() : (readProc(target.pid)?.cpuSeconds ?? 0));
  const sample = (): PhaseSample => {
    const u = process.cpuUsage();
    return { t: performance.now(), serverCpu: cpuOf(), pgCpu: pgTree ? pgTree.sample() : null, generatorCpu: (u.user + u.system) / 1e6, machine: readMachineCpu(), counters: dbCounters(db.pool) };
  };
  let first: PhaseSample | undefined;
  let last: PhaseSample | undefined;
  let profileDone: Promise<string | null> = Promise.resolve(null);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const profiling = args.profile || args.heapProfile === true;
  const profilePath = path.join(RESULTS_DIR, args.heapProfile ? `heap-${kind}-${args.tables}t-${stamp}.heapprofile` : `profile-${kind}-${args.tables}t-${stamp}.cpuprofile`);
  const plan: DriverPlan = { ...DEFAULT_PLAN, settle: args.settle };
  const ids = tableIds(args.tables);
  const gameById = new Map(ids.map((id, i) => [id, gameOfTable(args.game, i)]));
  const load = await runLoad({
    port: target.ready.port,
    tableIds: ids,
    gameOf: (id) => gameById.get(id)!,
    displays: args.displays,
    floor: args.floor,
    warmupRounds: args.warmup,
    rounds: args.rounds,
    rate: args.rate,
    plan,
    replay,
    deadline,
    log,
    fullViews: args.fullViews,
    onPhase(phase) {
      if (phase === "measure-start") {
        first = sample();
        target.pausesReset();
        if (profiling) target.profileStart(args.heapProfile === true);
      } else {
        last = sample();
        if (profiling) profileDone = target.profileStop(profilePath).catch(() => null);
      }
    },
  });
  const profileFile = await profileDone;
  const pauses = await target.pauses().catch(() => null);
  const memoryLive = await target.memory();
  const peakRss = target.inProcess ? 0 : (readProc(target.pid)?.peakRssBytes ?? 0);
  await target.stop();
  const a = first ?? sample();
  const b = last ?? sample();
  const [ca, cb] = await Promise.all([a.counters, b.counters]);
  const seconds = Math.max(1e-3, (b.t - a.t) / 1000);
  let profile: ProfileSummary | null = null;
  let heap: HeapSummary | null = null;
  if (profileFile) {
    try {
      if (args.heapProfile) heap = summariseHeapProfile(path.relative(process.cwd(), profileFile), load.commands);
      else profile = summariseProfile(profileFile);
    } catch (error) {
      log(`could not read the profile: ${(error as Error).message}`);
    }
  }
  return {
    load,
    seconds,
    serverCpuCores: (b.serverCpu - a.serverCpu) / seconds,
    pgCpuCores: a.pgCpu !== null && b.pgCpu !== null ? (b.pgCpu - a.pgCpu) / seconds : null,
    generatorCpuCores: (b.generatorCpu - a.generatorCpu) / seconds,
    machineCpu:
      a.machine && b.machine
        ? {
            busyCores: round2((b.machine.busy - a.machine.busy) / seconds),
            systemCores: round2((b.machine.system - a.machine.system) / seconds),
            softirqCores: round2((b.machine.softirq - a.machine.softirq) / seconds),
            stealCores: round2((b.machine.steal - a.machine.steal) / seconds),
          }
        : null,
    commits: cb.commits - ca.commits,
    walSyncs: cb.walSyncs !== null && ca.walSyncs !== null ? cb.walSyncs - ca.walSyncs : null,
    walBytes: cb.walBytes !== null && ca.walBytes !== null ? cb.walBytes - ca.walBytes : null,
    memoryLive,
    peakRss,
    ready: target.ready,
    processReadySeconds: target.processReadySeconds,
    profile,
    profileFile,
    heap,
    inProcess: target.inProcess,
    pauses,
    fullViews: args.fullViews === true,
  };
}

function byteFigures(sizes: number[]): { median: number; p99: number; mean: number; messages: number } | null {
  if (sizes.length === 0) return null;
  const sorted = [...sizes].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p99: at(0.99), mean: Math.round(sorted.reduce((a, b) => a + b, 0) / sorted.length), messages: sorted.length };
}

function figures(m: Measurement) {
  const l = m.load;
  const secs = l.measuredSeconds || m.seconds;
  return {
    commandsPerSecond: round1(l.commands / secs),
    roundsPerSecond: round2(l.rounds / secs),
    commands: l.commands,
    rounds: l.rounds,
    roundsPerFamily: l.roundsPerFamily,
    measuredSeconds: round2(secs),
    latencyMs: summarise(l.latencies),
    ackLatencyMs: summarise(l.ackLatencies),
    incompleteViews: l.incompleteViews,
    refusals: l.refusals,
    viewsToDisplaysPerSecond: round1(l.viewsReceived / secs),
    floorMessagesPerSecond: round1(l.floorMessages / secs),
    /** Bytes of each message a device received (≈ per command for a display and a tablet; a floor message carries every table that changed). */
    bytesPerMessage: { display: byteFigures(l.bytes.display), dealer: byteFigures(l.bytes.dealer), floor: byteFigures(l.bytes.floor) },
    views: m.fullViews ? "whole views" : "patches",
    cpuCores: round2(m.serverCpuCores),
    /** CPU time per durable command: robust to other work on the machine, unlike latency. */
    cpuMicrosecondsPerCommand: l.commands ? Math.round((m.serverCpuCores * m.seconds * 1e6) / l.commands) : null,
    postgres: {
      cpuCores: m.pgCpuCores === null ? null : round2(m.pgCpuCores),
      cpuMicrosecondsPerCommand: m.pgCpuCores === null || !l.commands ? null : Math.round((m.pgCpuCores * m.seconds * 1e6) / l.commands),
      commitsPerSecond: round1(m.commits / m.seconds),
      commitsPerCommand: l.commands ? round2(m.commits / l.commands) : null,
      walSyncsPerSecond: m.walSyncs === null ? null : round1(m.walSyncs / m.seconds),
      walKBPerCommand: m.walBytes === null || !l.commands ? null : round2(m.walBytes / 1024 / l.commands),
    },
    machineCpu: m.machineCpu
      ? {
          cores: os.cpus().length,
          ...m.machineCpu,
          // Busy time of processes other than the server, PostgreSQL and the load generator (other work on the machine).
          otherCores: m.pgCpuCores === null || m.inProcess ? null : round2(Math.max(0, m.machineCpu.busyCores - m.machineCpu.softirqCores - m.serverCpuCores - m.pgCpuCores - m.generatorCpuCores)),
        }
      : null,
    pauses: m.pauses,
    /** Heap allocated by the server per measured command (v8.GCProfiler over the measured phase). */
    allocatedKBPerCommand: m.pauses?.allocatedBytes != null && l.commands ? round2(m.pauses.allocatedBytes / 1024 / l.commands) : null,
    generator: { cpuCores: round2(m.generatorCpuCores), eventLoopDelayP99Ms: l.generator.eventLoopDelayP99Ms, eventLoopDelayMaxMs: l.generator.eventLoopDelayMaxMs, sockets: l.clients, connectSeconds: round1(l.connectSeconds) },
    aborted: l.aborted,
  };
}

export async function runLoadBench(args: BenchArgs, log: Log): Promise<Record<string, unknown>> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const deadline = performance.now() + args.maxSeconds * 1000;
  const cleanup = new Cleanup();
  const onSignal = () => {
    log("interrupted: cleaning up");
    void cleanup.run().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const db = await openBenchDatabase({ resultsDir: RESULTS_DIR, log });
    cleanup.add(() => db.cleanup());
    const ids = tableIds(args.tables);
    await createGameTables(db.pool, ids, args.game);
    log(`created ${ids.length} tables (${args.game}: ${gamesOf(args.game).join(", ")})`);

    const backgroundBefore = await waitQuiet(args.waitQuiet, log);
    const real = await measure("server", db, args, deadline, log, cleanup);
    const r = figures(real);
    log(`server: ${r.commandsPerSecond} commands/s, p99 ${r.latencyMs.p99} ms${r.aborted ? ` (aborted: ${r.aborted})` : ""}`);
    const memBefore = real.ready.memoryBefore;
    const memStart = real.ready.memoryAfterStart;
    const live = real.memoryLive;
    const perTable = (after: number, before: number) => round1((after - before) / 1024 / Math.max(1, args.tables));
    const result: Record<string, unknown> = {
      bench: "table-server",
      at: new Date().toISOString(),
      machine: { ...machine(), busyCoresBeforeRun: backgroundBefore },
      config: {
        tables: args.tables,
        displays: args.displays,
        floorClient: args.floor,
        rounds: args.rounds,
        warmupRounds: args.warmup,
        ratePerTable: args.rate,
        loop: args.rate ? `paced at ${args.rate} commands/s per table, one in flight` : "closed (next command on acknowledgement)",
        server: args.inprocess ? "in-process (CPU and memory include the load generator)" : "child process",
        game: args.game,
        /** The games dealt, tables given to them round-robin, each with its demo-floor configuration. */
        games: gamesOf(args.game),
        settle: args.settle,
        database: db.embedded ? "embedded PostgreSQL (fresh, fsync on)" : "DATABASE_URL (fresh database)",
      },
      ...r,
      server: {
        startSeconds: round2(real.ready.startSeconds),
        cpuCores: r.cpuCores,
        cpuMicrosecondsPerCommand: r.cpuMicrosecondsPerCommand,
        rssMB: { beforeTables: round1(memBefore.rss / MB), afterStart: round1(memStart.rss / MB), live: round1(live.rss / MB), peak: real.peakRss ? round1(real.peakRss / MB) : null },
        heapUsedMB: { beforeTables: round1(memBefore.heapUsed / MB), afterStart: round1(memStart.heapUsed / MB), live: round1(live.heapUsed / MB) },
        heapTotalMB: { beforeTables: round1(memBefore.heapTotal / MB), afterStart: round1(memStart.heapTotal / MB), live: round1(live.heapTotal / MB) },
        externalMB: { beforeTables: round1(memBefore.external / MB), afterStart: round1(memStart.external / MB), live: round1(live.external / MB) },
      },
      rssPerTableKB: perTable(live.rss, memBefore.rss),
      memoryPerTableKB: {
        rssLive: perTable(live.rss, memBefore.rss),
        heapLive: perTable(live.heapUsed, memBefore.heapUsed),
        rssLoaded: perTable(memStart.rss, memBefore.rss),
        heapLoaded: perTable(memStart.heapUsed, memBefore.heapUsed),
        note: "(after − before loading tables) / tables, after a full GC; 'live' is after the run with every socket still connected, so it includes the table's sockets and fixed server costs",
      },
    };
    delete (result as { cpuCores?: unknown }).cpuCores;
    delete (result as { cpuMicrosecondsPerCommand?: unknown }).cpuMicrosecondsPerCommand;
    if (real.heap) result.heapProfile = real.heap;
    if (real.profile) result.profile = { file: path.relative(process.cwd(), real.profileFile ?? ""), busyMs: real.profile.busyMs, wallMs: real.profile.wallMs, selfByArea: real.profile.selfByArea, selfByFunction: real.profile.selfByFunction, inclusive: real.profile.inclusive };

    if (args.baseline && !r.aborted) {
      const base = await measure("relay", db, args, deadline, log, cleanup, real.load.recorded);
      const b = figures(base);
      log(`baseline relay: ${b.commandsPerSecond} commands/s, p99 ${b.latencyMs.p99} ms${b.aborted ? ` (aborted: ${b.aborted})` : ""}`);
      result.baseline = {
        description: "bare socket.io relay: one autocommit INSERT per command, then the command rebroadcast to the table's room; same load generator replaying the same commands",
        commandsPerSecond: b.commandsPerSecond,
        roundsPerSecond: b.roundsPerSecond,
        roundsPerFamily: b.roundsPerFamily,
        latencyMs: b.latencyMs,
        ackLatencyMs: b.ackLatencyMs,
        incompleteViews: b.incompleteViews,
        cpuCores: b.cpuCores,
        cpuMicrosecondsPerCommand: b.cpuMicrosecondsPerCommand,
        rssMB: round1(base.memoryLive.rss / MB),
        postgres: b.postgres,
        generator: b.generator,
        machineCpu: b.machineCpu,
        aborted: b.aborted,
      };
      result.p99Ratio = b.latencyMs.p99 > 0 ? round2(r.latencyMs.p99 / b.latencyMs.p99) : null;
    }
    const file = path.join(RESULTS_DIR, `bench-${args.tables}t-${args.displays}d-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await fs.writeFile(file, JSON.stringify(result, null, 2));
    log(`results written to ${path.relative(process.cwd(), file)}`);
    return result;
  } finally {
    await cleanup.run();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

export async function runRecoverBench(args: BenchArgs & { recover: number }, log: Log): Promise<Record<string, unknown>> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const deadline = performance.now() + args.maxSeconds * 1000;
  const cleanup = new Cleanup();
  const onSignal = () => {
    log("interrupted: cleaning up");
    void cleanup.run().finally(() => process.exit(130));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const db = await openBenchDatabase({ resultsDir: RESULTS_DIR, log });
    cleanup.add(() => db.cleanup());
    const ids = tableIds(args.recover);
    await createTables(db.pool, ids, { ...DEFAULT_TABLE, game: args.game });
    const prepStart = performance.now();
    const count = Math.min(4, ids.length);
    const templates = Array.from({ length: count }, (_, i) => playTemplate(i, args.rounds, { spec: { ...DEFAULT_TABLE, game: args.game }, plan: { ...DEFAULT_PLAN, settle: args.settle } }));
    log(`played ${count} template tables × ${args.rounds} rounds in ${((performance.now() - prepStart) / 1000).toFixed(1)} s (${templates.map((t) => t.events.length).join(", ")} events)`);
    const inserted = await insertHistories(db.pool, ids, templates, log);
    await db.pool.query("CHECKPOINT");
    await db.pool.query("ANALYZE");
    const prepareSeconds = (performance.now() - prepStart) / 1000;
    log(`inserted ${inserted.events} events, ${inserted.snapshots} snapshots, ${JSON.stringify(inserted.rows)} in ${prepareSeconds.toFixed(1)} s`);
    if (performance.now() > deadline) throw new Error("deadline reached while preparing");
    const expectedEvents = ids.reduce((n, _, i) => n + templates[i % count]!.events.length, 0);
    const replayed = ids.reduce((n, _, i) => n + eventsAfterLastSnapshot(templates[i % count]!), 0);

    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const profiles: Record<string, unknown> = {};
    const time = async (label: string, key: string) => {
      await db.restart();
      await waitQuiet(args.waitQuiet, log);
      const profileFile = args.profile ? path.join(RESULTS_DIR, `profile-recover-${key}-${ids.length}t-${stamp}.cpuprofile`) : undefined;
      const target = await start("server", db, args, deadline, profileFile);
      cleanup.add(() => target.stop());
      const ready = target.ready;
      log(`${label}: startServer resumed ${ready.tables} tables (${ready.events} events) in ${ready.startSeconds.toFixed(2)} s`);
      if (ready.tables !== ids.length || ready.events !== expectedEvents) {
        throw new Error(`${label}: resumed ${ready.tables} tables at ${ready.events} events, expected ${ids.length} at ${expectedEvents}`);
      }
      if (ready.startProfile) {
        const p = summariseProfile(ready.startProfile);
        profiles[key] = { file: path.relative(process.cwd(), ready.startProfile), busyMs: p.busyMs, wallMs: p.wallMs, selfByArea: p.selfByArea, selfByFunction: p.selfByFunction, inclusive: p.inclusive };
      }
      const stopStart = performance.now();
      await target.stop();
      return { seconds: round2(ready.startSeconds), processReadySeconds: round2(target.processReadySeconds), shutdownSeconds: round2((performance.now() - stopStart) / 1000), rssMB: round1(ready.memoryAfterStart.rss / MB), heapPerTableKB: round1((ready.memoryAfterStart.heapUsed - ready.memoryBefore.heapUsed) / 1024 / ids.length) };
    };
    // After a crash: the latest snapshot is the actor's periodic one, the events after it are replayed.
    const crash = await time("after a crash", "crash");
    // After a clean shutdown (which snapshotted every table): nothing to replay.
    const clean = await time("after a clean shutdown", "clean");
    const result = {
      recover: {
        tables: ids.length,
        roundsPerTable: args.rounds,
        events: expectedEvents,
        seconds: crash.seconds,
        eventsReplayed: replayed,
        snapshots: inserted.snapshots,
        afterCrash: crash,
        afterCleanShutdown: clean,
        projectionRows: inserted.rows,
        prepareSeconds: round1(prepareSeconds),
        note: "seconds = startServer() (open database, check migrations, load every table's latest snapshot and the events after it, replay, listen) on a PostgreSQL restarted just before (empty shared buffers, warm OS page cache)",
      },
      ...(args.profile ? { profile: profiles } : {}),
      machine: machine(),
      at: new Date().toISOString(),
    };
    const file = path.join(RESULTS_DIR, `recover-${ids.length}t-${args.rounds}r-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await fs.writeFile(file, JSON.stringify(result, null, 2));
    log(`results written to ${path.relative(process.cwd(), file)}`);
    return result;
  } finally {
    await cleanup.run();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
}

export async function runMicroBench(args: BenchArgs, log: Log): Promise<Record<string, unknown>> {
  await fs.mkdir(RESULTS_DIR, { recursive: true });
  const cleanup = new Cleanup();
  try {
    const { cpuCosts, dbPatterns } = await import("./micro");
    await waitQuiet(args.waitQuiet, log);
    log("per-command CPU costs (in-process)");
    const cpu = cpuCosts();
    const db = await openBenchDatabase({ resultsDir: RESULTS_DIR, log });
    cleanup.add(() => db.cleanup());
    log(`durable appends from ${args.tables} concurrent tables, three ways`);
    const appends = await dbPatterns(db.url, { tables: args.tables, seconds: 8, poolSize: 20, postmasterPid: db.postmasterPid });
    const result = { micro: { cpu, appends: { tables: args.tables, poolSize: 20, ...appends } }, machine: machine(), at: new Date().toISOString() };
    const file = path.join(RESULTS_DIR, `micro-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
    await fs.writeFile(file, JSON.stringify(result, null, 2));
    log(`results written to ${path.relative(process.cwd(), file)}`);
    return result;
  } finally {
    await cleanup.run();
  }
}
