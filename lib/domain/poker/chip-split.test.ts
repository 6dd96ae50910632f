import { describe, expect, it } from "vitest";
import { fromButtonsLeft, halves, splitAmong } from "./chip-split";

describe("odd chips (seed 004 L161-164, L252; seed 003 L2657-2668)", () => {
  it("orders winners from the player closest to the left of the button, the button last", () => {
    expect(fromButtonsLeft([2, 5, 7, 9], 5)).toEqual([7, 9, 2, 5]);
  });

  it("two winners of an odd pot: the odd chip to the one closest left of the button", () => {
    expect(splitAmong(1500, [2, 7], 5, 100, "all-to-first-left-of-button")).toEqual([
      { seat: 7, cents: 800, oddCents: 100 },
      { seat: 2, cents: 700, oddCents: 0 },
    ]);
  });

  it("three winners and two odd chips: literally both to the first, or one each from there (option oddChips)", () => {
    expect(splitAmong(3200, [1, 4, 8], 3, 100, "all-to-first-left-of-button").map((s) => s.cents)).toEqual([1200, 1000, 1000]);
    expect(splitAmong(3200, [1, 4, 8], 3, 100, "one-each-from-left-of-button").map((s) => s.cents)).toEqual([1100, 1100, 1000]);
    expect(splitAmong(3200, [1, 4, 8], 3, 100, "one-each-from-left-of-button").map((s) => s.seat)).toEqual([4, 8, 1]);
  });

  it("cents below the smallest chip go with the odd chip", () => {
    expect(splitAmong(1550, [2, 7], 5, 100, "all-to-first-left-of-button")).toEqual([
      { seat: 7, cents: 850, oddCents: 150 },
      { seat: 2, cents: 700, oddCents: 0 },
    ]);
  });

  it("halves: the odd chip to the high half by default, or to the half whose winner sits first left of the button", () => {
    expect(halves(4100, [3], [6], 5, 100, "high-half")).toEqual({ high: 2100, low: 2000, oddTo: "high" });
    expect(halves(4100, [3], [6], 5, 100, "first-left-of-button")).toEqual({ high: 2000, low: 2100, oddTo: "low" });
    expect(halves(4000, [3], [6], 5, 100, "first-left-of-button")).toEqual({ high: 2000, low: 2000, oddTo: null });
  });

  it("never creates or loses a cent", () => {
    for (const amount of [0, 1, 99, 101, 1999, 2500, 12345])
      for (const n of [1, 2, 3, 4, 7])
        for (const chip of [1, 25, 100, 500])
          for (const rule of ["all-to-first-left-of-button", "one-each-from-left-of-button"] as const) {
            const shares = splitAmong(amount, Array.from({ length: n }, (_, i) => i + 1), 4, chip, rule);
            expect(shares.reduce((s, x) => s + x.cents, 0)).toBe(amount);
          }
  });
});
