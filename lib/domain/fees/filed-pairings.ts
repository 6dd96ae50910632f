/**
 * Which fee schedules each game is filed with. A game and its collection rates are approved together,
 * per room: Mortimer's (seed 003) and Kings (seed 004) both filed EZ Baccarat Panda 8 and the Dragon
 * Bonus with different rules, so each room's filing is its own game, and a game takes only the
 * schedules filed with it. Where a game keeps options from before the two rooms' versions were
 * separate games, the options the schedule's filing fixes are listed with it, so a table configured
 * with them still replays while a new configuration is refused (docs/rules-decisions/pairings.md).
 */
import { FEE_SCHEDULES, type FeeScheduleId } from "./registry";

type OptionValue = string | number | boolean;

/** A named option of the game whose value the filing behind the schedule fixes. */
export interface FiledOptionValue {
  readonly values: readonly OptionValue[];
  /** The rule as that filing states it, with its line: "Kings pays the Tie 8 to 1 (seed 004 L1169, L1215)". */
  readonly filed: string;
}

export interface FiledPairing {
  readonly schedule: FeeScheduleId;
  readonly options?: Readonly<Record<string, FiledOptionValue>>;
}

export interface FiledGame {
  /** The game's name as the admin and the dealer read it (the game configuration's `name`). */
  readonly name: string;
  readonly pairings: readonly FiledPairing[];
  /** Where the game and its schedules are filed. */
  readonly source: string;
  /** The same game as the other room filed it: its own game id. */
  readonly otherRoom?: string;
}

const KINGS_PANDA_8: Readonly<Record<string, FiledOptionValue>> = {
  tiePays: { values: [8], filed: "Kings pays the Tie 8 to 1 (seed 004 L1169, L1215)" },
  actionButton: { values: ["none"], filed: "Kings settles from the player left of the player-dealer, with no action button (seed 004 L1159)" },
};

const KINGS_DRAGON_BONUS: Readonly<Record<string, FiledOptionValue>> = {
  bankerLine: { values: ["three-card-7-push"], filed: "Kings pays the Banker line 1 to 1 and pushes a winning three-card 7 (seed 004 L1306, L1340-1341)" },
  tiePays: { values: [9], filed: "Kings pays the Tie 9 to 1 (seed 004 L1307, L1355)" },
  actionButton: { values: ["banker-second-card"], filed: "Kings places the action button by the Banker's second card (seed 004 L1295)" },
  fortune7Offered: { values: [true], filed: "Kings' layout has the Fortune 7 Bonus Bet (seed 004 L1293, L1309)" },
  backlineBaseGame: { values: [true], filed: "Kings permits backline betting on all wagers (seed 004 L1293)" },
  backlineTie: { values: [true], filed: "Kings permits backline betting on the Tie (seed 004 L1352)" },
  backlineDragonBonus: { values: [true], filed: "Kings permits backline betting on the Dragon bonuses (seed 004 L1362)" },
};

