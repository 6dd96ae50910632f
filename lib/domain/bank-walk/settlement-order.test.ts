import { describe, expect, it } from "vitest";
import { orderWagers, settlementSeats } from "./settlement-order";

describe("settlementSeats", () => {
  it("runs clockwise from the action seat and leaves out the player-dealer", () => {
    expect(settlementSeats({ pdSeat: 5, seats: 8, actionSeat: 7 })).toEqual([7, 8, 1, 2, 3, 4, 6]);
    expect(settlementSeats({ pdSeat: 5, seats: 8, actionSeat: 7, direction: "counterclockwise" })).toEqual([7, 6, 4, 3, 2, 1, 8]);
    expect(settlementSeats({ pdSeat: 14, seats: 14, actionSeat: 1 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it("refuses the player-dealer as action seat", () => {
    expect(() => settlementSeats({ pdSeat: 3, seats: 8, actionSeat: 3 })).toThrow();
  });
});

describe("orderWagers", () => {
  const table = { pdSeat: 1, seats: 8, actionSeat: 4 };
  it("keeps split hands in the order given and puts backline after the seated player", () => {
    const wagers = [
      { seat: 4, bet: "base", id: "b-behind", backline: true },
      { seat: 4, bet: "base", id: "hand-1" },
      { seat: 4, bet: "bonus", id: "bonus" },
      { seat: 4, bet: "base", id: "hand-2", backline: false },
      { seat: 2, bet: "base", id: "last-seat" },
    ];
    expect(orderWagers(wagers, table, "seat-by-seat", ["base", "bonus"]).map((w) => w.id)).toEqual([
      "hand-1",
      "hand-2",
      "b-behind",
      "bonus",
      "last-seat",
    ]);
    expect(orderWagers(wagers, table, "type-by-type", ["base", "bonus"]).map((w) => w.id)).toEqual([
      "hand-1",
      "hand-2",
      "b-behind",
      "last-seat",
      "bonus",
    ]);
  });
});
