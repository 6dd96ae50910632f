/** CPU time and memory of processes, read from /proc (Linux), and percentiles. */
import fs from "node:fs";
import v8 from "node:v8";
import vm from "node:vm";

/** A full garbage collection (twice), with or without --expose-gc. */
export function fullGc(): void {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    v8.setFlagsFromString("--expose-gc");
    gc = vm.runInNewContext("gc") as () => void;
  }
  gc();
  gc();
}

export interface MemoryUsage {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** This process's memory after a full GC. */
export function measuredMemory(): MemoryUsage {
  fullGc();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers };
}

const CLOCK_TICKS = 100; // USER_HZ: 100 on every Linux build that matters here

export interface ProcSample {
  /** user + system CPU seconds since the process started. */
  readonly cpuSeconds: number;
  readonly rssBytes: number;
  /** Peak RSS (VmHWM). */
  readonly peakRssBytes: number;
}

export function readProc(pid: number): ProcSample | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? 0) * 1024;
    return { cpuSeconds: (utime + stime) / CLOCK_TICKS, rssBytes: kb("VmRSS"), peakRssBytes: kb("VmHWM") };
  } catch {
    return null;
  }
}

/** The pids of `root` and every process below it (e.g. the postmaster and its backends). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const c of children.get(pid) ?? []) walk(c);
  };
  walk(root);
  return out;
}

/** CPU seconds of a process tree, counting processes that exited meanwhile as far as last seen. */
export class TreeCpu {
  private readonly seen = new Map<number, number>();
  constructor(private readonly root: number) {}

  sample(): number {
    for (const pid of processTree(this.root)) {
      const s = readProc(pid);
      if (s) this.seen.set(pid, s.cpuSeconds);
    }
    let total = 0;
    for (const v of this.seen.values()) total += v;
    return total;
  }
}

export interface MachineCpu {
  readonly busy: number;
  readonly idle: number;
  readonly system: number;
  readonly softirq: number;
  readonly steal: number;
}

/** Whole-machine CPU seconds from /proc/stat (all cores). */
export function readMachineCpu(): MachineCpu | null {
  try {
    const line = fs.readFileSync("/proc/stat", "utf8").split("\n")[0]!;
    const [user, nice, system, idle, iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number) as number[];
    const t = (x: number | undefined) => (x ?? 0) / CLOCK_TICKS;
    return { busy: t(user) + t(nice) + t(system) + t(irq) + t(softirq) + t(steal), idle: t(idle) + t(iowait), system: t(system), softirq: t(irq) + t(softirq), steal: t(steal) };
  } catch {
    return null;
  }
}

export function percentile(sorted: Float64Array | number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function summarise(values: number[]): { count: number; p50: number; p95: number; p99: number; max: number; mean: number } {
  const sorted = Float64Array.from(values).sort();
  const sum = values.reduce((a, b) => a + b, 0);
  const r = (x: number) => Math.round(x * 100) / 100;
  return {
    count: values.length,
    p50: r(percentile(sorted, 50)),
    p95: r(percentile(sorted, 95)),
    p99: r(percentile(sorted, 99)),
    max: r(sorted.length ? sorted[sorted.length - 1]! : 0),
    mean: r(values.length ? sum / values.length : 0),
  };
}
