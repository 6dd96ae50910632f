/**
 * The server's own shuffle of the tiles (training and demo tables): "The house dealer shuffles the
 * tiles and stacks them in rows, with four tiles face down in each row" (seed 004 L804). The
 * randomness is injected (lib/domain/cards/random.ts), so a replay with the same seed gives the
 * same woodpile; the round's `nextStep` names the stack each seat takes.
 */
import type { RandomSource } from "../cards/random";
import { shuffle } from "../cards/shuffle";
import { TILE_IDS, type TileId } from "./tiles";

export const TILES_PER_STACK = 4;
export const STACKS = TILE_IDS.length / TILES_PER_STACK;

/** The 32 tiles in a shuffled order: stack 1 is the first four, stack 8 the last four. */
export function shuffledWoodpile(random: RandomSource): readonly TileId[] {
  return shuffle(TILE_IDS, random);
}

/** The four tiles of stack `stack` (1 to 8) of a woodpile. */
export function stackOf(woodpile: readonly TileId[], stack: number): readonly TileId[] {
  if (woodpile.length !== TILE_IDS.length || new Set(woodpile).size !== TILE_IDS.length) throw new RangeError("a woodpile is the 32 tiles, each once");
  if (!Number.isInteger(stack) || stack < 1 || stack > STACKS) throw new RangeError(`a woodpile has stacks 1 to ${STACKS}, not ${stack}`);
  return woodpile.slice((stack - 1) * TILES_PER_STACK, stack * TILES_PER_STACK);
}
