/**
 * What stalls a server process: its event loop's delay and its garbage collector's pauses, over a
 * phase of the benchmark. Tail latency that the server's own work cannot explain shows up here.
 */
import { monitorEventLoopDelay, PerformanceObserver, type IntervalHistogram } from "node:perf_hooks";
import { AllocationMeter } from "./allocation-meter";

export interface PauseStats {
  readonly eventLoopDelayMs: { readonly p50: number; readonly p99: number; readonly max: number };
  readonly gc: { readonly count: number; readonly totalMs: number; readonly maxMs: number; readonly p99Ms: number; readonly major: number; readonly majorMaxMs: number };
  /**
   * Bytes the process allocated over the phase: the heap's growth between collections, summed
   * (v8.GCProfiler: each collection's heap before it, less the heap after the previous one).
   */
  readonly allocatedBytes: number | null;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

export class PauseMonitor {
  private readonly loop: IntervalHistogram = monitorEventLoopDelay({ resolution: 1 });
  private pauses: number[] = [];
  private majors: number[] = [];
  private readonly observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      this.pauses.push(entry.duration);
      // NODE_PERFORMANCE_GC_MAJOR = 4 (mark-sweep-compact)
      if ((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind === 4) this.majors.push(entry.duration);
    }
  });

  private readonly allocation = new AllocationMeter();

  constructor() {
    this.loop.enable();
    this.observer.observe({ entryTypes: ["gc"] });
  }

  reset(): void {
    this.loop.reset();
    this.pauses = [];
    this.majors = [];
    this.allocation.start();
  }

  stats(): PauseStats {
    const sorted = [...this.pauses].sort((a, b) => a - b);
    const p99 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]! : 0;
    return {
      eventLoopDelayMs: { p50: round2(this.loop.percentile(50) / 1e6), p99: round2(this.loop.percentile(99) / 1e6), max: round2(this.loop.max / 1e6) },
      gc: {
        count: sorted.length,
        totalMs: round2(sorted.reduce((s, x) => s + x, 0)),
        maxMs: round2(sorted.at(-1) ?? 0),
        p99Ms: round2(p99),
        major: this.majors.length,
        majorMaxMs: round2(Math.max(0, ...this.majors)),
      },
      allocatedBytes: this.allocation.stop(),
    };
  }

  stop(): void {
    this.loop.disable();
    this.observer.disconnect();
  }
}
