import { describe, expect, it } from "vitest";
import { FULL_DECK, type Card, type SuitedCard } from "../cards/card";
import { evaluateFive, HAND_CATEGORIES } from "../poker-hands";
import { paiGowGame } from "./games";
import { describePaiGowHand, PAI_GOW_CATEGORIES, rankPaiGowFive, rankPaiGowTwo, type PaiGowRanking } from "./ranking";
import { cards } from "./test-kit";

const FORTUNE: PaiGowRanking = paiGowGame("fortune-pai-gow").ranking;
const FACE_UP: PaiGowRanking = paiGowGame("face-up-pai-gow").ranking;
const five = (text: string, ranking = FORTUNE) => rankPaiGowFive(cards(text), ranking);
const two = (text: string) => rankPaiGowTwo(cards(text));

/** One hand of each category, highest first, as each filing lists them. */
const CHART: readonly [string, string][] = [
  ["five-aces", "AS AH AD AC JK"],
  ["royal-flush", "AH KH QH JH TH"],
  ["straight-flush", "9C 8C 7C 6C 5C"],
  ["four-of-a-kind", "7S 7H 7D 7C 2S"],
  ["full-house", "4S 4H 4D 9C 9S"],
  ["flush", "KD JD 8D 5D 3D"],
  ["straight", "TS 9H 8D 7C 6S"],
  ["three-of-a-kind", "QS QH QD 8C 2S"],
  ["two-pair", "JS JH 5D 5C 2S"],
  ["pair", "9S 9H KD 5C 2S"],
  ["high-card", "AS JH 8D 5C 2S"],
];

describe("the five-card ranking", () => {
  it.each([
    ["Kings' Fortune Pai Gow Poker, seed 004 L836-851 (Five Aces above the Royal Flush, L840-841)", "fortune-pai-gow"],
    ["Mortimer's Fortune Pai Gow Poker, seed 003 L4165-4247", "fortune-pai-gow-mortimers"],
    ["Face Up Pai Gow Poker, seed 004 L1556-1570", "face-up-pai-gow"],
    ["Pai Gow Poker (Double Hand), the ranking of seed 003 L4165-4247", "pai-gow-poker"],
  ])("%s: each hand outranks the next", (_filing, id) => {
    const ranking = paiGowGame(id).ranking;
    const hands = CHART.map(([category, text]) => ({ category, hand: rankPaiGowFive(cards(text), ranking) }));
    for (const { category, hand } of hands) expect(hand.category).toBe(category);
    for (let i = 1; i < hands.length; i++) expect(hands[i - 1]!.hand.score).toBeGreaterThan(hands[i]!.hand.score);
  });

  it("states each category's highest and lowest as Face Up does (seed 004 L1561-1570) and Mortimer's (seed 003 L4212-4247)", () => {
    // L1561, L4213-4215: K-Q-J-10-9 is the highest straight flush (the royal is its own hand), 5-4-3-2-A the lowest.
    expect(five("KS QS JS TS 9S").score).toBeGreaterThan(five("QS JS TS 9S 8S").score);
    expect(five("5S 4S 3S 2S AS")).toMatchObject({ category: "straight-flush", ranks: [5, 4, 3, 2, 1] });
    expect(five("5S 4S 3S 2S AS").score).toBeLessThan(five("6S 5S 4S 3S 2S").score);
    // L1562, L4216-4218: four aces highest, four 2s lowest.
    expect(five("AS AH AD AC KS").score).toBeGreaterThan(five("KS KH KD KC AS").score);
    expect(five("2S 2H 2D 2C 3S").score).toBeLessThan(five("3S 3H 3D 3C 2S").score);
    // L1563, L4219-4222: A-A-A-K-K highest full house, 2-2-2-3-3 lowest.
    expect(five("AS AH AD KC KS").score).toBeGreaterThan(five("AS AH AD QC QS").score);
    expect(five("2S 2H 2D 3C 3S").score).toBeLessThan(five("2S 2H 2D 4C 4S").score);
    // L1564: A-K-Q-J-9 the highest flush; 7-5-4-3-2 the lowest (L4230 prints 7-6-5-4-2, which 7-5-4-3-2 is under).
    expect(five("AH KH QH JH 9H").category).toBe("flush");
    expect(five("7H 5H 4H 3H 2H").score).toBeLessThan(five("7H 6H 5H 4H 2H").score);
    // L1565, L4231-4234: A-K-Q-J-10 the highest straight, 5-4-3-2-A the lowest.
    expect(five("AS KH QD JC TS").score).toBeGreaterThan(five("KS QH JD TC 9S").score);
    expect(five("5S 4H 3D 2C AS").score).toBeLessThan(five("6S 5H 4D 3C 2S").score);
    // L1567-1570: three aces / two aces and two kings / two aces highest of their kind; A-K-Q-J-9 high card highest.
    expect(five("AS AH AD KC QS").score).toBeGreaterThan(five("KS KH KD AC QS").score);
    expect(five("AS AH KD KC QS").score).toBeGreaterThan(five("AS AH QD QC KS").score);
    expect(five("AS AH KD QC JS").score).toBeGreaterThan(five("KS KH AD QC JS").score);
    expect(five("AS KH QD JC 9S").score).toBeGreaterThan(five("AS KH QD JC 8S").score);
  });

  it("treats suits as equal (seed 004 L832, L1552): the same ranks in other suits are identical in rank", () => {
    expect(five("AS KH QD JC 9S").score).toBe(five("AH KD QC JS 9D").score);
    expect(five("9S 9H KD 5C 2S").score).toBe(five("9D 9C KS 5H 2H").score);
  });
});

