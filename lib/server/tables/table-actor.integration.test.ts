import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "vitest";
import { accept, refuse, type TableMachine } from "@/lib/domain/table/machine";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { EventStore } from "./event-store";
import { TableActor, type ActorHooks } from "./table-actor";

// A tiny machine (a counter with a ceiling) exercises the actor's guarantees independently of any game.
type S = { total: number };
type C = { type: "add"; n: number };
type E = { type: "added"; n: number };
const counter: TableMachine<S, C, E, { total: number }> = {
  parseCommand(input) {
    const c = input as C;
    if (c?.type === "add" && Number.isInteger(c.n)) return { ok: true, command: c };
    return refuse("BAD_COMMAND", "not a command");
  },
  decide(state, command) {
    // A stand-in for a bug in the rules: the engine throws.
    if (command.n === 13) throw new Error("secret internals at rules.ts:42");
    if (state.total + command.n > 100) return refuse("OVER", "would pass 100");
    return accept({ type: "added", n: command.n });
  },
  evolve: (state, event) => ({ total: state.total + event.n }),
  views: (state) => ({ total: state.total }),
};

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const dealer = { id: "dealer-1", role: "dealer" as const };
const changes: number[] = [];
const faults: boolean[] = [];
const faultMessages: string[] = [];
const hooks: ActorHooks<S, E> = {
  project: (tableId, _b, events, after, firstSeq) => [
    { op: "audit", at: new Date(), staffId: "test", action: "test", tableId, detail: { firstSeq, n: events.length, total: after.total }, reason: null },
  ],
  changed: (_t, state) => changes.push(state.total),
  fault: (_t, faulted, message) => {
    faults.push(faulted);
    faultMessages.push(message);
  },
  now: () => Date.parse("2026-11-22T20:00:00Z"),
  random: { int: () => 0 },
};

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.room.create({ data: { id: "r", name: "R" } });
  for (const id of ["a", "b", "c", "d", "e", "f"]) {
    await db.prisma.gameTable.create({
      data: { id, roomId: "r", name: id, gameId: "x", seats: 8, feeScheduleId: "x", feeOptionId: "1", minWagerCents: 100, maxWagerCents: 1000 },
    });
  }
});
afterAll(async () => {
  await db?.drop();
});

