/** The twenty-one family (Pure 21.5 in both filings, Pure Spanish 21.5, Blackjack X) as one object: see ../family.ts. */
import { TWENTY_ONE_GAME_IDS, isTwentyOneGameId, twentyOneGame } from "../../twenty-one";
import { TWENTY_ONE_ODDS_USAGE, twentyOneOddsReport } from "../../twenty-one/odds-report";
import { settleTwentyOneInput, type TwentyOneSettleReport } from "../../twenty-one/settle-report";
import { TWENTY_ONE_SETTLE_EXAMPLES, TWENTY_ONE_SETTLE_FORMAT, TWENTY_ONE_SETTLE_USAGE } from "../../twenty-one/settle-help";
import { CalculatorInputError } from "../../calculators/input-errors";
import { layoutOf } from "../../seats";
import { filingRecord } from "../common/floor-fields";
import { deckCounts } from "../common/engine-steps";
import { optionInfo, type GameInfo } from "../common/catalogue";
import { bettingTimerCommands } from "../common/decide";
import type { TableFamily } from "../family";
import { TWENTY_ONE_COMMANDS, type TwentyOneCommand } from "./commands";
import type { TwentyOneTableEvent } from "./events";
import { twentyOneFaceUp } from "./face-up";
import { twentyOneFloor, type ExportedTwentyOneRound, type TwentyOneReplayFrame, type TwentyOneResultFields } from "./floor";
import { betName } from "./game-of";
import { twentyOneMachine } from "./machine";
import { twentyOneSettingsFromConfig } from "./settings";
import { EMPTY_TWENTY_ONE_TABLE, type TwentyOneTableSettings, type TwentyOneTableState } from "./state";
import type { TwentyOneViews } from "./views";
import { DEMO_TABLES } from "./demo-tables";

function catalogue(): GameInfo[] {
  return TWENTY_ONE_GAME_IDS.map((id) => {
    const game = twentyOneGame(id);
    return {
      id,
      name: game.name,
      filings: [filingRecord(game.filing)],
      decks: deckCounts(game.decks),
      layouts: [{ seats: game.maxSeats, label: layoutOf(game.maxSeats).label }],
      options: optionInfo(game.options as Record<string, unknown>, game.optionNotes as never),
      bets: ["main", ...(game.buster ? ["buster"] : []), ...(game.match ? ["match"] : [])].map((bet) => ({ id: bet, name: betName(bet) })),
    };
  });
}

export const twentyOneFamily: TableFamily<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews, TwentyOneReplayFrame, ExportedTwentyOneRound, TwentyOneResultFields, TwentyOneSettleReport> = {
  title: "Twenty-one (Pure 21.5, Pure Spanish 21.5, Blackjack X)",
  demoTables: DEMO_TABLES,
  noun: "twenty-one",
  gameIds: TWENTY_ONE_GAME_IDS,
  isGameId: isTwentyOneGameId,
  gameName: (gameId) => twentyOneGame(gameId).name,
  catalogue,
  settingsFrom: twentyOneSettingsFromConfig,
  commands: TWENTY_ONE_COMMANDS,
  machine: twentyOneMachine,
  empty: EMPTY_TWENTY_ONE_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", at, settings: settings as TwentyOneTableSettings }),
  timers: bettingTimerCommands,
  floor: { ...twentyOneFloor, faceUp: twentyOneFaceUp },
  settle: {
    run: settleTwentyOneInput,
    betName: (_gameId, bet) => betName(bet),
    usage: TWENTY_ONE_SETTLE_USAGE,
    format: TWENTY_ONE_SETTLE_FORMAT,
    examples: TWENTY_ONE_SETTLE_EXAMPLES,
  },
  odds: {
    usage: TWENTY_ONE_ODDS_USAGE,
    run: (gameId, args) => {
      try {
        return twentyOneOddsReport(gameId, args);
      } catch (error) {
        if (error instanceof RangeError) throw new CalculatorInputError("--decks", error.message);
        throw error;
      }
    },
  },
};
