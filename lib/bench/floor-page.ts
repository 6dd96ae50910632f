/**
 * The floor dashboard under a full floor (issue 21 item 4): the real server with its pages, N live
 * tables played at a dealer's pace by the load generator, and the floor dashboard opened in
 * Chromium by a signed-in supervisor. Prints how long each table's line takes to reach the page
 * after the table answered its command (p99), and how busy the page's main thread is (Chrome's
 * own task time over the measured wall time, and the Performance API's long tasks).
 *
 *   npx next build && npm run -s bench -- --floor-page --tables 1000 --rate 0.25 --rounds 3 --json
 *
 * --page-profile adds a CPU profile of the page over the measured phase (bench-results/, its top
 * functions and components printed); it slows the page a little, so its busy figures are not the
 * target's. `BENCH_SOURCE_MAPS=1 npx next build` gives the profile its original names.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { openBenchDatabase, createTables, tableIds, DEFAULT_TABLE } from "./bench-database";
import { runLoad } from "./load";
import { summarise } from "./proc-stats";
import { startChildTarget, killAllChildren, type Target } from "./target";
import { DEFAULT_PLAN } from "./driver";
import { connect } from "@/lib/server/db/database";
import { createStaff } from "@/lib/server/auth/staff";
import type { BenchArgs } from "./run";
import { formatPageProfile, startPageProfile, stopPageProfile, type PageProfileSummary } from "./page-profile";

type Log = (line: string) => void;

const FLOOR_FRAME = /^42\/tables,\["floor:tables",/;
const ALERT_FRAME = /^42\/tables,\["floor:alert",/;

export async function runFloorPageBench(args: BenchArgs, log: Log): Promise<Record<string, unknown>> {
  if (!fs.existsSync(path.join(process.cwd(), ".next", "BUILD_ID"))) {
    const reason = "skipped: the pages are not built (run `npx next build` first)";
    log(reason);
    return { bench: "floor-page", skipped: reason };
  }
  const deadline = performance.now() + args.maxSeconds * 1000;
  const db = await openBenchDatabase({ resultsDir: "bench-results", log });
  let target: Target | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const ids = tableIds(args.tables);
    await createTables(db.pool, ids, { ...DEFAULT_TABLE, game: args.game });
    const password = crypto.randomBytes(18).toString("base64url");
    const staffDb = connect(db.url, 2);
    const created = await createStaff(staffDb, null, { username: "benchfloor", displayName: "Bench floor", role: "supervisor", password, roomId: "bench-room" }, new Date());
    await staffDb.close();
    if (!created.ok) throw new Error(`could not create the floor supervisor: ${created.message}`);
    log(`created ${ids.length} tables and a supervisor`);

    target = await startChildTarget("server", db.url, 300_000, { env: { BENCH_PAGES: "1" } });
    const base = `http://127.0.0.1:${target.ready.port}`;
    const signIn = await fetch(`${base}/api/auth/sign-in`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ username: "benchfloor", password }) });
    const cookie = signIn.headers.get("set-cookie");
    if (!signIn.ok || !cookie) throw new Error(`sign-in refused (${signIn.status}): ${await signIn.text()}`);
    const [pair] = cookie.split(";");
    const [name, value] = pair!.split("=");

    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"] });
    const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
    await context.addCookies([{ name: name!, value: value!, url: base }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    /** Each table's lines as they reached the page: [version, at]. */
    const lines = new Map<string, [number, number][]>();
    let frames = 0;
    let alertFrames = 0;
    page.on("websocket", (ws) =>
      ws.on("framereceived", ({ payload }) => {
        const text = typeof payload === "string" ? payload : payload.toString();
        if (ALERT_FRAME.test(text)) alertFrames++;
        if (!FLOOR_FRAME.test(text)) return;
        const at = performance.now();
        frames++;
        const [, summaries] = JSON.parse(text.slice(text.indexOf("["))) as [string, { tableId: string; version?: number }[]];
        for (const s of summaries) if (typeof s.version === "number") (lines.get(s.tableId) ?? lines.set(s.tableId, []).get(s.tableId)!).push([s.version, at]);
      }),
    );
    await page.goto(`${base}/floor`, { waitUntil: "domcontentloaded" });
    await page.waitForSelector('[data-testid="floor-table"], [data-table]', { timeout: 60_000 }).catch(() => {});
    log("floor dashboard open in Chromium");

    const taskTime = async () => {
      const { metrics } = (await cdp.send("Performance.getMetrics")) as { metrics: { name: string; value: number }[] };
      return metrics.find((m) => m.name === "TaskDuration")?.value ?? 0;
    };
    const acks: [string, number, number][] = [];
    let startTask = 0;
    let startAt = 0;
    let endTask = 0;
    let endAt = 0;
    let longBefore = 0;
    const phases: Promise<void>[] = [];
    const profileFile = path.join("bench-results", `page-profile-floor-${args.tables}t-${new Date().toISOString().replace(/[:.]/g, "-")}.cpuprofile`);
    let pageProfile: PageProfileSummary | undefined;
    const load = await runLoad({
      port: target.ready.port,
      tableIds: ids,
      displays: 0,
      floor: false,
      warmupRounds: args.warmup,
      rounds: args.rounds,
      rate: args.rate ?? 0.25,
      plan: { ...DEFAULT_PLAN, settle: args.settle },
      deadline,
      log,
      onAck: (tableId, version, at) => acks.push([tableId, version, at]),
      onPhase(phase) {
        if (phase === "measure-start") {
          startAt = performance.now();
          phases.push(taskTime().then((t) => void (startTask = t)), page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.reduce((a, b) => a + b, 0)).then((t) => void (longBefore = t)));
          if (args.pageProfile) phases.push(startPageProfile(cdp));
        } else {
          endAt = performance.now();
          phases.push(taskTime().then((t) => void (endTask = t)));
          if (args.pageProfile) phases.push(stopPageProfile(cdp, profileFile, path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next")).then((p) => void (pageProfile = p)));
        }
      },
    });
    await Promise.all(phases);
    await new Promise((r) => setTimeout(r, 1500)); // the last lines on their way
    const longTotal = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.reduce((a, b) => a + b, 0));
    const latencies: number[] = [];
    let missed = 0;
    for (const [tableId, version, at] of acks) {
      const seen = lines.get(tableId)?.find(([v]) => v >= version);
      if (seen) latencies.push(Math.max(0, seen[1] - at));
      else missed++;
    }
    const wall = (endAt - startAt) / 1000;
    const result = {
      bench: "floor-page",
      at: new Date().toISOString(),
      config: { tables: args.tables, rate: args.rate ?? 0.25, rounds: args.rounds },
      commands: load.commands,
      commandsPerSecond: Math.round((load.commands / load.measuredSeconds) * 10) / 10,
      lineLatencyMs: summarise(latencies),
      linesNotSeen: missed,
      floorMessages: frames,
      alertMessages: alertFrames,
      mainThread: {
        busyFraction: wall > 0 ? Math.round(((endTask - startTask) / wall) * 1000) / 1000 : null,
        longTaskFraction: wall > 0 ? Math.round(((longTotal - longBefore) / 1000 / wall) * 1000) / 1000 : null,
        measuredSeconds: Math.round(wall * 10) / 10,
      },
      ...(pageProfile ? { pageProfile } : {}),
    };
    if (pageProfile) for (const line of formatPageProfile(pageProfile).split("\n")) log(line);
    log(`floor page: line p99 ${result.lineLatencyMs.p99} ms, main thread busy ${((result.mainThread.busyFraction ?? 0) * 100).toFixed(1)}% of ${result.mainThread.measuredSeconds} s`);
    return result;
  } finally {
    await browser?.close().catch(() => {});
    await target?.stop().catch(() => {});
    killAllChildren();
    await db.cleanup();
  }
}
