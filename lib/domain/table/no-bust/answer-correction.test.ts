import { describe, expect, it } from "vitest";
import { describeNoBustEvent } from "./floor";
import { DEALER, dealtNoBust, NoBustTable, SUPERVISOR } from "./test-kit";

// A seat's insurance answer recorded wrongly, corrected by the floor as a decision is
// (docs/rules-decisions/decision-corrections.md DC8): No Bust 6.0 offers insurance on an ace up,
// "any amount up to half (1/2) of their original wager", paid 2 to 1 on a Natural (seed 003
// L866-871); the 2014 edition the same (L3180-3189). No Bust has no early surrender: its surrender
// is a decision in turn (L873-875, L3190-3196), corrected as the other decisions are.

type Answer = "insurance" | "no-insurance" | "hit" | "stand";
const fix = (index: number, decision: Answer, amount?: number, reason = "the dealer recorded the wrong answer") => ({ type: "correct-decision" as const, index, decision, ...(amount !== undefined ? { amount } : {}), reason });

/** No Bust 6.0, seats 1 ($10) and 2 ($20) against the player-dealer in seat 8, an ace up: seat 1 holds hard 18, seat 2 holds 11; the fees dropped. */
const dealt = (): NoBustTable => dealtNoBust("AD");

/** Seat 1 insures for `i1` (half its wager unless said), seat 2 for `i2` (declines unless said). */
function answered(t = dealt(), [i1, i2]: readonly [number, number] = [500, 0]): NoBustTable {
  t.do({ type: "insurance", seat: 1, amount: i1 });
  return t.do({ type: "insurance", seat: 2, amount: i2 });
}

/** The step index of seat `seat`'s insurance answer. */
function answerAt(t: NoBustTable, seat: number): number {
  return t.state.round!.steps.findIndex((s) => s.kind === "insurance" && s.seat === seat);
}

