/**
 * The server's woodpile committed to before a tile is turned over, as a server shoe is
 * (lib/domain/cards/dealing-shoe.ts): SHA-256 of a fresh salt and the 32 tile ids in woodpile
 * order, `salt + ":" + tiles.join(",")`. Pai Gow Tiles shuffles a new woodpile for every hand, so
 * each hand's woodpile is its own "shoe": its fingerprint is on the wall from the deal, and its
 * order and salt are released when the hand ends (docs/rules-decisions/pai-gow-tiles.md). Server-only
 * (node:crypto): the table's decide makes it, the wall gets only the fingerprint.
 */
import { commitmentHash, randomSalt } from "../cards/dealing-shoe";
import type { RandomSource } from "../cards/random";
import type { TileId } from "./tiles";

export interface WoodpileCommitment {
  /** The woodpile's id among the room's shoes (/verify/<id>). */
  readonly id: string;
  /** Lowercase hex, 128 bits from the injected randomness. */
  readonly salt: string;
  /** SHA-256 of `salt + ":" + the tile ids joined by ","`, lowercase hex. */
  readonly orderHash: string;
}

export function commitWoodpile(woodpile: readonly TileId[], random: RandomSource, id: string): WoodpileCommitment {
  const salt = randomSalt(random);
  return { id, salt, orderHash: commitmentHash(woodpile, salt) };
}
