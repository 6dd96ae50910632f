/** The No Bust blackjack family (seed 003: three games) as one object: see ../family.ts. */
import { NO_BUST_GAME_IDS, isNoBustGameId, noBustGame } from "../../no-bust";
import { settleNoBustInput, type NoBustSettleReport } from "../../no-bust/settle-report";
import { layoutOf } from "../../seats";
import { NO_BUST_SETTLE_EXAMPLES, NO_BUST_SETTLE_FORMAT, NO_BUST_SETTLE_USAGE } from "../../no-bust/settle-help";
import { filingRecord } from "../common/floor-fields";
import { deckCounts } from "../common/engine-steps";
import { optionInfo, type GameInfo } from "../common/catalogue";
import { bettingTimerCommands } from "../common/decide";
import type { TableFamily } from "../family";
import { NO_BUST_COMMANDS, type NoBustCommand } from "./commands";
import type { NoBustTableEvent } from "./events";
import { noBustFaceUp } from "./face-up";
import { noBustFloor, type ExportedNoBustRound, type NoBustReplayFrame, type NoBustResultFields } from "./floor";
import { betName } from "./game-of";
import { noBustMachine } from "./machine";
import { noBustSettingsFromConfig } from "./settings";
import { EMPTY_NO_BUST_TABLE, type NoBustTableSettings, type NoBustTableState } from "./state";
import type { NoBustViews } from "./views";
import { DEMO_TABLES } from "./demo-tables";

function catalogue(): GameInfo[] {
  return NO_BUST_GAME_IDS.map((id) => {
    const game = noBustGame(id);
    return {
      id,
      name: game.name,
      filings: [filingRecord(game.filing)],
      decks: deckCounts(game.decks),
      layouts: [{ seats: game.maxSeats, label: layoutOf(game.maxSeats).label }],
      options: optionInfo(game.options as Record<string, unknown>, game.optionNotes as never),
      bets: [{ id: "main", name: betName(game, "main") }, ...(game.buster ? [{ id: "buster", name: betName(game, "buster") }] : [])],
    };
  });
}

export const noBustFamily: TableFamily<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews, NoBustReplayFrame, ExportedNoBustRound, NoBustResultFields, NoBustSettleReport> = {
  title: "No Bust blackjack",
  demoTables: DEMO_TABLES,
  noun: "No Bust",
  gameIds: NO_BUST_GAME_IDS,
  isGameId: isNoBustGameId,
  gameName: (gameId) => noBustGame(gameId).name,
  catalogue,
  settingsFrom: noBustSettingsFromConfig,
  commands: NO_BUST_COMMANDS,
  machine: noBustMachine,
  empty: EMPTY_NO_BUST_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", at, settings: settings as NoBustTableSettings }),
  timers: bettingTimerCommands,
  floor: { ...noBustFloor, faceUp: noBustFaceUp },
  settle: {
    run: settleNoBustInput,
    betName: (gameId, bet) => betName(noBustGame(gameId), bet),
    usage: NO_BUST_SETTLE_USAGE,
    format: NO_BUST_SETTLE_FORMAT,
    examples: NO_BUST_SETTLE_EXAMPLES,
  },
};
