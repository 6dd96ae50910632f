import { describe, expect, it } from "vitest";
import { odds } from "./odds";
import { resolvedLine, surrenderedLines } from "./resolved-line";

describe("a resolved line", () => {
  it("pays a win at its odds, rounded down to the cent", () => {
    expect(resolvedLine({ seat: 3 }, "main", 1001, 0, "win", odds(6, 5), "hard 20 against hard 19")).toEqual({
      seat: 3,
      bet: "main",
      amount: 1001,
      resolution: { outcome: "win", winnings: 1201 },
      hand: 0,
      odds: { to: 6, per: 5 },
      because: "hard 20 against hard 19",
    });
  });

  it("keeps no odds on a loss or a push, and copies a backline bettor", () => {
    const lost = resolvedLine({ seat: 2, backline: true, bettor: "B" }, "main", 500, 0, "lose", odds(1), "hard 17 against hard 20");
    expect(lost).toMatchObject({ seat: 2, backline: true, bettor: "B", resolution: { outcome: "lose" }, odds: null });
    expect(resolvedLine({ seat: 2 }, "insurance", 250, null, "push", null, "pushes")).toMatchObject({ resolution: { outcome: "push" }, hand: null, odds: null });
    expect(lost.resolution).toEqual({ outcome: "lose" });
  });

  it("refuses a win without odds", () => {
    expect(() => resolvedLine({ seat: 1 }, "buster", 500, null, "win", null, "busted")).toThrow(RangeError);
  });
});

describe("a surrendered hand", () => {
  it("forfeits half, rounded down, and hands the rest back", () => {
    const lines = surrenderedLines({ seat: 4 }, 1, 501, "seed 003 L900");
    expect(lines.map((l) => [l.bet, l.amount, l.resolution.outcome])).toEqual([
      ["split-1", 250, "lose"],
      ["split-1-returned", 251, "push"],
    ]);
    expect(lines[0]?.because).toBe("surrendered: half the wager is forfeited (seed 003 L900)");
  });

  it("writes no line for a half of 0", () => {
    expect(surrenderedLines({ seat: 4 }, 0, 1, "L1").map((l) => [l.bet, l.amount])).toEqual([["main-returned", 1]]);
  });
});
