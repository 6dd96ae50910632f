import { describe, expect, it } from "vitest";
import type { Card } from "../cards/card";
import { pokerGame } from "./games";
import { PokerRefusal } from "./refusal";
import { showdown, type ShowdownPlayer } from "./showdown";

const cards = (text: string) => text.split(" ") as Card[];
const p = (seat: number, contributedCents: number, hole: string | null, folded = false): ShowdownPlayer => ({
  seat,
  contributedCents,
  cards: hole === null ? null : cards(hole),
  folded,
});
const holdem = pokerGame("texas-holdem");
const hiLo = pokerGame("omaha-hi-lo-mortimers");
const awards = (r: ReturnType<typeof showdown>) => Object.fromEntries(r.awards.map((a) => [a.seat, a.cents]));

describe("Hold'em showdown (seed 004 L158-164)", () => {
  it("the best hand takes the pot, less the drop taken after the flop", () => {
    const r = showdown({
      game: holdem,
      board: cards("KS 7H 4D 2C 9S"),
      button: 1,
      players: [p(1, 2000, "KD KC"), p(2, 2000, "AS AH"), p(3, 600, null, true)],
      dropCents: 400,
    });
    expect(awards(r)).toEqual({ 1: 4200 });
    expect(r.pots[0]!.high.hand).toBe("Three Kings");
    expect(r.pots[0]!.dropCents).toBe(400);
  });

  it("ties split equally; the odd chip to the player closest to the left of the button (L161-164)", () => {
    const r = showdown({
      game: holdem,
      board: cards("AS KD QH JC TS"),
      button: 5,
      players: [p(2, 500, "2C 3D"), p(7, 500, "2D 3C"), p(9, 500, null, true)],
    });
    // $15 between two: $7 each and the odd $1 to seat 7, the first winner left of the button.
    expect(awards(r)).toEqual({ 7: 800, 2: 700 });
    expect(r.pots[0]!.high.winners).toEqual([2, 7]);
  });

  it("three all-ins: each pot to the best hand among those eligible", () => {
    const r = showdown({
      game: holdem,
      board: cards("2S 7H 9D JC 4S"),
      button: 4,
      players: [p(1, 100, "AS AH"), p(2, 300, "KS KH"), p(3, 600, "QS QH"), p(4, 1000, "3C 5D")],
    });
    expect(r.pots.map((x) => [x.name, x.cents, x.high.winners])).toEqual([
      ["main pot", 400, [1]],
      ["side pot 1", 600, [2]],
      ["side pot 2", 600, [3]],
    ]);
    expect(r.returned).toEqual({ seat: 4, cents: 400 });
    expect(awards(r)).toEqual({ 1: 400, 2: 600, 3: 600 });
  });

  it("four all-ins: a side pot the short stacks cannot win goes to the best of the rest", () => {
    const r = showdown({
      game: holdem,
      board: cards("2S 7H 9D JC 4S"),
      button: 1,
      players: [p(1, 50, "AS AH"), p(2, 100, "3C 5D"), p(3, 200, "KS KH"), p(4, 400, "QS QH"), p(5, 400, "8C 8D")],
    });
    expect(r.pots.map((x) => [x.cents, x.high.winners])).toEqual([
      [250, [1]],
      [200, [3]],
      [300, [3]],
      [400, [4]],
    ]);
  });

  it("a pot nobody contests needs no cards", () => {
    const r = showdown({ game: holdem, board: [], button: 2, players: [p(1, 300, null, true), p(3, 900, null)] });
    expect(r.pots[0]).toMatchObject({ uncontested: true, cents: 600, high: { winners: [3] } });
    expect(r.returned).toEqual({ seat: 3, cents: 600 });
  });
});

