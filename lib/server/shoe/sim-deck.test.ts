import { describe, expect, it } from "vitest";
import { orderedShoe, randomInts, shuffledShoe } from "./sim-deck";

describe("the simulated shoe's cards", () => {
  it("holds each card once a deck, shuffled", () => {
    const shoe = shuffledShoe(8);
    expect(shoe).toHaveLength(416);
    expect([...shoe].sort()).toEqual(orderedShoe(8).sort());
    expect(shoe.slice(0, 20)).not.toEqual(orderedShoe(8).slice(0, 20));
  });

  it("deals the same order from the same seed, another from another seed", () => {
    expect(shuffledShoe(6, "demo")).toEqual(shuffledShoe(6, "demo"));
    expect(shuffledShoe(6, "demo")).not.toEqual(shuffledShoe(6, "demo2"));
  });

  it("draws seeded integers evenly", () => {
    const random = randomInts("even");
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) counts[random(6)]! += 1;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  it("refuses a shoe of no decks or too many", () => {
    expect(() => orderedShoe(0)).toThrow();
    expect(() => orderedShoe(9)).toThrow();
  });
});
