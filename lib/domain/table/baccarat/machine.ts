/** The baccarat-family table as a TableMachine: parse, decide, evolve, views; its last round correctable after it ended (common/ended-round-corrections.ts). */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withEndedRoundCorrections } from "../common/ended-round-corrections";
import { BaccaratCommand } from "./commands";
import { decideBaccarat } from "./decide";
import { evolveBaccarat } from "./evolve";
import type { BaccaratTableEvent } from "./events";
import type { BaccaratTableState } from "./state";
import { baccaratViews, type BaccaratViews } from "./views";
import { roadOutcome } from "./round-summary";
import type { CompletedBaccaratRound } from "./state";

/** The last round corrected after it ended: its place on this shoe's road says the corrected result. */
function withRoad(state: BaccaratTableState, completed: Record<string, unknown>): BaccaratTableState {
  if (state.roadLog.length === 0) return state;
  return { ...state, roadLog: [...state.roadLog.slice(0, -1), roadOutcome(completed as unknown as CompletedBaccaratRound)] };
}

export const baccaratMachine: TableMachine<BaccaratTableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> = withEndedRoundCorrections({
  parseCommand: (input) => parseCommandWith(BaccaratCommand, input),
  decide: decideBaccarat,
  evolve: evolveBaccarat,
  views: baccaratViews,
}, { recorded: withRoad });
