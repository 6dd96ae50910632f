/**
 * A pai gow poker table's settings from its configuration: the game and its named options (checked
 * by the game itself), the seven positions the seven piles need, the one 53-card deck, and what
 * every table shares (the filed fee pairing among it).
 */
import { isPaiGowGameId, paiGowGame } from "../../pai-gow-poker";
import { baseSettings, optionsRecord, SettingsError, type TableConfigInput } from "../common/settings";
import type { PaiGowTableSettings } from "./state";

/** The decks a pai gow poker table is dealt with: one 53-card deck, always. */
export const PAI_GOW_DECKS: readonly number[] = [1];

export function paiGowSettingsFromConfig(input: TableConfigInput): PaiGowTableSettings {
  if (!isPaiGowGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the pai gow poker family`);
  const gameOptions = optionsRecord(input.gameOptions);
  let game;
  try {
    game = paiGowGame(input.gameId, gameOptions);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  if (input.seats !== game.seats) {
    throw new SettingsError(`${game.name} is dealt in seven piles to ${game.seats} positions, the player-dealer's included: the table has ${game.seats} seats, not ${input.seats}`);
  }
  const decks = input.decks ?? 1;
  if (!PAI_GOW_DECKS.includes(decks)) throw new SettingsError(`${game.name} is dealt from one 53-card deck (52 cards and the joker), not ${decks} decks`);
  return { ...baseSettings(input, gameOptions, decks), gameId: input.gameId };
}
