/**
 * CPU per command of what the gateway makes after each command, in process (docs/performance.md,
 * "Issue 30"): the three views of the new state and the dealer's and the wall's patch from the
 * previous one. 40 Fortune 7 rounds are played through the table machine by the bench's driver,
 * then every state met is viewed and diffed again, best of 15 passes. Printed, not asserted.
 *
 *   node --import tsx scripts/view-cost.ts
 */
import { Table } from "@/lib/domain/table/baccarat/test-kit";
import { baccaratViews } from "@/lib/domain/table/baccarat/views";
import type { BaccaratTableState } from "@/lib/domain/table/baccarat/state";
import { viewPatch } from "@/lib/contract/view-patch";
import { nextCommand, DEFAULT_PLAN, type DealerViewLike } from "@/lib/bench/driver";

const table = new Table({ gameId: "fortune-7-baccarat" });
const states: BaccaratTableState[] = [];
for (let n = 0, rounds = 0; rounds < 40 && n < 8000; n++) {
  const command = nextCommand(table.views().dealer as unknown as DealerViewLike, DEFAULT_PLAN);
  if ("error" in command) throw new Error(String(command.error));
  table.do(command as never);
  states.push(table.state);
  if (command.type === "end-round") rounds++;
}

function pass(): void {
  let previous = baccaratViews(states[0]!);
  for (let i = 1; i < states.length; i++) {
    const views = baccaratViews(states[i]!);
    viewPatch(previous.dealer, views.dealer);
    viewPatch(previous.display, views.display);
    previous = views;
  }
}

for (let i = 0; i < 20; i++) pass();
let best = Infinity;
for (let k = 0; k < 15; k++) {
  const start = performance.now();
  pass();
  best = Math.min(best, ((performance.now() - start) * 1000) / (states.length - 1));
}
console.log(JSON.stringify({ commands: states.length - 1, microsecondsPerCommand: Math.round(best * 10) / 10 }));
