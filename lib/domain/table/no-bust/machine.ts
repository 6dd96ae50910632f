/**
 * The No Bust table as a TableMachine: parse and decide with its commands (commands.ts), evolve,
 * views; its last round correctable after it ended, and a card the card-reading shoe reads closing
 * betting before it and settling after it where due: the shared layers, in their order
 * (common/compose-machine.ts).
 */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { NO_BUST_COMMANDS, type NoBustCommand } from "./commands";
import { evolveNoBust } from "./evolve";
import type { NoBustTableEvent } from "./events";
import type { NoBustTableState } from "./state";
import { noBustEndedLists, noBustViews, nextAction, type NoBustViews } from "./views";

export const noBustMachine: TableMachine<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews> = composeTableMachine(
  {
    parseCommand: (input) => parseCommandWith(NO_BUST_COMMANDS.schema, input),
    decide: NO_BUST_COMMANDS.decide,
    evolve: evolveNoBust,
    views: noBustViews,
  },
  {
    endedRound: { lists: noBustEndedLists },
    readerCard: { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command },
  },
);
