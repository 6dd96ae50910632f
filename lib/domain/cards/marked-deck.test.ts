import { describe, expect, it } from "vitest";
import { FULL_DECK } from "./card";
import { MarkedDeckError, cardsPerDeck, displayMarkedCard, markOf, markedCards, markedDeck, markedDeckShoeSpec } from "./marked-deck";
import { newShoeComposition, shoeSize, takeCard, CardRefused } from "./shoe-composition";

const bonus = markedDeck("Bonus deck", [], [{ mark: "Bonus", ranks: ["K", "Q", "J", "T"] }]);
const spanish = markedDeck("Spanish deck", ["T"], [{ mark: "Bonus", ranks: ["K", "Q", "J"] }]);
const stamped = markedDeck("X deck", [], [{ mark: "x", cards: ["AS"] }]);

describe("a marked deck", () => {
  it("marks every card of the marked ranks, and only those", () => {
    expect(markedCards(bonus, "Bonus")).toHaveLength(16);
    expect(FULL_DECK.filter((c) => markOf(bonus, c) === null)).toHaveLength(36);
    expect(markOf(bonus, "TD")).toBe("Bonus");
    expect(markOf(bonus, "9D")).toBeNull();
  });
  it("marks single cards", () => {
    expect(markedCards(stamped, "x")).toEqual(["AS"]);
    expect(markOf(stamped, "AH")).toBeNull();
  });
  it("holds the ordinary codes less the removed ranks: its shoe is an ordinary ShoeSpec", () => {
    expect(cardsPerDeck(bonus)).toBe(52);
    expect(cardsPerDeck(spanish)).toBe(48);
    expect(markedDeckShoeSpec(spanish, 8)).toEqual({ decks: 8, jokers: 0, removedRanks: ["T"] });
    expect(shoeSize(markedDeckShoeSpec(spanish, 4))).toBe(192);
    expect(markOf(spanish, "TS")).toBeNull();
    expect(() => takeCard(newShoeComposition(markedDeckShoeSpec(spanish, 4)), "TS")).toThrow(CardRefused);
  });
  it("names a marked card with its mark", () => {
    expect(displayMarkedCard(bonus, "KS")).toBe("K♠ Bonus");
    expect(displayMarkedCard(stamped, "AS")).toBe("A♠ x");
    expect(displayMarkedCard(stamped, "AH")).toBe("A♥");
  });
  it("refuses a mark on a card the deck does not hold, or two marks on one card", () => {
    expect(() => markedDeck("bad", ["T"], [{ mark: "Bonus", ranks: ["T"] }])).toThrow(MarkedDeckError);
    expect(() => markedDeck("bad", ["A"], [{ mark: "x", cards: ["AS"] }])).toThrow(MarkedDeckError);
    expect(() => markedDeck("bad", [], [{ mark: "Bonus", ranks: ["K"] }, { mark: "x", cards: ["KS"] }])).toThrow(MarkedDeckError);
    expect(() => markedDeck("bad", [], [{ mark: " " }])).toThrow(MarkedDeckError);
  });
});
