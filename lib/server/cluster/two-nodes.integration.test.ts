import { DEMO_TABLES } from "@/lib/server/demo-floor";
import crypto from "node:crypto";
import http from "node:http";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { createAdapter } from "@socket.io/redis-adapter";
import { TABLE_SERVER_SLOW } from "@/lib/contract/socket";
import { afterAll, describe, expect, it } from "vitest";
import { REDIS_URL, redisReachable } from "./test-redis";
import { loadConfig } from "../config";
import { createTestDatabase } from "../db/test-database";
import { startTestServer, connect, ask } from "../test-server";

const haveRedis = await redisReachable();

describe.skipIf(!haveRedis)("two nodes on one database (Redis adapter + advisory-lock ownership)", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c().catch(() => {});
  });

  it("one node owns each table; the other forwards commands and relays views; the survivor takes over", async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    const prefix = `cardroom-test-${crypto.randomBytes(4).toString("hex")}`;
    const config = () => loadConfig({ DATABASE_URL: db.url, PORT: "0", HOST: "127.0.0.1", REDIS_URL, REDIS_KEY_PREFIX: prefix, SEED_DEMO: "true" });
    const a = await startTestServer({ config: config() }, { url: db.url });
    let aClosed = false;
    cleanup.push(async () => {
      if (!aClosed) await a.close();
    });
    const b = await startTestServer({ config: config() }, { url: db.url });
    cleanup.push(() => b.close());
    expect(a.registry.tableIds().sort()).toEqual(DEMO_TABLES.map((t) => t.id).sort());
    expect(b.registry.tableIds()).toEqual([]);

    const dealer = await connect(b, "dealer", "t2");
    const display = await connect(b, "display", "t2");
    cleanup.push(async () => {
      dealer.close();
      display.close();
    });
    const sub = await ask<{ ok: boolean; version: number }>(dealer, "table:subscribe", { tableId: "t2" });
    expect(sub.ok).toBe(true);
    await ask(display, "table:subscribe", { tableId: "t2" });
    const seen: number[] = [];
    display.on("table:view", (m: { version: number }) => seen.push(m.version));
    // A floor dashboard on node B: the owner A sends it the table's line through Redis.
    const floor = await connect(b, "supervisor", "t2");
    cleanup.push(async () => void floor.close());
    expect(await ask(floor, "floor:subscribe", {})).toMatchObject({ ok: true });
    const floorSeen: number[] = [];
    floor.on("floor:tables", (lines: { tableId: string; version?: number }[]) => {
      for (const line of lines) if (line.tableId === "t2" && line.version !== undefined) floorSeen.push(line.version);
    });

    let version = sub.version;
    let n = 0;
    const send = async (command: Record<string, unknown>) => {
      const answer = await ask<{ ok: boolean; version: number; code?: string }>(dealer, "table:command", { tableId: "t2", id: `two-nodes-${++n}`, expectedVersion: version, command });
      if (answer.ok) version = answer.version;
      return answer;
    };
    expect(await send({ type: "seat-player", seat: 1, name: "Ann" })).toMatchObject({ ok: true });
    expect(await send({ type: "seat-player", seat: 2, name: "Bo" })).toMatchObject({ ok: true });
    // The command went through node B to the owner A, which committed it and broadcast through Redis.
    expect(a.registry.snapshot("t2")?.version).toBe(version);
    await expect.poll(() => seen.at(-1)).toBe(version);
    await expect.poll(() => floorSeen.at(-1)).toBe(version);

    // Node A stops: its locks are released and node B takes the tables over from the log.
    await a.close();
    aClosed = true;
    await expect.poll(() => b.registry.tableIds().length, { timeout: 15_000, interval: 250 }).toBe(DEMO_TABLES.length);
    expect(b.registry.snapshot("t2")?.version).toBe(version);
    expect(await send({ type: "seat-player", seat: 3, name: "Cy" })).toMatchObject({ ok: true });
  });
  it("a node too slow to answer: a subscribe is refused as 'slow, trying again', not 'no such table', and the floor's answer says it is missing lines", async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    const prefix = `cardroom-test-${crypto.randomBytes(4).toString("hex")}`;
    const a = await startTestServer({ config: loadConfig({ DATABASE_URL: db.url, PORT: "0", HOST: "127.0.0.1", REDIS_URL, REDIS_KEY_PREFIX: prefix, SEED_DEMO: "true" }) }, { url: db.url });
    cleanup.push(() => a.close());
    // A supervisor may follow any table, and the floor.
    const floor = await connect(a, "supervisor", "t1");
    cleanup.push(async () => void floor.close());
    // Every node answers: a table nobody runs is not live, and the floor's lines are complete.
    expect(await ask(floor, "table:subscribe", { tableId: "t404" })).toMatchObject({ ok: false, code: "UNKNOWN_TABLE" });
    expect(await ask(floor, "floor:subscribe", {})).toMatchObject({ ok: true, complete: true });

    // A node on the same Redis that never answers (as one stalled past the adapter's 3 s would not).
    const pub = new Redis(REDIS_URL);
    const sub = pub.duplicate();
    const silent = new Server(http.createServer());
    silent.adapter(createAdapter(pub, sub, { key: prefix }));
    silent.of("/tables");
    cleanup.push(async () => {
      await new Promise((resolve) => silent.close(resolve));
      pub.disconnect();
      sub.disconnect();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ask(floor, "table:subscribe", { tableId: "t404" })).toMatchObject({ ok: false, code: TABLE_SERVER_SLOW, message: expect.stringMatching(/slow to answer/) });
    const lines = await ask<{ ok: boolean; complete: boolean; tables: unknown[] }>(floor, "floor:subscribe", {});
    expect(lines).toMatchObject({ ok: true, complete: false });
    // The node's own tables are there all the same.
    expect(lines.tables).toHaveLength(DEMO_TABLES.length);
  });
});
