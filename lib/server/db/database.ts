import path from "node:path";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedServer } from "./embedded-postgres";
import { migrate } from "./migrate";

/** The store: a pg pool for the hot path (event appends) and a Prisma client for everything else. */
export interface Database {
  readonly url: string;
  readonly pool: pg.Pool;
  readonly prisma: PrismaClient;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Use this server; when absent an embedded PostgreSQL is started. */
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  /** Database name on the embedded server. */
  embeddedDatabase?: string;
  poolSize?: number;
  log?: (line: string) => void;
}

// Timestamps and bigint ids come back as strings we convert explicitly; int8 counts as numbers.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * How long a connection that ended while checked out (the database killed or restarted) is left to
 * whoever holds it before the pool takes it back; and how long `close` waits for connections still
 * checked out (a last best-effort write) before it ends them.
 */
const DEAD_CONNECTION_GRACE_MS = 1000;
const CLOSE_GRACE_MS = 3000;

export function connect(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", () => {
    // An idle client's connection dropped (database restarted): the pool replaces it; queries
    // report their own errors, so there is nothing to do here but not crash.
  });
  /** The clients checked out now. */
  const out = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => out.add(client));
  pool.on("release", (_error: Error | undefined, client: pg.PoolClient) => out.delete(client));
  pool.on("remove", (client) => out.delete(client as pg.PoolClient));
  /** Gives a checked-out client back to the pool as broken (its connection is ended); a late release by its holder does nothing. */
  const reclaim = (client: pg.PoolClient, error: Error) => {
    if (!out.has(client)) return;
    const release = client.release;
    client.release = () => {};
    try {
      release(error);
    } catch {
      // Released meanwhile: nothing to give back.
    }
  };
  // A client checked out of the pool (a transaction, a store's own connection) has no listener of
  // the pool's while it is out: the database dying under it emitted an unhandled 'error' and ended
  // the server (found by the soak, docs/soak.md). Its queries reject on their own; this only keeps
  // the process up.
  pool.on("connect", (client) => {
    client.on("error", () => {});
    // Nor is a client whose connection ended while out always given back: a Prisma transaction on
    // it fails without releasing it ("Transaction already closed"), so every database restart cost
    // the pool a connection for good, and `close` (pool.end) then waited for them forever: a SIGTERM
    // after a database fault ended with exit 1 (docs/soak.md). Such a connection can never be used
    // again; it is taken back once its holder had a moment to give it back itself.
    client.on("end", () => {
      if (out.has(client as pg.PoolClient)) setTimeout(() => reclaim(client as pg.PoolClient, new Error("the database connection ended")), DEAD_CONNECTION_GRACE_MS).unref();
    });
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    url,
    pool,
    prisma,
    async close() {
      await prisma.$disconnect().catch(() => {});
      // Whatever is still checked out now is a last best-effort write: a moment to finish, then
      // its connection is ended, so the pool's end never waits on it.
      for (let waited = 0; out.size > 0 && waited < CLOSE_GRACE_MS; waited += 50) await new Promise((r) => setTimeout(r, 50));
      for (const client of [...out]) reclaim(client, new Error("the server is shutting down"));
      await pool.end().catch(() => {});
    },
  };
}

export async function openDatabase(options: OpenOptions): Promise<Database & { embedded?: EmbeddedServer }> {
  const log = options.log ?? (() => {});
  let url = options.databaseUrl;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(options.dataDir, "pg"), port: options.embeddedPort, log });
    const name = options.embeddedDatabase ?? "cardroom";
    await ensureDatabase(embedded.url("postgres"), name);
    url = embedded.url(name);
  }
  const db = connect(url, options.poolSize);
  const result = await migrate(db.pool);
  if (result.applied.length > 0) log(`applied migrations: ${result.applied.join(", ")}`);
  return {
    ...db,
    embedded,
    async close() {
      await db.close();
      await embedded?.stop();
    },
  };
}