describe("Omaha High/Low Split showdown (seed 003 L2632-2668)", () => {
  it("no qualifying low: the best high takes the whole pot (L2647-2649)", () => {
    const r = showdown({ game: hiLo, board: cards("KS QH 9D 9C 2S"), button: 1, players: [p(1, 2000, "AS AD 3C 4H"), p(2, 2000, "KH KD 5C 6H")] });
    expect(r.pots[0]!.low).toBeNull();
    expect(awards(r)).toEqual({ 2: 4000 });
  });

  it("a qualifying low halves the pot: half to the best high, half to the best low (L2650-2653)", () => {
    const r = showdown({ game: hiLo, board: cards("KS 7H 4D 2C 9S"), button: 1, players: [p(1, 2000, "KD KC QS JH"), p(2, 2000, "AS 3H TC TD")] });
    expect(r.pots[0]!.high).toMatchObject({ winners: [1], cents: 2000 });
    expect(r.pots[0]!.low).toMatchObject({ winners: [2], cents: 2000, hand: "7-4-3-2-A low" });
  });

  it("one player may scoop both halves (L2653-2656)", () => {
    const r = showdown({ game: hiLo, board: cards("3S 4H 5D KC 9S"), button: 1, players: [p(1, 2000, "AS 2H KD QC"), p(2, 2000, "QS QH JC JD")] });
    expect(awards(r)).toEqual({ 1: 4000 });
    expect(r.pots[0]!.high.hand).toBe("Straight, Five high");
  });

  it("a quartered pot: one high, two tied lows; the low half split between them", () => {
    // Seats 1 and 2 both hold A-2 for a 5-4-3-2-A low; seat 1 also makes the high flush.
    const r = showdown({
      game: hiLo,
      board: cards("3H 4H 5C KH 9S"),
      button: 3,
      players: [p(1, 2000, "AH 2H QD QC"), p(2, 2000, "AS 2D JC JD"), p(3, 2000, "KS KC TD TC")],
    });
    expect(r.pots[0]!.high.winners).toEqual([1]);
    expect(r.pots[0]!.low!.winners).toEqual([1, 2]);
    expect(awards(r)).toEqual({ 1: 3000 + 1500, 2: 1500 });
  });

  it("an odd pot: the odd chip of the halving to the high half, odd chips of a split half to the first left of the button", () => {
    // $61 pot, $1 chips: high half $31, low half $30 split between two tied lows, $15 each.
    const r = showdown({
      game: hiLo,
      board: cards("3H 4H 5C KH 9S"),
      button: 1,
      players: [p(1, 1700, "AH 2H QD QC"), p(2, 2200, "AS 2D JC JD"), p(3, 2200, "KS KC TD TC")],
    });
    const main = r.pots[0]!;
    expect(main.cents).toBe(5100);
    expect(main.oddChipOfHalves).toBe("high");
    expect(main.high.cents).toBe(2600);
    expect(main.low!.shares.map((s) => [s.seat, s.cents])).toEqual([
      [2, 1300],
      [1, 1200],
    ]);
    expect(r.pots[1]).toMatchObject({ cents: 1000, eligible: [2, 3] });
  });

  it("the odd chip of the halves goes to the first winner left of the button under oddChipOfHalves first-left-of-button", () => {
    const game = pokerGame("omaha-hi-lo-mortimers", { oddChipOfHalves: "first-left-of-button" });
    const r = showdown({ game, board: cards("KS 7H 4D 2C 9S"), button: 1, players: [p(3, 2050, "KD KC QS JH"), p(2, 2050, "AS 3H TC TD")] });
    expect(r.pots[0]!.low).toMatchObject({ winners: [2], cents: 2100 });
    expect(r.pots[0]!.high).toMatchObject({ winners: [3], cents: 2000 });
  });

  it("side pots split high/low on their own", () => {
    const r = showdown({
      game: hiLo,
      board: cards("3H 4H 8C KH 9S"),
      button: 2,
      players: [p(1, 1000, "AS 2D JC JD"), p(2, 3000, "AD 5S QD QC"), p(3, 3000, "KS KC TD TC")],
    });
    // Main pot: Three Kings high, 8-4-3-2-A beats 8-5-4-3-A low; side pot: seat 1 is not in it.
    expect(r.pots.map((x) => [x.cents, x.high.winners, x.low?.winners ?? null])).toEqual([
      [3000, [3], [1]],
      [4000, [3], [2]],
    ]);
  });
});

describe("refusals", () => {
  it("a contested pot needs the board and the hands", () => {
    expect(() => showdown({ game: holdem, board: cards("KS 7H 4D"), button: 1, players: [p(1, 100, "AS AH"), p(2, 100, "KD KC")] })).toThrow(/five board cards/);
    expect(() => showdown({ game: holdem, board: cards("KS 7H 4D 2C 9S"), button: 1, players: [p(1, 100, "AS AH"), p(2, 100, null)] })).toThrow(/enter the cards shown/);
  });
  it("a card twice, the wrong number of hole cards", () => {
    expect(() => showdown({ game: holdem, board: cards("KS 7H 4D 2C 9S"), button: 1, players: [p(1, 100, "KS AH"), p(2, 100, "KD KC")] })).toThrow(/K♠ appears twice/);
    expect(() => showdown({ game: hiLo, board: cards("KS 7H 4D 2C 9S"), button: 1, players: [p(1, 100, "AS AH"), p(2, 100, "KD KC")] })).toThrow(PokerRefusal);
  });
  it("a drop larger than the pot", () => {
    expect(() => showdown({ game: holdem, board: [], button: 1, players: [p(1, 100, null), p(2, 100, null, true)], dropCents: 300 })).toThrow(/more than the pot/);
  });
});
