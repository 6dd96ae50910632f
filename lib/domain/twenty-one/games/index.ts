/** The twenty-one family's games by id, each with a room's options. */
import type { SeatCountOptions } from "../../action-button/game-action-buttons";
import { TWENTY_ONE_GAME_IDS, type TwentyOneGame, type TwentyOneGameId } from "../game-config";
import { blackjackX } from "./blackjack-x";
import { pure215 } from "./pure-21-5";
import { pure215Mortimers } from "./pure-21-5-mortimers";
import { pureSpanish215 } from "./pure-spanish-21-5";

export class UnknownTwentyOneGameError extends RangeError {
  override name = "UnknownTwentyOneGameError";
}

export function isTwentyOneGameId(value: unknown): value is TwentyOneGameId {
  return typeof value === "string" && (TWENTY_ONE_GAME_IDS as readonly string[]).includes(value);
}

/**
 * A game configured with a room's options (unknown options or values are refused). `button` passes
 * the action-button module's own options (rotation-action-bank.md A3, A4).
 */
export function twentyOneGame(id: string, options?: Readonly<Record<string, unknown>>, button?: SeatCountOptions): TwentyOneGame {
  if (!isTwentyOneGameId(id)) throw new UnknownTwentyOneGameError(`unknown twenty-one game "${id}" (games: ${TWENTY_ONE_GAME_IDS.join(", ")})`);
  switch (id) {
    case "pure-21-5-mortimers":
      return pure215Mortimers(options, button);
    case "pure-21-5":
      return pure215(options, button);
    case "pure-spanish-21-5":
      return pureSpanish215(options, button);
    case "blackjack-x":
      return blackjackX(options, button);
  }
}

export { TWENTY_ONE_GAME_IDS };
