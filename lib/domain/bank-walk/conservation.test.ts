import { describe, expect, it } from "vitest";
import { walkBank } from "./bank-walk";
import { conservationOf } from "./conservation";

const walk = walkBank({
  bank: 1000,
  pdSeat: 1,
  seats: 8,
  actionSeat: 2,
  order: "seat-by-seat",
  betOrder: ["base"],
  wagers: [
    { seat: 2, bet: "base", amount: 500, resolution: { outcome: "lose" } },
    { seat: 3, bet: "base", amount: 500, resolution: { outcome: "win", winnings: 1200 } },
    { seat: 4, bet: "base", amount: 500, resolution: { outcome: "win", winnings: 500 } },
  ],
});

describe("conservationOf", () => {
  it("balances a real walk", () => {
    expect(conservationOf(walk)).toEqual({ ok: true, staked: 2500, settled: 2500, badLines: [] });
  });

  it("catches a line that pays money the bank did not lose", () => {
    const lines = walk.lines.map((l, i) => (i === 1 ? { ...l, toPlayer: l.toPlayer + 1 } : l));
    const c = conservationOf({ ...walk, lines });
    expect(c.ok).toBe(false);
    expect(c.badLines).toEqual([1]);
    expect(c.settled).toBe(c.staked + 1);
  });

  it("catches a line that claims stake returned for lack of cover it did not have", () => {
    const paid = walk.lines.map((l, i) => (i === 1 ? { ...l, uncovered: 100 } : l));
    expect(conservationOf({ ...walk, lines: paid }).badLines).toEqual([1]);
    const short = walkBank({ bank: 300, pdSeat: 1, seats: 8, actionSeat: 2, order: "seat-by-seat", betOrder: ["base"], wagers: [{ seat: 2, bet: "base", amount: 500, resolution: { outcome: "win", winnings: 500 } }] });
    expect(conservationOf(short).ok).toBe(true);
    expect(conservationOf({ ...short, lines: short.lines.map((l) => ({ ...l, uncovered: l.uncovered + 1 })) }).badLines).toEqual([0]);
  });

  it("catches a closing bank that does not follow from the lines", () => {
    expect(conservationOf({ ...walk, bankAfter: walk.bankAfter - 1, pdNet: walk.pdNet - 1 }).ok).toBe(false);
    expect(conservationOf({ ...walk, pdNet: walk.pdNet + 5 }).ok).toBe(false);
  });
});
