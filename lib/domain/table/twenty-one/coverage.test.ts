import { describe, expect, it } from "vitest";
import { EVERY_HAND_WINS } from "./coverage";
import { TwentyOneTable } from "./test-kit";

describe("the bank's coverage before the deal on a twenty-one table", () => {
  it("warns when every hand beating the player-dealer would empty the bank, naming the wagers that would go back, and stops once a card is out", () => {
    const t = new TwentyOneTable({ gameId: "pure-21-5" });
    t.seat([1, 2, 3, 4], 4, 2_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    expect(t.views().display.coverage).toBeNull();
    t.do({ type: "place-wager", seat: 3, bet: "main", amount: 1_000 });
    const c = t.views().display.coverage;
    expect(c?.scenario).toBe(EVERY_HAND_WINS);
    expect(c?.shortBy).toBe(1_000);
    expect(c?.returned.map((r) => [r.betName, r.uncovered])).toEqual([["Game wager", 1_000]]);
    t.do({ type: "close-betting" });
    t.do({ type: "deal-card", card: "9S" });
    expect(t.views().display.coverage).toBeNull();
  });
});
