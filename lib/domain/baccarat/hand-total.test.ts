import { describe, expect, it } from "vitest";
import { handOf, isThreeCard } from "./hand-total";

describe("hands", () => {
  it("seed 000 L25: only the right-hand digit counts (Q + 5 = 15 -> 5, 004 L1417)", () => expect(handOf(["QS", "5H"]).total).toBe(5));
  it("9 + 9 + 9 = 27 -> 7", () => expect(handOf(["9S", "9H", "9D"]).total).toBe(7));
  it("seed 000 L28: a two-card 9 is a natural 9", () => expect(handOf(["4S", "5H"])).toMatchObject({ total: 9, natural: true }));
  it("seed 000 L29: a two-card 8 is a natural 8", () => expect(handOf(["KS", "8H"])).toMatchObject({ total: 8, natural: true }));
  it("seed 000 L30: a three-card 9 is not a natural", () => expect(handOf(["2S", "3H", "4D"])).toMatchObject({ total: 9, natural: false }));
  it("a two-card 7 is not a natural", () => expect(handOf(["3S", "4H"]).natural).toBe(false));
  it("three-card 7: three cards totalling 7", () => {
    expect(isThreeCard(handOf(["3C", "KC", "4D"]), 7)).toBe(true);
    expect(isThreeCard(handOf(["3C", "4D"]), 7)).toBe(false);
  });
  it("a hand has at most three cards", () => expect(() => handOf(["AS", "AH", "AD", "AC"])).toThrow(RangeError));
});
