/**
 * A night in fast-forward (issue 31): the real server on its own database, every table of the demo
 * floor driven at many times a dealer's speed by its family's autoplay driver through a real
 * socket.io tablet (tablet.ts), a wall subscribed to each table (wall.ts), the floor's lists
 * (lists.ts) and dealer reliefs (dealer-reliefs.ts), tablets and walls reconnecting, the server
 * SIGKILLed and SIGTERMed and (with the embedded PostgreSQL) the database killed at random moments
 * (faults.ts), every unanswered command sent again with the same id; then the shift close, and the
 * log held against what the tablets were answered (log-checks.ts).
 */
import { seededRandom } from "../domain/cards/random";
import { familyOf } from "../domain/table/families";
import { spawnServer } from "../server/test-process";
import { dealerCookie, floorCookie, wallCookie } from "./credentials";
import { soakDatabase } from "./database";
import { relieveDealers } from "./dealer-reliefs";
import { makeFaults, type FaultFigures } from "./faults";
import { driveLists } from "./lists";
import { checkLog } from "./log-checks";
import type { MemorySample, SoakOptions, SoakReport } from "./report";
import { residentMb } from "./resend";
import { ServerWatch } from "./server-watch";
import { newSoakRun, type SoakRun } from "./soak-run";
import { addTables } from "./soak-tables";
import { sleep } from "./sockets";
import { driveTablet } from "./tablet";
import { watchWall } from "./wall";

export type { MoveFigures, SoakOptions, SoakReport } from "./report";

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const say = options.log ?? (() => {});
  const chaos = seededRandom(`${options.seed}:chaos`);
  const database = await soakDatabase();
  say(`database: ${database.kind}`);
  const servers = new ServerWatch(await spawnServer(database.env), database.env, say);
  try {
    const db = await database.open();
    // The database is killed under the run: an idle connection's error is expected, not fatal.
    db.pool.on("error", () => {});
    // A night of more tables than the demo floor's: copies of its tables, and a server started
    // again to take them on (a single node loads its tables at start).
    const added = await addTables(db, options.tables);
    if (added > 0) {
      say(`tables: ${added} copies of the demo floor's tables added`);
      await servers.server.kill("SIGTERM");
      servers.server = await spawnServer(database.env);
      servers.up = Promise.resolve(servers.server);
    }
    const floor = await db.pool.query<{ id: string; game_id: string }>("SELECT id, game_id FROM tables WHERE status <> 'closed' ORDER BY length(id), id");
    const tables = floor.rows.slice(0, options.tables).filter((t) => familyOf(t.game_id) !== null);
    say(`tables: ${tables.length} of the ${floor.rows.length} on the floor (asked ${options.tables})`);
    const run = newSoakRun(options, db, servers);
    for (const t of tables) {
      run.cookies.dealer.set(t.id, await dealerCookie(db, t.id));
      run.cookies.floor.set(t.id, await floorCookie(db));
      run.cookies.wall.set(t.id, await wallCookie(db, t.id));
    }
    const shiftStart = new Date(Date.now() - 1000);

    await sleep(3000);
    const memoryStart = await residentMb(servers.server.child.pid);
    say(`server memory at the start: ${memoryStart} MB`);
    const walls = [
      ...tables.map((t) => watchWall(run, t.id)),
      driveLists(run, tables.filter((t) => familyOf(t.game_id) === "poker").map((t) => t.id)),
      relieveDealers(run, tables.map((t) => t.id)),
    ];
    const tablets = tables.map((t) => driveTablet(run, t.id, familyOf(t.game_id)!));

    const runStart = Date.now();
    const memory = sampleMemory(servers, runStart, options.memoryEveryMs ?? 60_000, say, { atS: 0, pid: servers.server.child.pid, mb: memoryStart });
    const faultFigures: FaultFigures = { sigkills: 0, sigterms: 0, databaseKills: 0, sigtermExitCodes: [], lastProcessStart: memoryStart };
    const faults = options.faults !== false;
    const endAt = Date.now() + options.minutes * 60_000;
    // Without faults, the run only watches (a server that stops by itself is still started again).
    if (faults) await makeFaults(servers, database, chaos, { endAt, everyMs: Math.max(15_000, Math.min(90_000, (options.minutes * 60_000) / 12)), say }, faultFigures);
    else await servers.watch(endAt - Date.now());

    run.stopping = true;
    say("time is up: the tablets finish their unanswered commands");
    let finished = false;
    const done = Promise.all([...tablets, ...walls]).then(() => (finished = true));
    while (!finished) await Promise.race([done, servers.watch(1000)]);
    servers.closing = true;
    memory.stop();
    const memoryEnd = await residentMb(servers.server.child.pid);
    memory.samples.push({ atS: Math.round((Date.now() - runStart) / 1000), pid: servers.server.child.pid, mb: memoryEnd });
    // The shift close: the server shuts down cleanly, then the sheet is read from the database.
    await servers.server.kill("SIGTERM");
    const finalExit = servers.server.child.exitCode;
    await database.afterServer();
    const shiftEnd = new Date(Date.now() + 1000);
    const ids = tables.map((t) => t.id);
    const log = await checkLog(db, run.acknowledged, { start: shiftStart, end: shiftEnd }, ids);
    return {
      seed: options.seed,
      database: database.kind,
      minutes: options.minutes,
      tablesAsked: options.tables,
      tablesDriven: tables.length,
      tablesOnTheFloor: floor.rows.length,
      roundsPerFamily: await roundsPerFamily(run, tables),
      commandsSent: run.figures.commandsSent,
      acknowledged: run.acknowledged.length,
      refused: run.refused,
      unanswered: run.figures.unanswered,
      resent: run.figures.resent,
      outcomeUnknown: run.figures.outcomeUnknown,
      answeredAsDuplicate: run.figures.duplicates,
      tabletReconnects: run.figures.tabletReconnects,
      wallReconnects: run.figures.wallReconnects,
      wallUpdates: run.figures.wallUpdates,
      sigkills: faultFigures.sigkills,
      sigterms: faultFigures.sigterms,
      sigtermExitCodes: [...faultFigures.sigtermExitCodes, finalExit],
      databaseKills: faultFigures.databaseKills,
      serverExits: servers.exits,
      faultsSeen: servers.faultsSeen,
      stuckTables: [...run.stuck],
      corrections: run.corrections,
      seatingChanges: run.seatingChanges,
      waitlist: run.waitlist,
      reliefs: run.reliefs,
      memoryMb: { start: memoryStart, end: memoryEnd, lastProcessStart: faultFigures.lastProcessStart },
      faults,
      memorySamples: memory.samples,
      log,
    };
  } finally {
    await servers.server.kill("SIGKILL").catch(() => {});
    await database.cleanup().catch(() => {});
  }
}

