import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { createHmac } from "node:crypto";
import { MAX_RANGE, cryptoRandom, seededRandom, uniformInt, type RandomSource } from "./random";

function draws(source: RandomSource, max: number, n: number): number[] {
  return Array.from({ length: n }, () => source.int(max));
}

/** Pearson's chi-square statistic of `values` against a uniform distribution on 0..k-1. */
function chiSquare(values: readonly number[], k: number): number {
  const counts = new Array<number>(k).fill(0);
  for (const v of values) counts[v] = (counts[v] ?? 0) + 1;
  const expected = values.length / k;
  return counts.reduce((acc, c) => acc + (c - expected) ** 2 / expected, 0);
}

describe("seededRandom", () => {
  it("gives the same sequence for the same seed", () => {
    expect(draws(seededRandom("table-7 shoe 42"), 52, 500)).toEqual(draws(seededRandom("table-7 shoe 42"), 52, 500));
  });

  it("gives different sequences for different seeds", () => {
    expect(draws(seededRandom("seed-a"), 1_000_000, 20)).not.toEqual(draws(seededRandom("seed-b"), 1_000_000, 20));
  });

  it("is HMAC-SHA256(seed, 64-bit block counter) read 48 bits at a time, so replays never drift", () => {
    const block0 = createHmac("sha256", "abc").update(Buffer.alloc(8)).digest();
    const counter1 = Buffer.alloc(8);
    counter1.writeBigUInt64BE(1n);
    const block1 = createHmac("sha256", "abc").update(counter1).digest();
    const expected = [0, 6, 12, 18, 24].map((o) => block0.readUIntBE(o, 6)).concat([block1.readUIntBE(0, 6)]);
    expect(draws(seededRandom("abc"), MAX_RANGE, 6)).toEqual(expected);
  });

  it("stays in range for any range and seed", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.integer({ min: 1, max: MAX_RANGE }), (seed, max) => {
        const source = seededRandom(seed);
        for (let i = 0; i < 20; i++) {
          const v = source.int(max);
          if (!Number.isInteger(v) || v < 0 || v >= max) return false;
        }
        return true;
      }),
    );
  });

  it("always answers 0 for a range of one", () => {
    expect(draws(seededRandom("one"), 1, 50).every((v) => v === 0)).toBe(true);
  });

  it("is roughly uniform on 10 values (chi-square, 9 degrees of freedom, fixed seed)", () => {
    // The 99.999th percentile of chi-square with 9 df is about 37.
    expect(chiSquare(draws(seededRandom("uniformity-10"), 10, 100_000), 10)).toBeLessThan(40);
  });

  it("is roughly uniform on 52 values (chi-square, 51 df, fixed seed)", () => {
    // Mean 51, standard deviation about 10: 110 is far in the tail.
    expect(chiSquare(draws(seededRandom("uniformity-52"), 52, 104_000), 52)).toBeLessThan(110);
  });

  it("is unbiased where rejection matters: a range of 3 * 2^46 splits evenly into thirds", () => {
    const max = 3 * 2 ** 46;
    const thirds = draws(seededRandom("rejection"), max, 60_000).map((v) => Math.floor(v / 2 ** 46));
    expect(chiSquare(thirds, 3)).toBeLessThan(25);
  });

  it("refuses an empty seed", () => {
    expect(() => seededRandom("")).toThrow(RangeError);
  });
});

describe("uniformInt", () => {
  it("throws away draws from the incomplete top block instead of folding them onto low values", () => {
    // 2^48 mod 10 = 6, so the last six 48-bit values must be rejected.
    const script = [MAX_RANGE - 1, MAX_RANGE - 6, 123];
    let calls = 0;
    const value = uniformInt(10, () => script[calls++] ?? 0);
    expect(value).toBe(3);
    expect(calls).toBe(3);
  });

  it("keeps the highest draw below the limit", () => {
    expect(uniformInt(10, () => MAX_RANGE - 7)).toBe((MAX_RANGE - 7) % 10);
  });

  it.each([0, -1, 1.5, Number.NaN, MAX_RANGE + 1])("refuses the range %s", (max) => {
    expect(() => uniformInt(max, () => 0)).toThrow(RangeError);
    expect(() => seededRandom("x").int(max)).toThrow(RangeError);
    expect(() => cryptoRandom().int(max)).toThrow(RangeError);
  });
});

describe("cryptoRandom", () => {
  it("stays in range", () => {
    const values = draws(cryptoRandom(), 7, 2_000);
    expect(values.every((v) => Number.isInteger(v) && v >= 0 && v < 7)).toBe(true);
    expect(new Set(values).size).toBe(7);
  });

  it("is roughly uniform (chi-square, 9 df, a bound the OS generator fails about once in 10^8 runs)", () => {
    expect(chiSquare(draws(cryptoRandom(), 10, 50_000), 10)).toBeLessThan(55);
  });
});
