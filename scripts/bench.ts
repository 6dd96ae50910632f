/**
 * The performance benchmark of the live table server (docs/performance.md has the figures).
 *
 *   npm run -s bench -- --tables 200 --displays 3 --rounds 20 --json
 *   npm run -s bench -- --recover 1000 --rounds 100 --json
 *
 * Starts the real server (a child process, or --inprocess) on a fresh PostgreSQL (a new database
 * on DATABASE_URL, which must be a loopback address, or an embedded server in bench-results/),
 * creates the tables, drives full rounds of each table's game with the server's own shoe, deck or
 * woodpile from one dealer socket per table (closed loop, or --rate commands/s per table; --game
 * picks the game or a mix of every family), with --displays wall displays per table
 * and one floor client, then runs the baseline relay under the same load and prints one JSON
 * object (--json) or a summary. Everything it starts it stops; every loop is bounded by
 * --max-seconds.
 */
import { pathToFileURL } from "node:url";
import { runLoadBench, runMicroBench, runRecoverBench, runScaleBench, type BenchArgs } from "../lib/bench/run";
import { runTwoNodeBench } from "../lib/bench/two-nodes";
import { runFloorPageBench } from "../lib/bench/floor-page";
import { formatProfile } from "../lib/bench/profile-summary";
import { formatHeapSummary, type HeapSummary } from "../lib/bench/heap-summary";
import { baccaratDriverOnly, gameProblem } from "../lib/bench/games";

const USAGE = `usage: npm run -s bench -- [options]
  --tables N        live tables (default 10)
  --displays M      wall displays per table (default 3)
  --rounds R        measured rounds per table (default 10)
  --warmup W        rounds per table before measuring, setup included (default 1)
  --rate C          commands per second per table (default: closed loop, as fast as acknowledged)
  --game G          a game id on the demo floor (default fortune-7-baccarat), mixed (Fortune 7 and
                    EZ Baccarat), all-families (one demo game of each family) or all-demo-games;
                    tables go to the games round-robin, each with its game's demo-floor configuration.
                    --recover, --micro, --nodes 2 and --floor-page play Fortune 7 / EZ Baccarat only
  --settle S        line (one advance-settlement per ledger line, default) or all
  --no-baseline     skip the baseline relay
  --no-floor        no floor client
  --profile         CPU profile of the server during the measured phase (bench-results/*.cpuprofile)
  --heap-profile    the server's allocations during the measured phase, per command, by where they are
                    made (sampling heap profiler; bench-results/*.heapprofile)
  --inprocess       run the server in this process instead of a child process
  --max-seconds S   stop everything after S seconds (default 290)
  --wait-quiet S    wait up to S seconds for other work on the machine to stop before measuring
  --json            print one JSON object
  --recover K       recovery benchmark: K tables with --rounds R rounds of history each
  --scale A,B,C     the load run at each of these table counts (same --rate per table), and the
                    p99 at the largest over the p99 at the smallest (the relay's too, unless --no-baseline)
  --micro           per-command CPU costs, and durable appends from --tables writers three ways
  --full-views      devices ask for the whole view on every change (the figure before patches)
  --nodes 2         two server processes on one PostgreSQL and Redis (REDIS_URL, default the local
                    one; skipped with a message without one): half the tables played through the node
                    that does not own them, p99 against one node, then the owner killed mid-run
  --floor-page      the floor dashboard in Chromium (needs \`npx next build\` first) while --tables play at
                    --rate (default 0.25): each table's line's delay to the page, the page's main-thread time
  --page-profile    with --floor-page: a CPU profile of the page over the measured phase (bench-results/
                    *.cpuprofile, top functions and components; named with BENCH_SOURCE_MAPS=1 npx next build)`;

