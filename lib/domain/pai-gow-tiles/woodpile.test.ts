import { describe, expect, it } from "vitest";
import { seededRandom } from "../cards/random";
import { nextStep } from "./next-step";
import { dealTiles, rollDice } from "./round";
import { newRound } from "./round-state";
import { GAME, SAMPLE } from "./test-kit";
import { TILE_IDS } from "./tiles";
import { shuffledWoodpile, stackOf } from "./woodpile";

describe("the server's woodpile", () => {
  it("holds the 32 tiles once each, in an order the seed fixes", () => {
    const pile = shuffledWoodpile(seededRandom("table 7, round 12"));
    expect([...pile].sort()).toEqual([...TILE_IDS].sort());
    expect(shuffledWoodpile(seededRandom("table 7, round 12"))).toEqual(pile);
    expect(shuffledWoodpile(seededRandom("table 7, round 13"))).not.toEqual(pile);
  });

  it("each seat takes the stack the round names, so the deal draws every tile of its stacks once", () => {
    const pile = shuffledWoodpile(seededRandom("deal"));
    let s = rollDice(newRound(GAME, SAMPLE), 11);
    const taken: string[] = [];
    for (let step = nextStep(s); step.kind === "deal"; step = nextStep(s)) {
      const tiles = stackOf(pile, step.stack);
      taken.push(...tiles);
      s = dealTiles(s, tiles);
    }
    // Stacks 1, 3, 6 and 7 (seats 3, 1, 6, 5); the vacant positions' stacks stay in the pile.
    expect(taken).toEqual([...stackOf(pile, 1), ...stackOf(pile, 3), ...stackOf(pile, 6), ...stackOf(pile, 7)]);
  });

  it("refuses a stack the pile does not have", () => {
    const pile = shuffledWoodpile(seededRandom("x"));
    expect(() => stackOf(pile, 0)).toThrow();
    expect(() => stackOf(pile, 9)).toThrow();
    expect(() => stackOf(pile.slice(1), 1)).toThrow();
  });
});
