/**
 * A night in fast-forward (issue 31): the real server on its own database, every table of the demo
 * floor driven at many times a dealer's speed by its family's autoplay driver through a real
 * socket.io tablet, a wall subscribed to each table, tablets and walls reconnecting, the server
 * SIGKILLed and SIGTERMed and (with the embedded PostgreSQL) the database killed at random moments,
 * every unanswered command sent again with the same id; then the shift close, and the log held
 * against what the tablets were answered (log-checks.ts).
 */
import { io as connectClient, type Socket } from "socket.io-client";
import { seededRandom } from "../domain/cards/random";
import { familyOf, type GameFamily } from "../domain/table/families";
import type { Database } from "../server/db/database";
import { DEMO_ROOM, DEMO_TABLES } from "../server/demo-floor";
import { spawnServer, type ServerProcess } from "../server/test-process";
import { dealerCookie, floorCookie, wallCookie } from "./credentials";
import { reliefFor, type OnDuty } from "./relief-moves";
import { relieveDealer } from "../server/auth/assignments";
import { soakDatabase } from "./database";
import { AUTOPLAY } from "./drivers";
import { waitlistMove } from "./waitlist-moves";
import type { WaitlistFloorView } from "../domain/waitlist";
import { correctionFor, reopenAfter, seatingChangeFor, type FloorView } from "./floor-moves";
import { checkLog, type Acknowledged, type LogFigures } from "./log-checks";
import { askOnce, connected, residentMb, type Command } from "./resend";

export interface SoakOptions {
  readonly minutes: number;
  readonly tables: number;
  readonly seed: string;
  /** A tablet's pause after each answered command, in ms (0: as fast as the server answers). */
  readonly paceMs?: number;
  /**
   * False: no server or database killed, so the memory of one server process can be followed from
   * its start to the end of the run (sampled every `memoryEveryMs`). Default true.
   */
  readonly faults?: boolean;
  /** How often the server's memory is sampled (default: a minute). */
  readonly memoryEveryMs?: number;
  readonly log?: (line: string) => void;
}

export interface SoakReport {
  readonly seed: string;
  readonly database: "external" | "embedded";
  readonly minutes: number;
  readonly tablesAsked: number;
  readonly tablesDriven: number;
  readonly tablesOnTheFloor: number;
  readonly roundsPerFamily: Readonly<Record<string, number>>;
  readonly commandsSent: number;
  readonly acknowledged: number;
  readonly refused: Readonly<Record<string, number>>;
  readonly unanswered: number;
  readonly resent: number;
  /** Answers "outcome unknown" (the database failed mid-commit): the command sent again with its id. */
  readonly outcomeUnknown: number;
  readonly answeredAsDuplicate: number;
  readonly tabletReconnects: number;
  readonly wallReconnects: number;
  readonly wallUpdates: number;
  readonly sigkills: number;
  readonly sigterms: number;
  readonly sigtermExitCodes: readonly (number | null)[];
  readonly databaseKills: number;
  /** Times the server stopped by itself (and was started again). */
  readonly serverExits: number;
  /** What the server said when it stopped by itself or a SIGTERM did not end cleanly. */
  readonly faultsSeen: readonly string[];
  readonly stuckTables: readonly string[];
  /** The floor's corrections by kind: sent, accepted, and the refusals by code. */
  readonly corrections: Readonly<Record<string, MoveFigures>>;
  /** Seating changes between rounds: players leaving, new players sitting down. */
  readonly seatingChanges: Readonly<Record<string, MoveFigures>>;
  /** The waiting lists' floor commands by kind (lists opened, players added, called, seated). */
  readonly waitlist: Readonly<Record<string, MoveFigures>>;
  /** Dealer reliefs, made as the floor's dealers page makes them (relieveDealer, the route's own function). */
  readonly reliefs: Readonly<Record<string, MoveFigures>>;
  readonly memoryMb: { readonly start: number | null; readonly end: number | null; readonly lastProcessStart: number | null };
  /** Whether faults were made (false: `--no-faults`, one server process throughout unless it stopped by itself). */
  readonly faults: boolean;
  /** The server's resident memory at each sample: seconds since the start, the process, MB. */
  readonly memorySamples: readonly { readonly atS: number; readonly pid: number | undefined; readonly mb: number | null }[];
  readonly log: LogFigures;
}

