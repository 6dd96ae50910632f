/** The Three Card Poker 6 Card Bonus family (seed 003 Mortimer's, seed 004 Kings) as one object: see ../family.ts. */
import { isThreeCardPokerGameId, THREE_CARD_POKER_GAME_IDS, threeCardPokerGame } from "../../three-card-poker";
import { THREE_CARD_POKER_ODDS_USAGE, threeCardPokerOddsReport } from "../../three-card-poker/odds/calculator-report";
import { settleThreeCardPokerInput, type ThreeCardPokerSettleReport } from "../../three-card-poker/settle-report";
import { THREE_CARD_POKER_SETTLE_EXAMPLES, THREE_CARD_POKER_SETTLE_FORMAT, THREE_CARD_POKER_SETTLE_USAGE } from "../../three-card-poker/settle-help";
import { layoutOf } from "../../seats";
import { filingRecord } from "../common/floor-fields";
import { optionInfo, type GameInfo } from "../common/catalogue";
import { bettingTimerCommands } from "../common/decide";
import type { TableFamily } from "../family";
import { THREE_CARD_POKER_COMMANDS, type ThreeCardPokerCommand } from "./commands";
import type { ThreeCardPokerTableEvent } from "./events";
import { threeCardPokerFaceUp } from "./face-up";
import { threeCardPokerFloor, type ExportedThreeCardPokerRound, type ThreeCardPokerReplayFrame, type ThreeCardPokerResultFields } from "./floor";
import { betName } from "./game-of";
import { threeCardPokerMachine } from "./machine";
import { threeCardPokerSettingsFromConfig } from "./settings";
import { EMPTY_THREE_CARD_POKER_TABLE, type ThreeCardPokerTableSettings, type ThreeCardPokerTableState } from "./state";
import type { ThreeCardPokerViews } from "./views";
import { DEMO_TABLES } from "./demo-tables";

/** "Three Card Poker 6 Card Bonus (Mortimer's Card Room)": both rooms filed the game under one name. */
function gameName(gameId: string): string {
  const game = threeCardPokerGame(gameId);
  return `${game.name} (${game.room})`;
}

function catalogue(): GameInfo[] {
  return THREE_CARD_POKER_GAME_IDS.map((id) => {
    const game = threeCardPokerGame(id);
    return {
      id,
      name: gameName(id),
      filings: [filingRecord(game.filing)],
      decks: [1],
      layouts: [{ seats: game.maxSeats, label: layoutOf(game.maxSeats).label }],
      options: optionInfo(game.options as Record<string, unknown>, game.optionNotes as never),
      bets: ["ante", "play", "pair-plus", "six-card-bonus"].map((bet) => ({ id: bet, name: betName(bet) })),
    };
  });
}

export const threeCardPokerFamily: TableFamily<
  ThreeCardPokerTableState,
  ThreeCardPokerCommand,
  ThreeCardPokerTableEvent,
  ThreeCardPokerViews,
  ThreeCardPokerReplayFrame,
  ExportedThreeCardPokerRound,
  ThreeCardPokerResultFields,
  ThreeCardPokerSettleReport
> = {
  title: "Three Card Poker 6 Card Bonus",
  demoTables: DEMO_TABLES,
  noun: "Three Card Poker",
  gameIds: THREE_CARD_POKER_GAME_IDS,
  isGameId: isThreeCardPokerGameId,
  gameName,
  catalogue,
  settingsFrom: threeCardPokerSettingsFromConfig,
  commands: THREE_CARD_POKER_COMMANDS,
  machine: threeCardPokerMachine,
  empty: EMPTY_THREE_CARD_POKER_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", at, settings: settings as ThreeCardPokerTableSettings }),
  timers: bettingTimerCommands,
  floor: { ...threeCardPokerFloor, faceUp: threeCardPokerFaceUp },
  settle: {
    run: settleThreeCardPokerInput,
    betName: (_gameId, bet) => betName(bet),
    usage: THREE_CARD_POKER_SETTLE_USAGE,
    format: THREE_CARD_POKER_SETTLE_FORMAT,
    examples: THREE_CARD_POKER_SETTLE_EXAMPLES,
  },
  odds: { usage: THREE_CARD_POKER_ODDS_USAGE, run: threeCardPokerOddsReport },
};
