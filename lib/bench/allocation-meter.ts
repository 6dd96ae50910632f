/**
 * Bytes a process allocated between start and stop: the heap's growth between collections, summed
 * (v8.GCProfiler: each collection's heap before it, less the heap after the previous one, and the
 * growth since the last). Null where the runtime has no GC profiler.
 */
import v8 from "node:v8";

interface GcRecord {
  readonly beforeGC: { readonly heapStatistics: { readonly usedHeapSize: number } };
  readonly afterGC: { readonly heapStatistics: { readonly usedHeapSize: number } };
}

type Profiler = { start(): void; stop(): { statistics: GcRecord[] } };

export class AllocationMeter {
  private profiler: Profiler | null = null;
  private heapAtStart = 0;

  start(): void {
    this.profiler?.stop();
    const GCProfiler = (v8 as unknown as { GCProfiler?: new () => Profiler }).GCProfiler;
    this.profiler = GCProfiler ? new GCProfiler() : null;
    this.heapAtStart = v8.getHeapStatistics().used_heap_size;
    this.profiler?.start();
  }

  stop(): number | null {
    if (!this.profiler) return null;
    const { statistics } = this.profiler.stop();
    this.profiler = null;
    let total = 0;
    let after = this.heapAtStart;
    for (const gc of statistics) {
      total += Math.max(0, gc.beforeGC.heapStatistics.usedHeapSize - after);
      after = gc.afterGC.heapStatistics.usedHeapSize;
    }
    return total + Math.max(0, v8.getHeapStatistics().used_heap_size - after);
  }
}
