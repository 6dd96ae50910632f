import { describe, expect, it } from "vitest";
import { EVERY_HAND_WINS } from "../common/blackjack-coverage";
import { ThreeCardPokerTable } from "./test-kit";

describe("the bank's coverage before the deal on a Three Card Poker table (issue 28 item 7)", () => {
  it("walks every hand beating a qualifying player-dealer (the Ante and an equal Play paid even money, the bonus bets lost) from the player-dealer's left, and stops once a stack is out", () => {
    const t = new ThreeCardPokerTable({ gameId: "three-card-poker-6cb" });
    t.seat([1, 2, 3, 4], 1, 6_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 2_000 });
    t.do({ type: "place-wager", seat: 2, bet: "pair-plus", amount: 1_000 });
    // $20 Ante: at most $40 to pay (Ante and Play) against a $60 bank.
    expect(t.views().display.coverage).toBeNull();
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 2_000 });
    const c = t.views().display.coverage!;
    expect(c.scenario).toBe(EVERY_HAND_WINS);
    expect([c.actionSeat, c.actionKnown]).toEqual([2, true]);
    // Seat 2: Ante $20 and Play $20 paid, Pair Plus $10 lost ($30 left); seat 3: Ante $20 paid, $10 of its Play covered.
    expect(c.returned.map((r) => [r.seat, r.betName, r.stake, r.uncovered])).toEqual([[3, "Play", 2_000, 1_000]]);
    expect(c.shortBy).toBe(1_000);
    expect(t.views().dealer.coverage).toEqual(c);
    t.next();
    expect(t.views().display.coverage).not.toBeNull();
    while (t.views().dealer.next.stack === undefined) t.next();
    t.next();
    expect(t.views().display.coverage).toBeNull();
  });

  it("names the walk from the first seat with a wager when the seat on the player-dealer's left is empty", () => {
    const t = new ThreeCardPokerTable({ gameId: "three-card-poker-6cb-mortimers" });
    t.seat([1, 2, 3, 4], 1, 3_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1_000 });
    t.do({ type: "place-wager", seat: 4, bet: "ante", amount: 1_000 });
    const c = t.views().display.coverage!;
    expect(c.actionSeat).toBe(3);
    expect(c.returned.map((r) => [r.seat, r.betName, r.uncovered])).toEqual([[4, "Play", 1_000]]);
  });
});
