import { describe, expect, it } from "vitest";
import { keptPart, ViewParts } from "./kept-parts";

const pair = (a: object, b: number) => ({ a, b });

describe("keptPart", () => {
  it("hands back the same part while its arguments are the same objects, and makes it again when one changes", () => {
    const parts = new ViewParts();
    const a = { n: 1 };
    const first = keptPart(parts, "pair", pair, a, 2);
    expect(keptPart(parts, "pair", pair, a, 2)).toBe(first);
    const copy = { n: 1 };
    const second = keptPart(parts, "pair", pair, copy, 2);
    expect(second).not.toBe(first);
    expect(second).toEqual({ a: copy, b: 2 });
    const third = keptPart(parts, "pair", pair, copy, 3);
    expect(third).toEqual({ a: copy, b: 3 });
    expect(keptPart(parts, "pair", pair, copy, 3)).toBe(third);
  });

  it("keeps one part per slot, each slot on its own", () => {
    const parts = new ViewParts();
    const a = {};
    const x = keptPart(parts, "x", pair, a, 1);
    const y = keptPart(parts, "y", pair, a, 2);
    expect(keptPart(parts, "x", pair, a, 1)).toBe(x);
    expect(keptPart(parts, "y", pair, a, 2)).toBe(y);
    expect(parts.slots.size).toBe(2);
  });

  it("compares numbers by value (NaN included) and tells -0 from 0", () => {
    const parts = new ViewParts();
    const make = (n: number) => ({ n });
    const nan = keptPart(parts, "n", make, Number.NaN);
    expect(keptPart(parts, "n", make, Number.NaN)).toBe(nan);
    const zero = keptPart(parts, "z", make, 0);
    expect(keptPart(parts, "z", make, -0)).not.toBe(zero);
  });

  it("without parts, makes the part every time", () => {
    const a = {};
    expect(keptPart(undefined, "pair", pair, a, 1)).not.toBe(keptPart(undefined, "pair", pair, a, 1));
  });
});
