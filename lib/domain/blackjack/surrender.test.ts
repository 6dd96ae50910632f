import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { forfeitedHalf, surrenderRefusal, type SurrenderRules } from "./surrender";

const rules = (over: Partial<SurrenderRules> = {}): SurrenderRules => ({ hands: "first-two-cards-only", upCards: "any", source: "test filing", ...over });
const hand = (cards: string[], over: { split?: boolean; splitAces?: boolean } = {}) => ({ cards: cards as Card[], split: false, splitAces: false, ...over });
const up = (card: string) => card as Card;

describe("surrender", () => {
  it("gives up a first two-card hand against any up card", () => {
    expect(surrenderRefusal(rules(), hand(["TC", "6D"]), up("9S"))).toBeNull();
  });

  it("refuses split aces, three cards, and a split hand where only the first two cards surrender", () => {
    expect(surrenderRefusal(rules(), hand(["AC", "6D"], { split: true, splitAces: true }), up("9S"))?.code).toBe("split-aces-one-card");
    expect(surrenderRefusal(rules(), hand(["2C", "3D", "9H"]), up("9S"))?.code).toBe("not-two-cards");
    expect(surrenderRefusal(rules(), hand(["TC", "6D"], { split: true }), up("9S"))?.code).toBe("surrender-after-split");
    expect(surrenderRefusal(rules({ hands: "any-two-card-hand" }), hand(["TC", "6D"], { split: true }), up("9S"))).toBeNull();
  });

  it("only against an ace or ten-value up card where the game says so, never a joker", () => {
    const aceOrTen = rules({ upCards: "ace-or-ten" });
    expect(surrenderRefusal(aceOrTen, hand(["TC", "6D"]), up("AS"))).toBeNull();
    expect(surrenderRefusal(aceOrTen, hand(["TC", "6D"]), up("KS"))).toBeNull();
    expect(surrenderRefusal(aceOrTen, hand(["TC", "6D"]), up("9S"))).toEqual({ code: "surrender-up-card", message: "surrender only against a player-dealer ace or ten-value up card (test filing)" });
    expect(surrenderRefusal(aceOrTen, hand(["TC", "6D"]), up("JK"))?.code).toBe("surrender-up-card");
  });

  it("forfeits half the wager, the odd cent kept by the player", () => {
    expect(forfeitedHalf(1000)).toBe(500);
    expect(forfeitedHalf(1001)).toBe(500);
  });
});
