/**
 * A twenty-one table's settings from its configuration: the game and its named options (checked by
 * the game itself, the combinations a filing forbids refused), the room's posted player collection
 * where the game charges one, the seats and decks the filing allows, and what every table shares.
 */
import { isCents } from "../../money";
import { GameOptionError } from "../../game-options";
import { isTwentyOneGameId, twentyOneGame, type TwentyOneGame } from "../../twenty-one";
import { baseSettings, optionsRecord, SettingsError, type TableConfigInput } from "../common/settings";
import { POSTED_PLAYER_FEE, splitGameOptions } from "./game-of";
import type { TwentyOneTableSettings } from "./state";

export function twentyOneSettingsFromConfig(input: TableConfigInput): TwentyOneTableSettings {
  if (!isTwentyOneGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the twenty-one family`);
  const gameOptions = optionsRecord(input.gameOptions);
  const { game: options, postedPlayerFee } = splitGameOptions(gameOptions);
  let game: TwentyOneGame;
  try {
    game = twentyOneGame(input.gameId, options);
  } catch (error) {
    if (error instanceof GameOptionError || error instanceof RangeError) throw new SettingsError(error.message);
    throw error;
  }
  const posted = game.options.playerCollection === "posted-per-circle";
  if (posted && (typeof postedPlayerFee !== "number" || !isCents(postedPlayerFee) || postedPlayerFee <= 0)) {
    throw new SettingsError(`${game.name} charges the posted player collection (option playerCollection): give the amount posted per circle, in cents, as ${POSTED_PLAYER_FEE}`);
  }
  if (!posted && postedPlayerFee !== undefined) {
    throw new SettingsError(`${game.name} takes no player collection (option playerCollection is "none"): ${POSTED_PLAYER_FEE} has nothing to price`);
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
