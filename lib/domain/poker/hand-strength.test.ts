import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FULL_DECK, type SuitedCard } from "../cards/card";
import { evaluateFive, type HandCategory } from "../poker-hands";
import { holdemHand, omahaHand } from "./hand-strength";

const cards = (text: string) => text.split(" ") as SuitedCard[];
const score = (text: string) => evaluateFive(cards(text)).score;
const category = (text: string) => evaluateFive(cards(text)).category;

/**
 * The ranking as each filing prints it: every hand named with its highest and lowest example, from
 * highest to lowest. Kings Hold'em seed 004 L89-101, Kings Omaha L185-196, Mortimer's Omaha seed 003
 * L2468-2509 (the same table), Mortimer's Hold'em L263-267 (names only, OCR-damaged).
 */
const LADDER: readonly { name: string; category: HandCategory; highest: string; lowest: string; lines: string }[] = [
  { name: "Royal Flush", category: "straight-flush", highest: "AS KS QS JS TS", lowest: "AH KH QH JH TH", lines: "004 L89, L185; 003 L2468-2470" },
  { name: "Straight Flush", category: "straight-flush", highest: "KD QD JD TD 9D", lowest: "5C 4C 3C 2C AC", lines: "004 L90, L186; 003 L2483-2485" },
  { name: "Four of a Kind", category: "four-of-a-kind", highest: "AS AH AD AC KS", lowest: "2S 2H 2D 2C 3S", lines: "004 L91, L187; 003 L2486-2488" },
  { name: "Full House", category: "full-house", highest: "AS AH AD KC KS", lowest: "2S 2H 2D 3C 3S", lines: "004 L92, L188; 003 L2489-2491" },
  { name: "Flush", category: "flush", highest: "AH KH QH JH 9H", lowest: "7D 5D 4D 3D 2D", lines: "004 L93, L189; 003 L2492-2494" },
  { name: "Straight", category: "straight", highest: "AS KH QD JC TS", lowest: "5S 4H 3D 2C AH", lines: "004 L94, L190; 003 L2495-2498" },
  { name: "Three of a Kind", category: "three-of-a-kind", highest: "AS AH AD KC QS", lowest: "2S 2H 2D 3C 4S", lines: "004 L95, L191; 003 L2499-2501" },
  { name: "Two Pairs", category: "two-pair", highest: "AS AH KD KC QS", lowest: "3S 3H 2D 2C 4S", lines: "004 L96, L192; 003 L2502-2504" },
  { name: "One Pair", category: "pair", highest: "AS AH KD QC JS", lowest: "2S 2H 3D 4C 5S", lines: "004 L100, L193; 003 L2505-2506" },
  { name: "High Card", category: "high-card", highest: "AS KH QD JC 9S", lowest: "7S 5H 4D 3C 2S", lines: "004 L101, L195-196; 003 L2507-2509" },
];

describe("the filings' ranking (seed 004 L86-101, L182-196; seed 003 L2465-2509, L266-267)", () => {
  it.each(LADDER)("$name ($lines): its examples are that hand", ({ category: c, highest, lowest }) => {
    expect(category(highest)).toBe(c);
    expect(category(lowest)).toBe(c);
    expect(score(highest)).toBeGreaterThanOrEqual(score(lowest));
  });

  it("every hand's lowest example beats the next hand's highest, top to bottom", () => {
    for (let i = 0; i + 1 < LADDER.length; i++) {
      const a = LADDER[i]!;
      const b = LADDER[i + 1]!;
      if (a.name === "Royal Flush") {
        // A royal flush is the ace-high straight flush: above every other straight flush.
        expect(score(a.lowest)).toBeGreaterThan(score(b.highest));
        continue;
      }
      expect(score(a.lowest), `${a.name} over ${b.name}`).toBeGreaterThan(score(b.highest));
    }
  });

  it("a flush's and a high card's examples are the extremes the filings name (no straight among them)", () => {
    // "An Ace, King, Queen, Jack and 9 is the highest ranked Flush" (004 L93): A-K-Q-J-10 suited is a royal flush.
    expect(category("AH KH QH JH TH")).toBe("straight-flush");
    // "7, 5, 4, 3 and 2 the lowest ranked High Card hand" (004 L101): 6-5-4-3-2 is a straight.
    expect(category("6S 5H 4D 3C 2S")).toBe("straight");
  });

  it("all suits are equal (004 L84, L180; 003 L2448, L261): same ranks in other suits tie", () => {
    expect(score("AH KH QH JH 9H")).toBe(score("AC KC QC JC 9C"));
    expect(score("AS KH QD JC 9S")).toBe(score("AH KD QC JS 9D"));
  });

  it("A-2-3-4-5 is the lowest straight and ace-high the highest (003 L263-265)", () => {
    expect(score("5S 4H 3D 2C AH")).toBeLessThan(score("6S 5H 4D 3C 2S"));
    expect(score("AS KH QD JC TS")).toBeGreaterThan(score("KS QH JD TC 9S"));
  });
});

