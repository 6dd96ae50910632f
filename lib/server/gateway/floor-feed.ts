import type { TableSummary } from "@/lib/server/tables/table-kind";

/** How often the floor dashboards get the tables that changed. */
export const FLOOR_FEED_MS = 250;

/**
 * Collects the floor's one-line summary of every table that changed and sends the latest of each,
 * together, at most every `intervalMs`. A table that changed ten times in that time is sent once,
 * as it is now; a quiet floor sends nothing.
 */
export class FloorFeed {
  private pending = new Map<string, TableSummary>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly send: (summaries: TableSummary[]) => void,
    private readonly intervalMs = FLOOR_FEED_MS,
  ) {}

  push(summary: TableSummary): void {
    if (this.stopped) return;
    this.pending.set(summary.tableId, summary);
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.intervalMs);
    this.timer.unref();
  }

  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const summaries = [...this.pending.values()];
    this.pending = new Map();
    this.send(summaries);
  }

  /** Drop what is pending and stop (the server is closing). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = new Map();
  }
}
