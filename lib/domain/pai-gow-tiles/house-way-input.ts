/**
 * The `house-way` tool's input (`npm run -s house-way -- --game pai-gow-tiles 6-6 3-6 1-1 1-6`):
 * the game, four tiles as typed and the game's options, checked with one-line refusals naming the
 * field (`tiles[2]: ...`), then set by `houseWaySetting`.
 */
import { CalculatorInputError, fieldPath } from "../calculators/input-errors";
import { GameOptionError } from "../game-options";
import { PAI_GOW_TILES_GAME_IDS } from "./game-config";
import { isPaiGowTilesGameId, paiGowTilesGame } from "./games";
import { houseWaySetting, type HouseWaySetting } from "./house-way";
import { newTileShoe, takeTile, TileRefused } from "./tile-shoe";
import type { TileId } from "./tiles";

export class HouseWayInputError extends CalculatorInputError {
  override name = "HouseWayInputError";
}

export interface HouseWayInput {
  readonly game: string;
  /** Tile ids or faces ("6-6", "3-6"); a civil face twice is both copies. */
  readonly tiles: readonly string[];
  readonly options?: Readonly<Record<string, unknown>>;
}

/** The house way for the input; throws HouseWayInputError naming the field. */
export function houseWayFor(input: HouseWayInput): HouseWaySetting {
  if (!isPaiGowTilesGameId(input.game)) throw new HouseWayInputError("game", `the house way is for ${PAI_GOW_TILES_GAME_IDS.join(", ")}, not ${JSON.stringify(input.game)}`);
  let game;
  try {
    for (const [name, value] of Object.entries(input.options ?? {})) paiGowTilesGame(input.game, { [name]: value });
    game = paiGowTilesGame(input.game, input.options);
  } catch (error) {
    if (error instanceof GameOptionError) {
      const name = Object.keys(input.options ?? {}).find((n) => error.message.includes(`"${n}"`));
      throw new HouseWayInputError(name ? fieldPath(["options", name]) : "options", error.message);
    }
    throw error;
  }
  if (input.tiles.length !== 4) throw new HouseWayInputError("tiles", `the house way sets four tiles, got ${input.tiles.length}`);
  let shoe = newTileShoe();
  const tiles: TileId[] = input.tiles.map((text, i) => {
    try {
      const taken = takeTile(shoe, text);
      shoe = taken.shoe;
      return taken.tile;
    } catch (error) {
      if (error instanceof TileRefused) throw new HouseWayInputError(`tiles[${i}]`, error.message.replace("are already out this round", "are given already").replace("is already out this round", "is given twice"));
      throw error;
    }
  });
  return houseWaySetting(tiles, game.houseWay);
}
