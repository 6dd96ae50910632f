import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { formatCents } from "./money";

describe("formatCents", () => {
  it("writes dollars with a comma every three digits and two digits of cents", () => {
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(100_000)).toBe("$1,000.00");
    expect(formatCents(-123_456_789)).toBe("-$1,234,567.89");
  });

  it("groups the dollars as toLocaleString('en-US') does, for any whole cents", () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        const abs = Math.abs(cents);
        const expected = `${cents < 0 ? "-" : ""}$${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
        expect(formatCents(cents)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });
});
