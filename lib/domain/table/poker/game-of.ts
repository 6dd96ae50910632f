/** The configured game of a poker table and the engine's configuration, built once per settings object. */
import { pokerGame, type PokerGame, type PokerTableConfig } from "../../poker";
import { namedOptions, type PokerTableSettings } from "./settings";

const games = new WeakMap<PokerTableSettings, PokerGame>();

export function pokerGameOf(settings: PokerTableSettings): PokerGame {
  let game = games.get(settings);
  if (!game) {
    game = pokerGame(settings.gameId, namedOptions(settings));
    games.set(settings, game);
  }
  return game;
}

/** The engine's table configuration from the settings. */
export function tableConfigOf(settings: PokerTableSettings): PokerTableConfig {
  return { seats: settings.seats, stakes: settings.stakes, grouping: settings.grouping, chipCents: settings.chipCents };
}
