/**
 * The SQL side of the encoding (migration 20261204100000_event_hash_chain) held against the
 * server's (event-encoding.ts) on a real PostgreSQL: the canonical JSON of any stored value, the
 * record and hash the trigger makes for an insert that brings none, and the chaining of a log
 * written before the chain existed.
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { migrate, MIGRATIONS_DIR } from "@/lib/server/db/migrate";
import { canonicalJson, eventHash, eventRecordText, GENESIS_HASH } from "./event-encoding";
import { verifyLedger } from "./verify-ledger";

const CHAIN_MIGRATION = "20261204100000_event_hash_chain";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query("INSERT INTO rooms (id, name) VALUES ('r', 'R')");
  await db.pool.query("INSERT INTO tables (id, room_id, name, game_id, seats, fee_schedule_id, fee_option_id, min_wager_cents, max_wager_cents) VALUES ('t1', 'r', 'One', 'g', 8, 'f', '1', 1, 2)");
});
afterAll(async () => {
  await db?.drop();
});

/** Any JSON a log could hold: PostgreSQL refuses \u0000 in text. */
const storable = fc
  .jsonValue({ maxDepth: 4, stringUnit: "grapheme" })
  .map((v) => JSON.parse(JSON.stringify(v)) as unknown)
  .filter((v) => !JSON.stringify(v).includes("\\u0000"));

describe("the encoding in SQL and in the server", () => {
  it("gives the same canonical JSON for any stored value (numbers, escapes, nesting, non-ASCII)", async () => {
    const values = [...fc.sample(storable, { numRuns: 400, seed: 32 }), 1e21, 1.5e-7, 5e-324, -1.7976931348623157e308, 0.000001, 123.456, -0.5, "\u2028\u007f\u0001é😀", { "é": 1, e: 2, E: 3, "": [] }];
    const { rows } = await db.pool.query<{ i: number; text: string }>(
      "SELECT i::int AS i, ledger_canonical_json(v) AS text FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS a(v, i) ORDER BY i",
      [JSON.stringify(values)],
    );
    expect(rows).toHaveLength(values.length);
    const mismatches = rows.filter((r) => r.text !== canonicalJson(values[r.i - 1])).map((r) => ({ value: values[r.i - 1], sql: r.text, server: canonicalJson(values[r.i - 1]) }));
    expect(mismatches).toEqual([]);
  });

  it("an insert that brings no hash is chained by the database exactly as the server would", async () => {
    const payload = { type: "CardDealt", card: "9H", n: 1.25, nested: { b: [1, "two"], a: null } };
    const at = new Date("2026-12-04T10:11:12.345Z");
    await db.pool.query("INSERT INTO table_events (table_id, seq, type, payload, command_id, actor_id, created_at) VALUES ('t1', 1, 'CardDealt', $1, 'cmd-1', 'dealer-1', $2)", [JSON.stringify(payload), at]);
    await db.pool.query("INSERT INTO table_events (table_id, seq, type, payload, created_at) VALUES ('t1', 2, 'Tick', '{}', $1)", [at]);
    const { rows } = await db.pool.query<{ seq: number; text: string; prev: string; hash: string }>(
      "SELECT seq, ledger_event_text(table_id, seq, type, payload, created_at, command_id, actor_id, prev_hash) AS text, encode(prev_hash, 'hex') AS prev, encode(hash, 'hex') AS hash FROM table_events WHERE table_id = 't1' ORDER BY seq",
    );
    const first = { tableId: "t1", seq: 1, type: "CardDealt", event: payload, at, commandId: "cmd-1", actorId: "dealer-1", prevHash: GENESIS_HASH };
    expect(rows[0]).toEqual({ seq: 1, text: eventRecordText(first), prev: GENESIS_HASH, hash: eventHash(first) });
    expect(rows[1]!.prev).toBe(rows[0]!.hash);
    expect(rows[1]!.hash).toBe(eventHash({ tableId: "t1", seq: 2, type: "Tick", event: {}, at, commandId: null, actorId: null, prevHash: rows[0]!.hash }));
    expect((await verifyLedger(db.pool)).broken).toEqual([]);
  });

  it("refuses an event that names another previous hash than its table's latest, and keeps refusing changes", async () => {
    await expect(db.pool.query("INSERT INTO table_events (table_id, seq, type, payload, prev_hash) VALUES ('t1', 3, 'X', '{}', decode(repeat('ab', 32), 'hex'))")).rejects.toThrow(/previous hash/);
    await expect(db.pool.query("UPDATE table_events SET payload = '{}' WHERE table_id = 't1' AND seq = 1")).rejects.toThrow(/append-only/);
    await expect(db.pool.query("DELETE FROM table_events WHERE table_id = 't1'")).rejects.toThrow(/append-only/);
    await expect(db.pool.query("UPDATE ledger_anchors SET kind = 'on-demand'")).resolves.toBeDefined(); // no rows: nothing to refuse
    await expect(db.pool.query("TRUNCATE ledger_records")).rejects.toThrow(/append-only/);
  });
});

