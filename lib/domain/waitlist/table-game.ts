/**
 * The game a live table deals, as the lists match it with a list's game and limit. A poker table
 * posts its stakes (its structure and limits or blinds, as `describeStakes` says them): a list of a
 * poker game is that game at those stakes, and only a table dealing both deals it, so a player
 * called from the $3-$6 Hold'em list never sits down at the $75-$150 Omaha. A table of a game whose
 * tables post no stakes (the banked games) is matched on the game's name when the list names a game
 * the system runs; a list the floor typed for a game the system does not run takes any table.
 */
import { sameName, sameStakes } from "./compare";
import { listLabel, type GameList } from "./state";

export interface TableGame {
  /** The table's game id ("texas-holdem"). */
  readonly gameId: string;
  /** The game as players say it ("Texas Hold'em"). */
  readonly game: string;
  /** The stakes as the table posts them ("$3.00-$6.00 limit, blinds $1.00/$3.00"); null: the table posts none (a banked game). */
  readonly stakes: string | null;
}

/** A live table as the floor screen offers it for a list: its id, its name and what it deals. */
export interface RunningTable {
  readonly id: string;
  readonly name: string;
  readonly deals: TableGame;
}

/** Why this table cannot deal this list, in the floor's words; null when it deals the list's game and limit. */
export function wrongGame(list: Pick<GameList, "game" | "gameId" | "stakes">, tableName: string, deals: TableGame): string | null {
  if (deals.stakes !== null) {
    if (sameName(list.game, deals.game) && sameStakes(list.stakes, deals.stakes)) return null;
    return `${tableName} deals ${deals.game} ${deals.stakes}, not ${listLabel(list)}. Start a list for the table's own game and limit.`;
  }
  if (list.gameId !== null && !sameName(list.game, deals.game)) return `${tableName} deals ${deals.game}, not ${list.game}.`;
  return null;
}
