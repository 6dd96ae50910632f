/**
 * The process under measurement: the real table server or the baseline relay, as a child process
 * (its CPU and memory are its own) or in the benchmark's own process (`--inprocess`).
 */
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import type { ChildMessage } from "./server-child";
import { measuredMemory, type MemoryUsage } from "./proc-stats";
import type { PauseStats } from "./pause-stats";

export interface Ready {
  readonly port: number;
  readonly startSeconds: number;
  readonly memoryBefore: MemoryUsage;
  readonly memoryAfterStart: MemoryUsage;
  readonly tables: number;
  readonly events: number;
  readonly startProfile?: string | null;
}

export interface Target {
  readonly kind: "server" | "relay";
  readonly pid: number;
  readonly inProcess: boolean;
  readonly ready: Ready;
  /** Wall time from spawning the process to its ready message (module loading included). */
  readonly processReadySeconds: number;
  memory(): Promise<MemoryUsage>;
  /** The CPU profiler, or with heap the sampling heap profiler (every allocation, collected or not). */
  profileStart(heap?: boolean): void;
  profileStop(file: string): Promise<string | null>;
  /** Start counting the process's event-loop delay and GC pauses afresh; then read them. */
  pausesReset(): void;
  pauses(): Promise<PauseStats | null>;
  stop(): Promise<void>;
  /** Kill the process at once (SIGKILL): a node dying mid-run. */
  kill(): void;
  /** Last lines the process printed (for errors). */
  output(): string;
}

const live = new Set<ChildProcess>();

/** Kill every child still running (on an abort or a signal). */
export function killAllChildren(): void {
  for (const c of live) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
  live.clear();
}

export async function startChildTarget(kind: "server" | "relay", databaseUrl: string, timeoutMs: number, options: { profileStartFile?: string; env?: Record<string, string> } = {}): Promise<Target> {
  const started = performance.now();
  const child = fork(path.join(process.cwd(), "lib", "bench", "server-child.ts"), [kind], {
    cwd: process.cwd(),
    execArgv: ["--expose-gc", ...(process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean), "--import", "tsx"],
    env: { ...process.env, ...options.env, BENCH_DATABASE_URL: databaseUrl, BENCH_PROFILE_START: options.profileStartFile ?? "", NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  live.add(child);
  let out = "";
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-16_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const waiters: ((m: ChildMessage) => boolean)[] = [];
  child.on("message", (m: ChildMessage) => {
    if (m.type === "log") {
      out = (out + m.line + "\n").slice(-16_000);
      return;
    }
    const i = waiters.findIndex((w) => w(m));
    if (i >= 0) waiters.splice(i, 1);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const waitFor = <T extends ChildMessage["type"]>(type: T, ms: number): Promise<Extract<ChildMessage, { type: T }>> =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${kind}: no "${type}" within ${Math.round(ms / 1000)} s\n${out}`)), ms);
      const onExit = () => reject(new Error(`${kind} exited (${child.exitCode ?? child.signalCode}) before "${type}"\n${out}`));
      child.once("exit", onExit);
      waiters.push((m) => {
        if (m.type === "failed") {
          clearTimeout(timer);
          child.off("exit", onExit);
          reject(new Error(`${kind} failed: ${m.message}\n${out}`));
          return true;
        }
        if (m.type !== type) return false;
        clearTimeout(timer);
        child.off("exit", onExit);
        resolve(m as Extract<ChildMessage, { type: T }>);
        return true;
      });
    });
  let ready: Extract<ChildMessage, { type: "ready" }>;
  try {
    ready = await waitFor("ready", timeoutMs);
  } catch (error) {
    child.kill("SIGKILL");
    live.delete(child);
    throw error;
  }
  const processReadySeconds = (performance.now() - started) / 1000;
  return {
    kind,
    pid: child.pid!,
    inProcess: false,
    ready,
    processReadySeconds,
    async memory() {
      const p = waitFor("memory", 30_000);
      child.send({ type: "memory" });
      return (await p).usage;
    },
    profileStart(heap = false) {
      child.send({ type: "profile-start", intervalUs: 1000, heap });
    },
    pausesReset() {
      child.send({ type: "pauses-reset" });
    },
    async pauses() {
      const p = waitFor("pauses", 10_000);
      child.send({ type: "pauses" });
      return (await p).stats;
    },
    async profileStop(file) {
      const p = waitFor("profiled", 60_000);
      child.send({ type: "profile-stop", file });
      return (await p).file;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.send({ type: "stop" });
        const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
        await exited;
        clearTimeout(timer);
      }
      live.delete(child);
    },
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      live.delete(child);
    },
    output: () => out,
  };
}

/** The same, in this process (CPU and memory then include the load generator). */
export async function startInProcessTarget(kind: "server" | "relay", databaseUrl: string): Promise<Target> {
  const memoryBefore = measuredMemory();
  const started = performance.now();
  let port: number;
  let close: () => Promise<void>;
  let tables = 0;
  let events = 0;
  let startSeconds: number;
  if (kind === "relay") {
    const { startRelay } = await import("./baseline-relay");
    const relay = await startRelay({ databaseUrl, host: "127.0.0.1", port: 0 });
    startSeconds = (performance.now() - started) / 1000;
    port = relay.port;
    close = () => relay.close();
  } else {
    const [{ loadConfig }, { startServer }, { benchAuthenticate }] = await Promise.all([import("@/lib/server/config"), import("@/lib/server/app-server"), import("./bench-auth")]);
    const config = loadConfig({ DATABASE_URL: databaseUrl, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "false", SERVE_PAGES: "false", NODE_ENV: "production" });
    const running = await startServer({ config, withNext: false, log: () => {}, authenticate: benchAuthenticate });
    startSeconds = (performance.now() - started) / 1000;
    port = running.port;
    close = () => running.close();
    const ids = running.registry.tableIds();
    tables = ids.length;
    for (const id of ids) events += running.registry.snapshot(id)?.version ?? 0;
  }
  const ready: Ready = { port, startSeconds, memoryBefore, memoryAfterStart: measuredMemory(), tables, events };
  let session: import("node:inspector").Session | undefined;
  return {
    kind,
    pid: process.pid,
    inProcess: true,
    ready,
    processReadySeconds: startSeconds,
    async memory() {
      return measuredMemory();
    },
    profileStart() {
      void import("node:inspector").then((inspector) => {
        session = new inspector.Session();
        session.connect();
        session.post("Profiler.enable", () => session!.post("Profiler.start"));
      });
    },
    async profileStop(file) {
      if (!session) return null;
      const fs = await import("node:fs/promises");
      const profile = await new Promise<unknown>((resolve, reject) => session!.post("Profiler.stop", (e, r) => (e ? reject(e) : resolve((r as { profile: unknown }).profile))));
      session.disconnect();
      await fs.writeFile(file, JSON.stringify(profile));
      return file;
    },
    pausesReset() {},
    // In-process, the generator's own pauses would be mixed in: not reported.
    pauses: async () => null,
    stop: () => close(),
    kill: () => {
      throw new Error("an in-process target cannot be killed");
    },
    output: () => "",
  };
}
