import { describe, expect, it } from "vitest";
import { newTileShoe, remainingTiles, takeTile, takeTiles, TileRefused } from "./tile-shoe";
import { TILE_IDS } from "./tiles";

const refusal = (f: () => unknown): TileRefused => {
  try {
    f();
  } catch (e) {
    if (e instanceof TileRefused) return e;
    throw e;
  }
  throw new Error("not refused");
};

describe("the tile set as a shoe", () => {
  it("gives every one of the 32 tiles once", () => {
    const { shoe, tiles } = takeTiles(newTileShoe(), [...TILE_IDS]);
    expect(tiles).toEqual(TILE_IDS);
    expect(remainingTiles(shoe)).toEqual([]);
  });

  it("refuses a tile already dealt", () => {
    const { shoe } = takeTile(newTileShoe(), "3-6");
    const r = refusal(() => takeTile(shoe, "6-3"));
    expect([r.reason, r.message]).toEqual(["already-out", "Chop Gow (3-6) refused: tile 3-6 is already out this round"]);
  });

  it("a civil face alone takes the copy still in, and a third is refused", () => {
    let shoe = newTileShoe();
    const first = takeTile(shoe, "6-6");
    shoe = first.shoe;
    const second = takeTile(shoe, "6-6");
    expect([first.tile, second.tile]).toEqual(["6-6a", "6-6b"]);
    expect(refusal(() => takeTile(second.shoe, "6-6")).message).toBe("Teen (6-6) refused: both 6-6 tiles are already out this round");
    // A copy named by its letter is that copy.
    expect(takeTile(newTileShoe(["6-6a"]), "6-6")).toMatchObject({ tile: "6-6b" });
    expect(refusal(() => takeTile(newTileShoe(["6-6a"]), "6-6a")).reason).toBe("already-out");
  });

  it("refuses what is not a tile, and says where in a list", () => {
    expect(refusal(() => takeTile(newTileShoe(), "7-1")).reason).toBe("not-a-tile");
    expect(refusal(() => takeTile(newTileShoe(), "3-6a")).reason).toBe("not-a-tile");
    expect(refusal(() => takeTiles(newTileShoe(), ["1-1", "2-2", "1-1", "1-1"])).index).toBe(3);
  });
});
