/**
 * Plays whole rounds of a table through its machine with an autoplay driver, as the tests of each
 * family's driver do: every command the driver sends must be accepted, and the driver must never
 * stop with nothing to send.
 */
import { seededRandom } from "../../cards/random";
import type { TableCommand, TableEvent } from "../machine";
import type { AutoplayCommand, AutoplayRandom } from "./autoplay";
import type { TableDriver } from "./test-kit";

export interface AutoplayRun {
  readonly rounds: number;
  readonly commands: number;
  readonly types: Readonly<Record<string, number>>;
}

export function playRounds<V extends { readonly dealer: unknown }>(
  table: TableDriver<unknown, TableCommand, TableEvent, V>,
  autoplay: (view: never, random: AutoplayRandom) => AutoplayCommand | null,
  rounds: number,
  seed: string,
): AutoplayRun {
  const random = seededRandom(seed);
  table.random = seededRandom(`${seed}-table`);
  const completed = () => table.log.filter((e) => e.type === "RoundCompleted").length;
  let commands = 0;
  const types: Record<string, number> = {};
  const limit = rounds * 400;
  while (completed() < rounds) {
    if (commands >= limit) throw new Error(`no ${rounds} rounds in ${limit} commands (${completed()} so far)`);
    const view = table.views().dealer as { next: { label: string } };
    const command = autoplay(view as never, random);
    if (!command) throw new Error(`the driver is stuck at "${view.next.label}": ${JSON.stringify(view).slice(0, 2000)}`);
    const refusal = table.try(command);
    if (refusal) throw new Error(`${JSON.stringify(command)} refused: ${refusal.code} ${refusal.message} (at "${view.next.label}")`);
    commands += 1;
    types[command.type] = (types[command.type] ?? 0) + 1;
    table.now += 1_000;
  }
  return { rounds: completed(), commands, types };
}
