/**
 * The killing test: the real server process killed again and again mid-round (SIGKILL and SIGTERM
 * in turn) under a few busy tablets, each playing baccarat rounds over its socket and, when an
 * answer is lost with the server, sending the same command again with the same id and the version
 * it holds once the server is back. Every resent command that had been applied must be answered as
 * a duplicate, every one that had not must be applied once, and no command may ever be applied twice
 * (checked in the log, independently of the server's own bookkeeping: one application is one commit
 * time, so a command id with events of two commit times was applied twice).
 */
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { connect as connectDatabase, type Database } from "./db/database";
import { startEmbeddedPostgres } from "./db/embedded-postgres";
import { createTestDatabase } from "./db/test-database";
import { spawnServer, type ServerProcess } from "./test-process";
import { ask, connect } from "./test-server";
import { askOnce, freePort, postmasterPid, type Answer, type Command } from "../soak/resend";

interface View {
  next: { command: string | null; label: string };
  players: readonly { seat: number; name: string | null }[];
  playerDealer: { seat: number } | null;
  offer: { offeredTo: number } | null;
  wagers: readonly unknown[];
  settlement: { lines: readonly unknown[] } | null;
}

const TABLES = ["t1", "t2", "t3", "t6"];
const KILLS = Number(process.env.KILL_TEST_KILLS ?? 10);
/** KILL_TEST_TRACE=<file>: what each tablet and the kill loop are doing, appended as it happens (to find a stall). */
const TRACE = process.env.KILL_TEST_TRACE;
const trace = (line: string) => {
  if (TRACE) void fs.appendFile(TRACE, `${new Date().toISOString()} ${line}\n`);
};

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

/** The next step of a baccarat round as a busy dealer takes it, from the dealer's view. */
function nextCommand(view: View): Command | null {
  const pd = view.playerDealer?.seat ?? null;
  const seated = view.players.filter((p) => p.name !== null);
  if (seated.length < 3) {
    const free = [1, 2, 3, 4, 5].find((s) => !view.players.some((p) => p.seat === s && p.name !== null));
    return free ? { type: "seat-player", seat: free, name: `P${free}` } : null;
  }
  const next = view.next;
  if (next.command === "close-betting" && view.wagers.length === 0) {
    const bettor = seated.find((p) => p.seat !== pd);
    return bettor ? { type: "place-wager", seat: bettor.seat, bet: "player", amount: 1_000 } : null;
  }
  if (next.command === "advance-settlement") return { type: "advance-settlement", through: view.settlement?.lines.length ?? 0 };
  if (next.command) return { type: next.command };
  if (view.offer) return { type: "accept-bank", seat: view.offer.offeredTo, bank: 100_000 };
  if (/post the bank/i.test(next.label)) return { type: "post-bank", bank: 100_000 };
  if (/start a shoe/i.test(next.label)) return { type: "start-shoe", source: "server" };
  return null;
}

interface Figures {
  commands: number;
  unanswered: number;
  /** Answers lost, by the signal the server was killed with. */
  lostAt: Record<string, number>;
  resent: number;
  duplicates: number;
  appliedOnResend: number;
  refusedOnResend: Record<string, number>;
  refused: Record<string, number>;
  /** Each resend: its id and when it went out (to hold against the log). */
  resends: { tableId: string; id: string; at: number; answer: Answer }[];
}

/**
 * The server's database: PostgreSQL from DATABASE_URL (a test database), or the embedded one the
 * server starts itself, as `npm start` runs on a room's machine (a SIGKILLed server leaves it running
 * for the next one; a SIGTERMed one stops it after the tables' snapshots).
 */
