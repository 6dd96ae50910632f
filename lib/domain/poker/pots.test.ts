import { describe, expect, it } from "vitest";
import { buildPots, type Contribution } from "./pots";
import { PokerRefusal } from "./refusal";

const c = (seat: number, cents: number, folded = false): Contribution => ({ seat, cents, folded });

describe("main pot and side pots (the filings are silent: seed 004 L158-164, L249-252; seed 003 L2632-2668)", () => {
  it("three all-ins and a caller: a main pot, two side pots, the uncalled part back", () => {
    const { pots, returned } = buildPots([c(1, 100), c(2, 300), c(3, 600), c(4, 1000)]);
    expect(pots.map((p) => [p.cents, p.eligible])).toEqual([
      [400, [1, 2, 3, 4]],
      [600, [2, 3, 4]],
      [600, [3, 4]],
    ]);
    expect(returned).toEqual({ seat: 4, cents: 400 });
  });

  it("four all-ins and a caller: four pots, nothing returned", () => {
    const { pots, returned } = buildPots([c(1, 50), c(2, 100), c(3, 200), c(4, 400), c(5, 400)]);
    expect(pots.map((p) => [p.cents, p.eligible])).toEqual([
      [250, [1, 2, 3, 4, 5]],
      [200, [2, 3, 4, 5]],
      [300, [3, 4, 5]],
      [400, [4, 5]],
    ]);
    expect(returned).toBeNull();
  });

  it("a folded player's chips stay in the pots they reached; the same players eligible make one pot", () => {
    const { pots } = buildPots([c(1, 100), c(2, 300), c(3, 300), c(6, 150, true)]);
    expect(pots.map((p) => [p.cents, p.eligible])).toEqual([
      [400, [1, 2, 3]],
      [450, [2, 3]],
    ]);
    expect(pots[1]!.contributors).toEqual([2, 3, 6]);
  });

  it("everyone folds to a raise: the raise above the call comes back, the rest is the winner's pot", () => {
    const { pots, returned } = buildPots([c(1, 100, true), c(2, 300, true), c(3, 900)]);
    expect(pots).toEqual([{ cents: 700, contributors: [1, 2, 3], eligible: [3] }]);
    expect(returned).toEqual({ seat: 3, cents: 600 });
  });

  it("refuses contributions where folded players put in more than anyone left in", () => {
    expect(() => buildPots([c(1, 100), c(2, 300, true), c(3, 300, true)])).toThrow(PokerRefusal);
    expect(() => buildPots([c(1, 100, true), c(2, 100, true)])).toThrow(/every player folded/);
  });

  it("conserves every chip: pots plus the returned bet equal the contributions", () => {
    const list = [c(1, 1234), c(2, 777, true), c(3, 5000), c(4, 4999), c(5, 0, true)];
    const { pots, returned } = buildPots(list);
    expect(pots.reduce((s, p) => s + p.cents, 0) + (returned?.cents ?? 0)).toBe(list.reduce((s, x) => s + x.cents, 0));
  });
});
