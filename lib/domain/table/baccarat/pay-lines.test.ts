import { describe, expect, it } from "vitest";
import { Table } from "./test-kit";

describe("the side bets' pay tables posted on the wall (issue 14, item 11)", () => {
  it("Fortune 7: each side bet with its printed pays and its limits; the line wagers are not side bets", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    const sides = t.views().display.sideBets;
    expect(sides.map((s) => s.id)).not.toContain("player");
    expect(sides.map((s) => s.id)).not.toContain("banker");
    const fortune7 = sides.find((s) => s.id === "fortune7");
    expect(fortune7?.lines.length).toBeGreaterThan(0);
    expect(fortune7?.lines.every((l) => /^\d+ to \d+$|^push$/.test(l.pays))).toBe(true);
    expect(fortune7?.limits).toEqual(t.state.settings?.limits);
  });
});
