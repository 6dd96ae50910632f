/**
 * The hash chain end to end (issue 32): rounds played on the real server (a child process, killed
 * mid-round with SIGKILL and stopped with SIGTERM, started again each time), then `npm run verify-log`
 * run as the command line it is. An untouched log passes; then, as an attacker with write access
 * would, the append-only trigger is set aside and one event's content is changed, one event deleted
 * and two events swapped: each is named by table and version, and the restarted server raises a
 * critical floor alert naming the table and the version in words.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { spawnServer, type ServerProcess } from "@/lib/server/test-process";
import { ask, connect } from "@/lib/server/test-server";
import { nextCommand, type DealerViewLike } from "@/lib/bench/driver";

type Answer = { ok: boolean; version: number; code?: string };

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ServerProcess | null = null;
const TABLES = ["t1", "t2", "t3", "t6"];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await server?.kill("SIGKILL");
  await db?.drop();
});

const env = () => ({ DATABASE_URL: db.url, SEED_DEMO: "true" });

/** One command's answer, or null when the server went away first. */
function askOnce(socket: Socket, payload: unknown): Promise<Answer | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(null), 8000);
    const lost = () => done(null);
    function done(a: Answer | null) {
      clearTimeout(timer);
      socket.off("disconnect", lost);
      resolve(a);
    }
    socket.once("disconnect", lost);
    if (!socket.connected) return done(null);
    socket.emit("table:command", payload, (a: Answer) => done(a));
  });
}

/** Commands answered so far, all tables. */
let answered = 0;

/** A dealer plays baccarat rounds on one table for `commands` commands, or until the server goes away. */
async function play(port: number, tableId: string, commands: number): Promise<number> {
  let socket: Socket;
  try {
    socket = await connect({ port, db }, "dealer", tableId);
  } catch {
    return 0;
  }
  let sent = 0;
  try {
    while (sent < commands) {
      const sub = await ask<{ ok: boolean; version: number; view: DealerViewLike }>(socket, "table:subscribe", { tableId }).catch(() => null);
      if (!sub?.ok) break;
      const command = nextCommand(sub.view);
      if ("error" in command) throw new Error(`${tableId}: ${command.error}`);
      const answer = await askOnce(socket, { tableId, id: `vl-${tableId}-${crypto.randomBytes(6).toString("hex")}`, expectedVersion: sub.version, command });
      if (!answer) break;
      sent += 1;
      answered += 1;
    }
  } finally {
    socket.close();
  }
  return sent;
}

/** `npm run -s verify-log -- <args>` as a process: its exit code and what it printed. */
function verifyLog(args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts", "verify-log.ts"), ...args], {
      cwd: process.cwd(),
      env: { ...process.env, DATABASE_URL: db.url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.once("exit", (code) => resolve({ code, out, err }));
  });
}

/** Runs SQL as an attacker with write access: the append-only trigger set aside, then put back. */
async function tamper(sql: string, values: unknown[] = []): Promise<void> {
  const client = await db.pool.connect();
  try {
    await client.query("BEGIN");
    await client.query("ALTER TABLE table_events DISABLE TRIGGER table_events_append_only");
    await client.query(sql, values.length > 0 ? values : undefined);
    await client.query("ALTER TABLE table_events ENABLE TRIGGER table_events_append_only");
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    throw error;
  } finally {
    client.release();
  }
}

