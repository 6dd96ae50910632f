/** The No Bust table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withReaderCards } from "../common/reader-card";
import { NoBustCommand } from "./commands";
import { decideNoBust } from "./decide";
import { evolveNoBust } from "./evolve";
import type { NoBustTableEvent } from "./events";
import type { NoBustTableState } from "./state";
import { noBustViews, nextAction, type NoBustViews } from "./views";

export const noBustMachine: TableMachine<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews> = {
  parseCommand: (input) => parseCommandWith(NoBustCommand, input),
  // A card the card-reading shoe reads closes betting before it and settles after it where due (reader-card.ts).
  decide: withReaderCards(decideNoBust, evolveNoBust, { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command }),
  evolve: evolveNoBust,
  views: noBustViews,
};
