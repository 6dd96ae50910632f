import { describe, expect, it } from "vitest";
import { dollars } from "../money";
import { FeeError } from "./fee-error";
import { lookupTier, type TierTable } from "./tiers";

const table = (rules: Partial<TierTable>, rows: readonly [number, number | null, number][]): TierTable => ({
  gapRule: "previous-top-exclusive",
  belowFirst: "first-tier",
  aboveLast: "refuse",
  ...rules,
  tiers: rows.map(([from, to, fee]) => ({ from: dollars(from), to: to === null ? null : dollars(to), fee: dollars(fee) })),
});

const fortune7Option21 = table({}, [[1, 100, 1], [105, 300, 2], [305, 500, 4], [505, 1500, 7], [1505, null, 11]]);
const feeAt = (t: TierTable, cents: number) => {
  const hit = lookupTier(t, cents);
  return hit.kind === "tier" ? hit.tier.fee : null;
};

describe("lookupTier, previous-top-exclusive (a tier covers everything above the previous tier's top)", () => {
  it("puts $100.01 to $104.99 in the $105 - $300 tier", () => {
    expect(feeAt(fortune7Option21, 10000)).toBe(100);
    expect(feeAt(fortune7Option21, 10001)).toBe(200);
    expect(feeAt(fortune7Option21, 10499)).toBe(200);
    expect(lookupTier(fortune7Option21, 10200)).toMatchObject({ index: 1, how: "gap-rule" });
    expect(lookupTier(fortune7Option21, 10500)).toMatchObject({ index: 1, how: "printed-range" });
  });

  it("takes the open last tier for any amount above its minimum", () => {
    expect(feeAt(fortune7Option21, dollars(1505))).toBe(1100);
    expect(feeAt(fortune7Option21, dollars(1_000_000))).toBe(1100);
  });

  it("gives no fee for no action, and the first tier's fee below its minimum", () => {
    expect(lookupTier(fortune7Option21, 0)).toEqual({ kind: "no-fee", how: "zero-amount" });
    expect(lookupTier(fortune7Option21, 99)).toMatchObject({ kind: "tier", index: 0, how: "below-first-tier" });
  });
});

describe("lookupTier, next-minimum-exclusive (a tier covers up to the next tier's minimum)", () => {
  const t = table({ gapRule: "next-minimum-exclusive" }, [[5, 100, 1], [101, 300, 3], [301, null, 6]]);
  it("keeps $100.50 in the $5-$100 tier and starts the next tier at $101", () => {
    expect(feeAt(t, 10050)).toBe(100);
    expect(feeAt(t, 10099)).toBe(100);
    expect(feeAt(t, 10100)).toBe(300);
    expect(feeAt(t, 30099)).toBe(300);
    expect(feeAt(t, 30100)).toBe(600);
  });
});

describe("lookupTier, strict", () => {
  const t = table({ gapRule: "strict" }, [[1, 100, 1], [105, 300, 2]]);
  it("answers inside printed ranges and refuses amounts between them", () => {
    expect(feeAt(t, 10000)).toBe(100);
    expect(feeAt(t, 10500)).toBe(200);
    expect(() => lookupTier(t, 10200)).toThrow(/between printed tiers/);
  });
});

describe("below the first tier and above a bounded last tier", () => {
  const rows: [number, number | null, number][] = [[10, 200, 1], [201, 500, 2]];
  it("follows belowFirst", () => {
    expect(feeAt(table({ belowFirst: "first-tier" }, rows), 500)).toBe(100);
    expect(lookupTier(table({ belowFirst: "no-fee" }, rows), 500)).toEqual({ kind: "no-fee", how: "below-first-tier" });
    expect(() => lookupTier(table({ belowFirst: "refuse" }, rows), 500)).toThrow(FeeError);
  });
  it("follows aboveLast", () => {
    expect(() => lookupTier(table({ aboveLast: "refuse" }, rows), 50001)).toThrow(/above the last tier/);
    expect(lookupTier(table({ aboveLast: "last-tier" }, rows), 50001)).toMatchObject({ index: 1, how: "above-last-tier" });
    expect(feeAt(table({ aboveLast: "refuse" }, rows), 50000)).toBe(200);
  });
});

describe("amounts", () => {
  it("refuses negative and fractional cents", () => {
    expect(() => lookupTier(fortune7Option21, -1)).toThrow(FeeError);
    expect(() => lookupTier(fortune7Option21, 100.5)).toThrow(FeeError);
  });
});
