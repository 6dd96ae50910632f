/**
 * When each paired wall display was last seen. A display's credential is read when its socket
 * connects, so a wall that stayed connected all night showed the time it connected as "last seen".
 * The displays connected now are marked seen every minute and when their last socket closes.
 *
 * A best-effort record: a write that fails is said in the log and never fails anything else. At the
 * server's shutdown `stop` marks the displays connected a last time and waits for the writes under
 * way; the sockets the shutdown then closes write nothing (they raced the database's close, which
 * logged "could not record the wall displays seen" at every SIGTERM of the soak, docs/soak.md).
 */
export type MarkSeen = (displayIds: readonly string[], at: Date) => Promise<void>;

export class DisplaysSeen {
  private readonly open = new Map<string, number>();
  private interval: NodeJS.Timeout | undefined;
  private stopped = false;
  /** The writes under way. */
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly mark: MarkSeen,
    private readonly clock: () => number = Date.now,
    private readonly log: (line: string) => void = () => {},
  ) {}

  /** Marks the connected displays seen every `everyMs` until `stop`. */
  start(everyMs = 60_000): this {
    this.interval = setInterval(() => void this.flush(), everyMs);
    this.interval.unref();
    return this;
  }

  /** No more marking: the displays connected now are marked seen now, and every write under way is waited for. */
  async stop(): Promise<void> {
    clearInterval(this.interval);
    if (!this.stopped) {
      const last = this.save([...this.open.keys()]);
      this.stopped = true;
      this.open.clear();
      await last;
    }
    await Promise.all([...this.writing]);
  }

  connected(displayId: string): void {
    this.open.set(displayId, (this.open.get(displayId) ?? 0) + 1);
  }

  /** A socket of the display closed: seen now, and no longer marked once its last socket is gone. */
  disconnected(displayId: string): void {
    if (this.stopped) return;
    const left = (this.open.get(displayId) ?? 1) - 1;
    if (left > 0) this.open.set(displayId, left);
    else this.open.delete(displayId);
    void this.save([displayId]);
  }

  /** Marks every display connected now as seen now. */
  flush(): Promise<void> {
    return this.save([...this.open.keys()]);
  }

  private save(ids: readonly string[]): Promise<void> {
    if (ids.length === 0 || this.stopped) return Promise.resolve();
    const write = this.mark(ids, new Date(this.clock())).catch((error: unknown) => {
      this.log(`could not record the wall displays seen: ${(error as Error).message}`);
    });
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
    return write;
  }
}
