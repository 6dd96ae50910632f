/**
 * A table's settings from its configuration, whatever its game: the game's family checks its
 * game, seats and decks, and every family checks the shared parts the same way.
 */
import { baccaratGame, isBaccaratGameId } from "../baccarat";
import { isNoBustGameId, noBustGame } from "../no-bust";
import { settingsFromConfig } from "./baccarat/settings";
import { SettingsError, type TableConfigInput, type TableSettingsBase } from "./common/settings";
import { noBustSettingsFromConfig } from "./no-bust/settings";

export const GAME_FAMILIES = ["baccarat", "no-bust"] as const;
export type GameFamily = (typeof GAME_FAMILIES)[number];

export function familyOf(gameId: string): GameFamily | null {
  if (isBaccaratGameId(gameId)) return "baccarat";
  if (isNoBustGameId(gameId)) return "no-bust";
  return null;
}

export function tableSettingsFromConfig(input: TableConfigInput): TableSettingsBase {
  switch (familyOf(input.gameId)) {
    case "baccarat":
      return settingsFromConfig(input);
    case "no-bust":
      return noBustSettingsFromConfig(input);
    case null:
      throw new SettingsError(`"${input.gameId}" is not a game this system runs`);
  }
}

/** The game's name as filed, or its id for a game this system does not know. */
export function gameName(gameId: string): string {
  switch (familyOf(gameId)) {
    case "baccarat":
      return baccaratGame(gameId).name;
    case "no-bust":
      return noBustGame(gameId).name;
    case null:
      return gameId;
  }
}
