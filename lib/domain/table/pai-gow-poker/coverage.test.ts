import { describe, expect, it } from "vitest";
import { EVERY_HAND_WINS } from "../common/blackjack-coverage";
import { PaiGowTable } from "./test-kit";

describe("the bank's coverage before the deal on a pai gow poker table (issue 28 item 7)", () => {
  it("walks every game wager beating the player-dealer at even money, the bonus bets lost, from the worst seat the dice could pick, and stops once the piles are dealt", () => {
    const t = new PaiGowTable({ gameId: "fortune-pai-gow" });
    t.seat([1, 2, 3, 4, 5, 6, 7], 1, 10_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
    t.do({ type: "place-wager", seat: 2, bet: "fortune", amount: 500 });
    t.do({ type: "place-wager", seat: 4, bet: "game", amount: 2_500 });
    // $75 of game wagers against a $100 bank: covered, whatever the hands.
    expect(t.views().display.coverage).toBeNull();
    t.do({ type: "place-wager", seat: 5, bet: "game", amount: 4_000 });
    const c = t.views().display.coverage!;
    expect(c.scenario).toBe(EVERY_HAND_WINS);
    expect(c.actionKnown).toBe(false);
    // $115 to pay against $100 and the $5 Fortune lost: $10 short. Counted from seat 3 (dice on seat 3), seat 2's
    // game wager comes last, before its Fortune is collected: $15 of it goes back, and the bank, empty, takes no
    // action on the Fortune either (the most of any start).
    expect(c.shortBy).toBe(1_000);
    expect(c.actionSeat).toBe(3);
    expect(c.returned.map((r) => [r.seat, r.betName, r.stake, r.uncovered])).toEqual([
      [2, "Game wager", 5_000, 1_500],
      [2, "Fortune Bonus", 500, 500],
    ]);
    expect(t.views().dealer.coverage).toEqual(c);
    t.do({ type: "close-betting" });
    expect(t.views().display.coverage).not.toBeNull();
    t.do({ type: "deal-piles" });
    expect(t.views().display.coverage).toBeNull();
  });
});
