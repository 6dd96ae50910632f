import { describe, expect, it } from "vitest";
import { initialDeal, initialDealSize } from "./deal-order";

describe("the initial deal's size, read without making the deal", () => {
  it("is the deal's length for every table size", () => {
    for (let players = 1; players <= 7; players++) {
      const seats = Array.from({ length: players }, (_, i) => i + 1);
      expect(initialDealSize(players)).toBe(initialDeal(seats).length);
    }
  });
});
