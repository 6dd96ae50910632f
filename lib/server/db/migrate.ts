import fs from "node:fs/promises";
import path from "node:path";
import crypto from "node:crypto";
import type pg from "pg";

/**
 * Applies the committed migrations (prisma/migrations/<name>/migration.sql) in name order, each in
 * its own transaction, recording name and checksum. Prisma's own `migrate deploy` needs a native
 * engine this environment cannot download, so the same files are applied here. An advisory lock
 * makes concurrent starts (two nodes) safe; a changed, already-applied file is refused.
 */
export const MIGRATIONS_DIR = path.join(process.cwd(), "prisma", "migrations");
const LOCK_KEY = 7_461_001;

export interface MigrationResult {
  applied: string[];
  alreadyApplied: number;
}

export async function migrate(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  const names = (await fs.readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS _migrations (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Map<string, string>();
    for (const row of (await client.query<{ name: string; checksum: string }>("SELECT name, checksum FROM _migrations")).rows) {
      done.set(row.name, row.checksum);
    }
    const applied: string[] = [];
    for (const name of names) {
      const sql = await fs.readFile(path.join(dir, name, "migration.sql"), "utf8");
      const checksum = crypto.createHash("sha256").update(sql).digest("hex");
      const previous = done.get(name);
      if (previous !== undefined) {
        if (previous !== checksum) throw new Error(`migration ${name} was changed after it was applied: add a new migration instead`);
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(sql);
        await client.query("INSERT INTO _migrations (name, checksum) VALUES ($1, $2)", [name, checksum]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
      applied.push(name);
    }
    return { applied, alreadyApplied: done.size };
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    client.release();
  }
}
