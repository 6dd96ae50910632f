/** The twenty-one table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { TwentyOneCommand } from "./commands";
import { decideTwentyOne } from "./decide";
import { evolveTwentyOne } from "./evolve";
import type { TwentyOneTableEvent } from "./events";
import type { TwentyOneTableState } from "./state";
import { twentyOneViews, type TwentyOneViews } from "./views";

export const twentyOneMachine: TableMachine<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews> = {
  parseCommand: (input) => parseCommandWith(TwentyOneCommand, input),
  decide: decideTwentyOne,
  evolve: evolveTwentyOne,
  views: twentyOneViews,
};
