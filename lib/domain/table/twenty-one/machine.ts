/** The twenty-one table as a TableMachine: parse, decide, evolve, views; its last round correctable after it ended (common/ended-round-corrections.ts). */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withEndedRoundCorrections } from "../common/ended-round-corrections";
import { TwentyOneCommand } from "./commands";
import { decideTwentyOne } from "./decide";
import { evolveTwentyOne } from "./evolve";
import type { TwentyOneTableEvent } from "./events";
import type { TwentyOneTableState } from "./state";
import { twentyOneViews, type TwentyOneViews } from "./views";

export const twentyOneMachine: TableMachine<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews> = withEndedRoundCorrections({
  parseCommand: (input) => parseCommandWith(TwentyOneCommand, input),
  decide: decideTwentyOne,
  evolve: evolveTwentyOne,
  views: twentyOneViews,
});
