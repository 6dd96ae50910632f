import { describe, expect, it } from "vitest";
import { cardStep } from "./card-step";

describe("the spacing of a hand's cards on a wall", () => {
  it("overlaps a hand's cards only when they do not fit", () => {
    expect(cardStep(3, 100, 400)).toBe(112);
    expect(cardStep(6, 100, 400)).toBe(60);
    expect(cardStep(20, 100, 400)).toBeCloseTo(28);
  });

  it("gives a single card its width and the gap", () => {
    expect(cardStep(1, 100, 50, 8)).toBe(108);
  });
});
