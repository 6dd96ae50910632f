import { describe, expect, it } from "vitest";
import { Table } from "./test-kit";

/** The bets with limits of their own, as the views post them (fees.md O5). */
const ownLimits = (t: Table) => {
  const v = t.views();
  return {
    dealer: v.dealer.bets.filter((b) => b.limits).map((b) => [b.id, b.limits]),
    display: v.display.betLimits.map((b) => [b.id, b.limits]),
  };
};

describe("the views carry each bet's own limits, as the table enforces them", () => {
  it("Mortimer's EZ Baccarat Panda 8: Dragon 7 and Panda 8 at $5-$500 whatever the table limits (seed 003 L2268-2269); the Tie keeps the table's", () => {
    const t = new Table({ gameId: "ez-baccarat-panda-8-mortimers", seats: 14, feeScheduleId: "ez-baccarat-panda-8-mortimers", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 100_000 });
    const own = ownLimits(t);
    expect(own.display).toEqual([
      ["panda8", { min: 500, max: 50_000 }],
      ["dragon7", { min: 500, max: 50_000 }],
    ]);
    expect(own.dealer).toEqual(own.display);
    expect(t.views().dealer.bets.find((b) => b.id === "tie")?.limits).toBeNull();
    // What the views post is what the table enforces.
    t.seat([1, 2], 2, 1_000_000);
    t.do({ type: "start-shoe", source: "server" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "banker", amount: 10_000 });
    expect(t.try({ type: "place-wager", seat: 1, bet: "dragon7", amount: 50_100 })?.code).toBeTruthy();
    expect(t.try({ type: "place-wager", seat: 1, bet: "dragon7", amount: 50_000 })).toBeNull();
  });

  it("Mortimer's Dragon Bonus: Tie and both Dragon bets at most $150; above the table minimum the maximum rises to it (seed 003 L4846-4847)", () => {
    const t = new Table({ gameId: "commission-free-dragon-bonus-mortimers", feeScheduleId: "dragon-bonus-baccarat-mortimers", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 50_000 });
    expect(ownLimits(t).display).toEqual([
      ["tie", { min: 500, max: 15_000 }],
      ["player-dragon", { min: 500, max: 15_000 }],
      ["banker-dragon", { min: 500, max: 15_000 }],
    ]);
  });

  it("other tables post no limits of their own", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    expect(ownLimits(t)).toEqual({ dealer: [], display: [] });
  });
});
