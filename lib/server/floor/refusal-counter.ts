/**
 * Refusals counted per table in a sliding window, for the floor's "repeated refusals" alert. Pure:
 * the clock is passed in.
 */
export class RefusalCounter {
  private readonly times = new Map<string, number[]>();
  constructor(
    private readonly windowMs: number,
    private readonly threshold: number,
  ) {}

  /** Records one; true when this one reaches the threshold (the window then starts over). */
  record(tableId: string, at: number): boolean {
    const recent = (this.times.get(tableId) ?? []).filter((t) => at - t < this.windowMs);
    recent.push(at);
    if (recent.length >= this.threshold) {
      this.times.set(tableId, []);
      return true;
    }
    this.times.set(tableId, recent);
    return false;
  }

  count(tableId: string, at: number): number {
    return (this.times.get(tableId) ?? []).filter((t) => at - t < this.windowMs).length;
  }
}

