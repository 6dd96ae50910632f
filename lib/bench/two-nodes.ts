/**
 * The two-node benchmark (issue 21 item 3): two server processes on one PostgreSQL and the local
 * Redis, one of them owning every table (the first to start takes every table's lock), and half
 * the tables' dealers (and half their displays) connected to the node that does not own them, so
 * their commands are forwarded and their views relayed through Redis. Its p99 is held against one
 * node under the same load. Then the owner is killed (SIGKILL) mid-run: every table must resume on
 * the other node within 5 s, and every command acknowledged before or after must be in the log.
 *
 *   npm run -s bench -- --nodes 2 --tables 100 --displays 3 --rounds 5 --rate 1 --json
 */
import crypto from "node:crypto";
import { Redis } from "ioredis";
import { openBenchDatabase, createTables, tableIds, DEFAULT_TABLE } from "./bench-database";
import { runLoad } from "./load";
import { summarise } from "./proc-stats";
import { startChildTarget, killAllChildren, type Target } from "./target";
import { connectWire, type WireClient } from "./wire-client";
import { DEFAULT_PLAN, nextCommand, type DealerViewLike } from "./driver";
import { patchedView, type ViewPatch } from "@/lib/contract/view-patch";
import type { BenchArgs } from "./run";

type Log = (line: string) => void;

