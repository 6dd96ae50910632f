import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type SuitedCard } from "../cards/card";
import { threeCardPokerGame } from "./games";
import { threeCardCategoryCounts } from "./odds/pair-plus-odds";
import { BOTH, MORTIMERS, cards, hand } from "./test-kit";
import { QUEEN_HIGH_SCORE, THREE_CARD_CATEGORIES, compareThree, describeThree, qualifiesQueenHigh, rankThree } from "./three-card-ranking";

describe.each(BOTH)("the three-card ranking as printed, %s", (_name, game) => {
  const cat = (text: string) => hand(game, text).category;
  const score = (text: string) => hand(game, text).score;

  it("ranks Mini Royal Flush, Straight Flush, Three of a Kind, Straight, Flush, One Pair, High Card, high to low (seed 003 L1547-1557, seed 004 L305-314)", () => {
    const ladder = ["AC QD 9H", "8C 8D KH", "KS 9S 2S", "9C TD JH", "2D 2H 2S", "9H TH JH", "AS KS QS"];
    expect(ladder.map(cat)).toEqual(THREE_CARD_CATEGORIES);
    for (let i = 1; i < ladder.length; i++) expect(score(ladder[i] as string)).toBeGreaterThan(score(ladder[i - 1] as string));
  });

  it("Mini Royal Flush: an ace, king and queen of the same suit (seed 003 L1549-1551, seed 004 L308), above every straight flush (T1)", () => {
    expect(cat("AH KH QH")).toBe("mini-royal-flush");
    expect(cat("QD AD KD")).toBe("mini-royal-flush");
    expect(score("AH KH QH")).toBeGreaterThan(score("KH QH JH"));
    expect(cat("AH KD QH")).toBe("straight");
  });

  it("Straight Flush: three suited consecutive cards; K-Q-J the highest once A-K-Q is the Mini Royal, 4-3-2 above A-2-3 (seed 003 L1558-1560, seed 004 L309; T1, T2)", () => {
    expect(cat("4C 3C 2C")).toBe("straight-flush");
    expect(cat("KS QS JS")).toBe("straight-flush");
    expect(score("KS QS JS")).toBeGreaterThan(score("QS JS TS"));
    expect(score("4C 3C 2C")).toBeGreaterThan(score("AC 2C 3C"));
    expect(cat("AC 2C 3C")).toBe("straight-flush");
  });

  it("Three of a Kind: three aces highest, three 2s lowest (seed 003 L1561-1563, seed 004 L310)", () => {
    expect(cat("AC AD AH")).toBe("three-of-a-kind");
    expect(score("AC AD AH")).toBeGreaterThan(score("KC KD KH"));
    expect(score("3C 3D 3H")).toBeGreaterThan(score("2C 2D 2H"));
    expect(score("2C 2D 2H")).toBeGreaterThan(score("AC KD QH"));
  });

  it("Straight: A-K-Q highest, A-2-3 lowest, of mixed suits (seed 003 L1564-1566, seed 004 L311)", () => {
    expect(cat("AC KD QH")).toBe("straight");
    expect(cat("AC 2D 3H")).toBe("straight");
    expect(score("AC KD QH")).toBeGreaterThan(score("KC QD JH"));
    expect(score("4C 3D 2H")).toBeGreaterThan(score("AC 2D 3H"));
    expect(score("AC 2D 3H")).toBeGreaterThan(score("AS KS JS"));
    // No wrap-around: K-A-2 is not consecutive.
    expect(cat("KC AD 2H")).toBe("high-card");
  });

  it("Flush: A-K-J highest, 5-3-2 lowest (seed 003 L1567-1569, seed 004 L312)", () => {
    expect(cat("AS KS JS")).toBe("flush");
    expect(score("AS KS JS")).toBeGreaterThan(score("AS KS TS"));
    expect(cat("5D 3D 2D")).toBe("flush");
    expect(score("6D 3D 2D")).toBeGreaterThan(score("5D 3D 2D"));
    expect(score("5D 3D 2D")).toBeGreaterThan(score("AC AD KH"));
  });

  it("One Pair: two aces highest, two 2s lowest (seed 003 L1570-1571, seed 004 L313)", () => {
    expect(cat("AC AD 2H")).toBe("one-pair");
    expect(score("AC AD 2H")).toBeGreaterThan(score("KC KD AH"));
    expect(score("2C 2D 3H")).toBeGreaterThan(score("AC KD JH"));
  });

  it("High Card: A-K-J (not the printed A-K-9) is the highest, 5-3-2 the lowest (seed 003 L1572-1574, seed 004 L314; T3)", () => {
    expect(cat("AC KD JH")).toBe("high-card");
    expect(score("AC KD JH")).toBeGreaterThan(score("AC KD 9H"));
    expect(cat("5C 3D 2H")).toBe("high-card");
    // Every high-card hand of the deck is at most A-K-J and at least 5-3-2.
    const highs: number[] = [];
    for (let a = 0; a < 52; a++) for (let b = a + 1; b < 52; b++) for (let c = b + 1; c < 52; c++) {
      const h = rankThree(game.ranking, [FULL_DECK[a], FULL_DECK[b], FULL_DECK[c]] as SuitedCard[]);
      if (h.category === "high-card") highs.push(h.score);
    }
    expect(Math.max(...highs)).toBe(score("AC KD JH"));
    expect(Math.min(...highs)).toBe(score("5C 3D 2H"));
  });

  it("suits never rank: equal cards of other suits tie (seed 003 L1546, seed 004 L304)", () => {
    expect(compareThree(hand(game, "AS KS JS"), hand(game, "AH KH JH"))).toBe(0);
    expect(compareThree(hand(game, "QC 9D 4H"), hand(game, "QS 9H 4D"))).toBe(0);
  });

  it("ties within a category break card by card, the pair before its kicker (T4)", () => {
    expect(compareThree(hand(game, "8C 8D KH"), hand(game, "8H 8S QD"))).toBe(1);
    expect(compareThree(hand(game, "8C 8D 2H"), hand(game, "7H 7S AD"))).toBe(1);
    expect(compareThree(hand(game, "KC 9D 4H"), hand(game, "KS 9H 3D"))).toBe(1);
    expect(compareThree(hand(game, "KC 9S 4S"), hand(game, "KS 8H 7D"))).toBe(1);
  });

  it("the player-dealer qualifies with Queen-high or better (seed 003 L1627-1628, seed 004 L341)", () => {
    expect(qualifiesQueenHigh(hand(game, "QC 3D 2H"))).toBe(true);
    expect(qualifiesQueenHigh(hand(game, "JC TD 8H"))).toBe(false);
    expect(qualifiesQueenHigh(hand(game, "2C 2D 3H"))).toBe(true);
    expect(qualifiesQueenHigh(hand(game, "5C 3C 2C"))).toBe(true);
    expect(hand(game, "QC 3D 2H").score).toBe(QUEEN_HIGH_SCORE);
  });
});

