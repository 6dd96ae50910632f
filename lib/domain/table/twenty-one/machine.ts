/** The twenty-one table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withReaderCards } from "../common/reader-card";
import { TwentyOneCommand } from "./commands";
import { decideTwentyOne } from "./decide";
import { evolveTwentyOne } from "./evolve";
import type { TwentyOneTableEvent } from "./events";
import type { TwentyOneTableState } from "./state";
import { twentyOneViews, nextAction, type TwentyOneViews } from "./views";

export const twentyOneMachine: TableMachine<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews> = {
  parseCommand: (input) => parseCommandWith(TwentyOneCommand, input),
  // A card the card-reading shoe reads closes betting before it and settles after it where due (reader-card.ts).
  decide: withReaderCards(decideTwentyOne, evolveTwentyOne, { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command }),
  evolve: evolveTwentyOne,
  views: twentyOneViews,
};
