/**
 * The benchmark's PostgreSQL: a fresh database on the server in DATABASE_URL (loopback only; the
 * database is dropped afterwards), or a fresh embedded PostgreSQL in bench-results/pg-<pid>
 * (stopped and removed afterwards). Migrated with the project's own migrations.
 */
import { ROOM_ENTERED_DEMO_OPTION } from "@/lib/server/demo-floor";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import crypto from "node:crypto";
import pg from "pg";
import { ensureDatabase, passwordFileOf, startEmbeddedPostgres } from "@/lib/server/db/embedded-postgres";
import { migrate } from "@/lib/server/db/migrate";
import { demoConfigOf, gameOfTable } from "./games";

export interface BenchDatabase {
  readonly url: string;
  /** The postmaster's pid when the benchmark runs its own PostgreSQL (to read its CPU time). */
  readonly postmasterPid: number | null;
  readonly embedded: boolean;
  readonly pool: pg.Pool;
  /** Restart the embedded server (empties its shared buffers); no-op on an external server. */
  restart(): Promise<void>;
  cleanup(): Promise<void>;
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "::1", "[::1]"]);

export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return LOOPBACK.has(host) || host.startsWith("127.");
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

async function readPostmasterPid(dataDir: string): Promise<number | null> {
  const text = await fs.readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => "");
  const pid = Number(text.split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export async function openBenchDatabase(options: { resultsDir: string; log: (line: string) => void }): Promise<BenchDatabase> {
  const external = process.env.DATABASE_URL;
  if (external) {
    if (!isLoopbackUrl(external)) throw new Error("DATABASE_URL must point at a loopback address for the benchmark");
    const name = `bench_${process.pid}_${crypto.randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(external);
    u.pathname = `/${name}`;
    const url = u.toString();
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    pool.on("error", () => {});
    await migrate(pool);
    options.log(`database ${name} on ${u.host} (DATABASE_URL)`);
    return {
      url,
      postmasterPid: null,
      embedded: false,
      pool,
      async restart() {},
      async cleanup() {
        await pool.end().catch(() => {});
        const c = new pg.Client({ connectionString: external });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const dataDir = path.join(options.resultsDir, `pg-${process.pid}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  const port = await freePort();
  options.log(`starting an embedded PostgreSQL in ${path.relative(process.cwd(), dataDir)} on 127.0.0.1:${port}`);
  let server = await startEmbeddedPostgres({ dataDir, port, log: () => {} });
  await ensureDatabase(server.url("postgres"), "bench");
  const url = server.url("bench");
  let pool = new pg.Pool({ connectionString: url, max: 4 });
  pool.on("error", () => {});
  await migrate(pool);
  const db: BenchDatabase = {
    url,
    postmasterPid: await readPostmasterPid(dataDir),
    embedded: true,
    get pool() {
      return pool;
    },
    async restart() {
      await pool.end().catch(() => {});
      await server.stop();
      server = await startEmbeddedPostgres({ dataDir, port, log: () => {} });
      pool = new pg.Pool({ connectionString: url, max: 4 });
      pool.on("error", () => {});
      (db as { postmasterPid: number | null }).postmasterPid = await readPostmasterPid(dataDir);
    },
    async cleanup() {
      await pool.end().catch(() => {});
      await server.stop().catch(() => {});
      await fs.rm(dataDir, { recursive: true, force: true });
      await fs.rm(passwordFileOf(dataDir), { force: true });
    },
  };
  return db;
}

export interface TableSpec {
  readonly game: string;
  readonly feeScheduleId: string;
  readonly feeOptionId: string;
  readonly min: number;
  readonly max: number;
  readonly seats: number;
}

export const DEFAULT_TABLE: TableSpec = { game: "fortune-7-baccarat", feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", min: 500, max: 10_000, seats: 8 };

/**
 * The fee schedule a table of this game runs under: the spec's, or for the "mixed" spec's EZ Baccarat
 * tables (whose filing prints no table) the demo floor's room-entered option, since each game takes
 * only its own filing's schedule.
 */
export function feeFor(game: string, spec: TableSpec): { scheduleId: string; optionId: string; data: unknown } {
  if (game === "ez-baccarat" && spec.feeScheduleId !== "ez-baccarat") return { scheduleId: "ez-baccarat", optionId: "A", data: ROOM_ENTERED_DEMO_OPTION };
  return { scheduleId: spec.feeScheduleId, optionId: spec.feeOptionId, data: null };
}

export function tableIds(n: number): string[] {
  const width = Math.max(4, String(n).length);
  return Array.from({ length: n }, (_, i) => `bench-${String(i + 1).padStart(width, "0")}`);
}

/** One room and `ids.length` tables, as an admin would configure them (the server opens them at start). */
export async function createTables(pool: pg.Pool, ids: readonly string[], spec: TableSpec = DEFAULT_TABLE): Promise<void> {
  await pool.query("INSERT INTO rooms (id, name) VALUES ('bench-room', 'Benchmark room') ON CONFLICT DO NOTHING");
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = ids.slice(i, i + 1000);
    const games = batch.map((_, j) => (spec.game === "mixed" ? ((i + j) % 2 === 0 ? "fortune-7-baccarat" : "ez-baccarat") : spec.game));
    const fees = games.map((g) => feeFor(g, spec));
    await pool.query(
      `INSERT INTO tables (id, room_id, name, game_id, seats, fee_schedule_id, fee_option_id, fee_option_data, min_wager_cents, max_wager_cents)
       SELECT id, 'bench-room', 'Bench ' || id, game, $3, schedule, option, data::jsonb, $4, $5
         FROM unnest($1::text[], $2::text[], $6::text[], $7::text[], $8::text[]) AS u(id, game, schedule, option, data)`,
      [batch, games, spec.seats, spec.min, spec.max, fees.map((f) => f.scheduleId), fees.map((f) => f.optionId), fees.map((f) => (f.data === null ? null : JSON.stringify(f.data)))],
    );
  }
}

/**
 * One room and `ids.length` tables of a `--game` value (a game id or a mix, lib/bench/games.ts), the
 * n-th table of the n-th game round-robin, each with its game's demo-floor configuration.
 */
export async function createGameTables(pool: pg.Pool, ids: readonly string[], game: string): Promise<void> {
  await pool.query("INSERT INTO rooms (id, name) VALUES ('bench-room', 'Benchmark room') ON CONFLICT DO NOTHING");
  for (let i = 0; i < ids.length; i += 1000) {
    const batch = ids.slice(i, i + 1000);
    const configs = batch.map((id, j) => {
      const g = gameOfTable(game, i + j);
      const c = demoConfigOf(g);
      if (!c) throw new Error(`no demo table deals ${g}: no configuration for ${id}`);
      return c;
    });
    const json = (x: unknown) => (x === null || x === undefined ? null : JSON.stringify(x));
    await pool.query(
      `INSERT INTO tables (id, room_id, name, game_id, seats, fee_schedule_id, fee_option_id, fee_option_data, min_wager_cents, max_wager_cents, game_options)
       SELECT id, 'bench-room', 'Bench ' || id, game, seats, schedule, option, data::jsonb, min, max, options::jsonb
         FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[])
           AS u(id, game, seats, schedule, option, data, min, max, options)`,
      [
        batch,
        configs.map((c) => c.game),
        configs.map((c) => c.seats),
        configs.map((c) => c.feeScheduleId),
        configs.map((c) => c.feeOptionId),
        configs.map((c) => json(c.feeOptionData)),
        configs.map((c) => c.min),
        configs.map((c) => c.max),
        configs.map((c) => json(c.gameOptions) ?? "{}"),
      ],
    );
  }
}

export interface DbCounters {
  readonly commits: number;
  readonly rollbacks: number;
  readonly walRecords: number | null;
  readonly walBytes: number | null;
  readonly walSyncs: number | null;
}

/** Transaction and WAL counters of the database (cumulative; compare two readings). */
export async function dbCounters(pool: pg.Pool): Promise<DbCounters> {
  const x = await pool.query<{ c: string; r: string }>("SELECT xact_commit::text AS c, xact_rollback::text AS r FROM pg_stat_database WHERE datname = current_database()");
  let wal: { rec: string; bytes: string; syncs: string } | undefined;
  try {
    wal = (await pool.query<{ rec: string; bytes: string; syncs: string }>("SELECT wal_records::text AS rec, wal_bytes::text AS bytes, wal_sync::text AS syncs FROM pg_stat_wal")).rows[0];
  } catch {
    wal = undefined;
  }
  return {
    commits: Number(x.rows[0]?.c ?? 0),
    rollbacks: Number(x.rows[0]?.r ?? 0),
    walRecords: wal ? Number(wal.rec) : null,
    walBytes: wal ? Number(wal.bytes) : null,
    walSyncs: wal ? Number(wal.syncs) : null,
  };
}
