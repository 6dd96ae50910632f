/**
 * A Pai Gow Tiles table's settings from its configuration: the game and its named options (checked
 * by the game itself), the seats the filing allows, and what every table shares. There are no
 * decks: one set of 32 tiles (seed 004 L754), recorded as 1.
 */
import { isPaiGowTilesGameId, paiGowTilesGame } from "../../pai-gow-tiles";
import { baseSettings, optionsRecord, SettingsError, type TableConfigInput } from "../common/settings";
import type { PaiGowTilesTableSettings } from "./state";

/** One set of 32 tiles, in the place every table keeps its decks. */
export const ONE_SET = 1;

export function paiGowTilesSettingsFromConfig(input: TableConfigInput): PaiGowTilesTableSettings {
  if (!isPaiGowTilesGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the Pai Gow Tiles family`);
  const gameOptions = optionsRecord(input.gameOptions);
  let game;
  try {
    game = paiGowTilesGame(input.gameId, gameOptions);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  if (!Number.isInteger(input.seats) || input.seats < 2 || input.seats > game.maxSeats) {
    throw new SettingsError(`${game.name} seats 2 to ${game.maxSeats}, the player-dealer included (seed 004 L798); not ${input.seats}`);
  }
  if (input.decks !== undefined && input.decks !== ONE_SET) throw new SettingsError(`${game.name} is played with one set of 32 tiles, not ${input.decks} decks`);
  return { ...baseSettings(input, gameOptions, ONE_SET), gameId: input.gameId };
}
