import { describe, expect, it } from "vitest";
import { noBustGame } from "./games";
import { HandValueError } from "./hand-value";
import { distanceToNatural, sideOfNatural } from "./ranking";
import { value } from "./test-kit";

const joker = noBustGame("no-bust-joker");
const six = noBustGame("no-bust-6");
const y2014 = noBustGame("no-bust-buster-bonus-6");

describe("Joker edition hand values (seed 003 L21-48, L145)", () => {
  it("L23-25, L32-33: two jokers as the first two cards are the Natural 22", () => {
    expect(value(joker, ["JK", "JK"])).toEqual({ kind: "natural", total: 22, cards: 2, suited: false });
  });
  it("L26-27, L34-35, L145: a joker with any other card is the Joker hand, a hard 21, regardless of values", () => {
    for (const other of ["AS", "2C", "9D", "KH"]) {
      expect(value(joker, ["JK", other])).toMatchObject({ kind: "joker-hand", total: 21 });
      expect(value(joker, [other, "JK"])).toMatchObject({ kind: "joker-hand", total: 21 });
    }
  });
  it("L36-37, L45-48: 2-9 face value, pictures 10, an ace 1 or 11", () => {
    expect(value(joker, ["9C", "KD"])).toMatchObject({ kind: "total", total: 19, soft: false });
    expect(value(joker, ["AC", "6D"])).toMatchObject({ kind: "total", total: 17, soft: true });
    expect(value(joker, ["AC", "6D", "9H"])).toMatchObject({ kind: "total", total: 16, soft: false });
    expect(value(joker, ["AC", "KD"])).toMatchObject({ kind: "total", total: 21, soft: true });
    expect(value(joker, ["AC", "AD"])).toMatchObject({ kind: "total", total: 12, soft: true });
  });
  it("no bust: totals go past 21 and stay totals", () => {
    expect(value(joker, ["TC", "9D", "8H"])).toMatchObject({ kind: "total", total: 27, soft: false });
  });
  it("decision: a joker drawn as a hit card makes a hard 21 (L145), ranked as a 21; option joker-hand", () => {
    expect(value(joker, ["5C", "7D", "JK"])).toEqual({ kind: "total", total: 21, soft: false, cards: 3, suited789: false });
    const asJokerHand = noBustGame("no-bust-joker", { jokerOutsideFirstTwoCards: "joker-hand" });
    expect(value(asJokerHand, ["5C", "7D", "JK"])).toMatchObject({ kind: "joker-hand", total: 21 });
  });
  it("decision: a split hand is never a Natural or a Joker hand", () => {
    expect(value(joker, ["8C", "JK"], true)).toMatchObject({ kind: "total", total: 21 });
  });
});

describe("6.0 and 2014 hand values (seed 003 L649-703, L2936-2983)", () => {
  it.each([
    ["no-bust-6", "L653-657, L808-809"],
    ["no-bust-buster-bonus-6", "L2940-2944, L3120-3121"],
  ])("%s %s: an ace with a ten-value card as the first two cards is the Natural (the ace counts 12)", (id) => {
    const game = noBustGame(id);
    for (const ten of ["TS", "JS", "QS", "KS"]) expect(value(game, ["AS", ten])).toEqual({ kind: "natural", total: 22, cards: 2, suited: true });
    expect(value(game, ["KD", "AC"])).toEqual({ kind: "natural", total: 22, cards: 2, suited: false });
  });
  it("L658-659, L2945: otherwise an ace is 1 or 11", () => {
    expect(value(six, ["AC", "7D"])).toMatchObject({ total: 18, soft: true });
    expect(value(six, ["AC", "5D", "5H"])).toMatchObject({ total: 21, soft: true });
    expect(value(y2014, ["AC", "7D", "9H"])).toMatchObject({ total: 17, soft: false });
  });
  it("L661, L2946: two aces are 2 or 12", () => {
    expect(value(six, ["AC", "AD"])).toMatchObject({ total: 12, soft: true });
    expect(value(y2014, ["AC", "AD", "KH"])).toMatchObject({ total: 12, soft: false });
  });
  it("L859-860, L864, L3174-3175: no Natural after a split", () => {
    expect(value(six, ["AC", "KD"], true)).toMatchObject({ kind: "total", total: 21, soft: true });
    expect(value(y2014, ["KC", "AD"], true)).toMatchObject({ kind: "total", total: 21 });
  });
  it("L828-831: the suited 7-8-9 is recognised (three cards, one suit)", () => {
    expect(value(six, ["7H", "9H", "8H"])).toMatchObject({ total: 24, suited789: true });
    expect(value(six, ["7H", "9H", "8S"])).toMatchObject({ total: 24, suited789: false });
  });
  it("L650, L2937: no jokers in these games", () => {
    expect(() => value(six, ["JK", "5C"])).toThrow(HandValueError);
  });
});

describe("the side of the Natural and closeness (L119-133, L814-836, L3126-3149)", () => {
  it("under is 21 or less, over is a non-natural 22 or more; a Joker edition room may count a non-natural 22 under", () => {
    expect(sideOfNatural(value(six, ["TC", "KD", "AH"]), "over-natural")).toBe("under");
    expect(sideOfNatural(value(six, ["TC", "KD", "2H"]), "over-natural")).toBe("over");
    expect(sideOfNatural(value(six, ["TC", "KD", "2H"]), "under-natural")).toBe("under");
    expect(sideOfNatural(value(six, ["AC", "KD"]), "over-natural")).toBe("natural");
    expect(sideOfNatural(value(joker, ["JK", "KD"]), "over-natural")).toBe("joker-hand");
  });
  it("closer to a Natural: 21 before 20, 23 before 25", () => {
    expect(distanceToNatural(value(six, ["TC", "5D", "6D"]))).toBeLessThan(distanceToNatural(value(six, ["TC", "KD"])));
    expect(distanceToNatural(value(six, ["TC", "5D", "8D"]))).toBeLessThan(distanceToNatural(value(six, ["TC", "5D", "TH"])));
  });
});
