/**
 * The database `npm run verify-log` reads, found as `npm start` finds it: DATABASE_URL, or the
 * embedded PostgreSQL of DATA_DIR. An embedded server already running on that folder (the table
 * server's) is used as it is, on the port it runs on (its postmaster.pid says which); none is ever
 * started beside it. When nothing runs on the folder, it is started for the check and stopped after.
 * The check never migrates: a database without the chain is reported, not changed.
 */
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type EmbeddedServer } from "@/lib/server/db/embedded-postgres";
import type { ServerConfig } from "@/lib/server/config";

/** The database name `npm start` uses on its embedded server (lib/server/db/database.ts). */
const EMBEDDED_DATABASE = "cardroom";

export class LedgerDatabaseError extends Error {
  override name = "LedgerDatabaseError";
}

export interface LedgerDatabase {
  readonly pool: pg.Pool;
  /** Where it is, in words (for the report's first line). */
  readonly where: string;
  close(): Promise<void>;
}

/** The running postmaster of a data folder and its port (postmaster.pid: pid on line 1, port on line 4), if any. */
async function runningOn(dataDir: string): Promise<{ pid: number; port: number } | null> {
  const text = await fs.readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => null);
  if (text === null) return null;
  const lines = text.split("\n");
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive, but another user's (PostgreSQL runs as its own user when we are root).
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return null;
  }
  return Number.isInteger(port) && port > 0 ? { pid, port } : null;
}

export async function openLedgerDatabase(config: Pick<ServerConfig, "DATABASE_URL" | "DATA_DIR" | "EMBEDDED_PG_PORT">): Promise<LedgerDatabase> {
  let embedded: EmbeddedServer | undefined;
  let url: string;
  let where: string;
  if (config.DATABASE_URL) {
    url = config.DATABASE_URL;
    const u = new URL(url);
    where = `the database at ${u.host}${u.pathname} (DATABASE_URL)`;
  } else {
    const dataDir = path.resolve(config.DATA_DIR, "pg");
    const made = await fs
      .access(path.join(dataDir, "PG_VERSION"))
      .then(() => true)
      .catch(() => false);
    if (!made) throw new LedgerDatabaseError(`there is no embedded database in ${dataDir} yet: start the server once (npm start), or set DATABASE_URL`);
    const running = await runningOn(dataDir);
    try {
      embedded = await startEmbeddedPostgres({ dataDir, port: running?.port ?? config.EMBEDDED_PG_PORT, restart: false });
    } catch (error) {
      throw new LedgerDatabaseError(`the embedded database in ${dataDir} could not be opened: ${(error as Error).message}`);
    }
    url = embedded.url(EMBEDDED_DATABASE);
    where = running ? `the embedded database in ${dataDir} (the running server's, pid ${running.pid})` : `the embedded database in ${dataDir} (started for this check)`;
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on("error", () => {});
  const close = async () => {
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
  };
  try {
    const { rows } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'table_events' AND column_name IN ('hash', 'prev_hash')",
    );
    if ((rows[0]?.n ?? 0) < 2) throw new LedgerDatabaseError(`${where} has no hash chain yet: start the server once to apply its migration`);
  } catch (error) {
    await close();
    if (error instanceof LedgerDatabaseError) throw error;
    throw new LedgerDatabaseError(`${where} cannot be read: ${(error as Error).message}`);
  }
  return { pool, where, close };
}
