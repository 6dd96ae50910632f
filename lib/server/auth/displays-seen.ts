/**
 * When each paired wall display was last seen. A display's credential is read when its socket
 * connects, so a wall that stayed connected all night showed the time it connected as "last seen".
 * The displays connected now are marked seen every minute and when their last socket closes.
 */
export type MarkSeen = (displayIds: readonly string[], at: Date) => Promise<void>;

export class DisplaysSeen {
  private readonly open = new Map<string, number>();
  private interval: NodeJS.Timeout | undefined;

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

  stop(): void {
    clearInterval(this.interval);
  }

  connected(displayId: string): void {
    this.open.set(displayId, (this.open.get(displayId) ?? 0) + 1);
  }

  /** A socket of the display closed: seen now, and no longer marked once its last socket is gone. */
  disconnected(displayId: string): void {
    const left = (this.open.get(displayId) ?? 1) - 1;
    if (left > 0) this.open.set(displayId, left);
    else this.open.delete(displayId);
    void this.save([displayId]);
  }

  /** Marks every display connected now as seen now. */
  flush(): Promise<void> {
    return this.save([...this.open.keys()]);
  }

  private async save(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    try {
      await this.mark(ids, new Date(this.clock()));
    } catch (error) {
      this.log(`could not record the wall displays seen: ${(error as Error).message}`);
    }
  }
}
