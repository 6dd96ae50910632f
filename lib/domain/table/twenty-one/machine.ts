/**
 * The twenty-one table as a TableMachine: parse, decide, evolve, views; its last round correctable after it
 * ended (common/ended-round-corrections.ts), and a card the card-reading shoe reads closing betting
 * before it and settling after it where due (common/reader-card.ts), outermost so that a shoe's card
 * meets every check a dealer's "No more bets" meets.
 */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { withEndedRoundCorrections } from "../common/ended-round-corrections";
import { withReaderCards } from "../common/reader-card";
import { TwentyOneCommand } from "./commands";
import { decideTwentyOne } from "./decide";
import { evolveTwentyOne } from "./evolve";
import type { TwentyOneTableEvent } from "./events";
import type { TwentyOneTableState } from "./state";
import { twentyOneViews, nextAction, type TwentyOneViews } from "./views";

const corrected = withEndedRoundCorrections<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews>(
  {
    parseCommand: (input) => parseCommandWith(TwentyOneCommand, input),
    decide: decideTwentyOne,
    evolve: evolveTwentyOne,
    views: twentyOneViews,
  },
);

export const twentyOneMachine: TableMachine<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews> = {
  ...corrected,
  decide: withReaderCards(corrected.decide, corrected.evolve, { bettingOpen: (state) => state.round?.phase === "betting", nextCommand: (state) => nextAction(state).command }),
};
