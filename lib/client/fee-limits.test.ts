import { describe, expect, it } from "vitest";
import { feeLimitMismatch } from "./fee-limits";

describe("a table's limits against its fee option (fees.md O2)", () => {
  it("a printed option is filed for its own table limit only", () => {
    expect(feeLimitMismatch("fortune-7-baccarat", "3", null, { min: 500, max: 10_000 })).toBeNull();
    expect(feeLimitMismatch("fortune-7-baccarat", "2", null, { min: 500, max: 10_000 })).toBe("Fee option 2 is filed for $5.00–$50.00 per spot; this table posts $5.00–$100.00.");
    expect(feeLimitMismatch("ez-baccarat-panda-8-mortimers", "1", null, { min: 500, max: 100_000 })).toBeNull();
  });

  it("a room-entered option is checked against the limit the room typed", () => {
    const data = { limit: { kind: "spot", min: 500, max: 10_000 }, collections: [], timing: "before-deal" };
    expect(feeLimitMismatch("ez-baccarat", "A", data, { min: 500, max: 10_000 })).toBeNull();
    expect(feeLimitMismatch("ez-baccarat", "A", data, { min: 500, max: 20_000 })).toBe("Fee option A is filed for $5.00–$100.00 per spot; this table posts $5.00–$200.00.");
  });

  it("nothing is said while the limits or the option cannot be read", () => {
    expect(feeLimitMismatch("fortune-7-baccarat", "2", null, { min: null, max: 10_000 })).toBeNull();
    expect(feeLimitMismatch("no-such-schedule", "1", null, { min: 500, max: 10_000 })).toBeNull();
    expect(feeLimitMismatch("ez-baccarat", "A", "not an object", { min: 500, max: 10_000 })).toBeNull();
    expect(feeLimitMismatch("fortune-7-baccarat", "99", null, { min: 500, max: 10_000 })).toBeNull();
  });
});
