import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { FULL_DECK, JOKER, RANKS, type Card } from "./card";
import {
  CardRefused,
  copiesInShoe,
  dealtTotal,
  newShoeComposition,
  remainingByCard,
  remainingByRank,
  remainingOf,
  remainingTotal,
  returnCard,
  shoeCards,
  shoeSize,
  shoeSpec,
  takeCard,
  takeRefusal,
  type ShoeComposition,
} from "./shoe-composition";

const ALL_CARDS: readonly Card[] = [...FULL_DECK, JOKER];

function takeAll(shoe: ShoeComposition, cards: readonly string[]): ShoeComposition {
  return cards.reduce(takeCard, shoe);
}

function refusalOf(fn: () => unknown): CardRefused {
  try {
    fn();
  } catch (e) {
    if (e instanceof CardRefused) return e;
    throw e;
  }
  throw new Error("expected CardRefused");
}

describe("shoeSpec", () => {
  it("sizes the shoes of the filings", () => {
    expect(shoeSize(shoeSpec(8))).toBe(416); // Fortune 7 Baccarat
    expect(shoeSize(shoeSpec(1, 1))).toBe(53); // Fortune Pai Gow Poker
    expect(shoeSize(shoeSpec(6, 6))).toBe(318); // No Bust Joker edition, one joker per deck
    expect(shoeSize(shoeSpec(8, 0, ["T"]))).toBe(384); // Pure Spanish 21.5, 48-card decks
  });

  it.each([
    [0, 0],
    [17, 0],
    [1.5, 0],
    [8, -1],
    [8, 17],
  ])("refuses %s decks with %s jokers", (decks, jokers) => {
    expect(() => shoeSpec(decks, jokers)).toThrow(RangeError);
  });

  it("refuses removing every rank", () => {
    expect(() => shoeSpec(1, 0, [...RANKS])).toThrow(RangeError);
  });

  it("writes removed ranks in a canonical order", () => {
    expect(shoeSpec(1, 0, ["T", "T", "9"]).removedRanks).toEqual(["9", "T"]);
  });
});

describe("takeCard", () => {
  const eightDecks = newShoeComposition(shoeSpec(8));

  it("refuses a ninth A♠ in an eight-deck shoe", () => {
    const eightAces = takeAll(eightDecks, Array(8).fill("AS"));
    expect(remainingOf(eightAces, "AS")).toBe(0);
    const refusal = refusalOf(() => takeCard(eightAces, "AS"));
    expect(refusal.code).toBe("CardRefused");
    expect(refusal.reason).toBe("AllOut");
    expect(refusal.card).toBe("AS");
    expect(refusal.message).toBe("A♠ refused: all 8 A♠ in this 8-deck shoe are already out");
    // Other aces are still fine.
    expect(remainingOf(takeCard(eightAces, "AH"), "AH")).toBe(7);
  });

  it("refuses a joker in a shoe without jokers", () => {
    const refusal = refusalOf(() => takeCard(eightDecks, JOKER));
    expect(refusal.reason).toBe("NotInThisShoe");
    expect(refusal.message).toBe("Joker refused: this shoe has no jokers");
  });

  it("refuses a third joker when two are in the shoe", () => {
    const twoJokers = takeAll(newShoeComposition(shoeSpec(2, 2)), [JOKER, JOKER]);
    const refusal = refusalOf(() => takeCard(twoJokers, JOKER));
    expect(refusal.reason).toBe("AllOut");
    expect(refusal.message).toMatch(/all 2 jokers .* already out/);
  });

  it("refuses a ten in a Spanish shoe", () => {
    const spanish = newShoeComposition(shoeSpec(8, 0, ["T"]));
    expect(refusalOf(() => takeCard(spanish, "TD")).reason).toBe("NotInThisShoe");
    expect(refusalOf(() => takeCard(spanish, "TD")).message).toBe("10♦ refused: this shoe has no 10s");
    expect(remainingOf(takeCard(spanish, "JD"), "JD")).toBe(7);
  });

  it("refuses a misread that is not a card", () => {
    expect(refusalOf(() => takeCard(eightDecks, "1S")).reason).toBe("NotACard");
    expect(refusalOf(() => takeCard(eightDecks, "")).reason).toBe("NotACard");
  });

  it("leaves the original shoe unchanged and stays plain JSON", () => {
    const before = JSON.stringify(eightDecks);
    const after = takeCard(eightDecks, "KH");
    expect(JSON.stringify(eightDecks)).toBe(before);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
    expect(remainingOf(JSON.parse(JSON.stringify(after)) as ShoeComposition, "KH")).toBe(7);
  });

  it("can take every card of the shoe exactly once and nothing after that", () => {
    const spec = shoeSpec(2, 1);
    const full = takeAll(newShoeComposition(spec), shoeCards(spec));
    expect(remainingTotal(full)).toBe(0);
    expect(ALL_CARDS.every((c) => takeRefusal(full, c) !== null)).toBe(true);
  });
});

