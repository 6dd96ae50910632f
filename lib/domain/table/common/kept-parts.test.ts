import { describe, expect, it } from "vitest";
import { grownPart, keptPart, ViewParts, type LastPart } from "./kept-parts";

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

/** The sum of `list`, grown from the last sum when `list` begins with the last list; `calls` counts the items added. */
function sumOf(calls: { n: number }) {
  return (last: LastPart<{ list: readonly number[]; sum: number }, readonly number[], number, number, number, number> | undefined, list: readonly number[]) => {
    const from = last && list.length >= last.a.length && last.a.every((x, i) => list[i] === x) ? last.value.sum : 0;
    let sum = from;
    for (let i = from === 0 ? 0 : last!.a.length; i < list.length; i++, calls.n++) sum += list[i]!;
    return { list, sum };
  };
}

describe("grownPart", () => {
  it("hands back the same part while its arguments are the same, and hands the last part and its arguments to the build when one changes", () => {
    const parts = new ViewParts();
    const calls = { n: 0 };
    const build = sumOf(calls);
    const one = [1, 2, 3];
    const first = grownPart(parts, "sum", build, one, 0, 0, 0, 0);
    expect(first.sum).toBe(6);
    expect(grownPart(parts, "sum", build, one, 0, 0, 0, 0)).toBe(first);
    expect(calls.n).toBe(3);
    const two = [1, 2, 3, 4];
    expect(grownPart(parts, "sum", build, two, 0, 0, 0, 0).sum).toBe(10);
    expect(calls.n).toBe(4);
  });

  it("without parts, builds from nothing every time", () => {
    const calls = { n: 0 };
    const build = sumOf(calls);
    expect(grownPart(undefined, "sum", build, [1, 2], 0, 0, 0, 0).sum).toBe(3);
    expect(grownPart(undefined, "sum", build, [1, 2, 3], 0, 0, 0, 0).sum).toBe(6);
    expect(calls.n).toBe(5);
  });
});
