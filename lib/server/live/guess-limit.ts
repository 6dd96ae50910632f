/**
 * Guessing players' codes, limited per address: ten wrong codes in fifteen minutes, then none is
 * checked (right or wrong) until the oldest of them is fifteen minutes old. Every wrong code and
 * every lock is in the audit trail (live.code-wrong, live.code-limited), and an address this node
 * has not seen yet starts from its wrong codes in the trail, so a restart does not reset the count.
 *
 * The count is kept in memory and checked and raised in one turn of the event loop, with nothing
 * awaited in between: a burst of parallel guesses cannot slip past it. With several nodes each
 * node counts its own guesses (an address gets the limit on each node; documented in
 * docs/waitlist.md). An IPv6 address counts by its /64 (one device picks any address in it).
 */
export interface GuessRule {
  readonly max: number;
  readonly windowMs: number;
}

export const CODE_GUESS_RULE: GuessRule = { max: 10, windowMs: 15 * 60 * 1000 };

/** The address a count is kept for: an IPv4 address as it is, an IPv6 address by its first 64 bits. */
export function guessKey(address: string | null): string {
  if (!address) return "unknown";
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::") ? [...left, ...Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => "0"), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}

export class GuessLimit {
  private readonly wrong = new Map<string, number[]>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(
    /** The times of the wrong codes the audit trail holds for a key since a time. */
    private readonly history: (key: string, since: number) => Promise<number[]>,
    private readonly clock: () => number,
    private readonly rule: GuessRule = CODE_GUESS_RULE,
  ) {}

  /** Read this key's wrong codes from the trail once; call before `waitSeconds` and `recordWrong`. */
  prepare(key: string): Promise<void> {
    if (this.wrong.has(key)) return Promise.resolve();
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.history(key, this.clock() - this.rule.windowMs)
        .catch(() => [] as number[])
        .then((times) => {
          // Guesses counted here while the trail was read stay counted.
          this.wrong.set(key, [...times, ...(this.wrong.get(key) ?? [])].sort((a, b) => a - b));
          this.loading.delete(key);
        });
      this.loading.set(key, loading);
    }
    return loading;
  }

  private recent(key: string): number[] {
    const since = this.clock() - this.rule.windowMs;
    const times = (this.wrong.get(key) ?? []).filter((t) => t > since);
    if (times.length) this.wrong.set(key, times);
    else this.wrong.delete(key);
    return times;
  }

  /** Seconds until this key may try a code again, or null when it may now. */
  waitSeconds(key: string): number | null {
    const times = this.recent(key);
    if (times.length < this.rule.max) return null;
    const oldest = times[times.length - this.rule.max]!;
    return Math.max(1, Math.ceil((oldest + this.rule.windowMs - this.clock()) / 1000));
  }

  /** Count a wrong code; the wrong codes in the window now, and whether the key is locked by it. */
  recordWrong(key: string): { count: number; locked: boolean } {
    const times = [...this.recent(key), this.clock()];
    this.wrong.set(key, times);
    return { count: times.length, locked: times.length >= this.rule.max };
  }

  /** Keys with nothing left in the window are forgotten (called now and then). */
  sweep(): void {
    for (const key of [...this.wrong.keys()]) this.recent(key);
  }
}
