import { describe, expect, it } from "vitest";
import { SUPERVISOR, Table } from "./test-kit";

describe("a baccarat card correction that would move a third card to the other hand", () => {
  it("is refused in words: the Player's 2 was a 3, so the Player stands on 6 and the Player's third card would have been the Banker's", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    t.do({ type: "close-betting" });
    // Player 2S 3D (5) draws 4H; Banker KH 5C (5) is still to draw.
    for (const card of ["2S", "KH", "3D", "5C", "4H"]) t.do({ type: "deal-card", card });
    const before = JSON.stringify(t.state);
    expect(t.try({ type: "correct-card", index: 0, card: "3S", reason: "misread" }, SUPERVISOR)).toEqual({
      code: "CORRECTION_BREAKS_DRAW",
      message: "With 3♠ the hand would have drawn differently (Card 5 would have gone to the Banker, not the Player.) Void the round instead.",
    });
    expect(JSON.stringify(t.state)).toBe(before);
    // A correction that leaves every card where it lies is taken.
    t.do({ type: "correct-card", index: 0, card: "AS", reason: "misread" }, SUPERVISOR);
    expect(t.views().supervisor.dealtCards.map((c) => c.card)).toEqual(["AS", "KH", "3D", "5C", "4H"]);
  });
});
