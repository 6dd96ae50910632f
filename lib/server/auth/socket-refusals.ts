import type { SocketRefusal } from "./socket-limits";

/**
 * Socket refusals (a cap reached, a foreign Host) reported to the floor without flooding it: the
 * first refusal of a key at once, then at most one report every `everyMs` carrying how many came
 * since and in all, so a burst of 2,000 refused sockets is a handful of reports, not 2,000 writes.
 */
export interface RefusalCounts {
  /** Refusals of this key since the last report. */
  readonly since: number;
  /** Refusals of this key while it kept being reported. */
  readonly total: number;
}

export class SocketRefusalReport {
  private readonly keys = new Map<string, { refusal: SocketRefusal; since: number; total: number; timer: NodeJS.Timeout | null }>();

  constructor(
    private readonly report: (refusal: SocketRefusal, counts: RefusalCounts) => void,
    private readonly everyMs = 5000,
  ) {}

  record(refusal: SocketRefusal): void {
    const id = `${refusal.reason}:${refusal.key}`;
    const entry = this.keys.get(id) ?? { refusal, since: 0, total: 0, timer: null };
    this.keys.set(id, entry);
    entry.refusal = refusal;
    entry.since += 1;
    entry.total += 1;
    if (entry.timer) return;
    this.flush(id);
  }

  private flush(id: string): void {
    const entry = this.keys.get(id);
    if (!entry) return;
    if (entry.since === 0) {
      // Quiet for a whole interval: forget the key (an open alert keeps its own count).
      this.keys.delete(id);
      return;
    }
    this.report(entry.refusal, { since: entry.since, total: entry.total });
    entry.since = 0;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      this.flush(id);
    }, this.everyMs);
    entry.timer.unref();
  }

  close(): void {
    for (const entry of this.keys.values()) if (entry.timer) clearTimeout(entry.timer);
    this.keys.clear();
  }
}
