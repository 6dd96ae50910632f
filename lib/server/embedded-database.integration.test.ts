/**
 * The real server on its embedded PostgreSQL (no DATABASE_URL), as `npm start` runs it on a room's
 * own machine: a clean shutdown saves the tables before it stops the database, and a database
 * process that dies is started again and the tables resume by themselves, the dealer reading plain
 * words meanwhile.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { connect as connectDatabase, type Database } from "./db/database";
import { startEmbeddedPostgres, type EmbeddedServer } from "./db/embedded-postgres";
import { spawnServer, type ServerProcess } from "./test-process";
import { ask, connect } from "./test-server";

type Answer = { ok: boolean; version: number; code?: string; message?: string; duplicate?: boolean };

const dataDir = path.join(process.cwd(), ".data", `embedded-server-${process.pid}`);
const port = await new Promise<number>((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const p = (s.address() as net.AddressInfo).port;
    s.close(() => resolve(p));
  });
});
/** The server with its own database: DATABASE_URL emptied so the embedded one is used. */
const env = { DATABASE_URL: "", SEED_DEMO: "true", DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) };

let server: ServerProcess | undefined;
let database: EmbeddedServer | undefined;
let db: Database | undefined;
afterAll(async () => {
  await server?.kill("SIGKILL");
  await db?.close();
  // Whoever runs the database last (the test or a killed server's child) is stopped by its pid.
  const pid = await postmasterPid();
  if (pid !== null) process.kill(pid, "SIGINT");
  await database?.stop();
  for (let i = 0; i < 200 && (await postmasterPid()) !== null; i++) await new Promise((r) => setTimeout(r, 100));
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function postmasterPid(): Promise<number | null> {
  const text = await fs.readFile(path.join(dataDir, "pg", "postmaster.pid"), "utf8").catch(() => null);
  const pid = Number(text?.split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/** This test's own view of the server's database (the running one is reused, never watched or stopped). */
async function openDatabase(): Promise<Database> {
  database = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port, restart: false });
  return connectDatabase(database.url("cardroom"), 2);
}

function dealerClient(socket: Socket, tableId: string, version: number) {
  const prefix = crypto.randomBytes(4).toString("hex");
  let n = 0;
  const client = {
    version,
    async send(command: Record<string, unknown>): Promise<Answer> {
      const answer = await ask<Answer>(socket, "table:command", { tableId, id: `cmd-${prefix}-${++n}`, expectedVersion: client.version, command });
      if (answer.ok) client.version = answer.version;
      return answer;
    },
  };
  return client;
}

describe("the server on its embedded PostgreSQL", () => {
  it("SIGTERM: the tables' snapshots are saved first, then the database stops, and the process exits cleanly", async () => {
    server = await spawnServer(env);
    db = await openDatabase();
    const socket = await connect({ port: server.port, db }, "dealer", "t1");
    const sub = await ask<{ version: number }>(socket, "table:subscribe", { tableId: "t1" });
    const dealer = dealerClient(socket, "t1", sub.version);
    for (const seat of [1, 2, 3]) expect(await dealer.send({ type: "seat-player", seat, name: `P${seat}` })).toMatchObject({ ok: true });
    expect(await dealer.send({ type: "open-bank", firstSeat: 3 })).toMatchObject({ ok: true });
    socket.close();
    await db.close();
    db = undefined;

    await server.kill("SIGTERM");
    expect(server.child.exitCode).toBe(0);
    // The database was stopped by the server, after the snapshot.
    expect(await postmasterPid()).toBeNull();
    db = await openDatabase();
    const { rows } = await db.pool.query<{ seq: number }>("SELECT max(seq) AS seq FROM table_snapshots WHERE table_id = 't1'");
    expect(rows[0]?.seq).toBe(dealer.version);
  });

  it("the database process killed under a running server: started again, the dealer told in plain words, the table resumes by itself", async () => {
    server = await spawnServer(env);
    db ??= await openDatabase();
    const socket = await connect({ port: server.port, db }, "dealer", "t2");
    const faults: { faulted: boolean; message: string }[] = [];
    socket.on("table:fault", (m: { faulted: boolean; message: string }) => faults.push(m));
    const sub = await ask<{ version: number }>(socket, "table:subscribe", { tableId: "t2" });
    const dealer = dealerClient(socket, "t2", sub.version);
    expect(await dealer.send({ type: "seat-player", seat: 1, name: "Ann" })).toMatchObject({ ok: true });
    await db.close();
    db = undefined;

    const pid = await postmasterPid();
    expect(pid).not.toBeNull();
    process.kill(pid!, "SIGKILL");
    await expect.poll(() => postmasterPid().then((p) => p !== pid)).toBe(true);
    // Refused while it is down (or answered once it is back): never a driver's words.
    const during = await dealer.send({ type: "seat-player", seat: 2, name: "Bo" });
    // Refused in plain words while it is down; or, when the database was back before the step
    // reached it (it is restarted within a second), answered: both are right.
    if (!during.ok) expect(["STORE_UNAVAILABLE", "OUTCOME_UNKNOWN"]).toContain(during.code);
    for (const text of [during.message ?? "", ...faults.map((f) => f.message)]) expect(text).not.toMatch(/ECONN|connect |terminat|postgres|57P|08\d/i);

    // Back by itself: the table resumes without a restart of the server.
    await expect.poll(() => postmasterPid(), { timeout: 30_000 }).not.toBeNull();
    if (faults.length > 0) await expect.poll(() => faults.at(-1)?.faulted, { timeout: 30_000 }).toBe(false);
    await expect.poll(async () => (await dealer.send({ type: "seat-player", seat: 3, name: "Cy" })).ok, { timeout: 30_000 }).toBe(true);
    expect(server.output()).toMatch(/ended unexpectedly/i);
    socket.close();
    await server.kill("SIGTERM");
    expect(server.child.exitCode).toBe(0);
  });
});
