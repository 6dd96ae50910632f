import { describe, expect, it } from "vitest";
import { SUPERVISOR, Table } from "./test-kit";

describe("a baccarat hand corrected after its money was paid", () => {
  it("the Banker's third card was a 4, not a 2: the Player's win becomes a tie, and the dealer is told to take the $20.00 back", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    t.do({ type: "close-betting" });
    // Player 2S 3D 4H (9), Banker KH 5C 2D (7).
    for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) t.do({ type: "deal-card", card });
    t.do({ type: "settle" });
    t.do({ type: "advance-settlement", through: 1 });
    t.do({ type: "correct-card", index: 5, card: "4D", reason: "misread the four" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toEqual({ pending: true });
    t.do({ type: "settle" });
    expect(t.views().dealer.settlementCorrection).toMatchObject({
      pending: false,
      lines: [{ who: "Seat 1", before: 2_000, after: 0, change: -2_000 }],
      words: "Collect $20.00 from Seat 1; pay $20.00 to the bank.",
    });
    // The walk is the differences, not the corrected lines (the Player line was paid already as a win).
    const walk = t.views().dealer.settlement!;
    expect(walk.adjustment?.steps.map((s) => s.words)).toEqual(["Collect $20.00 from Seat 1", "Pay $20.00 to the bank"]);
    expect(walk.toWalk).toBe(2);
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Collect $20.00 from Seat 1" });
    t.do({ type: "advance-settlement", through: 1 });
    expect(t.try({ type: "end-round" })).toMatchObject({ code: "SETTLEMENT_UNFINISHED", message: "Make every difference first: 1 to go." });
    t.do({ type: "advance-settlement", through: 2 });
    t.do({ type: "end-round" });
    // In force until the next round opens.
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Collect $20.00 from Seat 1; pay $20.00 to the bank." });
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });
});
