import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type pg from "pg";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { ask, connect, startTestServer } from "@/lib/server/test-server";
import type { RegistryListener } from "@/lib/server/tables/table-registry";
import type { TableSummary } from "@/lib/server/tables/table-kind";
import { AlertMonitor } from "./alert-monitor";
import type { AlertMessage } from "@/lib/contract/floor";
import { must } from "./test-kit";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let now = Date.parse("2026-11-22T20:00:00Z");
let listener: RegistryListener;
let summaries: TableSummary[];
let published: AlertMessage[];
let monitor: AlertMonitor;

const summary = (tableId: string, over: Partial<TableSummary> = {}): TableSummary => ({
  tableId,
  name: `Table ${tableId.slice(1)}`,
  gameId: "ez-baccarat",
  status: "open",
  handNumber: 3,
  playerDealerSeat: 4,
  bankHand: 1,
  phase: "waiting",
  lastActivityAt: now,
  ...over,
});

const change = (tableId: string, events: unknown[]) => ({ tableId, version: 10, views: { dealer: null, display: null, supervisor: null }, summary: summary(tableId), events: events as { type: string }[] });

async function rows(where = "true") {
  return (await db.pool.query(`SELECT id::text, kind, table_id, occurrences, cleared_at, acknowledged_by FROM alerts WHERE ${where} ORDER BY id`)).rows;
}

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.pool.query("TRUNCATE alerts");
  summaries = [summary("t1"), summary("t2")];
  published = [];
  monitor = new AlertMonitor(db, { clock: () => now, idleMinutes: 15, offlineSeconds: 30, checkEveryMs: 3_600_000, log: () => {} });
  monitor.attach(
    {
      listen: (l) => {
        listener = l;
        return () => {};
      },
      summaries: () => summaries,
    },
    (m) => published.push(m),
  );
});
afterEach(() => monitor.stop());

