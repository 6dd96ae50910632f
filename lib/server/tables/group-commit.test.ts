import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";

/** A commit the test releases by hand, recording what each call carried. */
function manualStore(fail: (items: readonly number[]) => Error | null = () => null) {
  const calls: number[][] = [];
  const waiting: (() => void)[] = [];
  const group = new GroupCommit<number>({
    commit(items) {
      calls.push([...items]);
      return new Promise<void>((resolve, reject) => {
        waiting.push(() => {
          const error = fail(items);
          if (error) reject(error);
          else resolve();
        });
      });
    },
    isUnavailable: (error) => (error as Error).message === "down",
    maxInFlight: 1,
    maxBatch: 3,
  });
  const release = async () => {
    const next = waiting.shift();
    next?.();
    await new Promise((r) => setImmediate(r));
  };
  return { group, calls, release, waiting };
}

describe("GroupCommit", () => {
  it("sends the first append at once and groups the ones that arrive while it commits", async () => {
    const { group, calls, release } = manualStore();
    const done: number[] = [];
    for (const n of [1, 2, 3, 4, 5, 6]) void group.submit(n).then(() => done.push(n));
    expect(calls).toEqual([[1]]);
    await release();
    expect(done).toEqual([1]);
    // The five waiting went out in batches of at most three, in arrival order.
    expect(calls).toEqual([[1], [2, 3, 4]]);
    await release();
    expect(calls).toEqual([[1], [2, 3, 4], [5, 6]]);
    await release();
    expect(done).toEqual([1, 2, 3, 4, 5, 6]);
    expect(group.stats).toMatchObject({ batches: 3, items: 6, retriedAlone: 0 });
  });

  it("retries each append of a failed batch alone, so one bad append fails only itself", async () => {
    const { group, calls, release, waiting } = manualStore((items) => (items.includes(3) ? new Error("conflict at 3") : null));
    const results = new Map<number, string>();
    const submit = (n: number) =>
      group.submit(n).then(
        () => results.set(n, "ok"),
        (e: Error) => results.set(n, e.message),
      );
    const all = [1, 2, 3, 4].map(submit);
    await release(); // [1]
    await release(); // [2, 3, 4] fails, then 2, 3, 4 alone
    expect(calls.slice(2).map((c) => c.length)).toEqual([1, 1, 1]);
    while (waiting.length) await release();
    await Promise.all(all);
    expect(Object.fromEntries(results)).toEqual({ 1: "ok", 2: "ok", 3: "conflict at 3", 4: "ok" });
    expect(group.stats.retriedAlone).toBe(3);
  });

  it("fails the whole batch without retrying when the database is out of reach", async () => {
    const { group, calls, release } = manualStore(() => new Error("down"));
    const outcomes = [1, 2, 3].map((n) => group.submit(n).then(() => "ok", (e: Error) => e.message));
    await release();
    await release();
    expect(await Promise.all(outcomes)).toEqual(["down", "down", "down"]);
    expect(calls).toEqual([[1], [2, 3]]);
  });

  it("keeps up to maxInFlight batches committing at once", async () => {
    const calls: number[][] = [];
    const group = new GroupCommit<number>({
      commit: async (items) => {
        calls.push([...items]);
        await new Promise((r) => setTimeout(r, 5));
      },
      isUnavailable: () => false,
      maxInFlight: 2,
    });
    await Promise.all([1, 2, 3, 4].map((n) => group.submit(n)));
    // 1 and 2 left at once on two connections; 3 and 4 shared the next commit.
    expect(calls).toEqual([[1], [2], [3, 4]]);
  });
});