describe("Hold'em: the best five of seven, the board may play (seed 004 L76, L158; seed 003 L284-288)", () => {
  it("plays the board", () => {
    const h = holdemHand(cards("2C 3D"), cards("AS KS QS JS TS"));
    expect(h.high.category).toBe("straight-flush");
    expect(h.low).toBeNull();
  });
  it("uses one hole card", () => {
    expect(holdemHand(cards("AH 2C"), cards("KH QH JH 3H 9S")).high.category).toBe("flush");
  });
  it("uses both hole cards", () => {
    expect(holdemHand(cards("9C 9D"), cards("9H 2S 2D KC 4H")).high.category).toBe("full-house");
  });
});

describe("Omaha: exactly two hole cards and three board cards (seed 004 L249; seed 003 L2434-2441, L2638-2642)", () => {
  it("four suited hole cards and a board of three of that suit are a flush (two from the hand)", () => {
    expect(omahaHand(cards("AH KH 2H 3H"), cards("QH JH 5H 8C 9D"), false).high.category).toBe("flush");
  });
  it("a board flush with one suited hole card is no flush", () => {
    expect(omahaHand(cards("AH KC 2D 3S"), cards("QH JH 5H 8H 9D"), false).high.category).not.toBe("flush");
  });
  it("four of a kind on the board plays only as the three a hand may use", () => {
    const h = omahaHand(cards("2C 3D 4S 5H"), cards("KS KH KD KC 7D"), false);
    expect(h.high.category).toBe("three-of-a-kind");
  });
  it("three of a kind in the hand plays as a pair: only two hole cards may be used", () => {
    expect(omahaHand(cards("9C 9D 9H 2S"), cards("KS 7H 4D 3C QD"), false).high.category).toBe("pair");
  });
  it("high and low may use different cards (seed 003 L2439-2441)", () => {
    const h = omahaHand(cards("AS 2S KS KH"), cards("KD 3H 4C 8S 9S"), true);
    expect(h.high.category).toBe("three-of-a-kind");
    expect(h.low?.ranks).toEqual([8, 4, 3, 2, 1]);
  });
  it("the high is never worse than any two-plus-three hand, and always uses exactly two hole cards (property)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...FULL_DECK], { minLength: 9, maxLength: 9 }), (nine) => {
        const hole = nine.slice(0, 4);
        const board = nine.slice(4);
        const h = omahaHand(hole, board, true);
        expect(h.high.cards.filter((c) => hole.includes(c))).toHaveLength(2);
        expect(h.high.score).toBeGreaterThanOrEqual(evaluateFive([hole[0]!, hole[1]!, board[0]!, board[1]!, board[2]!]).score);
        if (h.low) expect(h.low.cards.filter((c) => hole.includes(c))).toHaveLength(2);
      }),
      { numRuns: 300 },
    );
  });
  it("refuses a wrong number of cards", () => {
    expect(() => omahaHand(cards("AS 2S"), cards("KD 3H 4C 8S 9S"), true)).toThrow(RangeError);
    expect(() => holdemHand(cards("AS 2S"), cards("KD 3H 4C 8S"))).toThrow(RangeError);
  });
});