export interface MoveFigures {
  sent: number;
  accepted: number;
  refused: Record<string, number>;
}

/** One in this many of a tablet's steps, the floor corrects something (where there is something to correct). */
const CORRECTION_ODDS = 120;
/** One in this many of a tablet's steps between rounds, a player leaves or a new one sits down. */
const SEATING_ODDS = 40;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function socketTo(port: number, cookie: string, role: string): Promise<Socket> {
  const socket = connectClient(`http://127.0.0.1:${port}/tables`, {
    auth: { role, ...(role === "display" ? { as: "display" } : {}) },
    extraHeaders: { cookie },
    transports: ["websocket"],
    forceNew: true,
    reconnection: false,
  });
  return connected(socket);
}

type Subscribed = { ok: boolean; version: number; view: unknown; code?: string };
function subscribe(socket: Socket, tableId: string): Promise<Subscribed | null> {
  return (socket.timeout(10_000).emitWithAck("table:subscribe", { tableId }) as Promise<Subscribed>).catch(() => null);
}

/** Copies of the demo floor's tables ("Soak 25 · Fortune 7" ...) until the floor has `wanted` open tables; how many were added. */
async function addTables(db: Pick<Database, "pool" | "prisma">, wanted: number): Promise<number> {
  const { rows } = await db.pool.query<{ n: string }>("SELECT count(*)::text AS n FROM tables WHERE status <> 'closed'");
  const have = Number(rows[0]!.n);
  const missing = Math.max(0, wanted - have);
  for (let i = 0; i < missing; i += 1) {
    const t = DEMO_TABLES[i % DEMO_TABLES.length]!;
    const number = have + i + 1;
    await db.prisma.gameTable.create({
      data: {
        id: `s${number}`,
        roomId: DEMO_ROOM.id,
        name: `Soak ${number} · ${t.name.replace(/^Table \d+ · /, "")}`,
        gameId: t.gameId,
        seats: t.seats,
        feeScheduleId: t.feeScheduleId,
        feeOptionId: t.feeOptionId,
        ...(t.feeOptionData ? { feeOptionData: t.feeOptionData as object } : {}),
        ...(t.gameOptions ? { gameOptions: t.gameOptions as object } : {}),
        minWagerCents: t.min,
        maxWagerCents: t.max,
      },
    });
  }
  return missing;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const say = options.log ?? (() => {});
  const chaos = seededRandom(`${options.seed}:chaos`);
  const database = await soakDatabase();
  say(`database: ${database.kind}`);
  let server: ServerProcess = await spawnServer(database.env);
  const cleanupServer = async () => server.kill("SIGKILL");
  try {
    const db = await database.open();
    // The database is killed under the run: an idle connection's error is expected, not fatal.
    db.pool.on("error", () => {});
    // A night of more tables than the demo floor's: copies of its tables, written as its seeding
    // writes them, and a server started again to take them on (a single node loads its tables at start).
    const added = await addTables(db, options.tables);
    if (added > 0) {
      say(`tables: ${added} copies of the demo floor's tables added`);
      await server.kill("SIGTERM");
      server = await spawnServer(database.env);
    }
    const floor = await db.pool.query<{ id: string; game_id: string }>("SELECT id, game_id FROM tables WHERE status <> 'closed' ORDER BY length(id), id");
    const tables = floor.rows.slice(0, options.tables).filter((t) => familyOf(t.game_id) !== null);
    say(`tables: ${tables.length} of the ${floor.rows.length} on the floor (asked ${options.tables})`);
    const dealerCookies = new Map<string, { cookie: string; role: string }>();
    const wallCookies = new Map<string, string>();
    const floorCookies = new Map<string, string>();
    for (const t of tables) {
      dealerCookies.set(t.id, await dealerCookie(db, t.id));
      floorCookies.set(t.id, await floorCookie(db));
      wallCookies.set(t.id, await wallCookie(db, t.id));
    }

    let up: Promise<ServerProcess> = Promise.resolve(server);
    let stopping = false;
    const shiftStart = new Date(Date.now() - 1000);
    const acknowledged: Acknowledged[] = [];
    const refused: Record<string, number> = {};
    const figures = { outcomeUnknown: 0, commandsSent: 0, unanswered: 0, resent: 0, duplicates: 0, tabletReconnects: 0, wallReconnects: 0, wallUpdates: 0 };
    const stuck = new Set<string>();
    const corrections: Record<string, MoveFigures> = {};
    const seatingChanges: Record<string, MoveFigures> = {};
    const tally = (into: Record<string, MoveFigures>, kind: string, answer: { ok: boolean; code?: string } | "sent") => {
      const f = (into[kind] ??= { sent: 0, accepted: 0, refused: {} });
      if (answer === "sent") f.sent += 1;
      else if (answer.ok) f.accepted += 1;
      else f.refused[answer.code ?? "?"] = (f.refused[answer.code ?? "?"] ?? 0) + 1;
    };

    async function tablet(tableId: string, family: GameFamily): Promise<void> {
      const random = seededRandom(`${options.seed}:${tableId}`);
      // The floor's own stream, so its moves do not shift the dealer's.
      const floorRandom = seededRandom(`${options.seed}:floor:${tableId}`);
      const floorCookieOf = floorCookies.get(tableId)!;
      let floorSocket: Socket | null = null;
      let guests = 0;
      /** The floor's next move, decided on an answer (betting reopened just after its close). */
      let pending: { kind: string; command: Command } | null = null;
      const drive = AUTOPLAY[family];
      const prefix = `soak-${options.seed}-${tableId}`;
      let n = 0;
      let socket: Socket | null = null;
      let version = 0;
      let view: unknown = null;
      type Move = { by: "dealer" | "floor"; counts: Record<string, MoveFigures> | null; kind: string };
      let unanswered = null as { id: string; command: Command; move: Move } | null;
      let idleSince: number | null = null;
      const attach = async () => {
        socket?.close();
        socket = null;
        for (let failures = 1; ; failures += 1) {
          const current = await up;
          // After a relief the table has another dealer: the tablet signs in as whoever deals it now.
          const { cookie, role } = dealerCookies.get(tableId)!;
          try {
            const s = await socketTo(current.port, cookie, role);
            const sub = await subscribe(s, tableId);
            if (!sub?.ok) {
              s.close();
              throw new Error(`subscribe refused: ${sub?.code}`);
            }
            socket = s;
            version = sub.version;
            view = sub.view;
            return;
          } catch {
            // Refused again and again: the dealer may have been relieved while the run could not read who deals now.
            if (failures % 10 === 0) await dealerCookie(db, tableId).then((c) => dealerCookies.set(tableId, c), () => {});
            await sleep(200);
          }
        }
      };
      /** The supervisor's socket at this table (the floor's corrections are theirs); connected when first needed. */
      const attachFloor = async () => {
        (floorSocket as Socket | null)?.close();
        floorSocket = null;
        for (;;) {
          const current = await up;
          try {
            floorSocket = await socketTo(current.port, floorCookieOf, "supervisor");
            return;
          } catch {
            await sleep(200);
          }
        }
      };
      await attach();
      while (!stopping || unanswered) {
        if (!socket || !(socket as Socket).connected) await attach();
        // The dealer was relieved: the relief signs in on the tablet (the relieved dealer's connection closes).
        if (!unanswered && relievedAt.delete(tableId)) await attach();
        // A tablet's network drops now and then: it connects again and carries on.
        else if (!unanswered && random.int(400) === 0) {
          figures.tabletReconnects += 1;
          await attach();
        }
        const resending = unanswered !== null;
        // Now and then, the floor: a correction by the supervisor, or a seating change between rounds.
        let move: Move = unanswered?.move ?? { by: "dealer", counts: null, kind: "" };
        let floorCommand: Command | null = null;
        if (!unanswered && pending && !stopping) {
          move = { by: "floor", counts: corrections, kind: pending.kind };
          floorCommand = pending.command;
          pending = null;
        } else if (!unanswered && view && !stopping) {
          if (floorRandom.int(CORRECTION_ODDS) === 0) {
            const c = correctionFor(family, view as FloorView, floorRandom);
            if (c) {
              move = { by: "floor", counts: corrections, kind: c.kind };
              floorCommand = c.command;
            }
          } else if (floorRandom.int(SEATING_ODDS) === 0) {
            const c = seatingChangeFor(view as FloorView, floorRandom, ++guests);
            if (c) {
              move = { by: "dealer", counts: seatingChanges, kind: c.kind };
              floorCommand = c.command;
            }
          }
        }
        const command: Command | null = unanswered?.command ?? floorCommand ?? (view ? (drive(view as never, random) as Command | null) : null);
        if (!command) {
          idleSince ??= Date.now();
          if (Date.now() - idleSince > 60_000) stuck.add(tableId);
          const sub = await subscribe(socket!, tableId);
          if (sub?.ok) {
          version = sub.version;
          view = sub.view;
        }
          await sleep(250);
          continue;
        }
        idleSince = null;
        const id: string = unanswered?.id ?? `${prefix}-${++n}`;
        if (resending) figures.resent += 1;
        else {
          figures.commandsSent += 1;
          if (move.counts) tally(move.counts, move.kind, "sent");
        }
        if (move.by === "floor" && !(floorSocket as Socket | null)?.connected) await attachFloor();
        const answer = await askOnce(move.by === "floor" ? floorSocket! : socket!, { tableId, id, expectedVersion: version, command });
        if (!answer) {
          if (!resending) figures.unanswered += 1;
          unanswered = { id, command, move };
          if (move.by === "floor") await attachFloor();
          await attach();
          continue;
        }
        if (!answer.ok && answer.code === "OUTCOME_UNKNOWN") {
          // The server could not tell whether it was applied: the same command again, with the same id.
          figures.outcomeUnknown += 1;
          unanswered = { id, command, move };
          await sleep(300);
          continue;
        }
        unanswered = null;
        if (move.counts) tally(move.counts, move.kind, answer);
        if (answer.ok && move.by === "dealer" && !move.counts) pending = reopenAfter(family, command.type, floorRandom, 12);
        if (options.paceMs) await sleep(options.paceMs);
        if (answer.ok) {
          acknowledged.push({ tableId, id, duplicate: answer.duplicate === true });
          if (answer.duplicate) figures.duplicates += 1;
        } else {
          refused[answer.code ?? "?"] = (refused[answer.code ?? "?"] ?? 0) + 1;
          if (answer.code === "STORE_UNAVAILABLE") await sleep(300);
        }
        const sub = await subscribe(socket!, tableId);
        if (sub?.ok) {
          version = sub.version;
          view = sub.view;
        }
      }
      (socket as Socket | null)?.close();
      (floorSocket as Socket | null)?.close();
    }

    const waitlist: Record<string, MoveFigures> = {};
    /**
     * The floor's lists screen (the /waitlist namespace, a supervisor's sign-in): a list opened for
     * each poker table, players added, called to an open seat and seated there, at a floor's pace.
     */
    async function lists(pokerTables: readonly string[]): Promise<void> {
      if (pokerTables.length === 0) return;
      const random = seededRandom(`${options.seed}:waitlist`);
      const cookie = await floorCookie(db);
      let n = 0;
      let names = 0;
      let unanswered: { id: string; command: Command; kind: string } | null = null;
      while (!stopping || unanswered) {
        const current = await up;
        const socket = connectClient(`http://127.0.0.1:${current.port}/waitlist`, { auth: { as: "staff" }, extraHeaders: { cookie }, transports: ["websocket"], forceNew: true, reconnection: false });
        try {
          await connected(socket);
        } catch {
          await sleep(500);
          continue;
        }
        let view: WaitlistFloorView | null = null;
        let version = -1;
        socket.on("waitlist:floor", (m: { version: number; view: WaitlistFloorView }) => {
          if (m.version >= version) {
            version = m.version;
            view = m.view;
          }
        });
        const sub = (await socket.timeout(10_000).emitWithAck("waitlist:subscribe", { screen: "floor" }).catch(() => null)) as { ok: boolean; version: number; view: WaitlistFloorView } | null;
        if (!sub?.ok) {
          socket.close();
          await sleep(500);
          continue;
        }
        if (sub.version >= version) {
          version = sub.version;
          view = sub.view;
        }
        while ((!stopping || unanswered) && socket.connected) {
          const seen = view as WaitlistFloorView | null;
          const move: { kind: string; command: Command } | null = unanswered ?? (seen ? waitlistMove(seen, pokerTables, random, () => `Waiting ${++names}`) : null);
          if (!move) {
            await sleep(500);
            continue;
          }
          const id: string = unanswered?.id ?? `soak-${options.seed}-lists-${++n}`;
          if (!unanswered) tally(waitlist, move.kind, "sent");
          const answer = (await socket
            .timeout(4000)
            .emitWithAck("waitlist:command", { id, command: move.command })
            .catch(() => null)) as { ok: boolean; code?: string } | null;
          if (!answer || (!answer.ok && answer.code === "OUTCOME_UNKNOWN")) {
            // No answer (the server went) or no word whether it was applied: the same id again.
            unanswered = { id, command: move.command, kind: move.kind };
            await sleep(300);
            continue;
          }
          unanswered = null;
          tally(waitlist, move.kind, answer);
          if (!answer.ok && answer.code === "STORE_UNAVAILABLE") await sleep(300);
          // A floor supervisor's pace on the lists: a move every second or two.
          await sleep(700 + random.int(1300));
        }
        socket.close();
      }
    }

    const reliefs: Record<string, MoveFigures> = {};
    /** Tables whose dealer was relieved: the tablet signs in again as the relief at its next step. */
    const relievedAt = new Set<string>();
    /**
     * Dealer reliefs at random moments, made as the floor's dealers page makes them: the route's own
     * function (relieveDealer, lib/server/auth/assignments.ts) on the run's database, as the floor
     * supervisor. (The soak's server serves no pages, SERVE_PAGES=false without a build, so the
     * route itself is not there to call; its socket revocation is in the route's process, so here
     * the tablet closes the relieved dealer's connection itself.) The relief signs in on the tablet.
     */
    async function relieving(tableIds: readonly string[]): Promise<void> {
      const random = seededRandom(`${options.seed}:reliefs`);
      const every = Math.max(10_000, Math.min(60_000, (options.minutes * 60_000) / 20));
      const floorId = (await db.prisma.staff.findUniqueOrThrow({ where: { username: "floor" } })).id;
      while (!stopping) {
        // Waits in short steps, so the run's end does not wait for the next relief.
        const next = Date.now() + Math.round(every / 2) + random.int(every);
        while (!stopping && Date.now() < next) await sleep(250);
        if (stopping) break;
        let onDuty: OnDuty[];
        let dealers: string[];
        try {
          const duty = await db.pool.query<{ table_id: string; staff_id: string }>(
            `SELECT a.table_id, a.staff_id FROM shift_assignments a JOIN staff s ON s.id = a.staff_id
              WHERE a.table_id = ANY($1) AND s.role = 'dealer' AND a.valid_from <= now() AND (a.valid_until IS NULL OR a.valid_until > now())
              ORDER BY a.table_id, a.staff_id`,
            [tableIds],
          );
          const all = await db.pool.query<{ id: string }>("SELECT id FROM staff WHERE role = 'dealer' AND active ORDER BY id");
          onDuty = duty.rows.map((r) => ({ tableId: r.table_id, staffId: r.staff_id }));
          dealers = all.rows.map((r) => r.id);
        } catch {
          continue; // the database is down: the floor tries later
        }
        const relief = reliefFor(onDuty, dealers, random);
        if (!relief) continue;
        tally(reliefs, "relief", "sent");
        let answer: { ok: boolean; code?: string };
        try {
          const result = await relieveDealer(db, floorId, { ...relief, reason: "Soak run: relief" }, new Date());
          answer = result.ok ? { ok: true } : { ok: false, code: result.code };
        } catch {
          answer = { ok: false, code: "STORE_UNAVAILABLE" };
        }
        tally(reliefs, "relief", answer);
        // Whoever the database says deals the table now signs in on its tablet.
        await dealerCookie(db, relief.tableId).then((c) => dealerCookies.set(relief.tableId, c), () => {});
        if (answer.ok) relievedAt.add(relief.tableId);
      }
    }

    async function wall(tableId: string): Promise<void> {
      const random = seededRandom(`${options.seed}:wall:${tableId}`);
      const cookie = wallCookies.get(tableId)!;
      let connections = 0;
      while (!stopping) {
        const current = await up;
        let socket: Socket;
        try {
          socket = await socketTo(current.port, cookie, "display");
        } catch {
          await sleep(500);
          continue;
        }
        if (connections++ > 0) figures.wallReconnects += 1;
        const count = () => (figures.wallUpdates += 1);
        socket.on("table:view", count);
        socket.on("table:patch", count);
        await subscribe(socket, tableId);
        // Watch until the server goes, the run ends, or the wall reloads (now and then).
        const until = Date.now() + 20_000 + random.int(100_000);
        while (!stopping && socket.connected && Date.now() < until) await sleep(250);
        socket.close();
      }
    }

    await sleep(3000);
    const memoryStart = await residentMb(server.child.pid);
    say(`server memory at the start: ${memoryStart} MB`);
    const walls = [...tables.map((t) => wall(t.id)), lists(tables.filter((t) => familyOf(t.game_id) === "poker").map((t) => t.id)), relieving(tables.map((t) => t.id))];
    const tablets = tables.map((t) => tablet(t.id, familyOf(t.game_id)!));

    // The faults, at random moments until the time is up.
    const endAt = Date.now() + options.minutes * 60_000;
    let sigkills = 0;
    let sigterms = 0;
    let databaseKills = 0;
    const sigtermExitCodes: (number | null)[] = [];
    let lastProcessStart: number | null = memoryStart;
    const faultEvery = Math.max(15_000, Math.min(90_000, (options.minutes * 60_000) / 12));
    const faults = options.faults !== false;
    const runStart = Date.now();
    const memorySamples: { atS: number; pid: number | undefined; mb: number | null }[] = [{ atS: 0, pid: server.child.pid, mb: memoryStart }];
    const memoryEvery = options.memoryEveryMs ?? 60_000;
    const sampling = setInterval(() => {
      const pid = server.child.pid;
      void residentMb(pid).then((mb) => {
        const atS = Math.round((Date.now() - runStart) / 1000);
        memorySamples.push({ atS, pid, mb });
        say(`server memory: ${mb} MB (pid ${pid})`);
      });
    }, memoryEvery);
    sampling.unref();
    let serverExits = 0;
    /** Set once the run's own clean shutdown begins: the watch no longer starts the server again. */
    let closing = false;
    /** What a server that stopped on its own, or ended a SIGTERM with an error, last said (its error, if any). */
    const exitWords = (s: ServerProcess) => {
      const out = s.output().trim().split("\n");
      // The server's own word on a failed shutdown first; else the first error it printed.
      const failed = out.findIndex((l) => /the shutdown failed|the shutdown took more than/.test(l));
      const at = failed >= 0 ? failed : out.findIndex((l) => /error/i.test(l));
      return (at >= 0 ? out.slice(at, at + 4) : out.slice(-3)).map((l) => l.trim()).join(" | ");
    };
    const faultsSeen: string[] = [];
    const restart = async (dying: ServerProcess, signal: "SIGKILL" | "SIGTERM" | null) => {
      let restarted!: (s: ServerProcess) => void;
      up = new Promise((resolve) => (restarted = resolve));
      if (signal) await dying.kill(signal);
      // A server that cannot reach its database at start exits: it is started again until it stays.
      for (;;) {
        try {
          server = await spawnServer(database.env);
          break;
        } catch (error) {
          say(`the server did not start: ${String((error as Error).message).split("\n").slice(-3).join(" | ")}`);
          await sleep(1000);
        }
      }
      restarted(server);
      say(`server up again on port ${server.port}`);
    };
    /** Sleeps, starting the server again if it stops of its own accord meanwhile. */
    const watch = async (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        await sleep(Math.min(500, until - Date.now()));
        if (!closing && (server.child.exitCode !== null || server.child.signalCode !== null)) {
          serverExits += 1;
          const words = `the server stopped by itself (exit ${server.child.exitCode ?? server.child.signalCode}): ${exitWords(server)}`;
          faultsSeen.push(words);
          say(words);
          await restart(server, null);
        }
      }
    };
    // Without faults, the run only watches (a server that stops by itself is still started again).
    if (!faults) await watch(endAt - Date.now());
    while (faults && Date.now() < endAt) {
      await watch(Math.min(endAt - Date.now(), Math.round(faultEvery / 2) + chaos.int(faultEvery)));
      if (Date.now() >= endAt) break;
      const kinds = database.stop ? ["SIGKILL", "SIGTERM", "database"] : ["SIGKILL", "SIGTERM"];
      const kind = kinds[chaos.int(kinds.length)]!;
      if (kind === "database") {
        databaseKills += 1;
        say(`fault: the database killed`);
        await database.stop!();
        await watch(500 + chaos.int(3000));
        await database.start!();
        say(`the database answers again`);
        continue;
      }
      const signal = kind as "SIGKILL" | "SIGTERM";
      say(`fault: the server ${signal}`);
      const dying = server;
      await restart(dying, signal);
      if (signal === "SIGKILL") sigkills += 1;
      else {
        sigterms += 1;
        sigtermExitCodes.push(dying.child.exitCode);
        if (dying.child.exitCode !== 0) {
          const words = `a SIGTERM ended with exit ${dying.child.exitCode}: ${exitWords(dying)}`;
          faultsSeen.push(words);
          say(words);
        }
      }
      await watch(3000);
      lastProcessStart = await residentMb(server.child.pid);
    }
    stopping = true;
    say("time is up: the tablets finish their unanswered commands");
    let finished = false;
    const done = Promise.all([...tablets, ...walls]).then(() => (finished = true));
    while (!finished) await Promise.race([done, watch(1000)]);
    closing = true;
    clearInterval(sampling);
    const memoryEnd = await residentMb(server.child.pid);
    memorySamples.push({ atS: Math.round((Date.now() - runStart) / 1000), pid: server.child.pid, mb: memoryEnd });
    // The shift close: the server shuts down cleanly, then the sheet is read from the database.
    await server.kill("SIGTERM");
    const finalExit = server.child.exitCode;
    await database.afterServer();
    const shiftEnd = new Date(Date.now() + 1000);
    const ids = tables.map((t) => t.id);
    const log = await checkLog(db, acknowledged, { start: shiftStart, end: shiftEnd }, ids);
    const perTable = await db.pool.query<{ table_id: string; n: number }>(
      "SELECT table_id, count(*)::int AS n FROM table_events WHERE type = 'RoundCompleted' AND table_id = ANY($1) GROUP BY table_id",
      [ids],
    );
    const roundsPerFamily: Record<string, number> = {};
    for (const t of tables) roundsPerFamily[familyOf(t.game_id)!] ??= 0;
    for (const r of perTable.rows) {
      const family = familyOf(tables.find((t) => t.id === r.table_id)!.game_id)!;
      roundsPerFamily[family] = (roundsPerFamily[family] ?? 0) + r.n;
    }
    return {
      seed: options.seed,
      database: database.kind,
      minutes: options.minutes,
      tablesAsked: options.tables,
      tablesDriven: tables.length,
      tablesOnTheFloor: floor.rows.length,
      roundsPerFamily,
      commandsSent: figures.commandsSent,
      acknowledged: acknowledged.length,
      refused,
      unanswered: figures.unanswered,
      resent: figures.resent,
      outcomeUnknown: figures.outcomeUnknown,
      answeredAsDuplicate: figures.duplicates,
      tabletReconnects: figures.tabletReconnects,
      wallReconnects: figures.wallReconnects,
      wallUpdates: figures.wallUpdates,
      sigkills,
      sigterms,
      sigtermExitCodes: [...sigtermExitCodes, finalExit],
      databaseKills,
      serverExits,
      faultsSeen,
      stuckTables: [...stuck],
      corrections,
      seatingChanges,
      waitlist,
      reliefs,
      memoryMb: { start: memoryStart, end: memoryEnd, lastProcessStart },
      faults,
      memorySamples,
      log,
    };
  } finally {
    await cleanupServer().catch(() => {});
    await database.cleanup().catch(() => {});
  }
}
