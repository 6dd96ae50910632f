/**
 * The soak run's own database: a fresh database on DATABASE_URL's server when it is set, else the
 * embedded PostgreSQL the server starts itself in a folder of its own (as `npm start` runs on a
 * room's machine). With the embedded one, the run can stop the database under the server and start
 * it again.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { connect, type Database } from "../server/db/database";
import { startEmbeddedPostgres } from "../server/db/embedded-postgres";
import { migrate } from "../server/db/migrate";
import { freePort, postmasterPid } from "./resend";

export interface SoakDatabase {
  readonly kind: "external" | "embedded";
  /** The server's environment for this database. */
  readonly env: Record<string, string>;
  /** Opened once the server has started it (the embedded one). */
  open(): Promise<Pick<Database, "pool" | "prisma">>;
  /** Stops the database at once (the embedded one only; null where the run cannot). */
  readonly stop: (() => Promise<void>) | null;
  /** Waits for the database to answer again, starting it when nobody else does. */
  readonly start: (() => Promise<void>) | null;
  /** After the server's clean shutdown (which stops the embedded database with it): the database up again, for the checks. */
  afterServer(): Promise<void>;
  cleanup(): Promise<void>;
}

export async function soakDatabase(): Promise<SoakDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `soak_${crypto.randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db = connect(url.toString(), 4);
    await migrate(db.pool);
    return {
      kind: "external",
      env: { DATABASE_URL: url.toString() },
      open: async () => db,
      stop: null,
      start: null,
      afterServer: async () => {},
      async cleanup() {
        await db.close();
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dataDir = path.join(process.cwd(), ".data", `soak-${process.pid}`);
  const pgDir = path.join(dataDir, "pg");
  await fs.rm(dataDir, { recursive: true, force: true });
  const port = await freePort();
  let db: Database | null = null;
  let mine: { stop(): Promise<void> } | null = null;
  const answers = async () => {
    const c = new pg.Client({ connectionString: (await startEmbeddedPostgres({ dataDir: pgDir, port, restart: false }).then((s) => ((mine ??= s), s))).url("cardroom") });
    await c.connect();
    await c.end();
  };
  return {
    kind: "embedded",
    env: { DATABASE_URL: "", DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) },
    async open() {
      const looking = await startEmbeddedPostgres({ dataDir: pgDir, port, restart: false });
      db = connect(looking.url("cardroom"), 4);
      return db;
    },
    async stop() {
      const pid = await postmasterPid(pgDir);
      if (pid !== null) process.kill(pid, "SIGKILL");
      for (let i = 0; i < 100 && (await postmasterPid(pgDir)) !== null; i++) await new Promise((r) => setTimeout(r, 50));
    },
    async start() {
      // The server restarts the database it started; a server that found it running already does not.
      for (let i = 0; i < 100; i++) {
        if ((await postmasterPid(pgDir)) !== null) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      await fs.rm(path.join(pgDir, "postmaster.pid"), { force: true });
      await answers();
    },
    async afterServer() {
      // A clean shutdown stops the database it started, after a moment: wait it out, then start it.
      for (let i = 0; i < 120; i++) {
        if ((await postmasterPid(pgDir)) === null) {
          await fs.rm(path.join(pgDir, "postmaster.pid"), { force: true });
          await answers();
          return;
        }
        const ok = await answers().then(
          () => true,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 500));
      }
    },
    async cleanup() {
      await db?.close().catch(() => {});
      await mine?.stop().catch(() => {});
      const pid = await postmasterPid(pgDir);
      if (pid !== null) process.kill(pid, "SIGINT");
      for (let i = 0; i < 200 && (await postmasterPid(pgDir)) !== null; i++) await new Promise((r) => setTimeout(r, 100));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
