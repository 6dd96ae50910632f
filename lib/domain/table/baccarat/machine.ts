/** The baccarat-family table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withReaderCards } from "../common/reader-card";
import { BaccaratCommand } from "./commands";
import { decideBaccarat } from "./decide";
import { evolveBaccarat } from "./evolve";
import type { BaccaratTableEvent } from "./events";
import type { BaccaratTableState } from "./state";
import { baccaratViews, nextAction, type BaccaratViews } from "./views";

export const baccaratMachine: TableMachine<BaccaratTableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> = {
  parseCommand: (input) => parseCommandWith(BaccaratCommand, input),
  // A card the card-reading shoe reads closes betting before it and settles after it where due (reader-card.ts).
  decide: withReaderCards(decideBaccarat, evolveBaccarat, { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command }),
  evolve: evolveBaccarat,
  views: baccaratViews,
};
