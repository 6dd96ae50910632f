/** The Pai Gow Tiles family (seed 004 L744-815: Kings Card Club's game) as one object: see ../family.ts. */
import { isPaiGowTilesGameId, PAI_GOW_TILES_DEFAULTS, PAI_GOW_TILES_GAME_IDS, paiGowTilesGame } from "../../pai-gow-tiles";
import { settlePaiGowTilesInput, type PaiGowTilesSettleReport } from "../../pai-gow-tiles/settle-report";
import { PAI_GOW_TILES_SETTLE_EXAMPLES, PAI_GOW_TILES_SETTLE_FORMAT, PAI_GOW_TILES_SETTLE_USAGE } from "../../pai-gow-tiles/settle-help";
import { layoutOf } from "../../seats";
import { filingRecord } from "../common/floor-fields";
import { optionInfo, type GameInfo } from "../common/catalogue";
import { bettingTimerCommands } from "../common/decide";
import type { TableFamily } from "../family";
import { PAI_GOW_TILES_COMMANDS, type PaiGowTilesCommand } from "./commands";
import type { PaiGowTilesTableEvent } from "./events";
import { paiGowTilesFaceUp } from "./face-up";
import { paiGowTilesFloor, type ExportedPaiGowTilesRound, type PaiGowTilesReplayFrame, type PaiGowTilesResultFields } from "./floor";
import { betName } from "./game-of";
import { paiGowTilesHouseWay } from "./house-way-entry";
import { paiGowTilesMachine } from "./machine";
import { ONE_SET, paiGowTilesSettingsFromConfig } from "./settings";
import { EMPTY_PAI_GOW_TILES_TABLE, type PaiGowTilesTableSettings, type PaiGowTilesTableState } from "./state";
import type { PaiGowTilesViews } from "./views";
import { DEMO_TABLES } from "./demo-tables";

function catalogue(): GameInfo[] {
  return PAI_GOW_TILES_GAME_IDS.map((id) => {
    const game = paiGowTilesGame(id);
    return {
      id,
      name: game.name,
      filings: [filingRecord(game.filing)],
      decks: [ONE_SET],
      layouts: [{ seats: game.maxSeats, label: layoutOf(game.maxSeats).label }],
      options: optionInfo(PAI_GOW_TILES_DEFAULTS as unknown as Record<string, unknown>, game.optionNotes as never),
      bets: [{ id: "main", name: betName("main") }],
    };
  });
}

export const paiGowTilesFamily: TableFamily<
  PaiGowTilesTableState,
  PaiGowTilesCommand,
  PaiGowTilesTableEvent,
  PaiGowTilesViews,
  PaiGowTilesReplayFrame,
  ExportedPaiGowTilesRound,
  PaiGowTilesResultFields,
  PaiGowTilesSettleReport
> = {
  title: "Pai Gow Tiles",
  demoTables: DEMO_TABLES,
  noun: "Pai Gow Tiles",
  gameIds: PAI_GOW_TILES_GAME_IDS,
  isGameId: isPaiGowTilesGameId,
  gameName: (gameId) => paiGowTilesGame(gameId).name,
  catalogue,
  settingsFrom: paiGowTilesSettingsFromConfig,
  commands: PAI_GOW_TILES_COMMANDS,
  machine: paiGowTilesMachine,
  empty: EMPTY_PAI_GOW_TILES_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", at, settings: settings as PaiGowTilesTableSettings }),
  timers: bettingTimerCommands,
  floor: { ...paiGowTilesFloor, faceUp: paiGowTilesFaceUp },
  settle: {
    run: settlePaiGowTilesInput,
    betName: (_gameId, bet) => betName(bet),
    usage: PAI_GOW_TILES_SETTLE_USAGE,
    format: PAI_GOW_TILES_SETTLE_FORMAT,
    examples: PAI_GOW_TILES_SETTLE_EXAMPLES,
  },
  houseWay: paiGowTilesHouseWay,
};
