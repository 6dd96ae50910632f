/**
 * The Three Card Poker table as a TableMachine: parse and decide as its commands declare them
 * (commands.ts), evolve, views; its last round
 * correctable after it ended (common/ended-round-corrections.ts, composed by
 * common/compose-machine.ts). Each round is dealt from a deck of its own (the two alternating
 * decks): the ended round keeps its deck, so a card corrected while the next round is in betting is
 * checked against that deck and never touches the deck now in play (decision-corrections.md DC6h).
 */
import type { TableEvent, TableMachine } from "../machine";
import { parseCommandWith } from "../common/commands";
import { composeTableMachine } from "../common/compose-machine";
import { THREE_CARD_POKER_COMMANDS, type ThreeCardPokerCommand } from "./commands";
import { evolveThreeCardPoker } from "./evolve";
import type { ThreeCardPokerTableEvent } from "./events";
import type { ThreeCardPokerTableState } from "./state";
import { threeCardPokerEndedLists, threeCardPokerViews, type ThreeCardPokerViews } from "./views";

/** The round's deck goes to the discard rack when it ends (a ShoeEnded naming the round): the next deck is the next round's. */
const roundDeckReplaced = (event: TableEvent): boolean => event.type === "ShoeEnded" && typeof (event as { round?: unknown }).round === "string";

export const threeCardPokerMachine: TableMachine<ThreeCardPokerTableState, ThreeCardPokerCommand, ThreeCardPokerTableEvent, ThreeCardPokerViews> = composeTableMachine(
  {
    parseCommand: (input) => parseCommandWith(THREE_CARD_POKER_COMMANDS.schema, input),
    decide: THREE_CARD_POKER_COMMANDS.decide,
    evolve: evolveThreeCardPoker,
    views: threeCardPokerViews,
  },
  { endedRound: { roundDeck: { of: (state) => ({ shoe: state.shoe, decks: state.decks }), replaced: roundDeckReplaced }, lists: threeCardPokerEndedLists } },
);
