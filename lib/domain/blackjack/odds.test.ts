import { describe, expect, it } from "vitest";
import { formatOdds, odds, winnings } from "./odds";

describe("odds", () => {
  it("prints as the pay table does and pays rounded down to the cent", () => {
    expect(formatOdds(odds(6, 5))).toBe("6 to 5");
    expect(formatOdds(odds(2))).toBe("2 to 1");
    expect(winnings(1000, odds(6, 5))).toBe(1200);
    expect(winnings(1001, odds(3, 2))).toBe(1501);
  });

  it("takes only positive whole numbers", () => {
    expect(() => odds(0)).toThrow(RangeError);
    expect(() => odds(1.5, 1)).toThrow(RangeError);
    expect(() => odds(1, -2)).toThrow(RangeError);
  });
});
