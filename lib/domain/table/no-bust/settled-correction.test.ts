import { describe, expect, it } from "vitest";
import { dealtNoBust, NoBustTable, SUPERVISOR } from "./test-kit";

/** No Bust 6.0: seat 1's 18 pushes the player-dealer's 18 (6D TH 2C), seat 2's doubled 20 wins $40.00; the walk done. */
function paid(): NoBustTable {
  const t = dealtNoBust();
  t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
  t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
  t.do({ type: "deal-card", card: "9D" });
  t.do({ type: "expose-hole-card", card: "TH" });
  t.do({ type: "deal-card", card: "2C" });
  t.do({ type: "settle" });
  expect(t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat} ${l.bet} ${l.action} ${l.amount}`)).toEqual(["s1 main push 0", "s2 main pay 2000", "s2 double pay 2000"]);
  return t.do({ type: "advance-settlement", through: 3 });
}

describe("a No Bust round corrected after its money was paid", () => {
  it("the player-dealer's third card was a 3: seat 1's push becomes a loss, seat 2 is paid as before", () => {
    const t = paid();
    t.do({ type: "correct-card", index: 7, card: "3C", reason: "misread the three" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toEqual({ pending: true });
    t.do({ type: "settle" });
    expect(t.views().dealer.settlementCorrection).toMatchObject({
      pending: false,
      lines: [{ who: "Seat 1", before: 0, after: -1_000, change: -1_000 }],
      bank: { before: -4_000, after: -3_000, change: 1_000 },
      words: "Collect $10.00 from Seat 1; pay $10.00 to the bank.",
    });
    // Seat 2's two lines ($40.00) were paid already and do not change: the walk is seat 1's difference and the bank's.
    const walk = t.views().dealer.settlement!;
    expect(walk.lines).toHaveLength(3);
    expect(walk.adjustment!.steps.map((s) => s.words)).toEqual(["Collect $10.00 from Seat 1", "Pay $10.00 to the bank"]);
    expect(t.try({ type: "advance-settlement", through: 3 })).toMatchObject({ code: "BAD_LINE" });
    const bank = walk.adjustment!.bankBefore;
    expect(bank).toBe(96_000);
    t.do({ type: "advance-settlement", through: 2 });
    t.do({ type: "end-round" });
    // The bank moves on as corrected: $1,000.00 - $40.00 + $10.00.
    expect(t.state.bank).toBe(97_000);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });
});
