import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { FULL_DECK } from "./card";
import { seededRandom, type RandomSource } from "./random";
import { shuffle } from "./shuffle";

/** A source that answers from a script and records the ranges it was asked for. */
function scripted(answers: readonly number[]): RandomSource & { ranges: number[] } {
  let i = 0;
  const ranges: number[] = [];
  return {
    ranges,
    int(max) {
      ranges.push(max);
      return answers[i++] ?? 0;
    },
  };
}

/** Every script of Fisher-Yates choices for n items: j in 0..i for i = n-1 down to 1. */
function allScripts(n: number): number[][] {
  let scripts: number[][] = [[]];
  for (let i = n - 1; i > 0; i--) scripts = scripts.flatMap((s) => Array.from({ length: i + 1 }, (_, j) => [...s, j]));
  return scripts;
}

describe("shuffle", () => {
  it("is a permutation of its input and leaves the input untouched", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string({ minLength: 1 }), (items, seed) => {
        const copy = items.slice();
        const out = shuffle(items, seededRandom(seed));
        return (
          JSON.stringify(items) === JSON.stringify(copy) &&
          out.length === items.length &&
          JSON.stringify(out.slice().sort((a, b) => a - b)) === JSON.stringify(copy.sort((a, b) => a - b))
        );
      }),
    );
  });

  it("is deterministic with a seeded source", () => {
    const a = shuffle(FULL_DECK, seededRandom("shoe 1"));
    const b = shuffle(FULL_DECK, seededRandom("shoe 1"));
    const c = shuffle(FULL_DECK, seededRandom("shoe 2"));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
    expect(a).not.toEqual(FULL_DECK);
  });

  it("asks for the ranges n, n-1, ..., 2 (one draw per position)", () => {
    const source = scripted([]);
    shuffle(["a", "b", "c", "d", "e"], source);
    expect(source.ranges).toEqual([5, 4, 3, 2]);
  });

  it("reaches every order of a small deck, each from exactly one sequence of draws", () => {
    const deck = ["AS", "KH", "QD", "JC"];
    const scripts = allScripts(deck.length);
    expect(scripts.length).toBe(24);
    const orders = new Set(scripts.map((s) => shuffle(deck, scripted(s)).join(" ")));
    expect(orders.size).toBe(24);
  });

  it("puts each of 5 cards in each position equally often over many seeded shuffles", () => {
    const counts = Array.from({ length: 5 }, () => new Array<number>(5).fill(0));
    const random = seededRandom("positions");
    const n = 50_000;
    for (let t = 0; t < n; t++) {
      shuffle([0, 1, 2, 3, 4], random).forEach((item, pos) => {
        const row = counts[item];
        if (row) row[pos] = (row[pos] ?? 0) + 1;
      });
    }
    const expected = n / 5;
    // The classic biased shuffle (j drawn from 0..n-1 every time) is off by up to 2,000 here.
    for (const row of counts) for (const c of row) expect(Math.abs(c - expected)).toBeLessThan(400);
  });

  it("refuses a source that answers out of range instead of losing cards", () => {
    expect(() => shuffle([1, 2, 3], { int: (max) => max })).toThrow(RangeError);
    expect(() => shuffle([1, 2, 3], { int: () => -1 })).toThrow(RangeError);
    expect(() => shuffle([1, 2, 3], { int: () => 0.5 })).toThrow(RangeError);
  });

  it("handles empty and single-card decks without drawing", () => {
    const source = scripted([]);
    expect(shuffle([], source)).toEqual([]);
    expect(shuffle(["AS"], source)).toEqual(["AS"]);
    expect(source.ranges).toEqual([]);
  });
});
