/**
 * Micro-measurements behind the proposals in docs/performance.md (`npm run -s bench -- --micro`):
 *
 *  - per command, in-process: the cost of the three role views, of socket.io's encoding of each
 *    broadcast (hasBinary walk + JSON.stringify), of the floor summary and of the projections,
 *    averaged over every state of real rounds (played through the real machine);
 *  - on a fresh PostgreSQL: durable appends from 200 concurrent tables (closed loop, 20
 *    connections as the server's pool) as the server does them today (BEGIN, INSERT, COMMIT: three
 *    round trips), as one autocommit statement (one round trip), and grouped across tables (one
 *    transaction per tick for every table with a command waiting).
 */
import pg from "pg";
import { Encoder } from "socket.io-parser";
import { baccaratMachine } from "@/lib/domain/table/baccarat/machine";
import { baccaratViews, baccaratDisplayView, baccaratDealerView, baccaratSupervisorView } from "@/lib/domain/table/baccarat/views";
import { EMPTY_BACCARAT_TABLE, type BaccaratTableState } from "@/lib/domain/table/baccarat/state";
import { seededRandom } from "@/lib/domain/cards/random";
import { tableKind } from "@/lib/server/tables/table-kind";
import { baccaratFamily } from "@/lib/domain/table/baccarat/family";

const baccaratKind = tableKind("baccarat", baccaratFamily);
import { summarise } from "@/lib/server/tables/table-projection";
import { nextCommand, DEFAULT_PLAN, type DealerViewLike } from "./driver";
import { createTables } from "./bench-database";
import { summarise as stats, TreeCpu } from "./proc-stats";
import { eventHash, GENESIS_HASH } from "@/lib/server/ledger/event-encoding";

const round2 = (x: number) => Math.round(x * 100) / 100;

