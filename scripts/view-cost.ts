/**
 * CPU per command of what the gateway makes after each command, in process (docs/performance.md,
 * "Issue 30"): the three views of the new state and the dealer's and the wall's patch from the
 * previous one, made with one table's kept view parts as the server's table actor makes them
 * (lib/domain/table/common/kept-parts.ts; `--fresh`: made from scratch). Whole rounds of each family are played through its table machine by its autoplay
 * driver (the soak's), then every state met is viewed and diffed again: the CPU best of 15 passes,
 * the heap allocated (the least of 3 passes, from the collector's figures). Printed, not asserted.
 *
 *   node --import tsx scripts/view-cost.ts              # every family
 *   node --import tsx scripts/view-cost.ts no-bust      # one
 *   node --import tsx scripts/view-cost.ts --fresh      # the views made from scratch after each command
 *   node --import tsx scripts/view-cost.ts --patches    # the dealer's and the wall's patches alone, from views made beforehand
 */
import { AllocationMeter } from "@/lib/bench/allocation-meter";
import { viewPatch } from "@/lib/contract/view-patch";
import { ViewParts } from "@/lib/domain/table/common/kept-parts";
import { seededRandom } from "@/lib/domain/cards/random";
import type { AutoplayCommand, AutoplayRandom } from "@/lib/domain/table/common/autoplay";
import { baccaratAutoplay } from "@/lib/domain/table/baccarat/autoplay";
import { Table as BaccaratTable } from "@/lib/domain/table/baccarat/test-kit";
import { noBustAutoplay } from "@/lib/domain/table/no-bust/autoplay";
import { NoBustTable } from "@/lib/domain/table/no-bust/test-kit";
import { twentyOneAutoplay } from "@/lib/domain/table/twenty-one/autoplay";
import { TwentyOneTable } from "@/lib/domain/table/twenty-one/test-kit";
import { paiGowAutoplay } from "@/lib/domain/table/pai-gow-poker/autoplay";
import { PaiGowTable } from "@/lib/domain/table/pai-gow-poker/test-kit";
import { paiGowTilesAutoplay } from "@/lib/domain/table/pai-gow-tiles/autoplay";
import { TilesTable } from "@/lib/domain/table/pai-gow-tiles/test-kit";
import { threeCardPokerAutoplay } from "@/lib/domain/table/three-card-poker/autoplay";
import { ThreeCardPokerTable } from "@/lib/domain/table/three-card-poker/test-kit";
import { pokerAutoplay } from "@/lib/domain/table/poker/autoplay";
import { PokerTable } from "@/lib/domain/table/poker/test-kit";

interface Driven {
  state: unknown;
  now: number;
  random: AutoplayRandom;
  log: readonly { readonly type: string }[];
  views(): { dealer: unknown; display: unknown; supervisor: unknown };
  machine: { views(state: never, parts?: ViewParts): { dealer: unknown; display: unknown; supervisor: unknown } };
  do(command: never): unknown;
}

type Autoplay = (view: never, random: AutoplayRandom) => AutoplayCommand | null;

const FAMILIES: Record<string, [() => unknown, Autoplay]> = {
  baccarat: [() => new BaccaratTable({ gameId: "fortune-7-baccarat" }), baccaratAutoplay as Autoplay],
  "no-bust": [() => new NoBustTable({ gameId: "no-bust-6", decks: 6 }), noBustAutoplay as Autoplay],
  "twenty-one": [() => new TwentyOneTable({ gameId: "pure-21-5" }), twentyOneAutoplay as Autoplay],
  "pai-gow-poker": [() => new PaiGowTable({ gameId: "fortune-pai-gow" }), paiGowAutoplay as Autoplay],
  "pai-gow-tiles": [() => new TilesTable(), paiGowTilesAutoplay as Autoplay],
  "three-card-poker": [() => new ThreeCardPokerTable({ gameId: "three-card-poker-6cb" }), threeCardPokerAutoplay as Autoplay],
  poker: [() => new PokerTable({ gameId: "texas-holdem" }), pokerAutoplay as Autoplay],
};

function statesOf(family: string, rounds: number): { views: (s: unknown) => { dealer: unknown; display: unknown; supervisor: unknown }; states: unknown[] } {
  const [make, autoplay] = FAMILIES[family]!;
  const table = make() as Driven;
  const random = seededRandom(`view-cost-${family}`);
  table.random = seededRandom(`view-cost-${family}-table`);
  const states: unknown[] = [];
  const done = () => table.log.filter((e) => e.type === "RoundCompleted").length;
  for (let n = 0; done() < rounds && n < rounds * 400; n++) {
    const command = autoplay(table.views().dealer as never, random);
    if (!command) throw new Error(`${family}: the driver is stuck`);
    table.do(command as never);
    table.now += 1_000;
    states.push(table.state);
  }
  // One table's kept view parts, as its actor holds them on the server.
  const parts = fresh ? undefined : new ViewParts();
  return { views: (s) => table.machine.views(s as never, parts), states };
}

/** Bytes the heap took while `work` ran (the benchmark's meter: the collector's own figures). */
function allocatedBy(work: () => void): number {
  const meter = new AllocationMeter();
  meter.start();
  work();
  return meter.stop() ?? Number.NaN;
}

function best(family: string): { commands: number; microsecondsPerCommand: number; kbPerCommand: number } {
  const { views, states } = statesOf(family, 20);
  // --patches: the views made once beforehand, then only their patches timed.
  const made = (patchesOnly ? states : []).map((s) => {
    const v = views(s);
    return { dealer: v.dealer, display: v.display };
  });
  const patches = () => {
    for (let i = 1; i < made.length; i++) {
      viewPatch(made[i - 1]!.dealer as never, made[i]!.dealer as never);
      viewPatch(made[i - 1]!.display as never, made[i]!.display as never);
    }
  };
  const pass = patchesOnly ? patches : () => {
    let previous = views(states[0]);
    for (let i = 1; i < states.length; i++) {
      const next = views(states[i]);
      void next.supervisor;
      viewPatch(previous.dealer as never, next.dealer as never);
      viewPatch(previous.display as never, next.display as never);
      previous = next;
    }
  };
  for (let i = 0; i < 10; i++) pass();
  let fastest = Infinity;
  for (let k = 0; k < 15; k++) {
    const start = performance.now();
    pass();
    fastest = Math.min(fastest, ((performance.now() - start) * 1000) / (states.length - 1));
  }
  const kb = Math.min(...[0, 1, 2].map(() => allocatedBy(pass))) / 1024 / (states.length - 1);
  return { commands: states.length - 1, microsecondsPerCommand: Math.round(fastest * 10) / 10, kbPerCommand: Math.round(kb * 10) / 10 };
}

const fresh = process.argv.includes("--fresh");
const patchesOnly = process.argv.includes("--patches");
const wanted = process.argv.slice(2).filter((a) => a !== "--fresh" && a !== "--patches");
for (const family of wanted.length ? wanted : Object.keys(FAMILIES)) {
  if (!FAMILIES[family]) {
    console.error(`unknown family: ${family} (one of ${Object.keys(FAMILIES).join(", ")})`);
    process.exit(2);
  }
  console.log(JSON.stringify({ family, ...best(family) }));
}
