import { describe, expect, it } from "vitest";
import { sixCardBonus } from "./six-card-bonus";
import { cards } from "./test-kit";

const bonus = (player: string, pd: string) => sixCardBonus(cards(player), cards(pd));

describe("the 6 Card Bonus hand: the best five of the player's three cards and the player-dealer's three (seed 003 L1709-1712, seed 004 L390)", () => {
  it("uses any five of the six, whichever hand they come from", () => {
    // Three of the player's hearts and two of the player-dealer's.
    expect(bonus("2H 7H 9H", "KH JH 3C").hand).toBe("flush");
    // Two of the player's and three of the player-dealer's.
    expect(bonus("9C TD 2S", "JH QS KC").hand).toBe("straight");
    expect([...bonus("9C TD 2S", "JH QS KC").best.cards].sort()).toEqual(["9C", "JH", "KC", "QS", "TD"]);
  });

  it("finds each paying hand of the table, Royal Flush down to Three of a Kind (seed 003 L1729-1742, seed 004 L401-407)", () => {
    expect(bonus("AS KS 2D", "QS JS TS").hand).toBe("royal-flush");
    expect(bonus("9D 8D 2C", "7D 6D 5D").hand).toBe("straight-flush");
    expect(bonus("7C 7D 2H", "7H 7S KC").hand).toBe("four-of-a-kind");
    expect(bonus("KC KD 4H", "KH 4S 9C").hand).toBe("full-house");
    expect(bonus("AC 9C 4C", "7C 2C KD").hand).toBe("flush");
    expect(bonus("9C 8D 2H", "7S 6C 5D").hand).toBe("straight");
    expect(bonus("QC QD 4H", "QS 9C 2D").hand).toBe("three-of-a-kind");
  });

  it("A-2-3-4-5 is a straight, the lowest (T6: the standard five-card ranking)", () => {
    const wheel = bonus("AC 2D 9H", "3S 4C 5D");
    expect(wheel.hand).toBe("straight");
    expect(wheel.description).toBe("Straight, Five high");
    expect(bonus("AH 2H 9C", "3H 4H 5H").hand).toBe("straight-flush");
  });

  it("pays nothing below Three of a Kind: two pair, one pair, high card", () => {
    expect(bonus("KC KD 4H", "4S 9C 2D").hand).toBeNull();
    expect(bonus("KC KD 4H", "5S 9C 2D").hand).toBeNull();
    expect(bonus("KC JD 4H", "5S 9C 2D").hand).toBeNull();
  });

  it("takes the better of two paying hands: a flush over a straight, a full house over a flush", () => {
    expect(bonus("9H 8H 2H", "7H 6C 5H").hand).toBe("flush");
    expect(bonus("9H 9D 2H", "9C 2S 5H").hand).toBe("full-house");
  });

  it("refuses anything but three cards a side", () => {
    expect(() => sixCardBonus(cards("AS KS"), cards("QS JS TS"))).toThrow(RangeError);
  });
});
