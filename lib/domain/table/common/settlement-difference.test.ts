import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BankWalkLine, SettlementAction } from "../../bank-walk";
import { adjustmentSteps, paidByLines, paidThrough, paidWhenCorrected, settlementDifference, walkLength } from "./settlement-difference";

const ACTIONS: readonly SettlementAction[] = ["pay", "collect", "return", "partial-pay", "partial-collect", "push"];

function line(seat: number, action: SettlementAction, amount: number, backline = false, bettor?: string): BankWalkLine {
  return { seat, bet: "main", backline, ...(bettor ? { bettor } : {}), stake: amount, outcome: "win", due: amount, action, amount, returned: 0, uncovered: 0, toPlayer: 0, bankAfter: 0 };
}

const walkLine = fc
  .record({
    seat: fc.integer({ min: 1, max: 8 }),
    action: fc.constantFrom(...ACTIONS),
    amount: fc.integer({ min: 0, max: 100_000 }),
    backline: fc.boolean(),
    bettor: fc.constantFrom(undefined, "Ann", "Bo"),
  })
  .map((l) => line(l.seat, l.action, l.amount, l.backline, l.bettor));

const walk = fc.array(walkLine, { maxLength: 12 });

describe("settlementDifference", () => {
  it("conserves money: the seats' changes and the bank's sum to zero, whatever was paid and however far the walk went", () => {
    fc.assert(
      fc.property(walk, walk, fc.nat({ max: 12 }), (paid, corrected, walked) => {
        const before = paidByLines(paid, walked);
        const after = paidByLines(corrected);
        const d = settlementDifference(before, after);
        expect(d.lines.reduce((s, l) => s + l.change, 0) + d.bank.change).toBe(0);
        // Each line is the difference for that bettor, and only bettors whose money changes are listed.
        for (const l of d.lines) {
          expect(l.change).not.toBe(0);
          expect(l.change).toBe((after.players.find((p) => p.who === l.who)?.net ?? 0) - (before.players.find((p) => p.who === l.who)?.net ?? 0));
        }
        // Corrected back to what was paid: nothing changes hands.
        expect(settlementDifference(after, after)).toMatchObject({ lines: [], bank: { change: 0, words: null }, words: "No money changes hands." });
      }),
    );
  });

  it("says each difference as the dealer makes it, seat by seat, then the bank", () => {
    const before = paidByLines([line(3, "pay", 2_000), line(1, "collect", 500), line(5, "push", 0)]);
    const after = paidByLines([line(3, "collect", 1_000), line(1, "collect", 500), line(5, "partial-pay", 700), line(5, "pay", 300, true, "Ann")]);
    expect(settlementDifference(before, after)).toEqual({
      lines: [
        { who: "Seat 3", seat: 3, before: 2_000, after: -1_000, change: -3_000, words: "collect $30.00 from Seat 3" },
        { who: "Seat 5", seat: 5, before: 0, after: 700, change: 700, words: "pay $7.00 to Seat 5" },
        { who: "Seat 5 backline (Ann)", seat: 5, before: 0, after: 300, change: 300, words: "pay $3.00 to Seat 5 backline (Ann)" },
      ],
      bank: { before: -1_500, after: 500, change: 2_000, words: "pay $20.00 to the bank" },
      words: "Collect $30.00 from Seat 3; pay $7.00 to Seat 5; pay $3.00 to Seat 5 backline (Ann); pay $20.00 to the bank.",
    });
  });

  it("the bank pays when the correction favours the players", () => {
    const d = settlementDifference(paidByLines([line(2, "collect", 1_000)]), paidByLines([line(2, "pay", 1_000)]));
    expect(d.words).toBe("Pay $20.00 to Seat 2; take $20.00 from the bank.");
  });
});

