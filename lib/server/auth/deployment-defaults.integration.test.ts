import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { passwordFileOf } from "@/lib/server/db/embedded-postgres";
import { spawnServer, type ServerProcess } from "@/lib/server/test-process";
import { getRuntime } from "@/lib/server/runtime";
import { startTestServer } from "@/lib/server/test-server";
import { loadConfig } from "@/lib/server/config";

/**
 * The real server (`node --import tsx server.ts`) as a deployment starts it and as the quick start
 * does: a deployment (NODE_ENV=production with its own PostgreSQL, as docker-compose runs it) has no
 * demo staff and prints no published password; `npm start` without DATABASE_URL keeps its demo floor.
 */
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
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

describe("the server's defaults", () => {
  it("a deployment (production, DATABASE_URL set, SEED_DEMO not given) starts without demo staff or published passwords", async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    const server: ServerProcess = await spawnServer({ DATABASE_URL: db.url, NODE_ENV: "production", SEED_DEMO: "" });
    cleanup.push(() => server.kill("SIGTERM"));
    expect(await db.prisma.staff.count()).toBe(0);
    expect(server.output()).not.toMatch(/demo-admin|published passwords are active/);
    expect(server.output()).toMatch(/no admin account exists yet/);
    await server.kill("SIGTERM");
  });

  it("its start page lists no demo account (the runtime holds none)", async () => {
    const db = await createTestDatabase();
    await db.close();
    const running = await startTestServer({ config: loadConfig({ DATABASE_URL: db.url, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production" }) }, { url: db.url });
    cleanup.push(() => db.drop());
    try {
      expect(getRuntime().demoAccounts).toEqual([]);
    } finally {
      await running.close();
    }
  });

  it("the quick start (no DATABASE_URL) keeps its demo floor, on an embedded PostgreSQL with a password of its own", async () => {
    const dataDir = path.join(process.cwd(), ".data", `quick-start-test-${process.pid}`);
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const server = await spawnServer({ DATABASE_URL: "", SEED_DEMO: "", NODE_ENV: "production", DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) });
    cleanup.push(() => server.kill("SIGTERM"));
    expect(server.output()).toMatch(/admin\s+password demo-admin/);
    expect((await fs.stat(passwordFileOf(path.join(dataDir, "pg")))).mode & 0o077).toBe(0);
    await server.kill("SIGTERM");
  });
});