function statesOfRounds(rounds: number): { states: BaccaratTableState[]; steps: { before: BaccaratTableState; after: BaccaratTableState; events: unknown[] }[] } {
  const random = seededRandom("bench-micro");
  let now = Date.now();
  const config = { id: "micro-1", roomId: "r", name: "Micro", gameId: "fortune-7-baccarat", seats: 8, gameOptions: {}, rulesVersion: "1", feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", feeOptionData: null, minWagerCents: 500, maxWagerCents: 10_000, rotationPolicy: {}, status: "open" };
  let state = baccaratMachine.evolve(EMPTY_BACCARAT_TABLE, baccaratKind.opened(config, now));
  const states: BaccaratTableState[] = [];
  const steps: { before: BaccaratTableState; after: BaccaratTableState; events: unknown[] }[] = [];
  let done = 0;
  for (let n = 0; done < rounds && n < rounds * 200; n++) {
    const command = nextCommand(baccaratDealerView(state) as unknown as DealerViewLike, DEFAULT_PLAN);
    if ("error" in command) throw new Error(String(command.error));
    const parsed = baccaratMachine.parseCommand(command);
    if (!parsed.ok) throw new Error(parsed.refusal.message);
    const d = baccaratMachine.decide(state, parsed.command, { now: (now += 2000), random, actor: { id: "d", role: "dealer" } });
    if (!d.ok) throw new Error(d.refusal.code);
    const before = state;
    for (const e of d.events) state = baccaratMachine.evolve(state, e);
    states.push(state);
    steps.push({ before, after: state, events: d.events });
    if (command.type === "end-round") done++;
  }
  return { states, steps };
}

/** Microseconds of `fn` per item: the best of several trials (robust to other work on the machine). */
function perItem<T>(items: readonly T[], fn: (item: T) => unknown, trials = 9, trialMs = 120): number {
  let sink = 0;
  for (const i of items) sink += fn(i) ? 1 : 0; // warm-up
  let best = Infinity;
  for (let t = 0; t < trials; t++) {
    let n = 0;
    const start = performance.now();
    while (performance.now() - start < trialMs) {
      for (const i of items) sink += fn(i) ? 1 : 0;
      n += items.length;
    }
    best = Math.min(best, ((performance.now() - start) * 1000) / n);
  }
  if (sink < 0) console.log(sink);
  return round2(best);
}

export function cpuCosts(): Record<string, unknown> {
  const { states, steps } = statesOfRounds(30);
  const encoder = new Encoder();
  const encode = (data: unknown) => encoder.encode({ type: 2, nsp: "/tables", data: ["table:view", data] } as never);
  const sizes = states.map((s) => {
    const v = baccaratViews(s);
    return { d: JSON.stringify(v.dealer).length, p: JSON.stringify(v.display).length, s: JSON.stringify(v.supervisor).length, f: JSON.stringify(summarise(s, "micro-1")).length };
  });
  const mean = (f: (x: (typeof sizes)[number]) => number) => Math.round(sizes.reduce((a, x) => a + f(x), 0) / sizes.length);
  const allViews = states.map((s) => baccaratViews(s));
  return {
    commandsSampled: states.length,
    viewBytes: { dealer: mean((x) => x.d), display: mean((x) => x.p), supervisor: mean((x) => x.s), floorSummary: mean((x) => x.f) },
    microsecondsPerCommand: {
      viewsAllRoles: perItem(states, (s) => baccaratViews(s)),
      displayViewOnly: perItem(states, (s) => baccaratDisplayView(s)),
      dealerViewOnly: perItem(states, (s) => baccaratDealerView(s)),
      supervisorViewOnly: perItem(states, (s) => baccaratSupervisorView(s)),
      floorSummary: perItem(states, (s) => summarise(s, "micro-1")),
      encodeDealerBroadcast: perItem(allViews, (v) => encode({ tableId: "micro-1", version: 1, view: v.dealer })),
      encodeDisplayBroadcast: perItem(allViews, (v) => encode({ tableId: "micro-1", version: 1, view: v.display })),
      encodeSupervisorBroadcast: perItem(allViews, (v) => encode({ tableId: "micro-1", version: 1, view: v.supervisor })),
      jsonStringifyDisplayOnly: perItem(allViews, (v) => JSON.stringify(v.display)),
      encodePreSerialisedString: perItem(allViews, (v) => encode(JSON.stringify(v.display))),
      projections: perItem(steps, (s) => baccaratKind.project("micro-1", s.before, s.events as never, s.after, 1, new Date())),
      eventJson: perItem(steps, (s) => s.events.map((e) => JSON.stringify(e))),
    },
    note: "a command today costs viewsAllRoles + encode of each role's broadcast (socket.io encodes once per room) + floorSummary; the supervisor view is computed even when no supervisor follows the table",
  };
}

interface DbPattern {
  commandsPerSecond: number;
  postgresCpuMicrosecondsPerCommand: number | null;
  clientCpuMicrosecondsPerCommand: number;
  latencyMs: ReturnType<typeof stats>;
  commitsPerCommand: number;
}

/** Durable appends from `tables` concurrent closed-loop writers for `seconds`, three ways. */
export async function dbPatterns(url: string, options: { tables: number; seconds: number; poolSize: number; postmasterPid: number | null }): Promise<Record<string, DbPattern>> {
  const pgTree = options.postmasterPid ? new TreeCpu(options.postmasterPid) : null;
  const admin = new pg.Pool({ connectionString: url, max: 2 });
  const ids = Array.from({ length: options.tables }, (_, i) => `micro-${String(i + 1).padStart(4, "0")}`);
  await createTables(admin, ids);
  const payload = JSON.stringify({ type: "CardDealt", card: "9H", source: "server", faceDown: false, padding: "x".repeat(140) });
  const seq = new Map(ids.map((id) => [id, 0]));
  const commits = async () => Number((await admin.query<{ c: string }>("SELECT xact_commit::text AS c FROM pg_stat_database WHERE datname = current_database()")).rows[0]!.c);
  const insertOne = `INSERT INTO table_events (table_id, seq, type, payload, command_id, actor_id, created_at, prev_hash, hash)
     SELECT $1, s, t, p::jsonb, $5, $6, $7, decode($8, 'hex'), decode($9, 'hex') FROM unnest($2::int[], $3::text[], $4::text[]) AS u(s, t, p)`;
  // Each append brings its hashes, as the event store's do (docs/ledger.md): the latest per table.
  const body = JSON.parse(payload) as { type: string };
  const heads = new Map<string, string>();
  const chained = (id: string, s: number, actorId: string) => {
    const at = new Date();
    const prevHash = s === 1 ? GENESIS_HASH : heads.get(id)!;
    const hash = eventHash({ tableId: id, seq: s, type: "CardDealt", event: body, at, commandId: `${id}:${s}`, actorId, prevHash });
    heads.set(id, hash);
    return { at, prevHash, hash };
  };

  const run = async (append: (pool: pg.Pool, id: string, s: number) => Promise<void>, prepare?: (pool: pg.Pool) => void): Promise<DbPattern> => {
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize });
    pool.on("error", () => {});
    prepare?.(pool);
    // warm the pool
    await Promise.all(Array.from({ length: options.poolSize }, () => pool.query("SELECT 1")));
    const latencies: number[] = [];
    const c0 = await commits();
    const pg0 = pgTree?.sample() ?? 0;
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    const until = start + options.seconds * 1000;
    await Promise.all(
      ids.map(async (id) => {
        while (performance.now() < until) {
          const s = seq.get(id)! + 1;
          const t0 = performance.now();
          await append(pool, id, s);
          seq.set(id, s);
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - start) / 1000;
    const pg1 = pgTree?.sample() ?? 0;
    const cpu = process.cpuUsage(cpu0);
    await pool.end();
    await new Promise((r) => setTimeout(r, 1200)); // let the statistics flush
    const c1 = await commits();
    return {
      commandsPerSecond: Math.round(latencies.length / seconds),
      postgresCpuMicrosecondsPerCommand: pgTree ? Math.round(((pg1 - pg0) * 1e6) / latencies.length) : null,
      clientCpuMicrosecondsPerCommand: Math.round((cpu.user + cpu.system) / latencies.length),
      latencyMs: stats(latencies), commitsPerCommand: round2((c1 - c0) / latencies.length) };
  };

  const values = (id: string, s: number) => {
    const c = chained(id, s, "micro");
    return [id, [s], ["CardDealt"], [payload], `${id}:${s}`, "micro", c.at, c.prevHash, c.hash];
  };
  const result: Record<string, DbPattern> = {};
  // Today: BEGIN, INSERT, COMMIT on one pooled connection (event-store.ts).
  result.transactionPerCommand = await run(async (pool, id, s) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      await client.query(insertOne, values(id, s));
      await client.query("COMMIT");
    } finally {
      client.release();
    }
  });
  // One round trip: the same INSERT in autocommit (events and projections can go in one statement with CTEs).
  result.singleStatementPerCommand = await run(async (pool, id, s) => {
    await pool.query(insertOne, values(id, s));
  });
  // Group commit: whatever is waiting when the connection is free goes in one transaction.
  let queue: { id: string; s: number; resolve(): void; reject(e: Error): void }[] = [];
  let flushing = 0;
  let groupPool: pg.Pool;
  const MAX_IN_FLIGHT = 4;
  const flush = () => {
    if (queue.length === 0 || flushing >= MAX_IN_FLIGHT) return;
    const batch = queue;
    queue = [];
    flushing++;
    const links = batch.map((b) => chained(b.id, b.s, "micro"));
    groupPool
      .query(
        `INSERT INTO table_events (table_id, seq, type, payload, command_id, actor_id, created_at, prev_hash, hash)
         SELECT t, s, 'CardDealt', $3::jsonb, c, 'micro', a, decode(ph, 'hex'), decode(h, 'hex')
           FROM unnest($1::text[], $2::int[], $4::text[], $5::timestamptz[], $6::text[], $7::text[]) AS u(t, s, c, a, ph, h)`,
        [batch.map((b) => b.id), batch.map((b) => b.s), payload, batch.map((b) => `${b.id}:${b.s}`), links.map((l) => l.at), links.map((l) => l.prevHash), links.map((l) => l.hash)],
      )
      .then(
        () => batch.forEach((b) => b.resolve()),
        (e: Error) => batch.forEach((b) => b.reject(e)),
      )
      .finally(() => {
        flushing--;
        flush();
      });
  };
  result.groupCommitAcrossTables = await run(
    (_pool, id, s) =>
      new Promise<void>((resolve, reject) => {
        queue.push({ id, s, resolve, reject });
        setImmediate(flush);
      }),
    (pool) => {
      groupPool = pool;
    },
  );
  await admin.end();
  return result;
}