describe("the joker", () => {
  it("plays as an ace (seed 004 L828, L1552; seed 003 L4158-4159)", () => {
    expect(five("JK AS AH 7D 2C")).toMatchObject({ category: "three-of-a-kind", ranks: [14, 7, 2], jokerAs: "ace" });
    expect(five("JK KS KH 7D 2C")).toMatchObject({ category: "pair", ranks: [13, 14, 7, 2] });
    expect(five("JK AS AH KD KC")).toMatchObject({ category: "full-house", ranks: [14, 13] });
  });

  it("with four aces makes Five Aces, above the Royal Flush (seed 004 L840, L1559: \"four aces and a joker\")", () => {
    expect(five("JK AS AH AD AC")).toMatchObject({ category: "five-aces" });
    expect(five("JK AS AH AD AC").score).toBeGreaterThan(five("AS KS QS JS TS").score);
  });

  it("completes a straight at its highest: 4-5-6-7 and the joker is an 8-high straight", () => {
    expect(five("4S 5H 6D 7C JK")).toMatchObject({ category: "straight", ranks: [8, 7, 6, 5, 4], jokerAs: 8 });
    expect(five("9S TH JD QC JK")).toMatchObject({ category: "straight", ranks: [13, 12, 11, 10, 9] });
    expect(five("TS JH QD KC JK")).toMatchObject({ category: "straight", ranks: [14, 13, 12, 11, 10], jokerAs: "ace" });
    expect(five("AS 2H 3D 5C JK")).toMatchObject({ category: "straight", ranks: [5, 4, 3, 2, 1], jokerAs: 4 });
  });

  it("completes a straight flush in every filing (seed 004 L828, L1552), a royal flush included", () => {
    for (const ranking of [FORTUNE, FACE_UP]) {
      expect(rankPaiGowFive(cards("5H 6H 8H 9H JK"), ranking)).toMatchObject({ category: "straight-flush", ranks: [9, 8, 7, 6, 5] });
      expect(rankPaiGowFive(cards("AH KH QH TH JK"), ranking)).toMatchObject({ category: "royal-flush" });
    }
  });

  it("completes a plain flush in Fortune Pai Gow Poker (seed 004 L828, L938; seed 003 L4158) as the highest card the suit lacks", () => {
    expect(five("KH QH 9H 5H JK")).toMatchObject({ category: "flush", ranks: [14, 13, 12, 9, 5], jokerAs: 14 });
    expect(five("AH QH 9H 5H JK")).toMatchObject({ category: "flush", ranks: [14, 13, 12, 9, 5], jokerAs: 13 });
  });

  it("does not complete a plain flush in Face Up (seed 004 L1552 names only straights and straight flushes), unless a room says so", () => {
    expect(rankPaiGowFive(cards("KH QH 9H 5H JK"), FACE_UP)).toMatchObject({ category: "high-card", ranks: [14, 13, 12, 9, 5] });
    const withFlush = paiGowGame("face-up-pai-gow", { jokerCompletesFlush: true }).ranking;
    expect(rankPaiGowFive(cards("KH QH 9H 5H JK"), withFlush).category).toBe("flush");
  });

  it("is an ace in a two-card hand: with an ace, a pair of aces", () => {
    expect(two("JK AS")).toMatchObject({ category: "pair", ranks: [14, 14] });
    expect(two("JK KS")).toMatchObject({ category: "high-card", ranks: [14, 13] });
    expect(two("JK KS").score).toBe(two("AH KD").score);
  });
});

