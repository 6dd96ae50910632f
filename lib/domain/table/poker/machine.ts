/** The poker table as a TableMachine: parse, decide, evolve, views. */
import type { TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { POKER_COMMANDS, type PokerCommand, pokerFieldNames } from "./commands";
import { evolvePoker } from "./evolve";
import type { PokerTableEvent } from "./events";
import type { PokerLiveState } from "./state";
import { pokerViews, type PokerViews } from "./views";

/** No shared layer: nobody banks (no ended round to correct with a bank's difference), and no card-reading shoe. */
export const pokerMachine: TableMachine<PokerLiveState, PokerCommand, PokerTableEvent, PokerViews> = composeTableMachine({
  parseCommand: (input) => parseCommandWith(POKER_COMMANDS.schema, input, pokerFieldNames),
  decide: POKER_COMMANDS.decide,
  evolve: evolvePoker,
  views: pokerViews,
});