describe("the ranking over every three-card hand", () => {
  it("counts the 22,100 hands in each category, A-2-3 suited a straight flush by default (T2)", () => {
    expect(threeCardCategoryCounts(MORTIMERS)).toEqual({
      "mini-royal-flush": 4,
      "straight-flush": 44,
      "three-of-a-kind": 52,
      straight: 720,
      flush: 1096,
      "one-pair": 3744,
      "high-card": 16440,
    });
  });

  it("option aceTwoThreeSuited \"flush\" makes the four suited A-2-3s ace-high flushes (T2)", () => {
    const game = threeCardPokerGame("three-card-poker-6cb-mortimers", { aceTwoThreeSuited: "flush" });
    expect(rankThree(game.ranking, cards("AC 2C 3C")).category).toBe("flush");
    expect(compareThree(rankThree(game.ranking, cards("AC 2C 3C")), rankThree(game.ranking, cards("AD 2D 4D")))).toBe(-1);
    expect(compareThree(rankThree(game.ranking, cards("AC 2C 3C")), rankThree(game.ranking, cards("KD QD 9D")))).toBe(1);
    const counts = threeCardCategoryCounts(game);
    expect(counts["straight-flush"]).toBe(40);
    expect(counts.flush).toBe(1100);
  });

  it("the ranking is a total order consistent with the category order (property)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...FULL_DECK], { minLength: 6, maxLength: 6 }), (six) => {
        const a = rankThree(MORTIMERS.ranking, six.slice(0, 3));
        const b = rankThree(MORTIMERS.ranking, six.slice(3));
        const byCategory = Math.sign(THREE_CARD_CATEGORIES.indexOf(a.category) - THREE_CARD_CATEGORIES.indexOf(b.category));
        if (byCategory !== 0) expect(compareThree(a, b)).toBe(byCategory);
        expect(compareThree(a, b)).toBe(-compareThree(b, a) || 0); // || 0: equal hands give -0 one way
      }),
      { numRuns: 500 },
    );
  });

  it("describes a hand in the dealer's words", () => {
    expect(describeThree(hand(MORTIMERS, "AS KS QS"))).toBe("Mini Royal Flush");
    expect(describeThree(hand(MORTIMERS, "AC 2D 3H"))).toBe("Straight, Three high");
    expect(describeThree(hand(MORTIMERS, "8C 8D KH"))).toBe("Pair of Eights");
    expect(describeThree(hand(MORTIMERS, "QC 9D 4H"))).toBe("Queen high (Queen-Nine-Four)");
  });

  it("refuses a hand of other than three distinct cards", () => {
    expect(() => rankThree(MORTIMERS.ranking, cards("AS KS"))).toThrow(RangeError);
    expect(() => rankThree(MORTIMERS.ranking, cards("AS AS KS"))).toThrow(RangeError);
  });
});