describe("alerts on PostgreSQL", () => {
  it("raises a broken game from the Rotation event, counts a repeat, and keeps it until acknowledged (audited)", async () => {
    listener.changed(change("t3", [{ type: "Rotation", rotation: { type: "game-broken", declined: [1, 2] } }]));
    await monitor.settled();
    expect(await rows()).toMatchObject([{ kind: "game-broken", table_id: "t3", occurrences: 1, acknowledged_by: null }]);
    expect(published.at(-1)!.alert).toMatchObject({ kind: "game-broken", title: "Game broken", tableId: "t3", pending: false });
    expect(published.at(-1)!.alert.message).toMatch(/Table 3: the game is broken — nobody accepted the bank \(seats 1, 2 declined\)/);

    listener.changed(change("t3", [{ type: "Rotation", rotation: { type: "game-broken", declined: [1] } }]));
    await monitor.settled();
    expect(await rows()).toMatchObject([{ occurrences: 2 }]);

    const id = published.at(-1)!.alert.id;
    const acked = await monitor.acknowledge(id, "demo-floor", "offered again, seat 2 took it");
    expect(acked).toMatchObject({ ok: true, alert: { acknowledgedBy: "demo-floor", acknowledgeNote: "offered again, seat 2 took it" } });
    expect(published.at(-1)!.alert.acknowledgedAt).not.toBeNull();
    expect(await monitor.acknowledge(id, "demo-floor", null)).toMatchObject({ ok: false, code: "ALREADY_ACKNOWLEDGED" });
    expect(await monitor.acknowledge("999999", "demo-floor", null)).toMatchObject({ ok: false, code: "NOT_FOUND" });
    const audit = await db.pool.query("SELECT staff_id, action, table_id, reason, detail FROM audit_entries WHERE action = 'alert-acknowledged'");
    expect(audit.rows).toMatchObject([{ staff_id: "demo-floor", table_id: "t3", reason: "offered again, seat 2 took it", detail: { alertId: id, kind: "game-broken", occurrences: 2 } }]);
    expect(await monitor.store.list()).toEqual([]);

    // Broken again after the acknowledgement: a new alert.
    listener.changed(change("t3", [{ type: "Rotation", rotation: { type: "game-broken", declined: [] } }]));
    await monitor.settled();
    expect(await rows("acknowledged_at IS NULL")).toHaveLength(1);
    expect(await rows()).toHaveLength(2);
  });

  it("raises an attempt to bank a third hand, with the seat, from the gateway's refusal hook", async () => {
    monitor.onRefusal("t2", "ROTATION_CONSECUTIVE_HAND_LIMIT", { id: "dealer-2", role: "dealer" }, { command: { type: "accept-bank", seat: 5, bank: 100 }, message: "Already banked two hands in a row." });
    monitor.onRefusal("t2", "ROTATION_INTERVENING_DEALER_REQUIRED", { id: "dealer-2", role: "dealer" }, { command: { type: "open-betting" } });
    monitor.onRefusal("t2", "NO_WAGERS", { id: "dealer-2", role: "dealer" });
    await monitor.settled();
    expect(await rows()).toMatchObject([{ kind: "third-hand-attempt", table_id: "t2", occurrences: 2 }]);
    const first = published.find((m) => m.alert.kind === "third-hand-attempt")!.alert;
    expect(first.message).toMatch(/Table 2: seat 5 tried to bank a third hand in a row \(accept-bank refused: two hands in a row is the limit\)/);
    expect(first.detail).toMatchObject({ code: "ROTATION_CONSECUTIVE_HAND_LIMIT", seat: 5, actor: "dealer-2" });
  });

  it("raises repeated refusals: five in a minute at one table, not counting stale taps", async () => {
    for (let i = 0; i < 4; i++) {
      monitor.onRefusal("t1", "WAGER_OVER_LIMIT", { id: "d", role: "dealer" });
      monitor.onRefusal("t1", "STALE_VERSION", { id: "d", role: "dealer" });
      now += 10_000;
    }
    await monitor.settled();
    expect(await rows()).toEqual([]);
    monitor.onRefusal("t1", "BETTING_CLOSED", { id: "d", role: "dealer" });
    await monitor.settled();
    expect(await rows()).toMatchObject([{ kind: "repeated-refusals", table_id: "t1", occurrences: 1 }]);
    expect(published.at(-1)!.alert.message).toMatch(/Table 1: 5 refused actions within 60 s \(last: BETTING_CLOSED\)/);
  });

  it("raises an idle open table once, marks it ended on the next activity, and leaves paused tables alone", async () => {
    summaries = [summary("t1", { lastActivityAt: now - 16 * 60_000 }), summary("t2", { lastActivityAt: now - 60 * 60_000, status: "paused" }), summary("t3", { lastActivityAt: now - 5 * 60_000 })];
    await monitor.checkIdle();
    await monitor.checkIdle();
    expect(await rows()).toMatchObject([{ kind: "table-idle", table_id: "t1", occurrences: 1, cleared_at: null }]);
    expect(published.at(-1)!.alert.message).toBe("Table 1: open but idle for 16 minutes. Check the table, or pause or close it.");
    listener.changed(change("t1", [{ type: "BankPosted", seat: 4, cents: 100 }]));
    await monitor.settled();
    const [idle] = await rows();
    expect(idle.cleared_at).not.toBeNull();
    expect(idle.acknowledged_by).toBeNull();
    expect(published.at(-1)!.alert.clearedAt).not.toBeNull();
  });

  it("a condition that comes back later is a new alert at the top, never folded into the older one (issue 14, item 10)", async () => {
    const brokenAt = (at: number) => {
      now = at;
      listener.changed(change("t1", [{ type: "Rotation", rotation: { type: "game-broken", declined: [1] } }]));
    };
    const start = now;
    brokenAt(start);
    brokenAt(start + 60_000); // the same burst: counted on the first
    brokenAt(start + 3 * 3_600_000); // three hours later: its own alert
    await monitor.settled();
    expect(await rows()).toMatchObject([
      { kind: "game-broken", table_id: "t1", occurrences: 2 },
      { kind: "game-broken", table_id: "t1", occurrences: 1 },
    ]);
    const listed = await monitor.store.list();
    expect(listed.map((a) => a.raisedAt)).toEqual([new Date(start + 3 * 3_600_000).toISOString(), new Date(start).toISOString()]);
    now = start;
  });

  it("lists the urgent first: a tablet offline and a broken game above an idle table raised later", async () => {
    const start = now;
    listener.changed(change("t2", [{ type: "Rotation", rotation: { type: "game-broken", declined: [] } }]));
    await monitor.settled();
    now = start + 20 * 60_000;
    summaries = [summary("t1", { lastActivityAt: start })];
    await monitor.checkIdle();
    expect((await monitor.store.list()).map((a) => a.kind)).toEqual(["game-broken", "table-idle"]);
    now = start;
  });

  it("an idle table that is idle again after activity raises a new alert", async () => {
    summaries = [summary("t1", { lastActivityAt: now - 16 * 60_000 })];
    await monitor.checkIdle();
    listener.changed(change("t1", [{ type: "BankPosted", seat: 4, cents: 100 }]));
    await monitor.settled();
    now += 40 * 60_000;
    summaries = [summary("t1", { lastActivityAt: now - 20 * 60_000 })];
    await monitor.checkIdle();
    expect((await rows()).map((r) => [r.kind, r.occurrences, r.cleared_at === null])).toEqual([
      ["table-idle", 1, false],
      ["table-idle", 1, true],
    ]);
    now -= 40 * 60_000;
  });

  it("raises a dealer tablet offline for longer than the threshold, and marks it ended when one is back", async () => {
    monitor.deviceConnected("t1", "dealer", "sock-a");
    monitor.deviceConnected("t1", "dealer", "sock-b");
    monitor.deviceConnected("t1", "display", "sock-c");
    monitor.deviceDisconnected("t1", "dealer", "sock-a");
    monitor.deviceDisconnected("t1", "display", "sock-c");
    now += 60_000;
    await monitor.checkDevices();
    expect(await rows()).toEqual([]); // one tablet is still there; displays do not count
    monitor.deviceDisconnected("t1", "dealer", "sock-b");
    now += 20_000;
    await monitor.checkDevices();
    expect(await rows()).toEqual([]);
    now += 11_000;
    await monitor.checkDevices();
    expect(await rows()).toMatchObject([{ kind: "device-offline", table_id: "t1" }]);
    expect(published.at(-1)!.alert.message).toBe("Table 1: the dealer tablet has been disconnected for 31 s. Check its network or power.");
    expect(monitor.devices().find((d) => d.tableId === "t1" && d.role === "dealer")).toMatchObject({ connected: 0, offlineSince: expect.any(String) });
    monitor.deviceConnected("t1", "dealer", "sock-d");
    await monitor.settled();
    expect((await rows())[0].cleared_at).not.toBeNull();
    expect(monitor.devices().find((d) => d.tableId === "t1" && d.role === "dealer")).toMatchObject({ connected: 1, offlineSince: null });
  });

  it("raises a database fault of a table from the registry and marks it ended when the table recovers", async () => {
    listener.fault("t2", true, "connect ECONNREFUSED 127.0.0.1:5432");
    await monitor.settled();
    expect(await rows()).toMatchObject([{ kind: "database-fault", table_id: "t2", cleared_at: null }]);
    listener.fault("t2", false, "database available again");
    await monitor.settled();
    expect((await rows())[0].cleared_at).not.toBeNull();
  });

  it("keeps alerts raised while the database is down and saves them when it is back", async () => {
    let down = true;
    const pool = new Proxy(db.pool, {
      get(target, prop, receiver) {
        if (down && (prop === "query" || prop === "connect")) return () => Promise.reject(new Error("Connection terminated unexpectedly"));
        const value = Reflect.get(target, prop, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    }) as pg.Pool;
    const offline = new AlertMonitor({ pool }, { clock: () => now, checkEveryMs: 3_600_000, log: () => {} });
    const seen: AlertMessage[] = [];
    let l!: RegistryListener;
    offline.attach({ listen: (x) => ((l = x), () => {}), summaries: () => [] }, (m) => seen.push(m));
    l.fault("t4", true, "Connection terminated unexpectedly");
    l.changed(change("t4", [{ type: "Rotation", rotation: { type: "game-broken", declined: [] } }]));
    await offline.settled();
    expect(seen.map((m) => [m.alert.kind, m.alert.pending])).toEqual([
      ["database-fault", true],
      ["database-fault", true],
      ["game-broken", true],
    ]);
    await offline.flush();
    expect(await rows()).toEqual([]);
    down = false;
    l.fault("t4", false, "database available again");
    await offline.flush();
    const saved = await rows();
    expect(saved.map((r) => r.kind).sort()).toEqual(["database-fault", "database-fault", "game-broken"]);
    expect(saved.filter((r) => r.kind === "database-fault").every((r) => r.cleared_at !== null)).toBe(true);
    const replaced = seen.filter((m) => m.replaces);
    expect(replaced).toHaveLength(3);
    expect(replaced.every((m) => !m.alert.pending && /^\d+$/.test(m.alert.id))).toBe(true);
    expect(offline.pendingAlerts()).toEqual([]);
    offline.stop();
  });
});

describe("the monitor on the live registry", () => {
  it("sees a game broken by real table commands, and a supervisor's socket receives it on floor:alert", async () => {
    // The server's own monitor (wired in app-server.ts) raises it and the gateway pushes it.
    const server = await startTestServer();
    const supervisor = await connect(server, "supervisor");
    const pushed: AlertMessage[] = [];
    supervisor.on("floor:alert", (m: AlertMessage) => pushed.push(m));
    expect(await ask(supervisor, "floor:subscribe", {})).toMatchObject({ ok: true });
    try {
      await must(server.registry, "t5", { type: "seat-player", seat: 1, name: "Ann" });
      await must(server.registry, "t5", { type: "seat-player", seat: 2, name: "Bo" });
      await must(server.registry, "t5", { type: "open-bank", firstSeat: 1 });
      await must(server.registry, "t5", { type: "decline-bank", seat: 1 });
      await must(server.registry, "t5", { type: "decline-bank", seat: 2 });
      await expect.poll(() => pushed.map((m) => [m.alert.kind, m.alert.tableId])).toEqual([["game-broken", "t5"]]);
      expect(pushed[0]!.alert.message).toMatch(/^Table 5 · Dragon Bonus: the game is broken/);
      await expect.poll(async () => (await server.db.pool.query("SELECT kind, table_id FROM alerts WHERE kind = 'game-broken'")).rows).toEqual([{ kind: "game-broken", table_id: "t5" }]);
    } finally {
      supervisor.close();
      await server.close();
      await server.dropDatabase();
    }
  });
});

describe("a table on a game and fee schedule not filed together (issue 23)", () => {
  it("raises an alert naming the table and what is filed, leaves the filed tables alone, and clears it once the table is set right", async () => {
    await db.pool.query("TRUNCATE alerts");
    await db.pool.query("INSERT INTO rooms (id, name) VALUES ('r-pairing', 'R') ON CONFLICT DO NOTHING");
    const insert = (id: string, name: string, gameId: string, scheduleId: string) =>
      db.pool.query(
        `INSERT INTO tables (id, room_id, name, game_id, seats, fee_schedule_id, fee_option_id, min_wager_cents, max_wager_cents) VALUES ($1, 'r-pairing', $2, $3, 8, $4, '1', 500, 30000)
         ON CONFLICT (id) DO UPDATE SET game_id = EXCLUDED.game_id, fee_schedule_id = EXCLUDED.fee_schedule_id`,
        [id, name, gameId, scheduleId],
      );
    // The demo floor's old table 4: Kings' game under Mortimer's schedule; and a filed table beside it.
    await insert("p4", "Table 4 · Panda 8", "ez-baccarat-panda-8", "ez-baccarat-panda-8-mortimers");
    await insert("p5", "Table 5 · Panda 8", "ez-baccarat-panda-8-mortimers", "ez-baccarat-panda-8-mortimers");
    await monitor.checkPairings();
    await monitor.settled();
    expect((await rows("kind = 'unfiled-pairing'")).map((r) => [r.table_id, r.cleared_at])).toEqual([["p4", null]]);
    const alert = published.find((m) => m.alert.kind === "unfiled-pairing")!.alert;
    expect(alert.title).toBe("Fee schedule not filed for the game");
    expect(alert.message).toMatch(/^Table 4 · Panda 8 runs under a fee schedule not filed for its game: Mortimer's Card Room's fee schedule for EZ Baccarat Panda 8 is not filed for EZ Baccarat Panda 8 \(Kings Card Club\); it is filed for EZ Baccarat Panda 8 \(Mortimer's Card Room\)\..*It keeps running as it was set up; choose the game filed with its schedule/);
    expect(alert.message).not.toMatch(/ez-baccarat|p4/);
    // Raised once, however often the floor looks.
    await monitor.checkPairings();
    await monitor.settled();
    expect(await rows("kind = 'unfiled-pairing'")).toHaveLength(1);
    // The admin chooses Mortimer's game for Mortimer's schedule: the table's configuration clears it.
    await insert("p4", "Table 4 · Panda 8", "ez-baccarat-panda-8-mortimers", "ez-baccarat-panda-8-mortimers");
    listener.changed({ ...change("p4", [{ type: "TableConfigured" }]) } as never);
    await monitor.settled();
    expect((await rows("kind = 'unfiled-pairing'")).map((r) => [r.table_id, r.cleared_at !== null])).toEqual([["p4", true]]);
  });
});
