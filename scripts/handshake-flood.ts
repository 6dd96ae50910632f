/**
 * Handshake flood (issue 31, item 2): one dealer's cookie opens thousands of sockets at once while
 * another dealer's device connects and subscribes to its table. Prints how long the other device
 * took without the flood and during it, how the flood's sockets were answered, and how many
 * database transactions the flood cost.
 *
 *   DATABASE_URL=postgresql://postgres@localhost/postgres node --import tsx scripts/handshake-flood.ts [--sockets 2500] [--server-dir DIR]
 *
 * The real server runs as a child process (server.ts, no pages) on a database of its own, made from
 * DATABASE_URL and dropped at the end. `--server-dir` runs another checkout's server.ts (to compare
 * with an older version). Timings swing with the machine's load: compare figures of one run.
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import pg from "pg";
import { io, type Socket } from "socket.io-client";
import { connect } from "@/lib/server/db/database";
import { createSession } from "@/lib/server/auth/sessions";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const SOCKETS = Number(option("sockets", "2500"));
const SERVER_DIR = path.resolve(option("server-dir", process.cwd()));
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl && !args.includes("--flood")) throw new Error("set DATABASE_URL to a PostgreSQL server this script may create a database on");

/** The flood itself (`--flood URL COOKIE`): opens the sockets at once, says "started", then prints the outcome. */
async function flood(base: string, cookie: string): Promise<void> {
  const started = performance.now();
  const sockets: Socket[] = [];
  const outcomes = { connected: 0, refused: 0, failed: 0 };
  const settled = Array.from({ length: SOCKETS }, () => {
    const socket = io(base, { extraHeaders: { cookie }, transports: ["websocket"], forceNew: true, reconnection: false, timeout: 60_000 });
    sockets.push(socket);
    return new Promise<void>((resolve) => {
      socket.once("connect", () => (outcomes.connected += 1, resolve()));
      socket.once("connect_error", (e: Error) => {
        if (e.message === "TOO_MANY_SOCKETS") outcomes.refused += 1;
        else outcomes.failed += 1;
        resolve();
      });
    });
  });
  console.log("started");
  await Promise.all(settled);
  console.log(JSON.stringify({ outcomes, floodMs: performance.now() - started }));
  for (const s of sockets) s.close();
}

async function main(): Promise<void> {
  const f = args.indexOf("--flood");
  if (f >= 0) return flood(args[f + 1]!, args[f + 2]!);
  const name = `flood_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(SERVER_DIR, "server.ts")], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: url.toString(), PORT: "0", HOST: "127.0.0.1", SERVE_PAGES: "false", NODE_ENV: "production", SEED_DEMO: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${out}`)), 180_000);
    const seen = (d: Buffer) => {
      out += d.toString();
      const m = out.match(/ready at http:\/\/localhost:(\d+)/);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout.on("data", seen);
    child.stderr.on("data", seen);
    child.once("exit", (code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
  });
  const db = connect(url.toString(), 2);
  try {
    const cookieOf = async (staffId: string) => `cr_session=${(await createSession(db, staffId, { now: new Date() })).token}`;
    const flooder = await cookieOf("demo-dealer1");
    const other = await cookieOf("demo-dealer2");
    const base = `http://127.0.0.1:${port}/tables`;
    const open = (cookie: string) => io(base, { extraHeaders: { cookie }, transports: ["websocket"], forceNew: true, reconnection: false, timeout: 60_000 });

    /** The other device: connect, subscribe to its table, in milliseconds. */
    const otherDevice = async (): Promise<number> => {
      const started = performance.now();
      const socket = open(other);
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once("connect", () => resolve());
          socket.once("connect_error", (e) => reject(e));
        });
        const ack = (await socket.timeout(60_000).emitWithAck("table:subscribe", { tableId: "t2" })) as { ok?: boolean };
        if (!ack.ok) throw new Error(`subscribe refused: ${JSON.stringify(ack)}`);
        return performance.now() - started;
      } finally {
        socket.close();
      }
    };
    const transactions = async () => Number((await db.pool.query<{ n: string }>("SELECT (xact_commit + xact_rollback)::text AS n FROM pg_stat_database WHERE datname = current_database()")).rows[0]!.n);

    // The server's own start-up work (the ledger's verification) settles first; then its idle rate.
    await new Promise((r) => setTimeout(r, 5000));
    const idleFrom = await transactions();
    const idleStarted = performance.now();
    await new Promise((r) => setTimeout(r, 3000));
    const idlePerSecond = ((await transactions()) - idleFrom) / ((performance.now() - idleStarted) / 1000);
    const quiet: number[] = [];
    for (let i = 0; i < 5; i += 1) quiet.push(await otherDevice());

    const before = await transactions();
    // The flood comes from a process of its own (another machine's client), so that its 2,500
    // clients do not hold up this process's one (the other device) on the same event loop.
    const flooding = spawn(process.execPath, ["--import", "tsx", path.join(process.cwd(), "scripts/handshake-flood.ts"), "--flood", base, flooder, "--sockets", String(SOCKETS)], { stdio: ["ignore", "pipe", "inherit"] });
    let report = "";
    flooding.stdout.on("data", (d: Buffer) => (report += d.toString()));
    await new Promise<void>((resolve) => flooding.stdout.once("data", () => resolve()));
    // The other device tries while the flood's handshakes are arriving (the flood said "started").
    const during: number[] = [];
    for (let i = 0; i < 5; i += 1) during.push(await otherDevice());
    await new Promise((r) => flooding.once("exit", r));
    const after = await transactions();
    const { outcomes, floodMs } = JSON.parse(report.split("\n").filter(Boolean).at(-1)!) as { outcomes: Record<string, number>; floodMs: number };

    const ms = (xs: number[]) => xs.map((x) => Math.round(x)).join(", ");
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(`server: ${SERVER_DIR}`);
    console.log(`another device, connect + subscribe, quiet:        ${ms(quiet)} ms (median ${Math.round(median(quiet))})`);
    console.log(`another device, connect + subscribe, during flood: ${ms(during)} ms (median ${Math.round(median(during))}, worst ${Math.round(Math.max(...during))})`);
    console.log(`flood: ${SOCKETS} sockets with one cookie in ${Math.round(floodMs)} ms: ${outcomes.connected} connected, ${outcomes.refused} refused (TOO_MANY_SOCKETS), ${outcomes.failed} failed otherwise`);
    console.log(`database transactions (pg_stat_database, all clients, this script's own 5 connects included): ${after - before} during the flood, ${Math.round((after - before) / (floodMs / 1000))}/s; idle server ${Math.round(idlePerSecond)}/s`);
  } finally {
    await db.close();
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
