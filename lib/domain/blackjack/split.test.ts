import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { isSplittablePair, splitRefusal, type SplitRules } from "./split";

const c = (code: string) => code as Card;
const rules = (over: Partial<SplitRules> = {}): SplitRules => ({ maxSplits: 3, pairs: "same-value", aceSplits: 1, source: "test filing", ...over });
const hand = (...cards: string[]) => ({ cards: cards.map(c), split: false, splitAces: false });

describe("splitting a pair", () => {
  it("splits two ten-value cards only where the rules pair by value", () => {
    expect(isSplittablePair(rules(), c("KC"), c("TD"))).toBe(true);
    expect(isSplittablePair(rules({ pairs: "same-rank" }), c("KC"), c("TD"))).toBe(false);
    expect(isSplittablePair(rules({ pairs: "same-rank" }), c("KC"), c("KD"))).toBe(true);
  });

  it("never splits jokers", () => {
    expect(isSplittablePair(rules(), c("JK"), c("JK"))).toBe(false);
  });

  it("answers each refusal with its code and the filing", () => {
    expect(splitRefusal(rules(), hand("8C", "8D", "2H"), { splits: 0, aceSplits: 0 })?.code).toBe("not-two-cards");
    expect(splitRefusal(rules({ pairs: "same-rank" }), hand("KC", "TD"), { splits: 0, aceSplits: 0 })).toEqual({ code: "not-a-pair", message: "only two cards of the same rank can be split (test filing)" });
    expect(splitRefusal(rules(), hand("8C", "8D"), { splits: 3, aceSplits: 0 })?.code).toBe("split-limit");
    expect(splitRefusal(rules(), hand("AC", "AD"), { splits: 1, aceSplits: 1 })?.code).toBe("aces-split-once");
    expect(splitRefusal(rules({ aceSplits: 3 }), hand("AC", "AD"), { splits: 1, aceSplits: 1 })).toBeNull();
  });
});
