/**
 * Pai Gow Tiles' part of `npm run -s house-way`: four tiles set the house way (seed 004 L786-794,
 * completed by the standard way, docs/rules-decisions/pai-gow-tiles.md PGT-9 to PGT-17). The JSON
 * answer is `{"high": [2 tile ids], "low": [2 tile ids]}`; the words add the hands' names and the
 * rule that decided, with its line.
 */
import { describeHand, handOf, houseWayFor, PAI_GOW_TILES_GAME_IDS, type TileId } from "../../pai-gow-tiles";
import type { CalculatorEntry } from "../family";
import { facesOf } from "./words";

export const PAI_GOW_TILES_HOUSE_WAY_USAGE = `Pai Gow Tiles (${PAI_GOW_TILES_GAME_IDS.join(", ")}): four tiles, each its two halves ("6-6", "3-6", either order)
or a civil tile's copy ("6-6a", "6-6b"); a civil face given twice is both copies, e.g.
  --game pai-gow-tiles 6-6 3-6 1-1 1-6 --json   prints {"high":["6-6a","3-6"],"low":["1-1a","1-6a"]}
Without --json: the two hands and their names, the rule that set them and its filing line.`;

function handLine(name: string, tiles: readonly TileId[]): string {
  return `${name}${facesOf(tiles).padEnd(9)}${describeHand(handOf(tiles))}`;
}

export const paiGowTilesHouseWay: CalculatorEntry<{ readonly pieces: readonly string[] }> = {
  usage: PAI_GOW_TILES_HOUSE_WAY_USAGE,
  run(gameId, { pieces }) {
    const s = houseWayFor({ game: gameId, tiles: pieces });
    return {
      json: { high: [...s.high], low: [...s.low] },
      text: `${handLine("High hand: ", s.high)}\n${handLine("Low hand:  ", s.low)}\nWhy:       ${s.because}\nSource:    ${s.source}\n`,
    };
  },
};
