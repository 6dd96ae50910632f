/** The pai gow poker family (seed 003: Fortune and Double Hand; seed 004: Fortune and Face Up) as one object: see ../family.ts. */
import { PAI_GOW_GAME_IDS, isPaiGowGameId, paiGowGame } from "../../pai-gow-poker";
import { settlePaiGowInput, type PaiGowSettleReport } from "../../pai-gow-poker/settle-report";
import { PAI_GOW_SETTLE_EXAMPLES, PAI_GOW_SETTLE_FORMAT, PAI_GOW_SETTLE_USAGE } from "../../pai-gow-poker/settle-help";
import { PAI_GOW_ODDS_USAGE, paiGowOddsReport } from "../../pai-gow-poker/odds-report";
import { PAI_GOW_HOUSE_WAY_USAGE, paiGowHouseWayReport } from "../../pai-gow-poker/house-way-report";
import { layoutOf } from "../../seats";
import { filingRecord } from "../common/floor-fields";
import { optionInfo, type GameInfo } from "../common/catalogue";
import { bettingTimerCommands } from "../common/decide";
import type { TableFamily } from "../family";
import { PAI_GOW_COMMANDS, type PaiGowCommand } from "./commands";
import type { PaiGowTableEvent } from "./events";
import { paiGowFaceUp } from "./face-up";
import { paiGowFloor, type ExportedPaiGowRound, type PaiGowReplayFrame, type PaiGowResultFields } from "./floor";
import { betName, placedBets } from "./game-of";
import { paiGowMachine } from "./machine";
import { paiGowSettingsFromConfig } from "./settings";
import { EMPTY_PAI_GOW_TABLE, type PaiGowTableSettings, type PaiGowTableState } from "./state";
import type { PaiGowViews } from "./views";
import { DEMO_TABLES } from "./demo-tables";

function catalogue(): GameInfo[] {
  return PAI_GOW_GAME_IDS.map((id) => {
    const game = paiGowGame(id);
    return {
      id,
      name: game.name,
      filings: [filingRecord(game.filing)],
      decks: [1],
      layouts: [{ seats: game.seats, label: layoutOf(game.seats).label }],
      options: optionInfo(game.options as Record<string, unknown>, game.optionNotes as never),
      bets: placedBets(game).map((bet) => ({ id: bet, name: betName(game, bet) })),
    };
  });
}

export const paiGowFamily: TableFamily<PaiGowTableState, PaiGowCommand, PaiGowTableEvent, PaiGowViews, PaiGowReplayFrame, ExportedPaiGowRound, PaiGowResultFields, PaiGowSettleReport> = {
  title: "Pai gow poker",
  demoTables: DEMO_TABLES,
  noun: "pai gow poker",
  gameIds: PAI_GOW_GAME_IDS,
  isGameId: isPaiGowGameId,
  gameName: (gameId) => paiGowGame(gameId).name,
  catalogue,
  settingsFrom: paiGowSettingsFromConfig,
  commands: PAI_GOW_COMMANDS,
  machine: paiGowMachine,
  empty: EMPTY_PAI_GOW_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", at, settings: settings as PaiGowTableSettings }),
  timers: bettingTimerCommands,
  floor: { ...paiGowFloor, faceUp: paiGowFaceUp },
  settle: {
    run: settlePaiGowInput,
    betName: (gameId, bet) => betName(paiGowGame(gameId), bet),
    usage: PAI_GOW_SETTLE_USAGE,
    format: PAI_GOW_SETTLE_FORMAT,
    examples: PAI_GOW_SETTLE_EXAMPLES,
  },
  odds: { usage: PAI_GOW_ODDS_USAGE, run: paiGowOddsReport },
  houseWay: { usage: PAI_GOW_HOUSE_WAY_USAGE, run: paiGowHouseWayReport },
};
