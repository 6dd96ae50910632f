import { describe, expect, it } from "vitest";
import { describeStakes } from "../poker";
import { sameName, sameStakes, stakesKey } from "./compare";

// The stakes as poker tables post them (describeStakes, lib/domain/poker/stakes.ts).
const kingsHoldem = describeStakes({ structure: "limit", smallBet: 300, bigBet: 600, blinds: { small: 100, big: 300 } });
const mortimersHoldem = describeStakes({ structure: "limit", smallBet: 300, bigBet: 600, blinds: { small: 200, big: 300 } });

describe("what the floor types against what a table says", () => {
  it("reads names case and spacing aside", () => {
    expect(sameName(" Texas  HOLD'EM", "Texas Hold'em")).toBe(true);
    expect(sameName("Omaha", "Omaha High/Low Split")).toBe(false);
  });

  it("reads a limit typed in whole dollars as the stakes a poker table posts", () => {
    expect(kingsHoldem).toBe("$3.00-$6.00 limit, blinds $1.00/$3.00");
    expect(sameStakes("$3-$6 limit, blinds $1/$3", kingsHoldem)).toBe(true);
    expect(sameStakes("$3 - $6 Limit, Blinds $1 / $3", kingsHoldem)).toBe(true);
    expect(stakesKey("no limit, buy-in $1,000.00-$5,000.00, blinds $5.00/$10.00")).toBe("no limit, buy-in $1,000-$5,000, blinds $5/$10");
  });

  it("tells apart limits that differ in their blinds, their amounts or their cents", () => {
    expect(sameStakes(kingsHoldem, mortimersHoldem)).toBe(false);
    expect(sameStakes("$3-$6 Limit", kingsHoldem)).toBe(false);
    expect(sameStakes("$30-$60 limit, blinds $10/$30", kingsHoldem)).toBe(false);
    expect(sameStakes("$3.50-$7 limit, blinds $1/$3", "$3-$7 limit, blinds $1/$3")).toBe(false);
  });
});