/** The server's resident memory every `everyMs`, whichever process runs then. */
function sampleMemory(servers: ServerWatch, runStart: number, everyMs: number, say: (line: string) => void, first: MemorySample): { samples: MemorySample[]; stop(): void } {
  const samples: MemorySample[] = [first];
  const timer = setInterval(() => {
    const pid = servers.server.child.pid;
    void residentMb(pid).then((mb) => {
      samples.push({ atS: Math.round((Date.now() - runStart) / 1000), pid, mb });
      say(`server memory: ${mb} MB (pid ${pid})`);
    });
  }, everyMs);
  timer.unref();
  return { samples, stop: () => clearInterval(timer) };
}

/** Rounds completed per family, from the log. */
async function roundsPerFamily(run: SoakRun, tables: readonly { id: string; game_id: string }[]): Promise<Record<string, number>> {
  const perTable = await run.db.pool.query<{ table_id: string; n: number }>(
    "SELECT table_id, count(*)::int AS n FROM table_events WHERE type = 'RoundCompleted' AND table_id = ANY($1) GROUP BY table_id",
    [tables.map((t) => t.id)],
  );
  const rounds: Record<string, number> = {};
  for (const t of tables) rounds[familyOf(t.game_id)!] ??= 0;
  for (const r of perTable.rows) {
    const family = familyOf(tables.find((t) => t.id === r.table_id)!.game_id)!;
    rounds[family] = (rounds[family] ?? 0) + r.n;
  }
  return rounds;
}
