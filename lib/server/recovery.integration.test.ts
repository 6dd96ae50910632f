import crypto from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { createTestDatabase } from "./db/test-database";
import { ensureDatabase, startEmbeddedPostgres } from "./db/embedded-postgres";
import { spawnServer, type ServerProcess } from "./test-process";
import { startTestServer, connect, ask } from "./test-server";
import { loadConfig } from "./config";

type Answer = { ok: boolean; version: number; code?: string; message?: string; duplicate?: boolean };

/** A dealer's command stream, as a tablet sends it: the id and the version it was made against. */
function dealerClient(socket: Socket, tableId: string, version: number) {
  let n = 0;
  const prefix = crypto.randomBytes(4).toString("hex");
  const client = {
    version,
    lastId: "",
    async send(command: Record<string, unknown>, id = `cmd-${prefix}-${++n}`): Promise<Answer> {
      client.lastId = id;
      const answer = await ask<Answer>(socket, "table:command", { tableId, id, expectedVersion: client.version, command });
      if (answer.ok) client.version = answer.version;
      return answer;
    },
    /** Deal until the rules say no card is due. */
    async dealAll(): Promise<void> {
      for (let i = 0; i < 8; i++) {
        const a = await client.send({ type: "deal-card" });
        if (!a.ok) {
          expect(a.code).toBe("NO_CARD_DUE");
          return;
        }
      }
    },
  };
  return client;
}

async function count(db: { pool: { query: (q: string, v: unknown[]) => Promise<{ rows: { n: number }[] }> } }, sql: string, values: unknown[] = []): Promise<number> {
  return (await db.pool.query(sql, values)).rows[0]!.n;
}

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