describe("A-2-3-4-5", () => {
  it("is the lowest straight as filed, and the second-highest under Kings' Fortune option wheel (seed 004 L832-851 is silent)", () => {
    const second = paiGowGame("fortune-pai-gow", { wheel: "second-highest" }).ranking;
    const wheel = rankPaiGowFive(cards("AS 2H 3D 4C 5S"), second);
    expect(wheel.score).toBeGreaterThan(rankPaiGowFive(cards("KS QH JD TC 9S"), second).score);
    expect(wheel.score).toBeLessThan(rankPaiGowFive(cards("AS KH QD JC TS"), second).score);
    expect(rankPaiGowFive(cards("AS 2S 3S 4S 5S"), second).score).toBeLessThan(rankPaiGowFive(cards("AS KS QS JS TS"), second).score);
    // With the joker the second-highest wheel beats the 6-high straight the joker could also make.
    expect(rankPaiGowFive(cards("2S 3H 4D 5C JK"), second).ranks).toEqual([5, 4, 3, 2, 1]);
    expect(rankPaiGowFive(cards("2S 3H 4D 5C JK"), FORTUNE).ranks).toEqual([6, 5, 4, 3, 2]);
  });
});

describe("the two-card hand", () => {
  it("is a pair or two high cards (seed 003 digest L2; the ranking's pair and high card)", () => {
    expect(two("2S 2H").score).toBeGreaterThan(two("AS KH").score);
    expect(two("AS KH").score).toBeGreaterThan(two("AS QH").score);
    expect(two("AS 2H").score).toBeGreaterThan(two("KS QH").score);
    expect(describePaiGowHand(two("AS KH"))).toBe("Ace-King");
    expect(describePaiGowHand(two("9S 9H"))).toBe("Pair of Nines");
  });

  it("compares with a five-card hand for a foul: a pair behind with kickers outranks the same pair in front (the house way splits four of a kind into two pairs, seed 004 L887)", () => {
    expect(five("7S 7H KD 5C 3S").score).toBeGreaterThan(two("7D 7C").score);
    expect(two("8D 8C").score).toBeGreaterThan(five("7S 7H KD 5C 3S").score);
    expect(two("AS KD").score).toBeLessThan(five("AH KH 9D 5C 3S").score);
  });
});

describe("against the plain 52-card ranking (lib/domain/poker-hands)", () => {
  // Every hand of the deck: about 10 s alone, several times that on a loaded CI machine.
  it("agrees on every one of the 2,598,960 hands without the joker: the same category and the same order", { timeout: 240_000 }, () => {
    const deck = FULL_DECK as readonly SuitedCard[];
    const pairs: [number, number][] = [];
    const hand: Card[] = [];
    for (let a = 0; a < 48; a++)
      for (let b = a + 1; b < 49; b++)
        for (let c = b + 1; c < 50; c++)
          for (let d = c + 1; d < 51; d++)
            for (let e = d + 1; e < 52; e++) {
              hand[0] = deck[a]!;
              hand[1] = deck[b]!;
              hand[2] = deck[c]!;
              hand[3] = deck[d]!;
              hand[4] = deck[e]!;
              const mine = rankPaiGowFive(hand, FORTUNE);
              const plain = evaluateFive(hand as SuitedCard[]);
              const category = mine.category === "royal-flush" ? "straight-flush" : mine.category;
              if (category !== plain.category) throw new Error(`${hand.join(" ")}: ${mine.category} against ${plain.category}`);
              pairs.push([mine.score, plain.score]);
            }
    expect(pairs.length).toBe(2_598_960);
    pairs.sort((x, y) => x[0] - y[0]);
    let inOrder = true;
    for (let i = 1; i < pairs.length; i++) {
      const [m0, p0] = pairs[i - 1]!;
      const [m1, p1] = pairs[i]!;
      if (p1 < p0 || (m1 === m0) !== (p1 === p0)) inOrder = false;
    }
    expect(inOrder).toBe(true);
    expect(PAI_GOW_CATEGORIES.filter((c) => c !== "royal-flush" && c !== "five-aces")).toEqual([...HAND_CATEGORIES]);
  });
});
