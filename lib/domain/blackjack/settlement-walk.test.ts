import { describe, expect, it } from "vitest";
import type { ActionSeat } from "../action-button";
import type { ResolvedWager } from "../bank-walk";
import { settlementWalk, type SettledRound } from "./settlement-walk";

type W = ResolvedWager & { readonly because: string };
const round: SettledRound = { bank: 10_000, table: { pdSeat: 1, seats: 5 }, game: { betOrder: ["main", "buster"], settlementDirection: "clockwise" } };
const button = { seat: 4, landedOn: 4, route: "counted" } as ActionSeat;
const win = (seat: number, bet: string, amount: number, winnings: number): W => ({ seat, bet, amount, resolution: { outcome: "win", winnings }, because: "a natural" });
const lose = (seat: number, bet: string, amount: number): W => ({ seat, bet, amount, resolution: { outcome: "lose" }, because: "a lower total" });

describe("the blackjack bank walk", () => {
  const wagers = [win(2, "main", 1000, 1500), win(2, "buster", 500, 2500), lose(3, "main", 1000), win(4, "main", 1000, 1000)];

  it("walks from the action seat, seat by seat in bet order, when no natural is paid at the deal", () => {
    const settled = settlementWalk(round, button, wagers, { seats: new Set(), source: "filing L1" });
    expect(settled.paidAtDeal).toBe(0);
    expect(settled.walk.lines.map((l) => [l.seat, l.bet])).toEqual([
      [4, "main"],
      [2, "main"],
      [2, "buster"],
      [3, "main"],
    ]);
    expect(settled.wagers).toEqual(wagers);
    expect(settled.walk.bankAfter).toBe(6000);
  });

  it("pays the game wager on a natural first, quoting the filing, and keeps its bonus bet in action", () => {
    const settled = settlementWalk(round, button, wagers, { seats: new Set([2, 3]), source: "filing L1" });
    expect(settled.paidAtDeal).toBe(1);
    expect(settled.walk.lines.map((l) => [l.seat, l.bet])).toEqual([
      [2, "main"],
      [4, "main"],
      [2, "buster"],
      [3, "main"],
    ]);
    expect(settled.wagers[0]?.because).toBe("paid at the deal (filing L1): a natural");
    // A losing game wager at a listed seat is not paid at the deal.
    expect(settled.wagers[2]?.because).toBe("a lower total");
    expect(settled.walk.bankAfter).toBe(10_000 - 1500 - 2500 + 1000 - 1000);
  });
});
