import { describe, expect, it } from "vitest";
import { Table } from "./test-kit";

describe("the wall posts the result and the roads as the last card lands (issue 14, item 11)", () => {
  it("baccarat: the result and the road entry before Settle, the same after the round ends", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    t.do({ type: "close-betting" });
    for (const card of ["2S", "KH", "3D", "5C", "4H"]) t.do({ type: "deal-card", card });
    expect(t.views().display.result).toBeNull();
    expect(t.views().display.roadLog).toEqual([]);
    t.do({ type: "deal-card", card: "2D" });
    // The hand is complete; the dealer has not tapped Settle.
    expect(t.state.round?.phase).toBe("dealing");
    expect(t.views().display.result).toMatchObject({ winner: "player", playerTotal: 9, bankerTotal: 7 });
    expect(t.views().display.roadLog).toEqual([{ winner: "P" }]);
    t.do({ type: "settle" });
    t.do({ type: "advance-settlement", through: 1 });
    t.do({ type: "end-round" });
    expect(t.views().display.roadLog).toEqual([{ winner: "P" }]);
  });
});
