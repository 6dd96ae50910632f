/**
 * The running tables no list is for (a poker table the floor opened without starting a list), as
 * the players' phones (/live) and the game board show them: by game and stakes, with open seats,
 * and the players told to ask at the desk for a seat.
 */
import { type WaitlistState } from "./state";

/**
 * A running table no list is for (a poker table the floor opened without starting a list): players
 * still see the game, its stakes and open seats, and are told to ask at the desk for a list.
 */
export interface UnlistedTable {
  readonly tableId: string;
  readonly name: string;
  readonly game: string;
  readonly stakes: string;
  readonly occupied: readonly boolean[];
}

export interface LiveUnlistedGame {
  readonly game: string;
  readonly stakes: string;
  readonly tables: readonly { readonly name: string; readonly openSeats: number }[];
  readonly openSeats: number;
}

/** The tables no list is for (a table on the lists is left out, whatever it was told before), by game and stakes in name order. */
export function unlistedGames(state: WaitlistState, tables: readonly UnlistedTable[]): LiveUnlistedGame[] {
  const games = new Map<string, { game: string; stakes: string; tables: { name: string; openSeats: number }[] }>();
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name, "en", { numeric: true }))) {
    if (state.tables[t.tableId]) continue;
    const key = `${t.game}\u0000${t.stakes}`;
    const game = games.get(key) ?? { game: t.game, stakes: t.stakes, tables: [] };
    game.tables.push({ name: t.name, openSeats: t.occupied.filter((o) => !o).length });
    games.set(key, game);
  }
  return [...games.values()].map((g) => ({ ...g, openSeats: g.tables.reduce((n, t) => n + t.openSeats, 0) }));
}