describe("paidWhenCorrected", () => {
  const lines = [line(1, "pay", 1_000), line(2, "collect", 400)];
  const settlement = { walk: { lines } };
  it("is nothing when no line was walked, the walked lines otherwise", () => {
    expect(paidWhenCorrected({ settlement, settledLines: 0 })).toBeNull();
    expect(paidWhenCorrected({ settlement: null, settledLines: 0 })).toBeNull();
    expect(paidWhenCorrected({ settlement, settledLines: 1 })).toEqual({ players: [{ who: "Seat 1", seat: 1, net: 1_000 }], bank: -1_000 });
  });
  it("after an earlier correction: the money kept then, and each difference made since", () => {
    const kept = { players: [{ who: "Seat 1", seat: 1, net: -1_000 }], bank: 1_000 };
    expect(paidWhenCorrected({ settlement: null, settledLines: 0, paidBefore: kept })).toBe(kept);
    expect(paidWhenCorrected({ settlement, settledLines: 0, paidBefore: kept })).toEqual(kept);
    // The differences: take $16.00 from the bank, collect $4.00 from Seat 2, pay $20.00 to Seat 1.
    expect(adjustmentSteps(settlementDifference(kept, paidByLines(lines))).map((s) => s.words)).toEqual(["Take $16.00 from the bank", "Collect $4.00 from Seat 2", "Pay $20.00 to Seat 1"]);
    expect(walkLength({ settlement, settledLines: 0, paidBefore: kept })).toBe(3);
    expect(walkLength({ settlement, settledLines: 0 })).toBe(2);
    // The bank's step moves what the seats' steps pay: the money on the table follows the seats.
    expect(paidWhenCorrected({ settlement, settledLines: 1, paidBefore: kept })).toEqual(kept);
    expect(paidWhenCorrected({ settlement, settledLines: 2, paidBefore: kept })).toEqual({ players: [{ who: "Seat 1", seat: 1, net: -1_000 }, { who: "Seat 2", seat: 2, net: -400 }], bank: 1_400 });
    expect(paidWhenCorrected({ settlement, settledLines: 3, paidBefore: kept })).toEqual({ players: [{ who: "Seat 1", seat: 1, net: 1_000 }, { who: "Seat 2", seat: 2, net: -400 }], bank: -600 });
  });
});

describe("the walk of differences after a correction of a round already paid", () => {
  it("has a step only where money changes, in an order the chips allow: from the bank, collections, payments, to the bank", () => {
    fc.assert(
      fc.property(walk, walk, fc.nat({ max: 12 }), (paid, corrected, walked) => {
        const before = paidByLines(paid, walked);
        const after = paidByLines(corrected);
        const steps = adjustmentSteps(settlementDifference(before, after));
        for (const step of steps) expect(step.change).not.toBe(0);
        // The bank's step is first when it pays, last when it is paid; the seats collect before they are paid.
        const bankAt = steps.findIndex((s) => s.seat === null);
        if (bankAt >= 0) expect(bankAt).toBe(steps[bankAt]!.change < 0 ? 0 : steps.length - 1);
        const seats = steps.filter((s) => s.seat !== null).map((s) => Math.sign(s.change));
        expect(seats).toEqual([...seats].sort((a, b) => a - b));
        // The chips in the dealer's hands never run short along the way, and none are left at the end.
        let hand = 0;
        for (const step of steps) {
          hand -= step.change;
          expect(hand).toBeGreaterThanOrEqual(0);
        }
        expect(hand).toBe(0);
        // Money is conserved at every step, and the whole walk leaves every bettor as corrected.
        for (let through = 0; through <= steps.length; through++) {
          const m = paidThrough(before, steps, through);
          expect(m.players.reduce((s, p) => s + p.net, 0) + m.bank).toBe(0);
        }
        const done = paidThrough(before, steps, steps.length);
        for (const p of after.players) expect(done.players.find((q) => q.who === p.who)?.net ?? 0).toBe(p.net);
        for (const p of done.players) expect(p.net).toBe(after.players.find((q) => q.who === p.who)?.net ?? 0);
        expect(done.bank).toBe(after.bank);
      }),
    );
  });
});
