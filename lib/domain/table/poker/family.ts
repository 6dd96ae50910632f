/** The poker family (seeds 003 and 004: Texas Hold'em, Omaha, Omaha High/Low Split) as one object: see ../family.ts. */
import { isPokerGameId, isTimeOption, nextHalfHourAt, POKER_GAME_IDS, pokerGame } from "../../poker";
import { settlePokerInput, type PokerSettleReport } from "../../poker/settle-report";
import { POKER_SETTLE_EXAMPLES, POKER_SETTLE_FORMAT, POKER_SETTLE_USAGE } from "../../poker/settle-help";
import { filingRecord } from "../common/floor-fields";
import { optionInfo, type GameInfo, type GameOptionInfo } from "../common/catalogue";
import type { TableFamily } from "../family";
import { POKER_COMMANDS, type PokerCommand } from "./commands";
import type { PokerTableEvent } from "./events";
import { pokerFloor, type ExportedPokerRound, type PokerReplayFrame, type PokerResultFields } from "./floor";
import { pokerMachine } from "./machine";
import { pokerFeeOptionFor, pokerSettingsFromConfig, type PokerTableSettings } from "./settings";
import { EMPTY_POKER_TABLE, type PokerLiveState } from "./state";
import type { PokerViews } from "./views";
import { DEMO_TABLES } from "./demo-tables";

const STAKES_SOURCE = "seed 004 L64; seed 003 L2672-2674";

/** The table's stakes as options the admin sets beside the game's named options (settings.ts). */
export const STAKES_OPTIONS: readonly GameOptionInfo[] = [
  {
    name: "structure",
    values: ["limit", "spread-limit", "pot-limit", "no-limit"],
    defaultValue: "limit",
    source: STAKES_SOURCE,
    why: "the betting structure; the table's minimum and maximum are then the small and big bet (limit), the least and most bet (spread limit), or the small and big blind (pot limit, no limit). The schedule option follows them",
  },
  { name: "smallBlindCents", values: [], defaultValue: 0, input: "cents", source: "seed 004 L111, L212; seed 003 L3662-3819", why: "the small blind of a limit or spread-limit table; empty: as printed with the limit (Mortimer's)" },
  { name: "bigBlindCents", values: [], defaultValue: 0, input: "cents", source: "seed 004 L111, L212; seed 003 L3662-3819", why: "the big blind of a limit or spread-limit table; empty: as printed with the limit (Mortimer's)" },
  { name: "buyInMinCents", values: [], defaultValue: 0, input: "cents", source: "seed 004 L26-29", why: "Kings no-limit games are keyed by their buy-in: the least buy-in posted" },
  { name: "buyInMaxCents", values: [], defaultValue: 0, input: "cents", source: "seed 004 L26-29", why: "the most buy-in posted; empty for a minimum buy-in game (option 11)" },
  { name: "limitGrouping", values: ["A", "C"], defaultValue: "A", source: "seed 004 L7-22, L41-57", why: "Kings prints its limits in merged cells: A is the fee schedule's reading, C the alternative reconstruction (docs/rules-decisions/poker.md D6)" },
  { name: "chipCents", values: [], defaultValue: 0, input: "cents", source: "docs/rules-decisions/poker.md O3", why: "the smallest chip in play, the unit of odd chips; empty: $1" },
  { name: "wallBoard", values: [false, true], defaultValue: false, source: "issue 19", why: "show the board on the wall: the dealer enters the flop, turn and river" },
];

function catalogue(): GameInfo[] {
  return POKER_GAME_IDS.map((id) => {
    const game = pokerGame(id);
    return {
      id,
      name: `${game.name} (${game.room})`,
      filings: [filingRecord(game.filing)],
      decks: [1],
      layouts: [{ seats: game.maxSeats, label: `${game.maxSeats} players` }],
      options: [...STAKES_OPTIONS, ...optionInfo(game.options as Record<string, unknown>, game.optionNotes as never)],
      bets: [],
    };
  });
}

/** The server's clock submits `time-due` at each half hour of a running time clock, so the tablet prompts the collection. */
function timers(state: PokerLiveState): { at: number; command: PokerCommand }[] {
  const t = state.table;
  if (state.status !== "open" || !t || !isTimeOption(t.option) || !t.clock || t.clock.stoppedAt !== null) return [];
  const at = nextHalfHourAt(t.clock, state.clockNow ?? t.clock.startedAt);
  return at === null ? [] : [{ at, command: { type: "time-due" } }];
}

export const pokerFamily: TableFamily<PokerLiveState, PokerCommand, PokerTableEvent, PokerViews, PokerReplayFrame, ExportedPokerRound, PokerResultFields, PokerSettleReport> = {
  title: "Poker",
  demoTables: DEMO_TABLES,
  noun: "poker",
  gameIds: POKER_GAME_IDS,
  isGameId: isPokerGameId,
  gameName: (gameId) => {
    const game = pokerGame(gameId);
    return `${game.name} (${game.room})`;
  },
  catalogue,
  settingsFrom: pokerSettingsFromConfig,
  feeOptionFor: pokerFeeOptionFor,
  commands: POKER_COMMANDS,
  machine: pokerMachine,
  empty: EMPTY_POKER_TABLE,
  opened: (settings, at) => ({ type: "TableOpened", at, settings: settings as PokerTableSettings }),
  timers,
  seatsTaken: (state) => state.table?.seats.filter((s) => s.status !== "empty").length ?? 0,
  // Nothing of a poker round is face down in its records: the system keeps no hole card, only the board the wall shows.
  floor: { ...pokerFloor, faceUp: { frame: pokerFloor.frame, describe: pokerFloor.describe, exportRound: (state, openedAt) => pokerFloor.exportRound(state.round, state.settings, openedAt) } },
  settle: {
    run: settlePokerInput,
    betName: (_gameId, bet) => bet,
    usage: POKER_SETTLE_USAGE,
    format: POKER_SETTLE_FORMAT,
    examples: POKER_SETTLE_EXAMPLES,
  },
};