const insuranceOf = (t: NoBustTable, seat: number) => t.state.round!.play!.players.find((p) => p.seat === seat)!.insurance;
const walkLines = (t: NoBustTable) => t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat} ${l.bet} ${l.action} ${l.amount}`);

describe("a No Bust insurance answer corrected by the floor (DC8)", () => {
  it("is listed in words with the other answer (and the amounts the seat could insure), and a declined insurance corrected to taken replays the round with it", () => {
    const t = answered();
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    expect(t.views().supervisor.decisions.filter((d) => d.decision.includes("insurance"))).toEqual([
      {
        index: answerAt(t, 1),
        who: "Seat 1",
        decision: "insurance",
        words: "Insurance taken ($5.00)",
        amount: 500,
        options: [
          { decision: "no-insurance", words: "Declined", change: "Seat 1: insurance taken ($5.00) → declined" },
          // Another amount of the same answer: a cent to half the $10.00 wager.
          { decision: "insurance", words: "Taken, another amount", change: "Seat 1: insurance taken ($5.00) → taken", amounts: { min: 1, max: 500 } },
        ],
      },
      // Any amount from a cent to half the $20.00 wager (L868-871).
      { index: answerAt(t, 2), who: "Seat 2", decision: "no-insurance", words: "Insurance declined", options: [{ decision: "insurance", words: "Taken", change: "Seat 2: insurance declined → taken", amounts: { min: 1, max: 1_000 } }] },
    ]);
    // The dealer cannot: a supervisor approves it.
    expect(t.try(fix(answerAt(t, 2), "insurance"), DEALER)?.code).toBe("SUPERVISOR_ONLY");
    // Taken with no amount named: half the wager, the most the filing allows.
    t.do(fix(answerAt(t, 2), "insurance"), SUPERVISOR);
    expect(insuranceOf(t, 2)).toBe(1_000);
    const event = t.log.at(-1)!;
    expect(event).toMatchObject({ type: "DecisionCorrected", seat: 2, hand: null, from: "no-insurance", to: "insurance", words: "Seat 2: insurance declined → taken ($10.00)", approvedBy: SUPERVISOR.id });
    expect(describeNoBustEvent(event, t.state)).toMatch(/^Decision corrected, Seat 2: insurance declined → taken \(\$10\.00\), by .+: the dealer recorded the wrong answer; the round replayed with it$/);
    expect(t.views().dealer.corrections[0]!.words).toBe("Seat 2: insurance declined → taken ($10.00)");
    // The corrected round is the round played with seat 2's insurance from the start; it plays on where it was: seat 2 to decide.
    const straight = answered(dealt(), [500, 1_000]);
    straight.do({ type: "check-hole-card", card: "5D" });
    straight.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    expect(t.state.round!.play).toEqual(straight.state.round!.play);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
    expect(t.views().dealer.next.decide).toMatchObject({ seat: 2 });
  });

  it("taken corrected to declined, declined to taken for less than half, and the amount alone; refused in words past half the wager or for the same answer", () => {
    const t = answered();
    t.do(fix(answerAt(t, 1), "no-insurance"), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 1: insurance taken ($5.00) → declined" });
    expect(insuranceOf(t, 1)).toBe(0);
    t.do(fix(answerAt(t, 2), "insurance", 250), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 2: insurance declined → taken ($2.50)" });
    expect(insuranceOf(t, 2)).toBe(250);
    expect(t.try(fix(answerAt(t, 1), "insurance", 501), SUPERVISOR)).toEqual({
      code: "DECISION_NOT_ALLOWED",
      message: "Seat 1: insurance declined → taken ($5.01) is not an answer the rules allowed then: insurance is 0 to half the game wager, $5.00 (seed 003 L866-871).",
    });
    t.do(fix(answerAt(t, 2), "insurance", 1_000), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 2: insurance taken ($2.50) → taken ($10.00)" });
    expect(t.try(fix(answerAt(t, 2), "insurance", 1_000), SUPERVISOR)).toEqual({ code: "SAME_DECISION", message: "That is the answer already on record: Seat 2: Insurance taken ($10.00)." });
    expect(t.state.round!.corrections).toHaveLength(3);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("refuses a decision in place of an insurance answer, an answer in place of a decision, and early surrender, which No Bust does not offer", () => {
    const t = answered();
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    expect(t.try(fix(answerAt(t, 2), "hit"), SUPERVISOR)).toEqual({
      code: "DECISION_NOT_ALLOWED",
      message: "Seat 2: Insurance declined can only be corrected to another answer to the same offer: insurance taken or insurance declined.",
    });
    const stand = t.state.round!.steps.findIndex((s) => s.kind === "decide");
    expect(t.try(fix(stand, "insurance"), SUPERVISOR)).toMatchObject({ code: "DECISION_NOT_ALLOWED", message: /^Seat 1: Stand can only be corrected to another answer/ });
    // No Bust's commands name no early surrender: refused before the table reads it.
    expect(t.try({ ...fix(answerAt(t, 2), "no-insurance"), decision: "early-surrender" }, SUPERVISOR)?.code).toBe("BAD_COMMAND");
    expect(t.state.round!.corrections).toEqual([]);
  });

  it("against a player-dealer Natural, settled and paid: the insurance corrected to taken pays 2 to 1, the difference said per seat and for the bank", () => {
    const t = answered(dealt(), [0, 0]);
    // The checked hole card makes a Natural: no player acts (L866-871, the peek).
    t.do({ type: "check-hole-card", card: "KH" });
    t.do({ type: "settle" });
    expect(walkLines(t)).toEqual(["s1 main collect 1000", "s2 main collect 2000"]);
    t.do({ type: "advance-settlement", through: 2 });
    t.do(fix(answerAt(t, 2), "insurance", undefined, "seat 2 insured for half"), SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toEqual({ pending: true });
    t.do({ type: "settle" });
    expect(walkLines(t)).toContain("s2 insurance pay 2000");
    expect(t.views().dealer.settlementCorrection).toMatchObject({
      pending: false,
      lines: [{ who: "Seat 2", change: 2_000 }],
      bank: { change: -2_000 },
      words: "Pay $20.00 to Seat 2; take $20.00 from the bank.",
    });
    expect(t.state.round!.settlement!.conservation.ok).toBe(true);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("without a Natural, settled and paid: the insurance taken corrected to declined gives the seat back the insurance it lost", () => {
    const t = answered();
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 1, hand: 0, decision: "stand" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    t.do({ type: "expose-hole-card" });
    // The player-dealer draws as its chart says (twos until it stands): no Natural, seat 1's insurance lost.
    for (let i = 0; t.views().dealer.next.command !== "settle" && i < 6; i++) t.do({ type: "deal-card", card: "2C" });
    t.do({ type: "settle" });
    expect(walkLines(t)).toContain("s1 insurance collect 500");
    t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
    t.do(fix(answerAt(t, 1), "no-insurance", undefined, "seat 1 never insured"), SUPERVISOR);
    t.do({ type: "settle" });
    expect(t.views().dealer.settlementCorrection).toMatchObject({ pending: false, words: "Pay $5.00 to Seat 1; take $5.00 from the bank." });
    expect(t.state.round!.settlement!.conservation.ok).toBe(true);
  });
});
