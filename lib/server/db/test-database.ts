import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connect, type Database } from "./database";
import { migrate } from "./migrate";

/** A new, migrated database on the test server, dropped again by `drop()`. */
export async function createTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const adminUrl = inject("pgAdminUrl");
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = connect(url.toString(), 5);
  await migrate(db.pool);
  return {
    ...db,
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
