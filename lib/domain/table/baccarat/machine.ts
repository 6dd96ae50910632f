/**
 * The baccarat-family table as a TableMachine: parse, decide, evolve, views; its last round correctable after it
 * ended, and a card the card-reading shoe reads closing betting before it and settling after it
 * where due: the shared layers, in their order (common/compose-machine.ts).
 */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { BACCARAT_COMMANDS, type BaccaratCommand } from "./commands";
import { evolveBaccarat } from "./evolve";
import type { BaccaratTableEvent } from "./events";
import type { BaccaratTableState } from "./state";
import { baccaratEndedLists, baccaratViews, nextAction, type BaccaratViews } from "./views";
import { roadOutcome } from "./round-summary";
import type { CompletedBaccaratRound } from "./state";

/** The last round corrected after it ended: its place on this shoe's road says the corrected result. */
function withRoad(state: BaccaratTableState, completed: Record<string, unknown>): BaccaratTableState {
  if (state.roadLog.length === 0) return state;
  return { ...state, roadLog: [...state.roadLog.slice(0, -1), roadOutcome(completed as unknown as CompletedBaccaratRound)] };
}

export const baccaratMachine: TableMachine<BaccaratTableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> = composeTableMachine(
  {
    parseCommand: (input) => parseCommandWith(BACCARAT_COMMANDS.schema, input),
    decide: BACCARAT_COMMANDS.decide,
    evolve: evolveBaccarat,
    views: baccaratViews,
  },
  {
    endedRound: { recorded: withRoad, lists: baccaratEndedLists },
    readerCard: { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command },
  },
);
