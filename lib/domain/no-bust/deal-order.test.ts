import { describe, expect, it } from "vitest";
import { NO_BUST_GAME_IDS } from "./game-config";
import { noBustGame } from "./games";
import { initialDeal, initialDealSize } from "./deal-order";

describe("the initial deal's size, read without making the deal", () => {
  it("is the deal's length for every game and table size", () => {
    for (const id of NO_BUST_GAME_IDS) {
      const game = noBustGame(id);
      for (let players = 1; players <= 7; players++) {
        const seats = Array.from({ length: players }, (_, i) => i + 1);
        expect(initialDealSize(game, players), `${id}, ${players} seats`).toBe(initialDeal(game, seats).length);
      }
    }
  });
});