describe("table actor", () => {
  it("commits before it acknowledges, and a restart resumes at the same version and state", async () => {
    const store = new EventStore(db.pool);
    const actor = await TableActor.recover("a", counter, store, hooks, { total: 0 });
    expect(await actor.submit({ id: "c1", expectedVersion: 0, command: { type: "add", n: 5 } }, dealer)).toEqual({ ok: true, version: 1 });
    expect(await actor.submit({ id: "c2", expectedVersion: 1, command: { type: "add", n: 7 } }, dealer)).toEqual({ ok: true, version: 2 });
    const { rows } = await db.pool.query("SELECT seq, type, command_id FROM table_events WHERE table_id = 'a' ORDER BY seq");
    expect(rows).toEqual([{ seq: 1, type: "added", command_id: "c1" }, { seq: 2, type: "added", command_id: "c2" }]);
    const projected = await db.pool.query("SELECT detail FROM audit_entries WHERE table_id = 'a' ORDER BY id");
    expect(projected.rows.map((r) => r.detail.total)).toEqual([5, 12]);

    const restarted = await TableActor.recover("a", counter, new EventStore(db.pool), hooks, { total: 0 });
    expect(restarted.version).toBe(2);
    expect(restarted.state).toEqual({ total: 12 });
    // A device retrying a command after the restart gets its answer, not a second application.
    expect(await restarted.submit({ id: "c2", expectedVersion: 1, command: { type: "add", n: 7 } }, dealer)).toMatchObject({ ok: true, version: 2, duplicate: true });
    expect(restarted.state).toEqual({ total: 12 });
  });

  it("recovers many tables at once from their latest snapshot and the events after it", async () => {
    const store = new EventStore(db.pool);
    const actor = await TableActor.recover("a", counter, store, hooks, { total: 0 });
    await actor.snapshotIfBehind();
    const v = actor.version;
    await actor.submit({ id: "c3", expectedVersion: v, command: { type: "add", n: 3 } }, dealer);
    const histories = await store.loadHistories<S, E>(["a", "b"]);
    expect(histories.get("a")?.snapshot?.seq).toBe(v);
    expect(histories.get("a")?.events.map((e) => e.seq)).toEqual([v + 1]);
    const rebuilt = TableActor.fromHistory("a", counter, store, hooks, { total: 0 }, histories.get("a")!);
    expect(rebuilt.version).toBe(actor.version);
    expect(rebuilt.state).toEqual(actor.state);
    // The command id of an event after the snapshot is still answered, not applied again.
    expect(await rebuilt.submit({ id: "c3", expectedVersion: v, command: { type: "add", n: 3 } }, dealer)).toMatchObject({ ok: true, duplicate: true });
  });

  it("remembers the last accepted command ids from the log whatever the snapshot: a retry after a clean shutdown is answered, not applied", async () => {
    const store = new EventStore(db.pool);
    const actor = await TableActor.recover("d", counter, store, hooks, { total: 0 });
    for (let i = 1; i <= 12; i++) await actor.submit({ id: `deal-${i}`, expectedVersion: i - 1, command: { type: "add", n: 1 } }, dealer);
    // A clean shutdown snapshots the table at its latest version: no event comes after the snapshot.
    await actor.snapshotIfBehind();
    expect((await store.latestSnapshot("d"))?.seq).toBe(12);

    // The tablet resends its unanswered command with its id and the version it now holds (12).
    const restarted = await TableActor.recover("d", counter, new EventStore(db.pool), hooks, { total: 0 });
    expect(await restarted.submit({ id: "deal-12", expectedVersion: 12, command: { type: "add", n: 1 } }, dealer)).toEqual({ ok: true, version: 12, duplicate: true });
    const many = TableActor.fromHistory("d", counter, store, hooks, { total: 0 }, (await store.loadHistories<S, E>(["d"])).get("d")!);
    expect(await many.submit({ id: "deal-11", expectedVersion: 12, command: { type: "add", n: 1 } }, dealer)).toEqual({ ok: true, version: 11, duplicate: true });
    expect(restarted.state).toEqual({ total: 12 });
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM table_events WHERE table_id = 'd'");
    expect(rows[0].n).toBe(12);
  });

  it("a retried id the actor no longer remembers is refused by the database and answered as a duplicate", async () => {
    const store = new EventStore(db.pool);
    const actor = await TableActor.recover("e", counter, store, hooks, { total: 0 });
    await actor.submit({ id: "old-1", expectedVersion: 0, command: { type: "add", n: 1 } }, dealer);
    // More commands than the actor keeps in memory.
    for (let i = 1; i <= 80; i++) await actor.submit({ id: `later-${i}`, expectedVersion: i, command: { type: "add", n: 0 } }, dealer);
    expect(actor.version).toBe(81);
    expect(await actor.submit({ id: "old-1", expectedVersion: 81, command: { type: "add", n: 1 } }, dealer)).toEqual({ ok: true, version: 1, duplicate: true });
    expect(actor.state).toEqual({ total: 1 });
    expect(actor.version).toBe(81);
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM table_events WHERE table_id = 'e' AND command_id = 'old-1'");
    expect(rows[0].n).toBe(1);
  });

  it("answers a repeated id without applying it twice, refuses stale versions and rule violations without changing anything", async () => {
    const actor = await TableActor.recover("b", counter, new EventStore(db.pool), hooks, { total: 0 });
    await actor.submit({ id: "x1", expectedVersion: 0, command: { type: "add", n: 50 } }, dealer);
    const again = await actor.submit({ id: "x1", expectedVersion: 0, command: { type: "add", n: 50 } }, dealer);
    expect(again).toMatchObject({ ok: true, version: 1, duplicate: true });
    expect(actor.state.total).toBe(50);
    expect(await actor.submit({ id: "x2", expectedVersion: 0, command: { type: "add", n: 1 } }, dealer)).toMatchObject({ ok: false, code: "STALE_VERSION", version: 1 });
    expect(await actor.submit({ id: "x3", expectedVersion: 1, command: { type: "add", n: 51 } }, dealer)).toMatchObject({ ok: false, code: "OVER" });
    expect(await actor.submit({ id: "x4", expectedVersion: 1, command: { type: "nonsense" } }, dealer)).toMatchObject({ ok: false, code: "BAD_COMMAND" });
    // A rules bug refuses the step plainly, keeps the table as it was, and tells the device nothing internal.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const bug = await actor.submit({ id: "x5", expectedVersion: 1, command: { type: "add", n: 13 } }, dealer);
    expect(bug).toMatchObject({ ok: false, code: "INTERNAL_RULES_ERROR", version: 1 });
    expect(JSON.stringify(bug)).not.toMatch(/secret|rules\.ts/);
    expect(quiet.mock.calls[0]?.[0]).toMatch(/table b.*secret internals/s);
    quiet.mockRestore();
    expect(actor.state.total).toBe(50);
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM table_events WHERE table_id = 'b'");
    expect(rows[0].n).toBe(1);
  });

  it("applies concurrent commands one at a time, in order", async () => {
    const actor = await TableActor.recover("c", counter, new EventStore(db.pool), hooks, { total: 0 });
    const acks = await Promise.all(
      Array.from({ length: 20 }, (_, i) => actor.submit({ id: `p${i}`, expectedVersion: i, command: { type: "add", n: 1 } }, dealer)),
    );
    expect(acks.every((a) => a.ok)).toBe(true);
    expect(actor.version).toBe(20);
    const { rows } = await db.pool.query("SELECT array_agg(seq ORDER BY seq) AS s FROM table_events WHERE table_id = 'c'");
    expect(rows[0].s).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("stops while the database cannot commit, refuses with a clear message, and resumes when it is back", async () => {
    const url = new URL(db.url);
    const dbName = url.pathname.slice(1);
    const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
    await admin.connect();
    const pool = new pg.Pool({ connectionString: db.url, max: 2 });
    pool.on("error", () => {});
    const actor = await TableActor.recover("c", counter, new EventStore(pool), hooks, { total: 0 });
    const v = actor.version;
    try {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS false`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [dbName]);
      const down = await actor.submit({ id: "f1", expectedVersion: v, command: { type: "add", n: 1 } }, dealer);
      // Refused for certain when no connection could be had; "outcome unknown" when the pool still
      // handed out a connection the server had just ended (the statement may have gone out).
      expect(down).toMatchObject({ ok: false });
      expect(["STORE_UNAVAILABLE", "OUTCOME_UNKNOWN"]).toContain((down as { code: string }).code);
      expect(actor.isFaulted).toBe(true);
      expect(faults.at(-1)).toBe(true);
      // The dealer and the floor read plain words, never the driver's error.
      expect(faultMessages.at(-1)).toBe("the database is not answering");
      expect(actor.version).toBe(v);
      const stillDown = await actor.submit({ id: "f2", expectedVersion: v, command: { type: "add", n: 1 } }, dealer);
      expect(stillDown).toMatchObject({ ok: false, code: "STORE_UNAVAILABLE" });
      expect((stillDown as { message: string }).message).not.toMatch(/ECONN|terminat|refused|pg_/i);
    } finally {
      await admin.query(`ALTER DATABASE ${dbName} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    await expect.poll(() => actor.isFaulted, { timeout: 10_000 }).toBe(false);
    expect(faults.at(-1)).toBe(false);
    // f1 was never stored: its resend is applied once.
    expect(await actor.submit({ id: "f1", expectedVersion: v, command: { type: "add", n: 1 } }, dealer)).toEqual({ ok: true, version: v + 1 });
    expect(await actor.submit({ id: "f3", expectedVersion: v + 1, command: { type: "add", n: 1 } }, dealer)).toMatchObject({ ok: true, version: v + 2 });
    actor.stop();
    await pool.end();
  });

  it("a commit whose answer is lost is answered \"outcome unknown\", not \"nothing was changed\"; the resent id is answered from the log", async () => {
    const lossy = lossyPool(db.url);
    const actor = await TableActor.recover("f", counter, new EventStore(lossy.pool), hooks, { total: 0 });
    expect(await actor.submit({ id: "w1", expectedVersion: 0, command: { type: "add", n: 10 } }, dealer)).toMatchObject({ ok: true, version: 1 });
    lossy.loseNextAnswer();
    const lost = await actor.submit({ id: "w2", expectedVersion: 1, command: { type: "add", n: 5 } }, dealer);
    expect(lost).toMatchObject({ ok: false, code: "OUTCOME_UNKNOWN", version: 1 });
    expect((lost as { message: string }).message).toMatch(/may or may not have been saved/);
    expect((lost as { message: string }).message).not.toMatch(/nothing was changed/i);
    // PostgreSQL did commit it.
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM table_events WHERE table_id = 'f' AND command_id = 'w2'");
    expect(rows[0].n).toBe(1);
    // The device resends the same id (with the version it holds): answered as a duplicate once the
    // actor has read the log back, and the table shows the wager once.
    await expect
      .poll(async () => actor.submit({ id: "w2", expectedVersion: 1, command: { type: "add", n: 5 } }, dealer), { timeout: 10_000 })
      .toEqual({ ok: true, version: 2, duplicate: true });
    expect(actor.state).toEqual({ total: 15 });
    expect(actor.version).toBe(2);
    expect(actor.isFaulted).toBe(false);
    actor.stop();
    await lossy.pool.end();
  });

  it("while the outcome is unknown and the database is down, the same id is answered \"outcome unknown\" again, a new one \"nothing was changed\"", async () => {
    const lossy = lossyPool(db.url);
    const actor = await TableActor.recover("f", counter, new EventStore(lossy.pool), hooks, { total: 0 });
    const v = actor.version;
    lossy.loseNextAnswer(true);
    expect(await actor.submit({ id: "u1", expectedVersion: v, command: { type: "add", n: 1 } }, dealer)).toMatchObject({ ok: false, code: "OUTCOME_UNKNOWN" });
    expect(await actor.submit({ id: "u1", expectedVersion: v, command: { type: "add", n: 1 } }, dealer)).toMatchObject({ ok: false, code: "OUTCOME_UNKNOWN" });
    expect(await actor.submit({ id: "u2", expectedVersion: v, command: { type: "add", n: 1 } }, dealer)).toMatchObject({ ok: false, code: "STORE_UNAVAILABLE" });
    lossy.down(false);
    await expect.poll(() => actor.isFaulted, { timeout: 10_000 }).toBe(false);
    expect(await actor.submit({ id: "u1", expectedVersion: v, command: { type: "add", n: 1 } }, dealer)).toEqual({ ok: true, version: v + 1, duplicate: true });
    actor.stop();
    await lossy.pool.end();
  });
});

/**
 * A pool whose next append commits and then loses its answer (as when the connection drops right
 * after COMMIT), and which can refuse new connections (a database that went away).
 */
function lossyPool(url: string) {
  const real = new pg.Pool({ connectionString: url, max: 2 });
  real.on("error", () => {});
  let lose = false;
  let refusing = false;
  let downAfterLoss = false;
  const wrapClient = (client: pg.PoolClient): pg.PoolClient =>
    new Proxy(client, {
      get(target, prop, receiver) {
        if (prop === "query") {
          return async (...args: Parameters<pg.PoolClient["query"]>) => {
            const result = await (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
            if (lose && String(args[0]).includes("append_table_batch")) {
              lose = false;
              refusing = downAfterLoss;
              throw new Error("Connection terminated unexpectedly");
            }
            return result;
          };
        }
        const value = Reflect.get(target, prop, receiver) as unknown;
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  const pool = new Proxy(real, {
    get(target, prop, receiver) {
      if (prop === "connect") {
        return async () => {
          if (refusing) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
          return wrapClient(await target.connect());
        };
      }
      if (prop === "query") {
        return (...args: unknown[]) => {
          if (refusing) return Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
          return (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return {
    pool,
    /** The next append commits and its answer is lost; with `thenDown`, the database goes away with it. */
    loseNextAnswer: (thenDown = false) => {
      lose = true;
      downAfterLoss = thenDown;
    },
    down: (on: boolean) => {
      refusing = on;
    },
  };
}
