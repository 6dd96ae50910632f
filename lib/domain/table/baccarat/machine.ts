/** The baccarat-family table as a TableMachine: parse, decide, evolve, views. */
import { refuse, type TableMachine } from "../machine";
import { BaccaratCommand } from "./commands";
import { decide } from "./decide";
import { evolve } from "./evolve";
import type { BaccaratTableEvent } from "./events";
import type { TableState } from "./state";
import { views, type BaccaratViews } from "./views";
import { bettingTimer as commonBettingTimer } from "../common/decide";

export const baccaratMachine: TableMachine<TableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> = {
  parseCommand(input) {
    const parsed = BaccaratCommand.safeParse(input);
    if (parsed.success) return { ok: true, command: parsed.data };
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? `${issue.path.join(".")}: ` : "";
    return refuse("BAD_COMMAND", `${where}${issue?.message ?? "not a command"}`);
  },
  decide,
  evolve,
  views,
};

/** The betting timer: when it runs out, the server closes betting itself. */
export function bettingTimer(state: TableState): { at: number; command: BaccaratCommand }[] {
  return commonBettingTimer(state);
}
