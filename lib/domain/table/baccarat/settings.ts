/**
 * A table's settings from its configuration: the game and its options checked against the game's
 * named options, the fee schedule option resolved (a printed one, or the room's entry validated),
 * and the limits checked against the option. Anything wrong is refused with a plain reason.
 */
import { baccaratGame, isBaccaratGameId } from "../../baccarat";
import { baseSettings, optionsRecord, resolveFeeOption, SettingsError, type TableConfigInput } from "../common/settings";
import type { BaccaratTableSettings } from "./state";

export { resolveFeeOption, SettingsError, type TableConfigInput };

export function baccaratSettingsFromConfig(input: TableConfigInput): BaccaratTableSettings {
  if (!isBaccaratGameId(input.gameId)) throw new SettingsError(`"${input.gameId}" is not a game of the baccarat family`);
  const gameOptions = optionsRecord(input.gameOptions);
  const game = baccaratGame(input.gameId, gameOptions);
  if (!game.tables.some((t) => t.layout.seats === input.seats)) {
    throw new SettingsError(`${game.name} is filed for ${game.tables.map((t) => t.layout.seats).join(" or ")} seats, not ${input.seats}`);
  }
  const decks = input.decks ?? Math.max(...game.decks);
  if (!game.decks.includes(decks)) throw new SettingsError(`${game.name} is played with ${game.decks.join(", ")} decks, not ${decks}`);
  return { ...baseSettings(input, gameOptions, decks), gameId: input.gameId };
}
