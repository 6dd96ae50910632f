/**
 * The house way calculator's part for pai gow poker (`npm run house-way`): a game id and seven cards
 * as `settle` writes them to `{ "high": [5 cards], "low": [2 cards] }`, with the chart's row, line and
 * reason beside them. A bad card or a card twice is refused naming it (`cards[3]: ...`).
 */
import { CalculatorInputError } from "../calculators/input-errors";
import { PAI_GOW_GAME_IDS } from "./game-config";
import { HouseWayInputError, houseWayExplained } from "./house-way-of-game";

export const PAI_GOW_HOUSE_WAY_USAGE = `Pai gow poker (${PAI_GOW_GAME_IDS.join(", ")}): seven cards, rank then suit ("TD"), "JK" the
joker, e.g.  --game fortune-pai-gow AS AH KD KC 9S 5H 2C --json
JSON: {"high": [5 cards behind], "low": [2 cards in front]}; without --json the split, the chart's
row and its filing line in words. Mortimer's games use Kings' Fortune chart (their "Attachment A"
is missing: docs/rules-decisions/pai-gow-poker.md).`;

export function paiGowHouseWayReport(gameId: string, args: { readonly pieces: readonly string[] }): { json: unknown; text: string } {
  try {
    const way = houseWayExplained(gameId, args.pieces);
    return {
      json: { high: way.high, low: way.low },
      text: `Behind (five cards): ${way.high.join(" ")}\nIn front (two cards): ${way.low.join(" ")}\n${way.why} (${way.line})\n`,
    };
  } catch (error) {
    if (error instanceof HouseWayInputError) throw new CalculatorInputError(error.field, error.reason);
    throw error;
  }
}
