import { describe, expect, it } from "vitest";
import { clockTime, dateTime, money } from "./floor-api";

// The formatters are made once now (issue 30): the words must be the same as before.
describe("the floor's money and times", () => {
  it("writes dollars with thousands grouped and two cents digits", () => {
    expect(money(123_456_750)).toBe("$1,234,567.50");
    expect(money(5)).toBe("$0.05");
    expect(money(-50)).toBe("-$0.50");
    expect(money(0)).toBe("$0.00");
    expect(money(null)).toBe("—");
  });

  it("writes times in the room's zone, each zone its own", () => {
    const at = "2026-12-06T18:05:09.000Z";
    expect(clockTime(at, "America/Los_Angeles")).toBe("10:05");
    expect(clockTime(at, "UTC")).toBe("18:05");
    expect(dateTime(at, "America/Los_Angeles")).toBe("2026-12-06 10:05:09");
    expect(dateTime(at, "UTC")).toBe("2026-12-06 18:05:09");
  });
});