export const FILED_PAIRINGS = {
  "fortune-7-baccarat": { name: "Fortune 7 Baccarat", pairings: [{ schedule: "fortune-7-baccarat" }], source: "seed 000" },
  "21st-century-baccarat-5": { name: "21st Century Baccarat 5.0", pairings: [{ schedule: "21st-century-baccarat" }], source: "seed 001 (the room enters its rates, L54)" },
  "ez-baccarat": { name: "EZ Baccarat", pairings: [{ schedule: "ez-baccarat" }], source: "seed 002 (the room enters its rates, L116-123)" },
  "ez-baccarat-panda-8": {
    name: "EZ Baccarat Panda 8 (Kings Card Club)",
    pairings: [{ schedule: "ez-baccarat-panda-8-dragon-bonus-kings", options: KINGS_PANDA_8 }],
    source: "seed 004 L1131-1260 (GEGA-004229), rates L2003-2024 (GEGA-004249)",
    otherRoom: "ez-baccarat-panda-8-mortimers",
  },
  "ez-baccarat-panda-8-mortimers": {
    name: "EZ Baccarat Panda 8 (Mortimer's Card Room)",
    pairings: [{ schedule: "ez-baccarat-panda-8-mortimers" }],
    source: "seed 003 L1962-2425 (GEGA003832), rates L2261-2424",
    otherRoom: "ez-baccarat-panda-8",
  },
  "commission-free-dragon-bonus": {
    name: "Commission-Free Baccarat with Dragon Bonus (Kings Card Club)",
    pairings: [{ schedule: "ez-baccarat-panda-8-dragon-bonus-kings", options: KINGS_DRAGON_BONUS }],
    source: "seed 004 L1262-1395 (GEGA-004228), rates L2003-2024 (GEGA-004249)",
    otherRoom: "commission-free-dragon-bonus-mortimers",
  },
  "commission-free-dragon-bonus-mortimers": {
    name: "Commission-Free Baccarat with Dragon Bonus (Mortimer's Card Room)",
    pairings: [{ schedule: "dragon-bonus-baccarat-mortimers" }],
    source: "seed 003 L4569-5058 (GEGA-0003714), rates L4840-5025",
    otherRoom: "commission-free-dragon-bonus",
  },
  "dai-bacc": { name: "Dai Bacc", pairings: [{ schedule: "dai-bacc" }], source: "seed 004 L1399-1536 (GEGR-002116), rates L2026-2134" },
  "no-bust-joker": { name: "No Bust 21st Century Blackjack (Joker edition)", pairings: [{ schedule: "no-bust-joker" }], source: "seed 003 L19-254, rates L934-941" },
  "no-bust-6": { name: "No Bust Blackjack 6.0", pairings: [{ schedule: "no-bust-6" }], source: "seed 003 L612-905 (GEGA-002891)" },
  "no-bust-buster-bonus-6": {
    name: "21st Century Blackjack with Buster Blackjack Bonus (No Bust Blackjack Buster Bonus 6.0)",
    pairings: [{ schedule: "no-bust-buster-bonus" }],
    source: "seed 003 L2897-3655 (GEGA-003019)",
  },
  // The families below are not live tables yet; each room's version is already its own game.
  "three-card-poker-6cb-mortimers": {
    name: "Three Card Poker 6 Card Bonus (Mortimer's Card Room)",
    pairings: [{ schedule: "three-card-poker-6-card-bonus-mortimers" }],
    source: "seed 003 L1502-1961 (GEGA-003712)",
    otherRoom: "three-card-poker-6cb",
  },
  "three-card-poker-6cb": {
    name: "Three Card Poker 6 Card Bonus (Kings Card Club)",
    pairings: [{ schedule: "three-card-poker-6-card-bonus-kings" }],
    source: "seed 004 L256-409 (GEGA-004246), rates L1895-1917",
    otherRoom: "three-card-poker-6cb-mortimers",
  },
  "texas-holdem-mortimers": { name: "Texas Hold'em (Mortimer's Card Room)", pairings: [{ schedule: "texas-holdem-mortimers" }], source: "seed 003 L255-309, rates L3656-3973 (GEGA-001005)", otherRoom: "texas-holdem" },
  "texas-holdem": { name: "Texas Hold'em (Kings Card Club)", pairings: [{ schedule: "texas-holdem-kings" }], source: "seed 004 L59-165 (GEGA-004248), rates L1-33", otherRoom: "texas-holdem-mortimers" },
  "omaha-hi-lo-mortimers": { name: "Omaha High/Low Split (Mortimer's Card Room)", pairings: [{ schedule: "omaha-hi-lo-mortimers" }], source: "seed 003 L2426-2896, rates L3974-4142 (GEGA-003713)", otherRoom: "omaha" },
  omaha: { name: "Omaha (Kings Card Club)", pairings: [{ schedule: "omaha-kings" }], source: "seed 004 L166-252 (GEGA-004247), rates L35-68", otherRoom: "omaha-hi-lo-mortimers" },
  "pure-21-5-mortimers": { name: "Pure 21.5 Blackjack (Mortimer's Card Room)", pairings: [{ schedule: "pure-21-5-mortimers" }], source: "seed 003 L310-611, rates L1300-1383 (GEGA-000309)", otherRoom: "pure-21-5" },
  "pure-21-5": { name: "Pure 21.5 Blackjack (Kings Card Club)", pairings: [{ schedule: "blackjack-x-pure-21-5" }], source: "seed 004 L413-592 (GEGA-004245), rates L1747-1824", otherRoom: "pure-21-5-mortimers" },
  "pure-spanish-21-5": { name: "Pure Spanish 21.5", pairings: [{ schedule: "pure-spanish-21-5" }], source: "seed 004 L593-740 (GEGA-004244), rates L1826-1893" },
  "blackjack-x": { name: "Blackjack X", pairings: [{ schedule: "blackjack-x-pure-21-5" }], source: "seed 004 L979-1125 (GEGA-004230), rates L1747-1824" },
  "fortune-pai-gow-mortimers": { name: "Fortune Pai Gow Poker (Mortimer's Card Room)", pairings: [{ schedule: "fortune-pai-gow-poker-mortimers" }], source: "seed 003 L4147-4567 (GEGA-001004)", otherRoom: "fortune-pai-gow" },
  "fortune-pai-gow": { name: "Fortune Pai Gow Poker (Kings Card Club)", pairings: [{ schedule: "fortune-pai-gow-poker-kings" }], source: "seed 004 L816-975 (GEGA-004231), rates L1919-1972", otherRoom: "fortune-pai-gow-mortimers" },
  "face-up-pai-gow": { name: "Face Up Pai Gow Poker", pairings: [{ schedule: "face-up-pai-gow-poker" }], source: "seed 004 L1538-1745 (the room enters its rates)" },
  "pai-gow-poker": { name: "Pai Gow Poker (Double Hand Poker)", pairings: [{ schedule: "pai-gow-poker-double-hand" }], source: "seed 003 L907-933, L1393-1411 (GEGA-001004)" },
  "pai-gow-tiles": { name: "Pai Gow Tiles", pairings: [{ schedule: "pai-gow-tiles" }], source: "seed 004 L744-815, rates L1974-2001 (GEGA-004233)" },
} as const satisfies Readonly<Record<string, FiledGame>>;

