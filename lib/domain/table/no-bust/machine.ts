/** The No Bust table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { NoBustCommand } from "./commands";
import { decideNoBust } from "./decide";
import { evolveNoBust } from "./evolve";
import type { NoBustTableEvent } from "./events";
import type { NoBustTableState } from "./state";
import { noBustViews, type NoBustViews } from "./views";

export const noBustMachine: TableMachine<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews> = {
  parseCommand: (input) => parseCommandWith(NoBustCommand, input),
  decide: decideNoBust,
  evolve: evolveNoBust,
  views: noBustViews,
};
