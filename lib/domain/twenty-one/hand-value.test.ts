import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { twentyOneGame } from "./games";
import { describeValue, handValue, isEightEightEight, isFrozen } from "./hand-value";

const pure = twentyOneGame("pure-21-5");
const mortimers = twentyOneGame("pure-21-5-mortimers");
const spanish = twentyOneGame("pure-spanish-21-5");
const bjx = twentyOneGame("blackjack-x");
const v = (g: typeof pure, cards: string[], split = false) => handValue(g.hand, cards as Card[], split);

describe("Pure 21.5 values (seed 003 L321-346; seed 004 L436-446)", () => {
  it("a Bonus card and an ace on the initial deal are a Pure 21.5, worth 21.5, whichever comes first", () => {
    for (const ten of ["KS", "QH", "JD", "TC"]) {
      expect(v(pure, ["AS", ten])).toEqual({ kind: "pure-21-5", total: 21.5, soft: false, cards: 2 });
      expect(v(mortimers, [ten, "AD"]).kind).toBe("pure-21-5");
    }
    expect(describeValue(pure.hand, v(pure, ["AS", "KS"]))).toBe("Pure 21.5 Blackjack");
  });
  it("a Bonus card with any other card is worth 10; an ace 1 or 11; 2-9 face value", () => {
    expect(v(pure, ["KS", "9D"])).toEqual({ kind: "total", total: 19, soft: false, cards: 2 });
    expect(v(pure, ["AS", "6D"])).toMatchObject({ total: 17, soft: true });
    expect(v(pure, ["AS", "6D", "KH"])).toMatchObject({ total: 17, soft: false });
    expect(v(pure, ["AS", "5D", "KH"])).toMatchObject({ total: 16, soft: false });
    expect(v(pure, ["AS", "AD"])).toMatchObject({ total: 12, soft: true });
  });
  it("three cards or a split hand are never a Pure 21.5 (\"initial two cards dealt\", seed 004 L425), unless the room's option says so", () => {
    expect(v(pure, ["AS", "5D", "5H"])).toMatchObject({ kind: "total", total: 21 });
    expect(v(pure, ["AS", "KD"], true)).toMatchObject({ kind: "total", total: 21, soft: true });
    expect(handValue(twentyOneGame("pure-21-5", { pure215AfterSplit: "pure-21-5" }).hand, ["AS", "KD"], true).kind).toBe("pure-21-5");
  });
  it("a total over 21 is more than 21.5: no bust on the spot", () => {
    expect(v(pure, ["KS", "9D", "5C"])).toMatchObject({ kind: "total", total: 24, soft: false });
    expect(describeValue(pure.hand, v(pure, ["8S", "8D", "8C"]), ["8S", "8D", "8C"])).toBe("hard 24 (888)");
  });
  it("888 is three eights, three cards exactly", () => {
    expect(isEightEightEight(["8S", "8D", "8C"])).toBe(true);
    expect(isEightEightEight(["8S", "8D", "8C", "AS"])).toBe(false);
    expect(isEightEightEight(["8S", "8D", "TC"])).toBe(false);
  });
});

describe("Pure Spanish 21.5 values (seed 004 L626-636)", () => {
  it("a K, Q or J Bonus card and an ace are a Pure Spanish 21.5", () => {
    for (const ten of ["KS", "QH", "JD"]) expect(v(spanish, ["AC", ten]).kind).toBe("pure-21-5");
    expect(describeValue(spanish.hand, v(spanish, ["AC", "KS"]))).toBe("Pure Spanish 21.5");
  });
});

describe("Blackjack X values (seed 004 L981-1028)", () => {
  it("Natural 31: an ace and a 10-point card, the first two cards (L985, L1024)", () => {
    expect(v(bjx, ["AH", "TD"])).toEqual({ kind: "natural-31", total: 31, soft: false, cards: 2 });
    expect(v(bjx, ["QC", "AD"]).kind).toBe("natural-31");
    expect(v(bjx, ["AH", "TD"], true)).toMatchObject({ kind: "total", total: 21 });
  });
  it("Blackjack X: the ace and king of spades (L986); by option any suited ace-king (L1024)", () => {
    expect(v(bjx, ["AS", "KS"]).kind).toBe("blackjack-x");
    expect(v(bjx, ["KS", "AS"]).kind).toBe("blackjack-x");
    expect(v(bjx, ["AH", "KH"]).kind).toBe("natural-31");
    expect(handValue(twentyOneGame("blackjack-x", { blackjackX: "ace-king-suited" }).hand, ["AH", "KH"]).kind).toBe("blackjack-x");
  });
  it("the stamped ace of spades with another 10-point card: a Natural 31, or (option) a two-card 21 for want of a standard ace", () => {
    expect(v(bjx, ["AS", "QS"]).kind).toBe("natural-31");
    expect(handValue(twentyOneGame("blackjack-x", { markedAce: "not-natural" }).hand, ["AS", "QS"])).toMatchObject({ kind: "total", total: 21, soft: true });
    expect(handValue(twentyOneGame("blackjack-x", { markedAce: "not-natural" }).hand, ["AS", "KS"]).kind).toBe("blackjack-x");
  });
  it("Hard 31: a hard 21 that draws a 10 (L1026); 22 to 30 frozen (L983)", () => {
    expect(v(bjx, ["9S", "2D", "KH", "TC"])).toMatchObject({ kind: "total", total: 31, soft: false });
    expect(describeValue(bjx.hand, v(bjx, ["9S", "2D", "KH", "TC"]))).toBe("hard 31");
    expect(v(bjx, ["AS", "5D", "5H", "KC"])).toMatchObject({ total: 21, soft: false });
    for (let t = 22; t <= 30; t++) expect(isFrozen({ kind: "total", total: t, soft: false, cards: 3 })).toBe(true);
    expect(isFrozen({ kind: "total", total: 31, soft: false, cards: 4 })).toBe(false);
    expect(describeValue(bjx.hand, v(bjx, ["9S", "8D", "KH"]))).toBe("frozen 27");
  });
});