describe("verify-log on a log played through the real server", () => {
  it("finds nothing wrong after rounds, a SIGKILL mid-round and a SIGTERM, each followed by a restart", { timeout: 420_000 }, async () => {
    server = await spawnServer(env());
    // Busy tablets, killed mid-round: commits in flight when the process dies.
    const busy = TABLES.map((t) => play(server!.port, t, 10_000));
    for (let i = 0; i < 600 && answered < 120; i++) await new Promise((r) => setTimeout(r, 100));
    await server.kill("SIGKILL");
    const beforeKill = await Promise.all(busy);
    expect(beforeKill.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(100);

    server = await spawnServer(env());
    await Promise.all(TABLES.map((t) => play(server!.port, t, 60)));
    await server.kill("SIGTERM");
    server = await spawnServer(env());
    await Promise.all(TABLES.map((t) => play(server!.port, t, 60)));
    await server.kill("SIGTERM");
    server = null;

    const { rows } = await db.pool.query<{ n: number; rounds: number }>(
      "SELECT (SELECT count(*)::int FROM table_events) AS n, (SELECT count(*)::int FROM rounds WHERE status = 'complete' AND table_id = ANY($1)) AS rounds",
      [TABLES],
    );
    expect(rows[0]!.rounds).toBeGreaterThan(4);
    const clean = await verifyLog(["--json"]);
    expect(clean.err).toBe("");
    expect(clean.code).toBe(0);
    const report = JSON.parse(clean.out) as { tables: number; events: number; anchors: number; broken: unknown[] };
    expect(report).toEqual({ tables: expect.any(Number), events: rows[0]!.n, anchors: expect.any(Number), broken: [] });
    expect(report.tables).toBeGreaterThanOrEqual(TABLES.length);
    const words = await verifyLog([]);
    expect(words.code).toBe(0);
    expect(words.out).toMatch(/Table t1 \(.+\): [\d,]+ events checked: intact, versions 1-[\d,]+/);
    expect(words.out).toMatch(/the record is intact\.\n$/);
  });

  it("names the table and version of an event changed, an event deleted and two events swapped, and exits 1", { timeout: 300_000 }, async () => {
    const at = async (tableId: string, seq: number) => (await db.pool.query<{ id: string }>("SELECT id::text AS id FROM table_events WHERE table_id = $1 AND seq = $2", [tableId, seq])).rows[0]!.id;
    // A card changed in a past round of t1: its content no longer matches its hash.
    const dealt = await db.pool.query<{ seq: number }>("SELECT seq FROM table_events WHERE table_id = 't1' AND type = 'CardDealt' ORDER BY seq LIMIT 1 OFFSET 2");
    const changed = dealt.rows[0]!.seq;
    await tamper("UPDATE table_events SET payload = jsonb_set(payload, '{card}', to_jsonb((CASE WHEN payload->>'card' = 'KS' THEN 'QS' ELSE 'KS' END)::text)) WHERE id = $1", [await at("t1", changed)]);
    // An event removed from the middle of t2's log.
    const removed = 12;
    await tamper("DELETE FROM table_events WHERE id = $1", [await at("t2", removed)]);
    // Two events of t3 swapped (their versions exchanged).
    const [a, b] = [7, 8];
    await tamper(
      `UPDATE table_events SET seq = 2000000000 WHERE table_id = 't3' AND seq = ${a};
       UPDATE table_events SET seq = ${a} WHERE table_id = 't3' AND seq = ${b};
       UPDATE table_events SET seq = ${b} WHERE table_id = 't3' AND seq = 2000000000;`,
    );

    const json = await verifyLog(["--json"]);
    expect(json.code).toBe(1);
    const report = JSON.parse(json.out) as { broken: { table: string | null; version: number | null; why: string }[] };
    expect(report.broken.map((x) => [x.table, x.version])).toEqual([
      ["t1", changed],
      ["t2", removed],
      ["t3", a],
    ]);
    expect(report.broken[0]!.why).toMatch(/content does not match its hash/);
    expect(report.broken[1]!.why).toMatch(new RegExp(`version ${removed} is missing`));

    const words = await verifyLog([]);
    expect(words.code).toBe(1);
    expect(words.out).toMatch(new RegExp(`Table t1 \\(.+\\): [\\d,]+ events checked: BROKEN at version ${changed}:`));
    expect(words.out).toMatch(/Table t6 \(.+\): [\d,]+ events checked: intact/);
    expect(words.out).toMatch(/BROKEN \(3 tables\)/);

    // One table at a time.
    expect((await verifyLog(["--table", "t6"])).code).toBe(0);
    const one = await verifyLog(["--table", "t2", "--json"]);
    expect(one.code).toBe(1);
    expect(JSON.parse(one.out)).toMatchObject({ tables: 1, broken: [{ table: "t2", version: removed }] });

    // Bad arguments: exit 2 and one line naming the argument.
    for (const args of [["--tabel", "t1"], ["--table"], ["--table", "no such table!"], ["--table", "t404"]]) {
      const bad = await verifyLog(args);
      expect(bad.code, args.join(" ")).toBe(2);
      expect(bad.out).toBe("");
      expect(bad.err.trim().split("\n"), args.join(" ")).toHaveLength(1);
      expect(bad.err).toMatch(/--tabel|--table/);
    }

    // The floor is told: the server's check at start raises a critical alert per broken table, in words.
    server = await spawnServer(env());
    let alerts: { table_id: string | null; message: string }[] = [];
    for (let i = 0; i < 120 && alerts.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 500));
      alerts = (await db.pool.query<{ table_id: string | null; message: string }>("SELECT table_id, message FROM alerts WHERE kind = 'ledger-broken' ORDER BY table_id")).rows;
    }
    const names = new Map((await db.pool.query<{ id: string; name: string }>("SELECT id, name FROM tables")).rows.map((r) => [r.id, r.name]));
    expect(alerts.map((x) => x.table_id)).toEqual(["t1", "t2", "t3"]);
    expect(alerts[0]!.message).toContain(`${names.get("t1")}: its record was changed after it was written. The hash chain breaks at version ${changed}`);
    expect(alerts[1]!.message).toContain(`breaks at version ${removed}`);
    expect(server.output()).toMatch(/ledger check \(at start\): BROKEN: t1 at version \d+, t2 at version 12, t3 at version 7/);
    await server.kill("SIGTERM");
    server = null;
  });
});
