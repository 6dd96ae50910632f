/** The baccarat-family table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { BaccaratCommand } from "./commands";
import { decide } from "./decide";
import { evolve } from "./evolve";
import type { BaccaratTableEvent } from "./events";
import type { TableState } from "./state";
import { views, type BaccaratViews } from "./views";
import { bettingTimer as commonBettingTimer } from "../common/decide";

export const baccaratMachine: TableMachine<TableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> = {
  parseCommand: (input) => parseCommandWith(BaccaratCommand, input),
  decide,
  evolve,
  views,
};

/** The betting timer: when it runs out, the server closes betting itself. */
export function bettingTimer(state: TableState): { at: number; command: BaccaratCommand }[] {
  return commonBettingTimer(state);
}
