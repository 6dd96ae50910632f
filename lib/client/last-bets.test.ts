import { describe, expect, it } from "vitest";
import { repeatableBets } from "./last-bets";

const last = [
  { seat: 1, bet: "banker", amount: 1_000, backline: false },
  { seat: 3, bet: "player", amount: 2_000, backline: false },
  { seat: 3, bet: "player", amount: 500, backline: true, bettor: "Lee" },
];
const now = { bettableSeats: [1, 3], betIds: ["banker", "player"] };

describe("Repeat last bets", () => {
  it("offers the last hand's bets on an empty layout", () => {
    expect(repeatableBets(last, { ...now, onLayout: [] })).toHaveLength(3);
  });

  it("does not offer the bets already on the layout, and nothing when they all are", () => {
    expect(repeatableBets(last, { ...now, onLayout: [{ seat: 1, bet: "banker" }] }).map((b) => [b.seat, b.bet, b.backline ?? false])).toEqual([
      [3, "player", false],
      [3, "player", true],
    ]);
    expect(repeatableBets(last, { ...now, onLayout: [{ seat: 1, bet: "banker", backline: false }, { seat: 3, bet: "player" }, { seat: 3, bet: "player", backline: true }] })).toEqual([]);
  });
});