const GAMES: Readonly<Record<string, FiledGame>> = FILED_PAIRINGS;

/** The fee schedules filed with a game (none for a game this system does not know). */
export function feeSchedulesOf(gameId: string): readonly FeeScheduleId[] {
  return Object.hasOwn(GAMES, gameId) ? (GAMES[gameId] as FiledGame).pairings.map((p) => p.schedule) : [];
}

/** The games a schedule is filed with. */
export function gamesOfSchedule(scheduleId: string): string[] {
  return Object.entries(GAMES)
    .filter(([, g]) => g.pairings.some((p) => p.schedule === scheduleId))
    .map(([id]) => id);
}

/** What a table runs: its game, the game's chosen options, and its fee schedule. */
export interface TablePairing {
  readonly gameId: string;
  readonly feeScheduleId: string;
  /** The options the table chose; an option left out takes the game's default, which its filing fixes. */
  readonly gameOptions?: Readonly<Record<string, unknown>>;
}

export type PairingProblem =
  | { readonly field: "game"; readonly message: string }
  | { readonly field: "feeScheduleId"; readonly message: string }
  | { readonly field: "gameOptions"; readonly option: string; readonly message: string };

/** "Mortimer's Card Room's fee schedule for EZ Baccarat Panda 8", "the fee schedule for Fortune 7 Baccarat". */
export function describeSchedule(scheduleId: string): string {
  if (!Object.hasOwn(FEE_SCHEDULES, scheduleId)) return `the fee schedule "${scheduleId}"`;
  const s = FEE_SCHEDULES[scheduleId as FeeScheduleId];
  return "room" in s && s.room !== undefined ? `${s.room}'s fee schedule for ${s.title}` : `the fee schedule for ${s.title}`;
}

function nameOf(gameId: string): string {
  return Object.hasOwn(GAMES, gameId) ? (GAMES[gameId] as FiledGame).name : `"${gameId}"`;
}

function listOf(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`;
}

/**
 * Why a table's game, options and fee schedule are not a filed pairing, in plain words; null when
 * they are. The admin and the live table refuse such a configuration; a table already running one
 * keeps running from its log, and the floor is told to choose (`isFiledPairing`).
 */
export function pairingProblem(table: TablePairing): PairingProblem | null {
  if (!Object.hasOwn(GAMES, table.gameId)) return { field: "game", message: `no fee schedule is filed for the game "${table.gameId}"` };
  const game = GAMES[table.gameId] as FiledGame;
  const pairing = game.pairings.find((p) => p.schedule === table.feeScheduleId);
  if (pairing === undefined) {
    const filedWith = gamesOfSchedule(table.feeScheduleId).map(nameOf);
    const own = game.pairings.map((p) => describeSchedule(p.schedule));
    const instead = filedWith.length > 0 ? `; it is filed for ${listOf(filedWith)}` : "";
    return {
      field: "feeScheduleId",
      message: `${describeSchedule(table.feeScheduleId)} is not filed for ${game.name}${instead}. Each room's filing is its own game: ${game.name} takes ${listOf(own)}`,
    };
  }
  for (const [option, filed] of Object.entries(pairing.options ?? {})) {
    const chosen = table.gameOptions?.[option];
    if (chosen === undefined || filed.values.includes(chosen as OptionValue)) continue;
    const instead = game.otherRoom !== undefined ? `; for the other room's rules choose the game ${nameOf(game.otherRoom)}` : "";
    return {
      field: "gameOptions",
      option,
      message: `${game.name} under ${describeSchedule(table.feeScheduleId)} plays as filed: ${filed.filed}, so its option ${option} is ${listOf(filed.values.map((v) => JSON.stringify(v)))}, not ${JSON.stringify(chosen)}${instead}`,
    };
  }
  return null;
}

/** Whether a table's game, options and fee schedule were filed together (the floor's check of a running table). */
export function isFiledPairing(table: TablePairing): boolean {
  return pairingProblem(table) === null;
}
