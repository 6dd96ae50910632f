import { describe, expect, it } from "vitest";
import { describeBaccaratEvent } from "../baccarat/floor";
import { baccaratMachine } from "../baccarat/machine";
import { EMPTY_BACCARAT_TABLE } from "../baccarat/state";
import { DEALER, endedAndCorrectedToATie, SUPERVISOR } from "../baccarat/test-kit";

describe("undoing a difference marked done after a round was corrected once it ended", () => {
  it("takes back the last difference marked, in words; no more bets waits for it again; the log replays", () => {
    const t = endedAndCorrectedToATie();
    const steps = t.views().dealer.endedRound!.walk!.steps;
    expect(steps.map((s) => s.words)).toEqual(["Collect $20.00 from Seat 1", "Pay $10.00 to Seat 2", "Pay $10.00 to the bank"]);
    t.do({ type: "advance-settlement", through: 2 });
    expect(t.views().dealer.endedRound!.walk!.done).toBe(2);
    t.do({ type: "undo-settlement-line", reason: "seat 2 was not paid yet" }, SUPERVISOR);
    expect(t.views().dealer.endedRound!.walk!.done).toBe(1);
    expect(t.views().supervisor.endedRound!.walk!.done).toBe(1);
    // The event names the difference taken back, in the dealer's words.
    const before = t.log.slice(0, -1).reduce(baccaratMachine.evolve, EMPTY_BACCARAT_TABLE);
    expect(describeBaccaratEvent(t.log.at(-1)!, before)).toMatch(/^Difference 2 \(pay \$10\.00 to seat 2\) undone by .*: seat 2 was not paid yet$/i);
    // The round open for betting is not touched.
    expect(t.state.round).toMatchObject({ phase: "betting", settledLines: 0 });
    // All made, then the last undone: no more bets waits for it again.
    t.do({ type: "advance-settlement", through: 3 });
    expect(t.views().dealer.endedRound!.walk!.done).toBe(3);
    t.do({ type: "undo-settlement-line", reason: "the bank's chips were not moved" }, SUPERVISOR);
    expect(t.views().dealer.endedRound!.walk!.done).toBe(2);
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
    expect(t.try({ type: "close-betting" })).toMatchObject({ code: "DIFFERENCES_TO_MAKE" });
    t.do({ type: "advance-settlement", through: 3 });
    t.do({ type: "close-betting" });
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("is the floor's: the dealer alone cannot undo, and with nothing marked there is nothing to undo", () => {
    const t = endedAndCorrectedToATie();
    t.do({ type: "advance-settlement", through: 1 });
    expect(t.try({ type: "undo-settlement-line", reason: "wrong seat" }, DEALER)).toMatchObject({ code: "SUPERVISOR_ONLY" });
    t.do({ type: "undo-settlement-line", reason: "wrong seat" }, SUPERVISOR);
    expect(t.views().dealer.endedRound!.walk!.done).toBe(0);
    // Nothing marked now: the round open for betting has no settlement to undo.
    expect(t.try({ type: "undo-settlement-line", reason: "wrong seat" }, SUPERVISOR)).toMatchObject({ code: "NOT_SETTLING" });
  });
});