async function serverWithDatabase(kind: "external" | "embedded"): Promise<{ env: Record<string, string>; server: ServerProcess; db: Pick<Database, "pool" | "prisma"> }> {
  if (kind === "external") {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    const env = { DATABASE_URL: db.url, SEED_DEMO: "true" };
    return { env, server: await spawnServer(env), db };
  }
  const dataDir = path.join(process.cwd(), ".data", `kill-test-${process.pid}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  const env = { DATABASE_URL: "", SEED_DEMO: "true", DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()) };
  cleanup.push(async () => {
    const pid = await postmasterPid(path.join(dataDir, "pg"));
    if (pid !== null) process.kill(pid, "SIGINT");
    for (let i = 0; i < 200 && (await postmasterPid(path.join(dataDir, "pg"))) !== null; i++) await new Promise((r) => setTimeout(r, 100));
    await fs.rm(dataDir, { recursive: true, force: true });
  });
  const server = await spawnServer(env);
  const looking = await startEmbeddedPostgres({ dataDir: path.join(dataDir, "pg"), port: Number(env.EMBEDDED_PG_PORT), restart: false });
  const db = connectDatabase(looking.url("cardroom"), 4);
  cleanup.push(() => db.close());
  return { env, server, db };
}

describe.each(["external", "embedded"] as const)("the killing test, %s PostgreSQL", (kind) => {
  it(`${KILLS} kills (SIGKILL and SIGTERM in turn) mid-round under ${TABLES.length} busy tablets: every resent command that was applied is answered as a duplicate, none is applied twice`, { timeout: 600_000 }, async () => {
    const started = await serverWithDatabase(kind);
    const { env, db } = started;
    let server: ServerProcess = started.server;
    cleanup.push(() => server.kill("SIGKILL"));
    /** Resolves when the server answers again after a kill. */
    let up: Promise<ServerProcess> = Promise.resolve(server);
    let stopping = false;
    /** The signal of the kill under way (what a lost answer is put down to). */
    let killing: string | null = null;
    const figures: Figures = { commands: 0, unanswered: 0, lostAt: {}, resent: 0, duplicates: 0, appliedOnResend: 0, refusedOnResend: {}, refused: {}, resends: [] };
    const count = (into: Record<string, number>, code: string) => (into[code] = (into[code] ?? 0) + 1);

    async function tablet(tableId: string): Promise<void> {
      const prefix = crypto.randomBytes(4).toString("hex");
      let n = 0;
      let socket: Socket | null = null;
      let version = 0;
      let view: View | null = null;
      /** The command whose answer was lost: sent again, with the same id, before anything else. */
      let unanswered = null as { id: string; command: Command } | null;
      const attach = async () => {
        socket?.close();
        socket = null;
        for (;;) {
          trace(`${tableId} attach: waiting for the server`);
          const current = await up;
          trace(`${tableId} attach: connecting to ${current.port}`);
          try {
            const s = await connect({ port: current.port, db }, "dealer", tableId);
            const sub = await ask<{ ok: boolean; version: number; view: View }>(s, "table:subscribe", { tableId });
            if (!sub.ok) throw new Error("subscribe refused");
            socket = s;
            version = sub.version;
            view = sub.view;
            return;
          } catch (error) {
            trace(`${tableId} attach failed: ${(error as Error).message}`);
            await new Promise((r) => setTimeout(r, 200));
          }
        }
      };
      const refresh = async () => {
        const sub = await ask<{ ok: boolean; version: number; view: View }>(socket!, "table:subscribe", { tableId }).catch(() => null);
        if (sub?.ok) {
          version = sub.version;
          view = sub.view;
        }
      };
      await attach();
      while (!stopping || unanswered) {
        if (!socket || !(socket as Socket).connected) await attach();
        const resending = unanswered !== null;
        const command: Command | null = unanswered?.command ?? (view ? nextCommand(view) : null);
        if (!command) {
          await refresh();
          await new Promise((r) => setTimeout(r, 50));
          continue;
        }
        const id: string = unanswered?.id ?? `cmd-${tableId}-${prefix}-${++n}`;
        const at = Date.now();
        if (!resending) figures.commands += 1;
        else figures.resent += 1;
        trace(`${tableId} ${resending ? "resend" : "send"} ${id} ${command.type} at ${version}`);
        const answer = await askOnce(socket!, { tableId, id, expectedVersion: version, command });
        trace(`${tableId} ${id}: ${answer ? (answer.ok ? `ok ${answer.version}${answer.duplicate ? " duplicate" : ""}` : `${answer.code}`) : "no answer"}`);
        if (!answer) {
          if (!resending) {
            figures.unanswered += 1;
            count(figures.lostAt, killing ?? "none");
          }
          unanswered = { id, command };
          await attach();
          continue;
        }
        unanswered = null;
        if (resending) {
          figures.resends.push({ tableId, id, at, answer });
          if (answer.ok && answer.duplicate) figures.duplicates += 1;
          else if (answer.ok) figures.appliedOnResend += 1;
          else count(figures.refusedOnResend, answer.code ?? "?");
        } else if (!answer.ok) {
          count(figures.refused, answer.code ?? "?");
        }
        await refresh();
      }
      (socket as Socket | null)?.close();
    }

    const tablets = TABLES.map((t) => tablet(t));
    let sigkills = 0;
    let sigterms = 0;
    const termExitCodes: (number | null)[] = [];
    for (let k = 0; k < KILLS; k++) {
      // Let the tablets play for a while, then kill mid-round.
      await new Promise((r) => setTimeout(r, crypto.randomInt(400, 1000)));
      const signal = k % 2 === 0 ? "SIGKILL" : "SIGTERM";
      const dying = server;
      let restarted!: (s: ServerProcess) => void;
      up = new Promise((resolve) => (restarted = resolve));
      killing = signal;
      trace(`kill ${k + 1}: ${signal}`);
      await dying.kill(signal);
      trace(`kill ${k + 1}: dead (${dying.child.exitCode ?? dying.child.signalCode}); starting a server`);
      if (signal === "SIGKILL") sigkills += 1;
      else {
        sigterms += 1;
        termExitCodes.push(dying.child.exitCode);
      }
      server = await spawnServer(env);
      trace(`kill ${k + 1}: server up on ${server.port}`);
      restarted(server);
      killing = null;
    }
    await new Promise((r) => setTimeout(r, 1000));
    stopping = true;
    trace("stopping: waiting for the tablets");
    await Promise.all(tablets);
    trace("tablets done");

    // The log, held against the tablets' resends.
    const applications = await db.pool.query<{ table_id: string; command_id: string; commits: number; events: number; first: Date }>(
      `SELECT table_id, command_id, count(DISTINCT created_at)::int AS commits, count(*)::int AS events, min(created_at) AS first
         FROM table_events WHERE command_id IS NOT NULL GROUP BY table_id, command_id`,
    );
    const byId = new Map(applications.rows.map((r) => [`${r.table_id}/${r.command_id}`, r]));
    const doubleApplications = applications.rows.filter((r) => r.commits > 1).length;
    let appliedBeforeResend = 0;
    let duplicateWithoutApplication = 0;
    let appliedTwiceOnResend = 0;
    for (const r of figures.resends) {
      const logged = byId.get(`${r.tableId}/${r.id}`);
      const before = logged !== undefined && logged.first.getTime() < r.at;
      if (before) {
        appliedBeforeResend += 1;
        if (!(r.answer.ok && r.answer.duplicate)) appliedTwiceOnResend += 1;
      } else if (r.answer.ok && r.answer.duplicate) {
        duplicateWithoutApplication += 1;
      }
    }
    const rounds = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM rounds WHERE status = 'complete' AND table_id = ANY($1)", [TABLES]);
    const summary = {
      kills: sigkills + sigterms,
      sigkills,
      sigterms,
      tablets: TABLES.length,
      commands: figures.commands,
      unansweredAtAKill: figures.unanswered,
      lostAt: figures.lostAt,
      resent: figures.resent,
      appliedBeforeResend,
      answeredAsDuplicate: figures.duplicates,
      appliedOnResend: figures.appliedOnResend,
      refusedOnResend: figures.refusedOnResend,
      refusedOtherwise: figures.refused,
      doubleApplications,
      roundsCompleted: rounds.rows[0]!.n,
    };
    console.log(`KILL TEST (${kind} PostgreSQL) ${JSON.stringify(summary)}`);

    expect(sigkills + sigterms).toBe(KILLS);
    // A SIGTERM is a clean shutdown every time.
    expect(termExitCodes.every((c) => c === 0)).toBe(true);
    expect(figures.resent).toBeGreaterThan(0);
    // Every resent command that had been applied was answered as a duplicate, and only those were.
    expect(appliedTwiceOnResend).toBe(0);
    expect(duplicateWithoutApplication).toBe(0);
    expect(figures.duplicates).toBe(appliedBeforeResend);
    expect(doubleApplications).toBe(0);
    // Nothing refused for the table's own sake: a resend is never stale or unknown once answered.
    expect(Object.keys(figures.refusedOnResend).filter((c) => c !== "STORE_UNAVAILABLE")).toEqual([]);
    expect(rounds.rows[0]!.n).toBeGreaterThan(0);

    await server.kill("SIGTERM");
    expect(server.child.exitCode).toBe(0);
  });
});