describe("the migration chains the events written before it", () => {
  let admin: pg.Client;
  let pool: pg.Pool;
  let name: string;
  let before: string;
  beforeAll(async () => {
    const adminUrl = inject("pgAdminUrl");
    name = `test_${crypto.randomBytes(6).toString("hex")}`;
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // Every migration before the chain's, as a database of the previous version has them.
    before = await fs.mkdtemp(path.join(os.tmpdir(), "migrations-before-chain-"));
    for (const entry of await fs.readdir(MIGRATIONS_DIR)) {
      if (entry < CHAIN_MIGRATION) await fs.cp(path.join(MIGRATIONS_DIR, entry), path.join(before, entry), { recursive: true });
    }
  });
  afterAll(async () => {
    await pool?.end();
    await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin?.end();
    await fs.rm(before, { recursive: true, force: true });
  });

  it("chains every table's log as the server would, names the snapshot's hash, and says so in the ledger's record", async () => {
    await migrate(pool, before);
    await pool.query("INSERT INTO rooms (id, name) VALUES ('r', 'R')");
    await pool.query("INSERT INTO tables (id, room_id, name, game_id, seats, fee_schedule_id, fee_option_id, min_wager_cents, max_wager_cents) VALUES ('a', 'r', 'A', 'g', 8, 'f', '1', 1, 2), ('b', 'r', 'B', 'g', 8, 'f', '1', 1, 2)");
    const at = new Date("2026-11-30T08:00:00.123Z");
    for (let seq = 1; seq <= 30; seq++) {
      await pool.query("INSERT INTO table_events (table_id, seq, type, payload, command_id, actor_id, created_at) VALUES ('a', $1, 'Tick', $2, $3, 'dealer', $4)", [seq, JSON.stringify({ type: "Tick", seq, amount: seq * 250, note: `héllo ${seq}` }), `c${seq}`, at]);
    }
    await pool.query("INSERT INTO table_events (table_id, seq, type, payload) VALUES ('b', 1, 'Opened', '{\"type\":\"Opened\"}')");
    await pool.query("INSERT INTO table_snapshots (table_id, seq, state) VALUES ('a', 20, '{}')");

    const result = await migrate(pool);
    expect(result.applied).toContain(CHAIN_MIGRATION);
    const verification = await verifyLedger(pool);
    expect(verification.broken).toEqual([]);
    expect(verification.events).toBe(31);
    expect(verification.perTable.find((t) => t.tableId === "a")?.chainedByMigration).toEqual({ to: 30, at: expect.any(String) });
    const snap = await pool.query("SELECT encode(s.hash, 'hex') = encode(e.hash, 'hex') AS same FROM table_snapshots s JOIN table_events e ON e.table_id = s.table_id AND e.seq = s.seq");
    expect(snap.rows).toEqual([{ same: true }]);
    const records = await pool.query<{ kind: string; message: string; detail: { tables: unknown[] } }>("SELECT kind, message, detail FROM ledger_records");
    expect(records.rows).toHaveLength(1);
    expect(records.rows[0]!.message).toMatch(/Chained by migration 20261204100000_event_hash_chain on \d{4}-\d\d-\d\d .*31 events of 2 tables/);
    expect(records.rows[0]!.detail.tables).toEqual([
      { table: "a", from: 1, to: 30 },
      { table: "b", from: 1, to: 1 },
    ]);
    // The append-only rule is back in force after the migration.
    await expect(pool.query("UPDATE table_events SET payload = '{}' WHERE table_id = 'a' AND seq = 1")).rejects.toThrow(/append-only/);
  });
});
