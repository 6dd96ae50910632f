/** The No Bust table as a TableMachine: parse, decide, evolve, views; its last round correctable after it ended (common/ended-round-corrections.ts). */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withEndedRoundCorrections } from "../common/ended-round-corrections";
import { NoBustCommand } from "./commands";
import { decideNoBust } from "./decide";
import { evolveNoBust } from "./evolve";
import type { NoBustTableEvent } from "./events";
import type { NoBustTableState } from "./state";
import { noBustViews, type NoBustViews } from "./views";

export const noBustMachine: TableMachine<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews> = withEndedRoundCorrections({
  parseCommand: (input) => parseCommandWith(NoBustCommand, input),
  decide: decideNoBust,
  evolve: evolveNoBust,
  views: noBustViews,
});
