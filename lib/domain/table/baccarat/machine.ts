/** The baccarat-family table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { BaccaratCommand } from "./commands";
import { decideBaccarat } from "./decide";
import { evolveBaccarat } from "./evolve";
import type { BaccaratTableEvent } from "./events";
import type { BaccaratTableState } from "./state";
import { baccaratViews, type BaccaratViews } from "./views";

export const baccaratMachine: TableMachine<BaccaratTableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> = {
  parseCommand: (input) => parseCommandWith(BaccaratCommand, input),
  decide: decideBaccarat,
  evolve: evolveBaccarat,
  views: baccaratViews,
};
