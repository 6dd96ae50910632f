/**
 * The No Bust table as a TableMachine: parse, decide, evolve, views; its last round correctable after it
 * ended (common/ended-round-corrections.ts), and a card the card-reading shoe reads closing betting
 * before it and settling after it where due (common/reader-card.ts), outermost so that a shoe's card
 * meets every check a dealer's "No more bets" meets.
 */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withEndedRoundCorrections } from "../common/ended-round-corrections";
import { withReaderCards } from "../common/reader-card";
import { NoBustCommand } from "./commands";
import { decideNoBust } from "./decide";
import { evolveNoBust } from "./evolve";
import type { NoBustTableEvent } from "./events";
import type { NoBustTableState } from "./state";
import { noBustViews, nextAction, type NoBustViews } from "./views";

const corrected = withEndedRoundCorrections<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews>(
  {
    parseCommand: (input) => parseCommandWith(NoBustCommand, input),
    decide: decideNoBust,
    evolve: evolveNoBust,
    views: noBustViews,
  },
);

export const noBustMachine: TableMachine<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews> = {
  ...corrected,
  decide: withReaderCards(corrected.decide, corrected.evolve, { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command }),
};
