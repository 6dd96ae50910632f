/**
 * The set of 32 tiles as a shoe the dealer enters tiles from: each tile comes out once a round, so
 * a tile typed twice (a mis-tap) is refused before it reaches a hand. A civil tile may be typed by
 * its face alone ("6-6"): it is then the copy not yet out. Plain data; every function returns anew.
 */
import { describeTile, isTileId, normaliseTileText, tilesOfFace, TILE_IDS, type TileId } from "./tiles";

export interface TileShoe {
  /** The tiles out of the set this round, in the order they came out. */
  readonly out: readonly TileId[];
}

export type TileRefusalReason =
  /** Not a tile of the set (a misread or a typo). */
  | "not-a-tile"
  /** That tile (or both copies of that face) is already out. */
  | "already-out";

/** A tile the set cannot give. `message` is for the dealer. */
export class TileRefused extends Error {
  override name = "TileRefused";
  constructor(
    readonly text: string,
    readonly reason: TileRefusalReason,
    message: string,
    /** Where the tile stood in a list given to `takeTiles`; null for a single tile. */
    readonly index: number | null = null,
  ) {
    super(message);
  }
}

export function newTileShoe(out: readonly TileId[] = []): TileShoe {
  let shoe: TileShoe = { out: [] };
  for (const id of out) shoe = takeTile(shoe, id).shoe;
  return shoe;
}

/** The tile a text names, given what is already out; a bare civil face takes the copy still in. */
export function tileRefusal(shoe: TileShoe, text: string): TileRefused | { readonly tile: TileId } {
  const normal = normaliseTileText(text);
  if (normal === null) return new TileRefused(text, "not-a-tile", `${JSON.stringify(text)} is not a tile: write its two halves, e.g. "6-6" or "3-6" (a civil tile's copy: "6-6a", "6-6b")`);
  if (isTileId(normal)) {
    if (shoe.out.includes(normal)) return new TileRefused(text, "already-out", `${describeTile(normal)} refused: tile ${normal} is already out this round`);
    return { tile: normal };
  }
  const copies = tilesOfFace(normal);
  if (copies.length === 0) return new TileRefused(text, "not-a-tile", `${JSON.stringify(text)} is not a tile of the set`);
  const free = copies.find((id) => !shoe.out.includes(id));
  if (free === undefined) {
    const which = copies.length === 2 ? `both ${normal} tiles are` : `the ${normal} tile is`;
    return new TileRefused(text, "already-out", `${describeTile(copies[0] as TileId)} refused: ${which} already out this round`);
  }
  return { tile: free };
}

/** The shoe after the tile `text` names came out, and that tile. Throws `TileRefused`. */
export function takeTile(shoe: TileShoe, text: string): { readonly shoe: TileShoe; readonly tile: TileId } {
  const r = tileRefusal(shoe, text);
  if (r instanceof TileRefused) throw r;
  return { shoe: { out: [...shoe.out, r.tile] }, tile: r.tile };
}

/** Several tiles in a row, each refused or taken in turn (the index of a refused one is on the error). */
export function takeTiles(shoe: TileShoe, texts: readonly string[]): { readonly shoe: TileShoe; readonly tiles: readonly TileId[] } {
  let current = shoe;
  const tiles: TileId[] = [];
  texts.forEach((text, index) => {
    try {
      const next = takeTile(current, text);
      current = next.shoe;
      tiles.push(next.tile);
    } catch (error) {
      if (error instanceof TileRefused) throw new TileRefused(error.text, error.reason, error.message, index);
      throw error;
    }
  });
  return { shoe: current, tiles };
}

export function remainingTiles(shoe: TileShoe): readonly TileId[] {
  return TILE_IDS.filter((id) => !shoe.out.includes(id));
}
