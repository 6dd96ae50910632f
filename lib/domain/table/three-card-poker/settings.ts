/**
 * A Three Card Poker table's settings from its configuration: the game and its named options
 * (checked by the game itself), the seats the filing allows (2 to 8, the player-dealer's included:
 * seed 003 L1516-1527, seed 004 L266-279), the one deck dealt per round, and what every table shares.
 */
import { isThreeCardPokerGameId, threeCardPokerGame } from "../../three-card-poker";
import { baseSettings, optionsRecord, SettingsError, type TableConfigInput } from "../common/settings";
import type { ThreeCardPokerTableSettings } from "./state";

export function threeCardPokerSettingsFromConfig(input: TableConfigInput): ThreeCardPokerTableSettings {
  if (!isThreeCardPokerGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the Three Card Poker family`);
  const gameOptions = optionsRecord(input.gameOptions);
  let game;
  try {
    game = threeCardPokerGame(input.gameId, gameOptions);
  } catch (error) {
    throw new SettingsError((error as Error).message);
  }
  if (!Number.isInteger(input.seats) || input.seats < 2 || input.seats > game.maxSeats) {
    throw new SettingsError(`${game.name} seats 2 to ${game.maxSeats}, the player-dealer included; not ${input.seats}`);
  }
  // Two single decks alternate, one dealt per round (seed 003 L1529-1544): the shoe is one deck.
  const decks = input.decks ?? 1;
  if (decks !== 1) throw new SettingsError(`${game.name} deals each round from one of two alternating single decks: decks must be 1, not ${decks}`);
  return { ...baseSettings(input, gameOptions, decks), gameId: input.gameId };
}