describe("durability and recovery of the real server", () => {
  it("killed with SIGKILL mid-round and started again: the same state, nothing lost, nothing doubled", async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    let server: ServerProcess = await spawnServer({ DATABASE_URL: db.url, SEED_DEMO: "true" });
    cleanup.push(() => server.kill("SIGKILL"));
    let socket = await connect({ port: server.port, db }, "dealer", "t1");
    const sub = await ask<{ version: number }>(socket, "table:subscribe", { tableId: "t1" });
    const dealer = dealerClient(socket, "t1", sub.version);
    for (const seat of [1, 2, 3]) expect(await dealer.send({ type: "seat-player", seat, name: `P${seat}` })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "open-bank", firstSeat: 3 })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "accept-bank", seat: 3, bank: 50_000 })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "start-shoe", source: "server" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "open-betting" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "place-wager", seat: 2, bet: "banker", amount: 2_000 })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "close-betting" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "deal-card" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "deal-card" })).toMatchObject({ ok: true });
    const lastId = dealer.lastId;
    const before = await ask<{ version: number; view: unknown }>(socket, "table:subscribe", { tableId: "t1" });
    const feesBefore = await count(db, "SELECT count(*)::int AS n FROM fee_drops");
    expect(feesBefore).toBe(3);

    await server.kill("SIGKILL");
    socket.close();
    server = await spawnServer({ DATABASE_URL: db.url, SEED_DEMO: "true" });
    socket = await connect({ port: server.port, db }, "dealer", "t1");
    const after = await ask<{ version: number; view: unknown }>(socket, "table:subscribe", { tableId: "t1" });
    expect(after.version).toBe(before.version);
    expect(after.view).toEqual(before.view);

    // The tablet retries its last command after the crash: answered, not applied again.
    const resumed = dealerClient(socket, "t1", after.version - 1);
    expect(await resumed.send({ type: "deal-card" }, lastId)).toMatchObject({ ok: true, version: after.version, duplicate: true });
    resumed.version = after.version;
    expect(await count(db, "SELECT count(*)::int AS n FROM table_events WHERE table_id = 't1'")).toBe(after.version);

    await resumed.dealAll();
    expect(await resumed.send({ type: "settle" })).toMatchObject({ ok: true });
    expect(await resumed.send({ type: "advance-settlement", through: 2 })).toMatchObject({ ok: true });
    expect(await resumed.send({ type: "end-round" })).toMatchObject({ ok: true });
    expect(await count(db, "SELECT count(*)::int AS n FROM rounds WHERE table_id = 't1' AND status = 'complete'")).toBe(1);
    expect(await count(db, "SELECT count(*)::int AS n FROM fee_drops")).toBe(feesBefore);
    socket.close();
    await server.kill("SIGTERM");
  });

  it("stopped with SIGTERM mid-round (a snapshot at the latest version): the tablet's resent command is answered as a duplicate, never applied twice", async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    let server: ServerProcess = await spawnServer({ DATABASE_URL: db.url, SEED_DEMO: "true" });
    cleanup.push(() => server.kill("SIGKILL"));
    let socket = await connect({ port: server.port, db }, "dealer", "t1");
    const sub = await ask<{ version: number }>(socket, "table:subscribe", { tableId: "t1" });
    const dealer = dealerClient(socket, "t1", sub.version);
    for (const seat of [1, 2]) expect(await dealer.send({ type: "seat-player", seat, name: `P${seat}` })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "open-bank", firstSeat: 2 })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "accept-bank", seat: 2, bank: 50_000 })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "start-shoe", source: "server" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "open-betting" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "close-betting" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "deal-card" })).toMatchObject({ ok: true });
    const lastId = dealer.lastId;
    const cardsBefore = await count(db, "SELECT count(*)::int AS n FROM table_events WHERE table_id = 't1' AND type = 'CardDealt'");

    await server.kill("SIGTERM");
    expect(server.child.exitCode).toBe(0);
    socket.close();
    // The clean shutdown left a snapshot at the table's latest version: no event after it.
    const snap = (await db.pool.query("SELECT max(seq) AS seq FROM table_snapshots WHERE table_id = 't1'")).rows[0] as { seq: number };
    expect(snap.seq).toBe(dealer.version);

    server = await spawnServer({ DATABASE_URL: db.url, SEED_DEMO: "true" });
    socket = await connect({ port: server.port, db }, "dealer", "t1");
    const after = await ask<{ version: number }>(socket, "table:subscribe", { tableId: "t1" });
    expect(after.version).toBe(dealer.version);
    // The answer was lost: the tablet resends the same id with the version it now holds.
    const resumed = dealerClient(socket, "t1", after.version);
    expect(await resumed.send({ type: "deal-card" }, lastId)).toMatchObject({ ok: true, version: after.version, duplicate: true });
    expect(await count(db, "SELECT count(*)::int AS n FROM table_events WHERE table_id = 't1' AND type = 'CardDealt'")).toBe(cardsBefore);
    expect(await count(db, "SELECT count(*)::int AS n FROM table_events WHERE table_id = 't1'")).toBe(after.version);
    socket.close();
    await server.kill("SIGTERM");
  });

  it("two dealers racing for the same step: one wins, the other is refused", async () => {
    const server = await startTestServer();
    cleanup.push(async () => {
      await server.close();
      await server.dropDatabase();
    });
    const a = await connect(server, "dealer", "t2");
    const b = await connect(server, "dealer", "t2");
    cleanup.push(async () => {
      a.close();
      b.close();
    });
    const sub = await ask<{ version: number }>(a, "table:subscribe", { tableId: "t2" });
    const first = dealerClient(a, "t2", sub.version);
    const second = dealerClient(b, "t2", sub.version);
    const answers = await Promise.all([first.send({ type: "seat-player", seat: 1, name: "Ann" }), second.send({ type: "seat-player", seat: 2, name: "Bo" })]);
    expect(answers.filter((x) => x.ok)).toHaveLength(1);
    expect(answers.filter((x) => !x.ok).map((x) => x.code)).toEqual(["STALE_VERSION"]);
    expect(await count(server.db, "SELECT count(*)::int AS n FROM table_events WHERE table_id = 't2'")).toBe(sub.version + 1);
  });

  it("the database restarted under a running server: commands refused clearly while it is down, service back without a restart", async () => {
    const dataDir = path.join(process.cwd(), ".data", `pg-restart-${process.pid}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    const port = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    let pg = await startEmbeddedPostgres({ dataDir, port });
    cleanup.push(async () => {
      await pg.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    await ensureDatabase(pg.url("postgres"), "cardroom");
    const config = loadConfig({ DATABASE_URL: pg.url("cardroom"), PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "true" });
    const server = await startTestServer({ config }, { url: pg.url("cardroom") });
    cleanup.push(() => server.close());
    const socket = await connect(server, "dealer", "t1");
    cleanup.push(async () => socket.close());
    const faults: boolean[] = [];
    socket.on("table:fault", (m: { faulted: boolean }) => faults.push(m.faulted));
    const sub = await ask<{ version: number }>(socket, "table:subscribe", { tableId: "t1" });
    const dealer = dealerClient(socket, "t1", sub.version);
    expect(await dealer.send({ type: "seat-player", seat: 1, name: "Ann" })).toMatchObject({ ok: true });

    await pg.stop();
    const down = await dealer.send({ type: "seat-player", seat: 2, name: "Bo" });
    expect(down).toMatchObject({ ok: false, code: "STORE_UNAVAILABLE" });
    expect(down.message).toMatch(/database/i);
    expect(await dealer.send({ type: "seat-player", seat: 2, name: "Bo" })).toMatchObject({ ok: false, code: "STORE_UNAVAILABLE" });
    await expect.poll(() => faults.at(-1)).toBe(true);

    pg = await startEmbeddedPostgres({ dataDir, port });
    await expect.poll(() => faults.at(-1), { timeout: 20_000 }).toBe(false);
    expect(await dealer.send({ type: "seat-player", seat: 2, name: "Bo" })).toMatchObject({ ok: true, version: sub.version + 2 });
  });

  it("a display subscribed through a whole 21st Century round never receives the face-down card", async () => {
    const server = await startTestServer();
    cleanup.push(async () => {
      await server.close();
      await server.dropDatabase();
    });
    const dealerSocket = await connect(server, "dealer", "t3");
    const display = await connect(server, "display", "t3");
    cleanup.push(async () => {
      dealerSocket.close();
      display.close();
    });
    const messages: { event: string; payload: unknown }[] = [];
    display.onAny((event: string, payload: unknown) => messages.push({ event, payload }));
    const sub = await ask<{ version: number }>(dealerSocket, "table:subscribe", { tableId: "t3" });
    await ask(display, "table:subscribe", { tableId: "t3" });
    const dealer = dealerClient(dealerSocket, "t3", sub.version);
    for (const seat of [1, 2, 5]) await dealer.send({ type: "seat-player", seat, name: `P${seat}` });
    await dealer.send({ type: "open-bank", firstSeat: 5 });
    await dealer.send({ type: "accept-bank", seat: 5, bank: 100_000 });
    await dealer.send({ type: "start-shoe", source: "server" });
    await dealer.send({ type: "open-betting" });
    expect(await dealer.send({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 })).toMatchObject({ ok: true });
    await dealer.send({ type: "close-betting" });
    for (let guard = 0; guard < 12; guard++) {
      const view = (await ask<{ view: { next: { command: string | null } } }>(dealerSocket, "table:subscribe", { tableId: "t3" })).view;
      const next = view.next.command;
      if (next === "settle" || next === null) break;
      expect(await dealer.send({ type: next })).toMatchObject({ ok: true });
    }
    expect(await dealer.send({ type: "settle" })).toMatchObject({ ok: true });
    // The hole card as dealt, from the log (never from anything the display received).
    const { rows } = await server.db.pool.query("SELECT payload->>'card' AS card, seq FROM table_events WHERE table_id = 't3' AND type = 'CardDealt' AND (payload->>'faceDown')::boolean");
    const hole = rows[0] as { card: string; seq: number };
    const exposed = (await server.db.pool.query("SELECT min(seq) AS seq FROM table_events WHERE table_id = 't3' AND type IN ('HoleCardExposed')")).rows[0] as { seq: number };
    await expect.poll(() => messages.filter((m) => m.event === "table:view").length).toBeGreaterThan(5);
    const views = messages.filter((m) => m.event === "table:view").map((m) => m.payload as { version: number; view: { banker: { cards: string[] }; player: { cards: string[] } } });
    const whileDown = views.filter((v) => v.version >= hole.seq && v.version < exposed.seq);
    expect(whileDown.length).toBeGreaterThan(0);
    for (const v of whileDown) {
      expect(v.view.banker.cards[1]).toBe("face-down");
      // Card codes appear only in the hands, and never in the hole card's place.
      const mentioned = JSON.stringify(v.view).match(/"[A2-9TJQK][SHDC]"/g) ?? [];
      expect(mentioned.length).toBe([...v.view.player.cards, ...v.view.banker.cards].filter((c) => c !== "face-down").length);
    }
    const afterExpose = views.find((v) => v.version >= exposed.seq);
    expect(afterExpose?.view.banker.cards[1]).toBe(hole.card);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const haveRedis = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const s = net.connect({ host: hostname, port: Number(port || 6379) });
  s.once("connect", () => (s.destroy(), resolve(true)));
  s.once("error", () => resolve(false));
});

describe.skipIf(!haveRedis)("two server processes with Redis", () => {
  it("a display on one node follows commands made on the other", async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    const env = { DATABASE_URL: db.url, SEED_DEMO: "true", REDIS_URL, REDIS_KEY_PREFIX: `cardroom-proc-${crypto.randomBytes(4).toString("hex")}` };
    const a = await spawnServer(env);
    cleanup.push(() => a.kill("SIGTERM"));
    const b = await spawnServer(env);
    cleanup.push(() => b.kill("SIGTERM"));
    const dealerSocket = await connect({ port: a.port, db }, "dealer", "t4");
    const display = await connect({ port: b.port, db }, "display", "t4");
    cleanup.push(async () => {
      dealerSocket.close();
      display.close();
    });
    const sub = await ask<{ version: number }>(dealerSocket, "table:subscribe", { tableId: "t4" });
    expect(await ask(display, "table:subscribe", { tableId: "t4" })).toMatchObject({ ok: true, version: sub.version });
    const seen: number[] = [];
    display.on("table:view", (m: { version: number }) => seen.push(m.version));
    const dealer = dealerClient(dealerSocket, "t4", sub.version);
    expect(await dealer.send({ type: "seat-player", seat: 1, name: "Ann" })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "seat-player", seat: 9, name: "Bo" })).toMatchObject({ ok: true });
    await expect.poll(() => seen.at(-1), { timeout: 10_000 }).toBe(dealer.version);
  });
});
