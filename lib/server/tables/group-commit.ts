/**
 * Group commit: the appends of many tables share one statement and one transaction.
 *
 * Each table still has one command in flight at a time and still waits for its own commit before
 * it moves on and broadcasts; what changes is that while one batch is being committed, the appends
 * of every other table queue up and go together in the next one. A busy floor then pays one round
 * trip and one WAL flush for many commands instead of one each, and a quiet table is not delayed
 * (an append with nothing in flight goes at once).
 *
 * If a batch fails for a reason other than a lost connection, nothing of it was stored (one
 * statement is atomic) and each of its appends is retried alone, so one table's conflict never
 * fails another table's command.
 */
export interface GroupCommitOptions<T> {
  /** Commit these items in one transaction; rejects if nothing was stored. */
  commit(items: readonly T[]): Promise<void>;
  /** Whether a failure means the database is out of reach (then retrying items alone is pointless). */
  isUnavailable(error: unknown): boolean;
  /** Batches committing at the same time (each on its own connection). */
  maxInFlight?: number;
  /** Appends per batch at most. */
  maxBatch?: number;
}

interface Pending<T> {
  readonly item: T;
  resolve(): void;
  reject(error: unknown): void;
}

export class GroupCommit<T> {
  private queue: Pending<T>[] = [];
  private inFlight = 0;
  private readonly maxInFlight: number;
  private readonly maxBatch: number;
  /** Figures for the benchmark: batches committed and appends in them. */
  readonly stats = { batches: 0, items: 0, retriedAlone: 0 };

  constructor(private readonly options: GroupCommitOptions<T>) {
    this.maxInFlight = options.maxInFlight ?? 2;
    this.maxBatch = options.maxBatch ?? 256;
  }

  /** Resolves once the item is committed; rejects with the reason it was not. */
  submit(item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.inFlight += 1;
      void this.run(batch).finally(() => {
        this.inFlight -= 1;
        this.pump();
      });
    }
  }

  private async run(batch: Pending<T>[]): Promise<void> {
    try {
      await this.options.commit(batch.map((p) => p.item));
      this.stats.batches += 1;
      this.stats.items += batch.length;
      for (const p of batch) p.resolve();
      return;
    } catch (error) {
      if (batch.length === 1 || this.options.isUnavailable(error)) {
        for (const p of batch) p.reject(error);
        return;
      }
    }
    // Find the item at fault: each alone, so the others still commit.
    this.stats.retriedAlone += batch.length;
    await Promise.all(
      batch.map((p) =>
        this.options.commit([p.item]).then(
          () => p.resolve(),
          (error: unknown) => p.reject(error),
        ),
      ),
    );
  }
}
