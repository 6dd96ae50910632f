import { describe, expect, it } from "vitest";
import { EVERY_HAND_WINS } from "../common/blackjack-coverage";
import { TilesTable } from "./test-kit";

describe("the bank's coverage before the dice on a Pai Gow Tiles table (issue 28 item 7)", () => {
  it("warns when every hand beating the player-dealer's at even money would empty the bank, naming what would go back, counted from the worst seat the dice could pick, and stops once the dice are thrown", () => {
    const t = new TilesTable();
    t.seat([1, 3, 5, 6], 1, 5_000);
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
    t.do({ type: "place-wager", seat: 5, bet: "main", amount: 3_000 });
    // $50.00 of wagers against a $50.00 bank: covered, whatever the hands.
    expect(t.views().display.coverage).toBeNull();
    t.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000, backline: false });
    t.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000, backline: true, bettor: "Ann" });
    const c = t.views().display.coverage!;
    expect(c.scenario).toBe(EVERY_HAND_WINS);
    expect(c.bank).toBe(5_000);
    expect(c.shortBy).toBe(2_000);
    expect(c.actionKnown).toBe(false);
    // The worst start leaves $20.00 without action; the tablet shows the same warning.
    expect(c.returned.reduce((s, r) => s + r.uncovered, 0)).toBe(2_000);
    expect(t.views().dealer.coverage).toEqual(c);
    t.do({ type: "close-betting" });
    expect(t.views().display.coverage).not.toBeNull();
    t.do({ type: "roll-dice", total: 11 });
    expect(t.views().display.coverage).toBeNull();
  });
});
