/**
 * The process the benchmark measures: the real table server (startServer, no Next.js pages) or the
 * baseline relay, started by scripts/bench.ts with `child_process.fork` so its CPU time and memory
 * are its own. Talks to the benchmark over the IPC channel:
 *
 *   child -> parent  { type: "ready", port, startSeconds, memoryBefore, memoryAfterStart, tables, events }
 *   parent -> child  { type: "memory" }  -> { type: "memory", usage }   (after a full GC)
 *   parent -> child  { type: "pauses-reset" }; { type: "pauses" } -> { type: "pauses", stats }   (event-loop delay, GC pauses)
 *   parent -> child  { type: "stop" }    -> closes cleanly (the real server snapshots its tables) and exits
 *
 * It exits by itself when the benchmark goes away (the IPC channel closes).
 * Usage (by the benchmark only): node --expose-gc --import tsx lib/bench/server-child.ts server|relay
 */
import fs from "node:fs/promises";
import inspector from "node:inspector";
import { loadConfig } from "@/lib/server/config";
import { startServer } from "@/lib/server/app-server";
import { benchAuthenticate } from "./bench-auth";
import { authenticateSocket } from "@/lib/server/auth/socket-auth";
import { connect } from "@/lib/server/db/database";
import { startRelay } from "./baseline-relay";
import { measuredMemory, type MemoryUsage } from "./proc-stats";
import { PauseMonitor, type PauseStats } from "./pause-stats";

export type { MemoryUsage };

export type ChildMessage =
  | { type: "ready"; port: number; startSeconds: number; memoryBefore: MemoryUsage; memoryAfterStart: MemoryUsage; tables: number; events: number; startProfile: string | null }
  | { type: "memory"; usage: MemoryUsage }
  | { type: "log"; line: string }
  | { type: "profiled"; file: string | null }
  | { type: "pauses"; stats: PauseStats }
  | { type: "failed"; message: string };

function send(message: ChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const kind = process.argv[2];
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error("BENCH_DATABASE_URL is not set");
  let close: () => Promise<void>;
  const memoryBefore = measuredMemory();
  // BENCH_PROFILE_START=<file>: profile startServer itself (the recovery of every table).
  const profileFile = process.env.BENCH_PROFILE_START || null;
  let startSession: inspector.Session | undefined;
  if (profileFile) {
    startSession = new inspector.Session();
    startSession.connect();
    await new Promise<void>((resolve) => startSession!.post("Profiler.enable", () => startSession!.post("Profiler.setSamplingInterval", { interval: 500 }, () => startSession!.post("Profiler.start", () => resolve()))));
  }
  const started = performance.now();
  let port: number;
  let tables = 0;
  let events = 0;
  if (kind === "relay") {
    const relay = await startRelay({ databaseUrl, host: "127.0.0.1", port: 0 });
    port = relay.port;
    close = () => relay.close();
  } else if (kind === "server") {
    // BENCH_REDIS_URL: one node of several (the two-node benchmark), sharing the tables through Redis.
    const config = loadConfig({
      DATABASE_URL: databaseUrl,
      PORT: "0",
      HOST: "127.0.0.1",
      SEED_DEMO: "false",
      NODE_ENV: "production",
      COMMIT_CONCURRENCY: process.env.COMMIT_CONCURRENCY,
      REDIS_URL: process.env.BENCH_REDIS_URL,
      REDIS_KEY_PREFIX: process.env.BENCH_REDIS_PREFIX,
      // BENCH_PAGES=1: the pages too (the floor-page benchmark opens the dashboard in Chromium).
      SERVE_PAGES: process.env.BENCH_PAGES === "1" ? "true" : "false",
    });
    // With the pages, a browser signs in as staff: its socket is authenticated the real way.
    let real: ReturnType<typeof authenticateSocket> | undefined;
    const authenticate = process.env.BENCH_PAGES === "1" ? async (socket: Parameters<typeof benchAuthenticate>[0]) => (await benchAuthenticate(socket)) ?? (real ??= authenticateSocket(connect(databaseUrl, 2)))(socket as never) : benchAuthenticate;
    const running = await startServer({ config, withNext: process.env.BENCH_PAGES === "1", log: (line) => send({ type: "log", line }), authenticate: authenticate as typeof benchAuthenticate });
    port = running.port;
    const ids = running.registry.tableIds();
    tables = ids.length;
    close = () => running.close();
    const startSeconds = (performance.now() - started) / 1000;
    // Sum of versions = events replayed + appended; read after the timing (it builds views).
    for (const id of ids) events += running.registry.snapshot(id)?.version ?? 0;
    await finish(startSeconds);
  } else {
    throw new Error(`unknown kind "${kind}": server or relay`);
  }
  if (kind === "relay") await finish((performance.now() - started) / 1000);

  async function finish(startSeconds: number) {
    let startProfile: string | null = null;
    if (startSession && profileFile) {
      const profile = await new Promise<unknown>((resolve) => startSession!.post("Profiler.stop", (_e, r) => resolve((r as { profile?: unknown } | undefined)?.profile)));
      startSession.disconnect();
      if (profile) {
        await fs.writeFile(profileFile, JSON.stringify(profile));
        startProfile = profileFile;
      }
    }
    send({ type: "ready", port, startSeconds, memoryBefore, memoryAfterStart: measuredMemory(), tables, events, startProfile });
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    const timer = setTimeout(() => process.exit(2), 30_000);
    timer.unref();
    await close().catch(() => {});
    process.exit(0);
  };
  // The V8 sampling profiler (what --cpu-prof runs), scoped to the measured phase.
  let session: inspector.Session | undefined;
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) => session!.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
  const pauses = new PauseMonitor();
  let heap = false;
  process.on("message", (message: { type?: string; file?: string; intervalUs?: number; heap?: boolean }) => {
    if (message?.type === "memory") send({ type: "memory", usage: measuredMemory() });
    else if (message?.type === "pauses-reset") pauses.reset();
    else if (message?.type === "pauses") send({ type: "pauses", stats: pauses.stats() });
    else if (message?.type === "stop") void stop();
    else if (message?.type === "profile-start") {
      session = new inspector.Session();
      session.connect();
      heap = message.heap === true;
      // The sampling heap profiler, counting what the collector has already taken too: every
      // allocation of the phase, not only what is still alive at its end.
      if (heap) void post("HeapProfiler.enable").then(() => post("HeapProfiler.startSampling", { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true }));
      else
        void post("Profiler.enable")
          .then(() => post("Profiler.setSamplingInterval", { interval: message.intervalUs ?? 1000 }))
          .then(() => post("Profiler.start"));
    } else if (message?.type === "profile-stop" && message.file) {
      const file = message.file;
      if (!session) return send({ type: "profiled", file: null });
      void post(heap ? "HeapProfiler.stopSampling" : "Profiler.stop")
        .then((result) => fs.writeFile(file, JSON.stringify((result as { profile: unknown }).profile)))
        .then(() => send({ type: "profiled", file }))
        .catch(() => send({ type: "profiled", file: null }))
        .finally(() => session?.disconnect());
    }
  });
  process.on("disconnect", () => void stop());
  process.on("SIGTERM", () => void stop());
}

main().catch((error: unknown) => {
  send({ type: "failed", message: (error as Error).stack ?? String(error) });
  process.exit(1);
});