describe("returnCard", () => {
  it("undoes a take", () => {
    const shoe = newShoeComposition(shoeSpec(6));
    expect(returnCard(takeCard(shoe, "QC"), "QC")).toEqual(shoe);
  });

  it("refuses a card that never came out", () => {
    const refusal = refusalOf(() => returnCard(newShoeComposition(shoeSpec(6)), "QC"));
    expect(refusal.reason).toBe("NotDealt");
  });
});

describe("counts", () => {
  it("counts remaining by rank", () => {
    const shoe = takeAll(newShoeComposition(shoeSpec(8, 1)), ["AS", "AH", "KD", JOKER]);
    const byRank = remainingByRank(shoe);
    expect(byRank.A).toBe(30);
    expect(byRank.K).toBe(31);
    expect(byRank["9"]).toBe(32);
    expect(byRank.JK).toBe(0);
  });

  it("lists only the cards the shoe holds", () => {
    expect(Object.keys(remainingByCard(newShoeComposition(shoeSpec(1)))).length).toBe(52);
    expect(Object.keys(remainingByCard(newShoeComposition(shoeSpec(1, 1)))).length).toBe(53);
    expect(Object.keys(remainingByCard(newShoeComposition(shoeSpec(1, 0, ["T"]))))).not.toContain("TS");
  });

  const specArb = fc.record({ decks: fc.integer({ min: 1, max: 8 }), jokers: fc.integer({ min: 0, max: 4 }) }).map((s) => shoeSpec(s.decks, s.jokers));

  it("conserves cards: dealt + remaining = shoe size, and by card, and by rank, whatever is taken or refused", () => {
    fc.assert(
      fc.property(specArb, fc.array(fc.constantFrom(...ALL_CARDS), { maxLength: 300 }), (spec, attempts) => {
        let shoe = newShoeComposition(spec);
        let taken = 0;
        for (const card of attempts) {
          const canTake = remainingOf(shoe, card) > 0;
          try {
            shoe = takeCard(shoe, card);
            taken++;
            if (!canTake) return false;
          } catch (e) {
            if (!(e instanceof CardRefused) || canTake) return false;
          }
        }
        const byCard = Object.values(remainingByCard(shoe)).reduce((a, b) => a + (b ?? 0), 0);
        const byRank = Object.values(remainingByRank(shoe)).reduce((a, b) => a + b, 0);
        return (
          dealtTotal(shoe) === taken &&
          remainingTotal(shoe) + taken === shoeSize(spec) &&
          byCard === remainingTotal(shoe) &&
          byRank === remainingTotal(shoe) &&
          ALL_CARDS.every((c) => remainingOf(shoe, c) >= 0 && remainingOf(shoe, c) <= copiesInShoe(spec, c))
        );
      }),
    );
  });

  it("take then return is the identity", () => {
    fc.assert(
      fc.property(specArb, fc.array(fc.constantFrom(...FULL_DECK), { maxLength: 40 }), fc.constantFrom(...FULL_DECK), (spec, before, card) => {
        let shoe = newShoeComposition(spec);
        for (const c of before) if (remainingOf(shoe, c) > 0) shoe = takeCard(shoe, c);
        if (remainingOf(shoe, card) === 0) return true;
        return JSON.stringify(returnCard(takeCard(shoe, card), card)) === JSON.stringify(shoe);
      }),
    );
  });
});
