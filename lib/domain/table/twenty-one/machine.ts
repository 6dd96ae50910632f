/**
 * The twenty-one table as a TableMachine: parse, decide, evolve, views; its last round correctable after it
 * ended, and a card the card-reading shoe reads closing betting before it and settling after it
 * where due: the shared layers, in their order (common/compose-machine.ts).
 */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { TwentyOneCommand } from "./commands";
import { decideTwentyOne } from "./decide";
import { evolveTwentyOne } from "./evolve";
import type { TwentyOneTableEvent } from "./events";
import type { TwentyOneTableState } from "./state";
import { twentyOneViews, nextAction, type TwentyOneViews } from "./views";

export const twentyOneMachine: TableMachine<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews> = composeTableMachine(
  {
    parseCommand: (input) => parseCommandWith(TwentyOneCommand, input),
    decide: decideTwentyOne,
    evolve: evolveTwentyOne,
    views: twentyOneViews,
  },
  {
    endedRound: {},
    readerCard: { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command },
  },
);
