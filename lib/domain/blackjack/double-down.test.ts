import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { doubleAmountRefusal, doubleRefusal, type DoubleDownRules } from "./double-down";

const rules = (over: Partial<DoubleDownRules> = {}): DoubleDownRules => ({ amount: "up-to-wager", afterSplit: false, onMustStand: "refused", source: "test filing", ...over });
const hand = (cards: string[], over: { split?: boolean; splitAces?: boolean } = {}) => ({ cards: cards as Card[], split: false, splitAces: false, ...over });

describe("double down", () => {
  it("doubles a two-card hand the chart lets draw", () => {
    expect(doubleRefusal(rules(), hand(["5C", "6D"]), "option")).toBeNull();
    expect(doubleRefusal(rules({ onMustStand: "allowed" }), hand(["TC", "9D"]), "stand")).toBeNull();
  });

  it("refuses split aces, three cards, after a split where barred, and a must-stand hand", () => {
    expect(doubleRefusal(rules(), hand(["AC", "6D"], { split: true, splitAces: true }), "option")?.code).toBe("split-aces-one-card");
    expect(doubleRefusal(rules(), hand(["2C", "3D", "6H"]), "option")).toEqual({ code: "not-two-cards", message: "double down is on two cards only (test filing)" });
    expect(doubleRefusal(rules(), hand(["5C", "6D"], { split: true }), "option")?.code).toBe("no-double-after-split");
    expect(doubleRefusal(rules({ afterSplit: true }), hand(["5C", "6D"], { split: true }), "option")).toBeNull();
    expect(doubleRefusal(rules(), hand(["TC", "9D"]), "stand")?.code).toBe("must-stand");
  });

  it("takes up to the wager, or exactly the wager where the game says so", () => {
    expect(doubleAmountRefusal(rules(), 1000, 400)).toBeNull();
    expect(doubleAmountRefusal(rules(), 1000, 0)?.code).toBe("double-amount");
    expect(doubleAmountRefusal(rules(), 1000, 1001)?.message).toBe("the double-down wager may be at most the wager, $10.00 (test filing)");
    expect(doubleAmountRefusal(rules({ amount: "equal-to-wager" }), 1000, 400)?.message).toBe("the double-down wager must equal the wager, $10.00 (test filing)");
    expect(doubleAmountRefusal(rules({ amount: "equal-to-wager" }), 1000, 1000)).toBeNull();
  });
});
