/** The game named in a calculator's input, with its options, refusals naming the field. */
import { CalculatorInputError, fieldPath } from "../calculators/input-errors";
import { POKER_GAME_IDS, type PokerGame } from "./game-config";
import { isPokerGameId, pokerGame } from "./games";
import { GameOptionError } from "./options";

export class PokerCalculatorInputError extends CalculatorInputError {
  override name = "PokerCalculatorInputError";
}

export function fail(field: string, reason: string): never {
  throw new PokerCalculatorInputError(field, reason);
}

export function calculatorGame(id: string, options: Readonly<Record<string, unknown>> | undefined): PokerGame {
  if (!isPokerGameId(id)) fail("game", `unknown poker game ${JSON.stringify(id)} (games: ${POKER_GAME_IDS.join(", ")})`);
  for (const [name, value] of Object.entries(options ?? {})) {
    try {
      pokerGame(id, { [name]: value });
    } catch (error) {
      if (error instanceof GameOptionError) fail(fieldPath(["options", name]), error.message);
      throw error;
    }
  }
  return pokerGame(id, options);
}
