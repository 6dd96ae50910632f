import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { coverageForecast, coveredInAnyOrder, type CoverageScenario } from "./coverage";
import { walkBank, type ResolvedWager } from "./bank-walk";

const evenMoney = (seat: number, bet: string, amount: number): ResolvedWager => ({ seat, bet, amount, resolution: { outcome: "win", winnings: amount } });
const loses = (seat: number, bet: string, amount: number): ResolvedWager => ({ seat, bet, amount, resolution: { outcome: "lose" } });
const table = { pdSeat: 8, seats: 8, order: "seat-by-seat" as const, betOrder: ["player", "banker"] };

describe("coverage before the deal (issue 14, item 8; seed 000 L13)", () => {
  it("a bank that covers every outcome says so", () => {
    const f = coverageForecast({ ...table, bank: 10_000, actionSeat: 1, scenarios: [{ name: "Banker wins", wagers: [evenMoney(1, "banker", 5_000), loses(2, "player", 2_000)] }] });
    expect(f).toEqual({ covered: true, scenario: null, actionSeat: null, actionKnown: true, shortBy: 0, returned: [] });
  });

  it("names the outcome and the wagers that would go back, in action order from the action seat", () => {
    const scenarios: CoverageScenario[] = [
      { name: "Banker wins", wagers: [evenMoney(1, "banker", 3_000), evenMoney(2, "banker", 3_000), evenMoney(3, "banker", 3_000)] },
      { name: "Player wins", wagers: [loses(1, "banker", 3_000), loses(2, "banker", 3_000), loses(3, "banker", 3_000)] },
    ];
    // Bank $50: seat 2 pays first ($30), seat 3 gets $20 of $30 (a third of its stake without action), seat 1 goes back.
    const f = coverageForecast({ ...table, bank: 5_000, actionSeat: 2, scenarios });
    expect(f.covered).toBe(false);
    expect(f.scenario).toBe("Banker wins");
    expect(f.actionSeat).toBe(2);
    expect(f.shortBy).toBe(4_000);
    expect(f.returned).toEqual([
      { seat: 3, bet: "banker", stake: 3_000, uncovered: 1_000 },
      { seat: 1, bet: "banker", stake: 3_000, uncovered: 3_000 },
    ]);
  });

  it("with the action button placed after the deal, the worst seat it could land on", () => {
    const wagers = [evenMoney(1, "player", 1_000), loses(2, "banker", 5_000), evenMoney(3, "player", 1_000)];
    const f = coverageForecast({ ...table, bank: 1_000, actionSeat: null, scenarios: [{ name: "Player wins", wagers }] });
    // From seat 1 the bank is spent on seat 1: seat 2's losing $50 and seat 3 go back untouched. From
    // seat 2 the collection comes first and everything is covered; from seat 3 only seat 1 goes back.
    expect(f.actionKnown).toBe(false);
    expect(f.actionSeat).toBe(1);
    expect(f.returned).toEqual([
      { seat: 2, bet: "banker", stake: 5_000, uncovered: 5_000 },
      { seat: 3, bet: "player", stake: 1_000, uncovered: 1_000 },
    ]);
  });

  it("never names more without action than the wagers' stakes, and nothing when the bank covers what they could win or lose", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ seat: fc.integer({ min: 1, max: 7 }), amount: fc.integer({ min: 100, max: 50_000 }), win: fc.boolean() }), { maxLength: 12 }), fc.integer({ min: 0, max: 200_000 }), (ws, bank) => {
        const wagers = ws.map((w) => (w.win ? evenMoney(w.seat, "player", w.amount) : loses(w.seat, "player", w.amount)));
        const f = coverageForecast({ ...table, bank, actionSeat: null, scenarios: [{ name: "x", wagers }] });
        const due = wagers.reduce((s, w) => s + (w.resolution.outcome === "win" ? w.resolution.winnings : 0), 0);
        const lost = wagers.reduce((s, w) => s + (w.resolution.outcome === "lose" ? w.amount : 0), 0);
        // The bank runs out only when winners take all of it, and wins at most itself: inside both, all is covered.
        if (due < bank && lost <= bank) expect(f.covered).toBe(true);
        for (const r of f.returned) expect(r.uncovered).toBeLessThanOrEqual(r.stake);
      }),
    );
  });

  it("the check without a walk says covered only when every walk from every seat leaves nothing without action", () => {
    const outcome = fc.oneof(fc.constant({ outcome: "lose" as const }), fc.constant({ outcome: "push" as const }), fc.integer({ min: 0, max: 120_000 }).map((winnings) => ({ outcome: "win" as const, winnings })));
    fc.assert(
      fc.property(fc.array(fc.record({ seat: fc.integer({ min: 1, max: 7 }), amount: fc.integer({ min: 100, max: 50_000 }), resolution: outcome }), { maxLength: 12 }), fc.integer({ min: 0, max: 200_000 }), (ws, bank) => {
        const wagers: ResolvedWager[] = ws.map((w) => ({ seat: w.seat, bet: "player", amount: w.amount, resolution: w.resolution }));
        if (!coveredInAnyOrder(bank, wagers)) return;
        for (let actionSeat = 1; actionSeat <= 7; actionSeat++) {
          const walk = walkBank({ ...table, bank, actionSeat, wagers });
          expect(walk.lines.every((l) => l.uncovered === 0)).toBe(true);
        }
      }),
    );
  });
});