class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): BenchArgs & { help: boolean; micro: boolean; scale: number[] | null; nodes: number; floorPage: boolean } {
  const args: BenchArgs & { help: boolean; micro: boolean; scale: number[] | null; nodes: number; floorPage: boolean } = {
    scale: null,
    nodes: 1,
    floorPage: false,
    tables: 10,
    displays: 3,
    rounds: 10,
    warmup: 1,
    rate: null,
    json: false,
    inprocess: false,
    baseline: true,
    floor: true,
    profile: false,
    game: "fortune-7-baccarat",
    settle: "line",
    maxSeconds: 290,
    recover: null,
    waitQuiet: 0,
    micro: false,
    help: false,
  };
  const int = (flag: string, v: string, min: number, max: number) => {
    if (!/^\d+$/.test(v) || Number(v) < min || Number(v) > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got "${v}"`);
    return Number(v);
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, undefined];
    const value = (): string => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith("--")) throw new UsageError(`${flag} needs a value`);
      i += 1;
      return next;
    };
    switch (flag) {
      case "--tables":
        args.tables = int(flag, value(), 1, 5000);
        break;
      case "--displays":
        args.displays = int(flag, value(), 0, 20);
        break;
      case "--rounds":
        args.rounds = int(flag, value(), 1, 1000);
        break;
      case "--warmup":
        args.warmup = int(flag, value(), 0, 100);
        break;
      case "--rate": {
        const v = value();
        const rate = Number(v);
        if (!Number.isFinite(rate) || rate <= 0 || rate > 1000) throw new UsageError(`--rate must be a number of commands per second above 0, got "${v}"`);
        args.rate = rate;
        break;
      }
      case "--game": {
        const v = value();
        const problem = gameProblem(v);
        if (problem) throw new UsageError(problem);
        args.game = v;
        break;
      }
      case "--settle": {
        const v = value();
        if (v !== "line" && v !== "all") throw new UsageError(`--settle must be line or all, got "${v}"`);
        args.settle = v;
        break;
      }
      case "--max-seconds":
        args.maxSeconds = int(flag, value(), 10, 3600);
        break;
      case "--wait-quiet":
        args.waitQuiet = int(flag, value(), 0, 600);
        break;
      case "--recover":
        args.recover = int(flag, value(), 1, 10_000);
        break;
      case "--scale": {
        const v = value();
        const list = v.split(",").map((x) => int(flag, x.trim(), 1, 5000));
        if (list.length < 2) throw new UsageError("--scale needs at least two table counts, e.g. 10,100,1000");
        args.scale = list;
        break;
      }
      case "--micro":
        args.micro = true;
        break;
      case "--full-views":
        args.fullViews = true;
        break;
      case "--heap-profile":
        args.heapProfile = true;
        break;
      case "--floor-page":
        args.floorPage = true;
        break;
      case "--page-profile":
        args.pageProfile = true;
        break;
      case "--nodes": {
        const n = Number(value());
        if (n !== 1 && n !== 2) throw new UsageError("--nodes is 1 or 2");
        args.nodes = n;
        break;
      }
      case "--no-baseline":
        args.baseline = false;
        break;
      case "--no-floor":
        args.floor = false;
        break;
      case "--profile":
        args.profile = true;
        break;
      case "--inprocess":
        args.inprocess = true;
        break;
      case "--json":
        args.json = true;
        break;
      case "-h":
      case "--help":
        args.help = true;
        break;
      default:
        throw new UsageError(`unknown argument "${arg}"`);
    }
  }
  if (!baccaratDriverOnly(args.game)) {
    const run = args.recover !== null ? "--recover" : args.micro ? "--micro" : args.nodes === 2 ? "--nodes 2" : args.floorPage ? "--floor-page" : null;
    if (run) throw new UsageError(`${run} plays fortune-7-baccarat, ez-baccarat or mixed only, not --game ${args.game}: the load and --scale runs play every family`);
  }
  if (args.pageProfile && !args.floorPage) throw new UsageError("--page-profile profiles the floor page: add --floor-page");
  if (args.heapProfile && args.inprocess) throw new UsageError("--heap-profile needs the server in its own process: leave out --inprocess");
  return args;
}

type Json = Record<string, unknown>;

function summary(r: Json): string {
  const get = (o: unknown, ...keys: string[]): unknown => keys.reduce<unknown>((x, k) => (x && typeof x === "object" ? (x as Json)[k] : undefined), o);
  if (r.micro) return JSON.stringify(r.micro, null, 2);
  if (r.steps) {
    const lines = (r.steps as Json[]).map((s) => {
      const l = s.latencyMs as Json;
      const b = s.baseline as Json | null;
      return `  ${String(s.tables).padStart(5)} tables: ${s.commandsPerSecond} commands/s, p50 ${l.p50}  p99 ${l.p99}  max ${l.max} ms, server ${s.serverCpuMicrosecondsPerCommand} µs/command, ${s.rssPerTableKB} KB per live table${b ? `; relay p99 ${(b.latencyMs as Json).p99} ms` : ""}`;
    });
    return [
      `scaling at ${get(r, "config", "ratePerTable") ?? "closed loop"} commands/s per table:`,
      ...lines,
      `p99 at the largest / p99 at the smallest: ${r.p99RatioLargestToSmallest}${r.baselineP99RatioLargestToSmallest !== null ? ` (the bare relay: ${r.baselineP99RatioLargestToSmallest})` : ""}`,
    ].join("\n");
  }
  if (r.recover) {
    const x = r.recover as Json;
    return [
      `recovery of ${x.tables} tables × ${x.roundsPerTable} rounds (${x.events} events, ${x.snapshots} snapshots)`,
      `  after a crash:          ${get(x, "afterCrash", "seconds")} s to resume (${x.eventsReplayed} events replayed after the latest snapshots)`,
      `  after a clean shutdown: ${get(x, "afterCleanShutdown", "seconds")} s`,
    ].join("\n");
  }
  const c = r.config as Json;
  const lat = (o: unknown) => {
    const l = o as Json;
    return `p50 ${l.p50}  p95 ${l.p95}  p99 ${l.p99}  max ${l.max} ms`;
  };
  const perFamily = (o: unknown) =>
    Object.entries((o ?? {}) as Record<string, number>)
      .map(([family, n]) => `${family} ${n}`)
      .join(", ");
  const lines = [
    `${c.tables} tables × ${c.displays} displays, ${c.rounds} rounds each, ${c.loop}; server: ${c.server}`,
    `games: ${((c.games as string[] | undefined) ?? [c.game]).join(", ")} (--game ${c.game})`,
    `table server:  ${r.commandsPerSecond} durable commands/s, ${r.roundsPerSecond} rounds/s`,
    `  measured rounds by family: ${perFamily(r.roundsPerFamily)}`,
    `  command → every display: ${lat(r.latencyMs)}`,
    `  command → acknowledgement: ${lat(r.ackLatencyMs)}`,
    `  server CPU ${get(r, "server", "cpuCores")} cores (${get(r, "server", "cpuMicrosecondsPerCommand")} µs per command), PostgreSQL CPU ${get(r, "postgres", "cpuCores")} cores (${get(r, "postgres", "cpuMicrosecondsPerCommand")} µs per command), load generator ${get(r, "generator", "cpuCores")} cores`,
    `  machine: ${get(r, "machineCpu", "busyCores")} of ${get(r, "machineCpu", "cores")} cores busy (${get(r, "machineCpu", "softirqCores")} in interrupts, ${get(r, "machineCpu", "otherCores")} by other processes)`,
    `  ${get(r, "postgres", "commitsPerSecond")} commits/s (${get(r, "postgres", "commitsPerCommand")} per command), ${get(r, "postgres", "walSyncsPerSecond")} WAL syncs/s`,
    `  server RSS ${get(r, "server", "rssMB", "beforeTables")} MB before tables, ${get(r, "server", "rssMB", "afterStart")} MB loaded, ${get(r, "server", "rssMB", "live")} MB live; ${r.rssPerTableKB} KB per live table`,
  ];
  if (r.baseline) {
    const b = r.baseline as Json;
    lines.push(`baseline relay: ${b.commandsPerSecond} commands/s (rounds by family: ${perFamily(b.roundsPerFamily)})`, `  command → every display: ${lat(b.latencyMs)}`, `  relay CPU ${b.cpuCores} cores (${b.cpuMicrosecondsPerCommand} µs per command), PostgreSQL CPU ${get(b, "postgres", "cpuCores")} cores (${get(b, "postgres", "cpuMicrosecondsPerCommand")} µs per command), machine ${get(b, "machineCpu", "busyCores")} cores busy`, `p99 ratio (server / baseline): ${r.p99Ratio}`);
  }
  if (r.aborted) lines.push(`ABORTED: ${r.aborted}`);
  return lines.join("\n");
}

export async function main(argv: readonly string[]): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`bench: ${error.message}\n${USAGE}\n`);
      return 2;
    }
    throw error;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const log = (line: string) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}\n`);
  // A last guard: whatever happens, the benchmark stops by itself.
  const failsafe = setTimeout(() => {
    log(`still running ${args.maxSeconds + 60} s after the start: exiting`);
    process.exit(3);
  }, (args.maxSeconds + 60) * 1000);
  failsafe.unref();
  try {
    const result = args.floorPage
      ? await runFloorPageBench(args, log)
      : args.nodes === 2
      ? await runTwoNodeBench(args, log)
      : args.micro
      ? await runMicroBench(args, log)
      : args.recover !== null
        ? await runRecoverBench({ ...args, recover: args.recover }, log)
        : args.scale
          ? await runScaleBench({ ...args, scale: args.scale }, log)
          : await runLoadBench(args, log);
    if (args.json) process.stdout.write(`${JSON.stringify(result)}\n`);
    else {
      process.stdout.write(`${summary(result)}\n`);
      const profile = result.profile as Parameters<typeof formatProfile>[0] | undefined;
      if (profile) process.stdout.write(`\n${formatProfile(profile)}\n`);
      const heap = result.heapProfile as HeapSummary | undefined;
      if (heap) process.stdout.write(`\n${formatHeapSummary(heap)}\n`);
    }
    return result.aborted ? 1 : 0;
  } catch (error) {
    log(`failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && import.meta.url === pathToFileURL(invokedPath).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    () => process.exit(1),
  );
}
