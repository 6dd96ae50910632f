/** The Three Card Poker table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { ThreeCardPokerCommand } from "./commands";
import { decideThreeCardPoker } from "./decide";
import { evolveThreeCardPoker } from "./evolve";
import type { ThreeCardPokerTableEvent } from "./events";
import type { ThreeCardPokerTableState } from "./state";
import { threeCardPokerViews, type ThreeCardPokerViews } from "./views";

export const threeCardPokerMachine: TableMachine<ThreeCardPokerTableState, ThreeCardPokerCommand, ThreeCardPokerTableEvent, ThreeCardPokerViews> = {
  parseCommand: (input) => parseCommandWith(ThreeCardPokerCommand, input),
  decide: decideThreeCardPoker,
  evolve: evolveThreeCardPoker,
  views: threeCardPokerViews,
};
