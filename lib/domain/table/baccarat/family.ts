/** The baccarat family (seeds 000-004: six games) as one object: see ../family.ts. */
import { BACCARAT_GAME_IDS, baccaratGame, isBaccaratGameId } from "../../baccarat";
import { settleBaccaratInput } from "../../baccarat/settle-report";
import { BACCARAT_ODDS_USAGE, baccaratOddsReport } from "../../baccarat/odds-report";
import { BACCARAT_SETTLE_EXAMPLES, BACCARAT_SETTLE_FORMAT, BACCARAT_SETTLE_USAGE } from "../../baccarat/settle-help";
import { optionInfo, type GameInfo } from "../common/catalogue";
import { bettingTimerCommands } from "../common/decide";
import type { TableFamily } from "../family";
import { BACCARAT_COMMANDS, type BaccaratCommand } from "./commands";
import type { BaccaratTableEvent } from "./events";
import { baccaratFaceUp } from "./face-up";
import { baccaratFloor, type BaccaratReplayFrame, type BaccaratResultFields, type ExportedBaccaratRound } from "./floor";
import { baccaratMachine } from "./machine";
import { baccaratSettingsFromConfig } from "./settings";
import { EMPTY_BACCARAT_TABLE, type BaccaratTableSettings, type BaccaratTableState } from "./state";
import type { BaccaratViews } from "./views";
import type { BaccaratSettleReport } from "../../baccarat/settle-report";
import { DEMO_TABLES } from "./demo-tables";

function catalogue(): GameInfo[] {
  return BACCARAT_GAME_IDS.map((id) => {
    const game = baccaratGame(id);
    return {
      id,
      name: game.name,
      filings: game.filings,
      decks: game.decks,
      layouts: [...new Map(game.tables.map((t) => [t.layout.seats, { seats: t.layout.seats, label: t.layout.label }])).values()],
      options: optionInfo(game.options as Record<string, unknown>, game.optionNotes as never),
      bets: game.bets.map((b) => ({ id: b.id, name: b.name })),
    };
  });
}

export const baccaratFamily: TableFamily<BaccaratTableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews, BaccaratReplayFrame, ExportedBaccaratRound, BaccaratResultFields, BaccaratSettleReport> = {
  title: "Baccarat",
  demoTables: DEMO_TABLES,
  noun: "baccarat",
  gameIds: BACCARAT_GAME_IDS,
  isGameId: isBaccaratGameId,
  gameName: (gameId) => baccaratGame(gameId).name,
  catalogue,
  settingsFrom: baccaratSettingsFromConfig,
  commands: BACCARAT_COMMANDS,
  machine: baccaratMachine,
  empty: EMPTY_BACCARAT_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", at, settings: settings as BaccaratTableSettings }),
  timers: bettingTimerCommands,
  floor: { ...baccaratFloor, faceUp: baccaratFaceUp },
  settle: {
    run: settleBaccaratInput,
    betName: (gameId, bet) => baccaratGame(gameId).bets.find((b) => b.id === bet)?.name ?? bet,
    floorFields: (report) => ({ handNames: baccaratGame(report.game).hands }),
    usage: BACCARAT_SETTLE_USAGE,
    format: BACCARAT_SETTLE_FORMAT,
    examples: BACCARAT_SETTLE_EXAMPLES,
  },
  odds: { usage: BACCARAT_ODDS_USAGE, run: baccaratOddsReport },
};
