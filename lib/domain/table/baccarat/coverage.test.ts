import { describe, expect, it } from "vitest";
import { Table } from "./test-kit";

describe("the bank's coverage before the deal on a baccarat table (issue 14, item 8)", () => {
  function table(bank: number) {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4, 5], 5, bank);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    return t;
  }

  it("no warning while the bank covers every outcome", () => {
    const t = table(50_000);
    t.do({ type: "place-wager", seat: 1, bet: "banker", amount: 10_000 });
    t.do({ type: "place-wager", seat: 2, bet: "player", amount: 10_000 });
    expect(t.views().display.coverage).toBeNull();
  });

  it("names the outcome and the wagers that would go back, on the wall and the tablet, until the first card", () => {
    const t = table(15_000);
    t.do({ type: "place-wager", seat: 1, bet: "banker", amount: 10_000 });
    t.do({ type: "place-wager", seat: 2, bet: "banker", amount: 10_000 });
    t.do({ type: "place-wager", seat: 3, bet: "player", amount: 1_000 });
    const c = t.views().display.coverage;
    expect(c?.scenario).toBe("Banker wins");
    expect(c?.bank).toBe(15_000);
    // Fortune 7 settles from the player left of the player-dealer (seat 6 here) and pays the Banker
    // line even money: seat 1 is paid $100, seat 2 only $50 (half its stake without action), and the
    // exhausted bank hands seat 3's losing Player wager back.
    expect(c?.actionKnown).toBe(true);
    expect(c?.actionSeat).toBe(6);
    expect(c?.shortBy).toBe(4_000);
    expect(c?.returned.map((r) => [r.seat, r.betName, r.uncovered])).toEqual([
      [2, "Banker line", 5_000],
      [3, "Player line", 1_000],
    ]);
    expect(t.views().dealer.coverage).toEqual(c);
    t.do({ type: "close-betting" });
    expect(t.views().display.coverage).toEqual(c);
    t.do({ type: "deal-card", card: "2S" });
    expect(t.views().display.coverage).toBeNull();
  });
});
