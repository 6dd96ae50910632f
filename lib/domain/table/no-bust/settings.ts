/**
 * A No Bust table's settings from its configuration: the game and its named options (checked by
 * the game itself), the seats and decks the filing allows, and what every table shares.
 */
import { isNoBustGameId, noBustGame } from "../../no-bust";
import { baseSettings, optionsRecord, SettingsError, type TableConfigInput } from "../common/settings";
import type { NoBustTableSettings } from "./state";

export function noBustSettingsFromConfig(input: TableConfigInput): NoBustTableSettings {
  if (!isNoBustGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the No Bust family`);
  const gameOptions = optionsRecord(input.gameOptions);
  let game;
  try {
    game = noBustGame(input.gameId, gameOptions);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  if (!Number.isInteger(input.seats) || input.seats < 2 || input.seats > game.maxSeats) {
    throw new SettingsError(`${game.name} seats 2 to ${game.maxSeats}, the player-dealer included; not ${input.seats}`);
  }
  const decks = input.decks ?? game.decks.max;
  if (!Number.isInteger(decks) || decks < game.decks.min || decks > game.decks.max) {
    throw new SettingsError(`${game.name} is played with ${game.decks.min} to ${game.decks.max} decks, not ${decks}`);
  }
  return { ...baseSettings(input, gameOptions, decks), gameId: input.gameId };
}
