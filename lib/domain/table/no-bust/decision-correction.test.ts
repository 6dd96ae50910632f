import { describe, expect, it } from "vitest";
import { DEALER, dealtNoBust, NoBustTable, SUPERVISOR } from "./test-kit";

const fix = (index: number, decision: "hit" | "stand" | "double" | "split" | "surrender") => ({ type: "correct-decision" as const, index, decision, reason: "wrong button" });
const stepOf = (t: NoBustTable, seat: number) => t.state.round!.steps.findIndex((s) => s.kind === "decide" && s.seat === seat);

// No Bust 6.0, seats 1 and 2 against the player-dealer in seat 8: seat 1 holds hard 18, seat 2 holds 11, a 6 up; the fees dropped (dealtNoBust).
describe("a No Bust player's decision corrected by the floor", () => {
  it("seat 2's Double was a Hit: the round replays with the hit card, the double's money gone, seat 2 to decide again", () => {
    const t = dealtNoBust();
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    t.do({ type: "deal-card", card: "4D" });
    const decisions = t.views().dealer.decisions;
    expect(decisions.map((d) => `${d.who}: ${d.words} (or ${d.options.map((o) => o.words).join(", ")})`)).toEqual([expect.stringMatching(/^Seat 1: Stand \(or Hit/), expect.stringMatching(/^Seat 2: Double \(or Hit/)]);
    expect(t.try(fix(stepOf(t, 2), "hit"), DEALER)?.code).toBe("SUPERVISOR_ONLY");
    t.do(fix(stepOf(t, 2), "hit"), SUPERVISOR);
    const hand = t.state.round!.play!.players.find((p) => p.seat === 2)!.hands[0]!;
    expect(hand.cards).toEqual(["5H", "6S", "4D"]);
    expect(hand.doubled).toBeNull();
    expect(t.views().dealer.next.decide?.seat).toBe(2);
    expect(t.views().dealer.corrections.map((c) => c.words)).toEqual(["Seat 2: Double → Hit"]);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("refuses, in words, a change the cards recorded after it cannot follow, and one the rules did not allow", () => {
    const t = dealtNoBust();
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
    t.do({ type: "deal-card", card: "4D" });
    t.do({ type: "expose-hole-card", card: "KS" });
    // Seat 1's Stand was a Hit: seat 1 would have taken the next card, but seat 2's Double is recorded next.
    expect(t.try(fix(stepOf(t, 1), "hit"), SUPERVISOR)).toMatchObject({ code: "CORRECTION_BREAKS_ROUND", message: expect.stringMatching(/^With Hit instead of Stand, the round would not have gone on as recorded after it \(the next card goes to seat 1\): void the round or declare a misdeal\.$/) });
    // Seat 2's Double was a Stand: the 4D was dealt where no card was due.
    expect(t.try(fix(stepOf(t, 2), "stand"), SUPERVISOR)).toMatchObject({ code: "CORRECTION_BREAKS_ROUND", message: expect.stringMatching(/^With Stand instead of Double, no card was due where the next card was dealt to seat 2 \(.*\): void the round or declare a misdeal\.$/) });
    expect(t.try(fix(stepOf(t, 2), "split"), SUPERVISOR)).toMatchObject({ code: "DECISION_NOT_ALLOWED", message: expect.stringMatching(/^Seat 2 could not Split at that point: /) });
    expect(t.state.round!.corrections).toEqual([]);
  });
});
