import { describe, expect, it } from "vitest";
import type { SuitedCard } from "../cards/card";
import { compareLow, describeLow, eightOrBetter } from "./low-hand";
import { omahaHand } from "./hand-strength";

const cards = (text: string) => text.split(" ") as SuitedCard[];
const low = (text: string) => eightOrBetter(cards(text));

describe("the 8-or-better low (seed 003 L2449-2464)", () => {
  it("aces are low: A-2-3-4-5 is the lowest hand (L2450-2452, L2459)", () => {
    const wheel = low("AS 2H 3D 4C 5S")!;
    expect(wheel.ranks).toEqual([5, 4, 3, 2, 1]);
    for (const other of ["6S 4H 3D 2C AS", "8S 7H 6D 5C 4S", "5S 4H 3D 2C 6H"]) expect(compareLow(wheel, low(other)!)).toBeLessThan(0);
  });
  it("a card of 9 or higher disqualifies (L2453-2455)", () => {
    expect(low("9S 2H 3D 4C 5S")).toBeNull();
    expect(low("KS 2H 3D 4C 5S")).toBeNull();
    expect(low("8S 2H 3D 4C 5S")).not.toBeNull();
  });
  it("straights and flushes do not disqualify (L2455-2457)", () => {
    expect(low("5H 4H 3H 2H AH")?.ranks).toEqual([5, 4, 3, 2, 1]);
    expect(low("8C 6C 5C 3C AC")).not.toBeNull();
  });
  it("a pair disqualifies, even of cards 8 or lower (L2457-2459)", () => {
    expect(low("AS AH 3D 4C 5S")).toBeNull();
    expect(low("2S 2H 3D 4C 5S")).toBeNull();
  });
  it("7-6-4-3-2 is lower than 8-6-5-3-A: the highest card decides first (L2460-2464)", () => {
    expect(compareLow(low("7S 6H 4D 3C 2S")!, low("8S 6H 5D 3C AS")!)).toBeLessThan(0);
  });
  it("equal highest cards: the next highest decide (decision L2: the filing stops at the first card)", () => {
    expect(compareLow(low("8S 5H 4D 3C 2S")!, low("8H 6S 4C 3D 2H")!)).toBeLessThan(0);
    expect(compareLow(low("8S 6H 4D 3C AS")!, low("8H 6S 4C 3D 2H")!)).toBeLessThan(0);
    expect(compareLow(low("7S 5H 4D 3C 2S")!, low("7H 5S 4C 3D 2H")!)).toBe(0);
  });
  it("says the low as a dealer would", () => {
    expect(describeLow(low("8S 6H 5D 3C AS")!)).toBe("8-6-5-3-A low");
  });
  it("Omaha's low uses exactly two hole cards: three low cards on the board and one in the hand is no low", () => {
    expect(omahaHand(cards("AS KH QD JC"), cards("2H 3D 4C 9S TS"), true).low).toBeNull();
    expect(omahaHand(cards("AS 5H QD JC"), cards("2H 3D 4C 9S TS"), true).low?.ranks).toEqual([5, 4, 3, 2, 1]);
  });
  it("a low counterfeited by the board: the hand's duplicate rank cannot play", () => {
    // Hole A-2, board A-3-5: the two hole cards with three board cards pair the ace; A-2 with 3-5-8 plays.
    expect(omahaHand(cards("AS 2H KD KC"), cards("AH 3D 5C 8S KS"), true).low?.ranks).toEqual([8, 5, 3, 2, 1]);
    expect(omahaHand(cards("AS 2H KD KC"), cards("AH 2D 5C 9S KS"), true).low).toBeNull();
  });
});
