import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type SuitedCard } from "../cards/card";
import { bestFive, describeFive, evaluateFive, HAND_CATEGORIES, type HandCategory } from "./five-card";

const hand = (text: string) => text.split(" ") as SuitedCard[];
const cat = (text: string) => evaluateFive(hand(text)).category;
const score = (text: string) => evaluateFive(hand(text)).score;

describe("five-card categories", () => {
  const cases: [string, HandCategory][] = [
    ["AS KS QS JS TS", "straight-flush"],
    ["5D 4D 3D 2D AD", "straight-flush"],
    ["9C 9D 9H 9S 2C", "four-of-a-kind"],
    ["KC KD KH 4S 4C", "full-house"],
    ["AH 9H 7H 4H 2H", "flush"],
    ["TC 9D 8H 7S 6C", "straight"],
    ["AC 2D 3H 4S 5C", "straight"],
    ["AC KD QH JS TC", "straight"],
    ["7C 7D 7H KS 2C", "three-of-a-kind"],
    ["JC JD 4H 4S AC", "two-pair"],
    ["QC QD 9H 4S 2C", "pair"],
    ["AC QD 9H 4S 2C", "high-card"],
    // No wrap-around straight.
    ["QC KD AH 2S 3C", "high-card"],
  ];
  it.each(cases)("%s is %s", (cards, category) => expect(cat(cards)).toBe(category));
});

describe("five-card order", () => {
  it("ranks the categories in the standard order", () => {
    const ladder = ["AC QD 9H 4S 2C", "QC QD 9H 4S 2C", "JC JD 4H 4S AC", "7C 7D 7H KS 2C", "TC 9D 8H 7S 6C", "AH 9H 7H 4H 2H", "KC KD KH 4S 4C", "9C 9D 9H 9S 2C", "9S 8S 7S 6S 5S"];
    for (let i = 1; i < ladder.length; i++) expect(score(ladder[i]!)).toBeGreaterThan(score(ladder[i - 1]!));
    expect(HAND_CATEGORIES).toHaveLength(9);
  });
  it("the wheel is the lowest straight, the Broadway the highest", () => {
    expect(score("6C 5D 4H 3S 2C")).toBeGreaterThan(score("AC 2D 3H 4S 5C"));
    expect(score("AC KD QH JS TC")).toBeGreaterThan(score("KC QD JH TS 9C"));
    expect(score("5S 4S 3S 2S AS")).toBeLessThan(score("6S 5S 4S 3S 2S"));
  });
  it("breaks ties by the pair first, then the kickers", () => {
    expect(score("QC QD 9H 4S 2C")).toBeGreaterThan(score("JC JD AH KS QC"));
    expect(score("QC QD 9H 4S 3C")).toBeGreaterThan(score("QH QS 9D 4C 2H"));
    expect(score("KC KD 3H 3S 2C")).toBeGreaterThan(score("QC QD JH JS AC"));
    expect(score("KC KD 3H 3S 4C")).toBeGreaterThan(score("KH KS 3D 3C 2H"));
    expect(score("3C 3D 3H 2S 2C")).toBeGreaterThan(score("2C 2D 2H AS AC"));
  });
  it("suits never break a tie", () => {
    expect(score("AH 9H 7H 4H 2H")).toBe(score("AS 9S 7S 4S 2S"));
    expect(score("TC 9D 8H 7S 6C")).toBe(score("TD 9C 8S 7H 6D"));
  });
  it("refuses a short hand or a card twice", () => {
    expect(() => evaluateFive(hand("AS KS QS JS"))).toThrow(RangeError);
    expect(() => evaluateFive(hand("AS AS QS JS TS"))).toThrow(RangeError);
  });
});

describe("best five", () => {
  it("finds the straight flush among seven cards", () => {
    const best = bestFive(hand("2C 9H 8H 7H 6H 5H KD"));
    expect(best.category).toBe("straight-flush");
    expect([...best.cards].sort()).toEqual(["5H", "6H", "7H", "8H", "9H"]);
  });
  it("plays the board when the board is best", () => {
    expect(bestFive(hand("2C 3D AS KS QS JS TS")).category).toBe("straight-flush");
  });
  it("is never worse than any five of the cards (property)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...FULL_DECK], { minLength: 7, maxLength: 7 }), fc.nat(20), (seven, pick) => {
        const best = bestFive(seven);
        const five = [...seven].sort().slice(pick % 3, (pick % 3) + 5);
        expect(best.score).toBeGreaterThanOrEqual(evaluateFive(five).score);
      }),
      { numRuns: 300 },
    );
  });
  it("counts every category of the 2,598,960 five-card hands as the textbook does", () => {
    const counts = new Map<HandCategory, number>();
    const d = FULL_DECK;
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let e = c + 1; e < 52; e++)
            for (let f = e + 1; f < 52; f++) {
              const k = evaluateFive([d[a]!, d[b]!, d[c]!, d[e]!, d[f]!]).category;
              counts.set(k, (counts.get(k) ?? 0) + 1);
            }
    expect(Object.fromEntries(counts)).toEqual({
      "straight-flush": 40,
      "four-of-a-kind": 624,
      "full-house": 3744,
      flush: 5108,
      straight: 10200,
      "three-of-a-kind": 54912,
      "two-pair": 123552,
      pair: 1098240,
      "high-card": 1302540,
    });
  }, 120_000);
});

describe("words", () => {
  it("says the hand as a dealer would", () => {
    expect(describeFive(evaluateFive(hand("AS KS QS JS TS")))).toBe("Royal flush");
    expect(describeFive(evaluateFive(hand("KC KD KH 4S 4C")))).toBe("Full house, Kings over Fours");
    expect(describeFive(evaluateFive(hand("AC 2D 3H 4S 5C")))).toBe("Straight, Five high");
    expect(describeFive(evaluateFive(hand("JC JD 4H 4S AC")))).toBe("Two pair, Jacks and Fours");
  });
});