/** The Redis the nodes share, if one answers. */
async function reachableRedis(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    return (await redis.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function loadP99(args: BenchArgs, ids: readonly string[], portFor: (tableId: string, role: "dealer" | "display", index: number) => number, deadline: number, log: Log) {
  const load = await runLoad({
    port: portFor(ids[0]!, "dealer", 0),
    portFor,
    tableIds: ids,
    displays: args.displays,
    floor: false,
    warmupRounds: args.warmup,
    rounds: args.rounds,
    rate: args.rate,
    plan: { ...DEFAULT_PLAN, settle: args.settle },
    deadline,
    log,
  });
  if (load.aborted) throw new Error(`the load run stopped: ${load.aborted}`);
  return { latencyMs: summarise(load.latencies), commands: load.commands, commandsPerSecond: Math.round((load.commands / load.measuredSeconds) * 10) / 10 };
}

/** One dealer that keeps playing its table from node B while node A dies, counting what was acknowledged. */
class SurvivingDealer {
  view: DealerViewLike | null = null;
  viewVersion = -1;
  readonly acked: { version: number; id: string }[] = [];
  resumedAfterMs: number | null = null;
  private n = 0;

  constructor(
    readonly tableId: string,
    readonly client: WireClient,
  ) {
    client.onEvent((event, json) => {
      if (event === "table:view") {
        const [, msg] = JSON.parse(json) as [string, { version: number; view: DealerViewLike }];
        if (msg.version >= this.viewVersion) [this.view, this.viewVersion] = [msg.view, msg.version];
      } else if (event === "table:patch") {
        const [, msg] = JSON.parse(json) as [string, { from: number; version: number; patch: ViewPatch }];
        if (msg.version > this.viewVersion && msg.from === this.viewVersion && this.view) [this.view, this.viewVersion] = [patchedView(this.view, msg.patch), msg.version];
      }
    });
  }

  async subscribe(): Promise<void> {
    const sub = await this.client.ask<{ ok: boolean; version: number; view: DealerViewLike; code?: string }>("table:subscribe", { tableId: this.tableId, patches: true });
    if (!sub.ok) throw new Error(`${this.tableId}: ${sub.code}`);
    if (sub.version >= this.viewVersion) [this.view, this.viewVersion] = [sub.view, sub.version];
  }

  /** One step of the round; true when the table answered it. */
  async step(killedAt: number | null): Promise<boolean> {
    if (!this.view) return false;
    const next = nextCommand(this.view, DEFAULT_PLAN);
    if ("error" in next) return false;
    const id = `two-nodes-${this.tableId}-${++this.n}-${crypto.randomBytes(3).toString("hex")}`;
    try {
      const ack = await this.client.ask<{ ok: boolean; version: number; code?: string; view?: DealerViewLike }>("table:command", { tableId: this.tableId, id, expectedVersion: this.viewVersion, command: next }, 3000);
      if (ack.ok) {
        this.acked.push({ version: ack.version, id });
        if (killedAt !== null && this.resumedAfterMs === null) this.resumedAfterMs = performance.now() - killedAt;
        return true;
      }
      if (ack.code === "STALE_VERSION" && ack.view) [this.view, this.viewVersion] = [ack.view, ack.version];
      return false;
    } catch {
      return false; // no answer in time: the owner may be gone; try again
    }
  }
}

export async function runTwoNodeBench(args: BenchArgs, log: Log): Promise<Record<string, unknown>> {
  const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  if (!(await reachableRedis(redisUrl))) {
    const reason = `skipped: no Redis answers at ${redisUrl} (set REDIS_URL); two nodes share their tables through Redis`;
    log(reason);
    return { bench: "two-nodes", skipped: reason };
  }
  const deadline = performance.now() + args.maxSeconds * 1000;
  const db = await openBenchDatabase({ resultsDir: "bench-results", log });
  const nodes: Target[] = [];
  try {
    const ids = tableIds(args.tables);
    await createTables(db.pool, ids, { ...DEFAULT_TABLE, game: args.game });
    log(`created ${ids.length} tables`);

    // One node: the figure to compare with.
    const single = await startChildTarget("server", db.url, 120_000);
    nodes.push(single);
    const oneNode = await loadP99(args, ids, () => single.ready.port, deadline, log);
    await single.stop();
    log(`one node: p99 ${oneNode.latencyMs.p99} ms at ${oneNode.commandsPerSecond} commands/s`);

    // Two nodes: A owns every table (it starts first), B owns none; half the tables are played through B.
    const env = { BENCH_REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: `bench-${crypto.randomBytes(4).toString("hex")}` };
    const a = await startChildTarget("server", db.url, 120_000, { env });
    nodes.push(a);
    const b = await startChildTarget("server", db.url, 120_000, { env });
    nodes.push(b);
    log(`two nodes: A owns ${a.ready.tables} tables, B ${b.ready.tables}`);
    const viaB = new Set(ids.filter((_, i) => i % 2 === 1));
    const twoNodes = await loadP99(args, ids, (tableId, role, index) => (role === "dealer" ? (viaB.has(tableId) ? b : a) : index % 2 === 1 ? b : a).ready.port, deadline, log);
    const ratio = oneNode.latencyMs.p99 > 0 ? Math.round((twoNodes.latencyMs.p99 / oneNode.latencyMs.p99) * 100) / 100 : null;
    log(`two nodes: p99 ${twoNodes.latencyMs.p99} ms (${ratio}x one node)`);

    // The owner dies mid-run: every table is played from B, which must take them over.
    const dealers: SurvivingDealer[] = [];
    for (const id of ids) {
      const d = new SurvivingDealer(id, await connectWire(b.ready.port, { role: "dealer" }));
      await d.subscribe();
      dealers.push(d);
    }
    const pace = args.rate ? 1000 / args.rate : 250;
    let killedAt: number | null = null;
    const playFor = async (ms: number) => {
      const until = performance.now() + ms;
      await Promise.all(
        dealers.map(async (d) => {
          while (performance.now() < until && performance.now() < deadline) {
            if (!(await d.step(killedAt))) await d.subscribe().catch(() => {});
            await new Promise((r) => setTimeout(r, pace));
          }
        }),
      );
    };
    await playFor(5000);
    const ackedBeforeKill = dealers.reduce((s, d) => s + d.acked.length, 0);
    a.kill();
    killedAt = performance.now();
    log(`killed node A (SIGKILL) after ${ackedBeforeKill} acknowledged commands`);
    await playFor(15_000);
    const resumed = dealers.map((d) => d.resumedAfterMs);
    const notResumed = resumed.filter((r) => r === null).length;
    const resumeMs = resumed.filter((r): r is number => r !== null).sort((x, y) => x - y);
    // Every acknowledged command is in the log: its version is an event of its table, from its id.
    let lost = 0;
    let acked = 0;
    for (const d of dealers) {
      acked += d.acked.length;
      const { rows } = await db.pool.query<{ seq: number; command_id: string | null }>("SELECT seq, command_id FROM table_events WHERE table_id = $1", [d.tableId]);
      const logged = new Map(rows.map((r) => [r.seq, r.command_id]));
      for (const c of d.acked) if (logged.get(c.version) !== c.id) lost++;
    }
    for (const d of dealers) d.client.close();
    log(`after the kill: ${ids.length - notResumed}/${ids.length} tables resumed on B, slowest after ${resumeMs.length ? Math.round(resumeMs.at(-1)!) : "-"} ms; ${acked} commands acknowledged, ${lost} not in the log`);
    await b.stop();
    return {
      bench: "two-nodes",
      at: new Date().toISOString(),
      config: { tables: args.tables, displays: args.displays, rounds: args.rounds, rate: args.rate, redis: redisUrl },
      oneNode,
      twoNodes,
      p99Ratio: ratio,
      kill: {
        tablesResumed: ids.length - notResumed,
        tables: ids.length,
        resumeMs: resumeMs.length ? { p50: Math.round(resumeMs[Math.floor(resumeMs.length / 2)]!), max: Math.round(resumeMs.at(-1)!) } : null,
        acknowledged: acked,
        acknowledgedBeforeKill: ackedBeforeKill,
        lost,
      },
    };
  } finally {
    for (const n of nodes) n.kill();
    killAllChildren();
    await db.cleanup();
  }
}
