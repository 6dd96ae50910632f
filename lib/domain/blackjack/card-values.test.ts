import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { hardPoints, isAce, isTenValue, sameRank, suitOfCard } from "./card-values";

const c = (code: string) => code as Card;

describe("card values of the blackjack families", () => {
  it("counts 2-9 at face value, tens and faces ten, an ace one", () => {
    expect(["2C", "9D", "TH", "JS", "QC", "KD", "AS"].map((x) => hardPoints(c(x)))).toEqual([2, 9, 10, 10, 10, 10, 1]);
  });

  it("gives a joker no points", () => {
    expect(() => hardPoints(c("JK"))).toThrow(RangeError);
  });

  it("reads aces and ten-value cards, never a joker", () => {
    expect([isAce(c("AH")), isAce(c("KH")), isAce(c("JK"))]).toEqual([true, false, false]);
    expect(["TC", "JD", "QH", "KS", "9S", "JK"].map((x) => isTenValue(c(x)))).toEqual([true, true, true, true, false, false]);
  });

  it("pairs by rank only, jokers excluded, and a joker has no suit", () => {
    expect(sameRank(c("8C"), c("8D"))).toBe(true);
    expect(sameRank(c("KC"), c("QC"))).toBe(false);
    expect(sameRank(c("JK"), c("JK"))).toBe(false);
    expect(suitOfCard(c("9H"))).toBe("H");
    expect(suitOfCard(c("JK"))).toBeNull();
  });
});
