import { describe, expect, it } from "vitest";
import { playRounds } from "../common/autoplay-kit";
import { paiGowTilesAutoplay } from "./autoplay";
import { TilesTable } from "./test-kit";

describe("the Pai Gow Tiles autoplay driver", () => {
  it("plays 30 whole rounds from the server's woodpile, every command accepted", () => {
    const run = playRounds(new TilesTable() as never, paiGowTilesAutoplay, 30, "pai-gow-tiles");
    expect(run.rounds).toBe(30);
    expect(run.types["tile-source"]).toBe(1);
    expect(run.types["set-hands"]).toBeGreaterThanOrEqual(60);
  });
});
