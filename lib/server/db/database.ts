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

export function connect(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", () => {
    // An idle client's connection dropped (database restarted): the pool replaces it; queries
    // report their own errors, so there is nothing to do here but not crash.
  });
  // A client checked out of the pool (a transaction, a store's own connection) has no listener of
  // the pool's while it is out: the database dying under it emitted an unhandled 'error' and ended
  // the server (found by the soak, docs/soak.md). Its queries reject on their own; this only keeps
  // the process up.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return {
    url,
    pool,
    prisma,
    async close() {
      await prisma.$disconnect().catch(() => {});
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
