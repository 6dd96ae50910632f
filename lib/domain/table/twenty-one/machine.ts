/**
 * The twenty-one table as a TableMachine: parse and decide with its commands (commands.ts), evolve,
 * views; its last round correctable after it ended, and a card the card-reading shoe reads closing
 * betting before it and settling after it where due: the shared layers, in their order
 * (common/compose-machine.ts).
 */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { TWENTY_ONE_COMMANDS, type TwentyOneCommand } from "./commands";
import { evolveTwentyOne } from "./evolve";
import type { TwentyOneTableEvent } from "./events";
import type { TwentyOneTableState } from "./state";
import { twentyOneEndedLists, twentyOneViews, nextAction, type TwentyOneViews } from "./views";

export const twentyOneMachine: TableMachine<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews> = composeTableMachine(
  {
    parseCommand: (input) => parseCommandWith(TWENTY_ONE_COMMANDS.schema, input),
    decide: TWENTY_ONE_COMMANDS.decide,
    evolve: evolveTwentyOne,
    views: twentyOneViews,
  },
  {
    endedRound: { lists: twentyOneEndedLists },
    readerCard: { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command },
  },
);
