import { describe, expect, it } from "vitest";
import { walkLength } from "../common/settlement-difference";
import { describeTwentyOneEvent } from "./floor";
import { DEALER, SUPERVISOR, TwentyOneTable } from "./test-kit";

// A seat's insurance or early-surrender answer recorded wrongly, corrected by the floor as a
// decision is (docs/rules-decisions/decision-corrections.md DC8): Kings' Blackjack X offers both
// (seed 004 L1062-1076, L1085), insurance at 1% to half the wager.

type Answer = "insurance" | "no-insurance" | "early-surrender" | "play-on" | "hit" | "stand";
const fix = (index: number, decision: Answer, amount?: number, reason = "the dealer recorded the wrong answer") => ({ type: "correct-decision" as const, index, decision, ...(amount !== undefined ? { amount } : {}), reason });

/** Blackjack X, seats 2 ($10), 3 ($10), 4 ($20) against the player-dealer in seat 1, an ace up: seat 2 holds 11, seat 3 17, seat 4 15. */
function dealt(): TwentyOneTable {
  const t = new TwentyOneTable({ gameId: "blackjack-x", decks: 6 });
  t.seat([1, 2, 3, 4], 1, 100_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  for (const [seat, amount] of [[2, 1_000], [3, 1_000], [4, 2_000]] as const) t.do({ type: "place-wager", seat, bet: "main", amount });
  t.do({ type: "close-betting" });
  return t.deal([["s2", "9S"], ["s3", "TS"], ["s4", "TD"], ["pd", "AH"], ["s2", "2D"], ["s3", "7S"], ["s4", "5C"], ["pd", "down"]]);
}

/** Seat 2 insures for half its wager, seats 3 and 4 decline; seats 2 and 3 play on, seat 4 surrenders early. */
function answered(t = dealt(), answers: { insurance?: readonly [number, number, number]; surrender?: readonly [boolean, boolean, boolean] } = {}): TwentyOneTable {
  const [i2, i3, i4] = answers.insurance ?? [500, 0, 0];
  const [s2, s3, s4] = answers.surrender ?? [false, false, true];
  t.do({ type: "insurance", seat: 2, amount: i2 });
  t.do({ type: "insurance", seat: 3, amount: i3 });
  t.do({ type: "insurance", seat: 4, amount: i4 });
  t.do({ type: "early-surrender", seat: 2, surrender: s2 });
  t.do({ type: "early-surrender", seat: 3, surrender: s3 });
  t.do({ type: "early-surrender", seat: 4, surrender: s4 });
  return t;
}

/** The step index of seat `seat`'s answer of kind `kind`. */
function answerAt(t: TwentyOneTable, kind: "insurance" | "surrender", seat: number): number {
  return t.state.round!.steps.findIndex((s) => s.kind === kind && s.seat === seat);
}

describe("a twenty-one insurance answer corrected by the floor (DC8)", () => {
  it("is listed in words with the other answer (and the amounts the seat could insure), and a declined insurance corrected to taken replays the round with it", () => {
    const t = answered();
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    const listed = t.views().supervisor.decisions;
    expect(listed.filter((d) => d.decision.includes("insurance"))).toEqual([
      {
        index: answerAt(t, "insurance", 2),
        who: "Seat 2",
        decision: "insurance",
        words: "Insurance taken ($5.00)",
        amount: 500,
        options: [
          { decision: "no-insurance", words: "Declined", change: "Seat 2: insurance taken ($5.00) → declined" },
          // Another amount of the same answer, within the seat's bounds (1% to half the wager).
          { decision: "insurance", words: "Taken, another amount", change: "Seat 2: insurance taken ($5.00) → taken", amounts: { min: 10, max: 500 } },
        ],
      },
      { index: answerAt(t, "insurance", 3), who: "Seat 3", decision: "no-insurance", words: "Insurance declined", options: [{ decision: "insurance", words: "Taken", change: "Seat 3: insurance declined → taken", amounts: { min: 10, max: 500 } }] },
      { index: answerAt(t, "insurance", 4), who: "Seat 4", decision: "no-insurance", words: "Insurance declined", options: [{ decision: "insurance", words: "Taken", change: "Seat 4: insurance declined → taken", amounts: { min: 20, max: 1_000 } }] },
    ]);
    // The dealer cannot: a supervisor approves it.
    expect(t.try(fix(answerAt(t, "insurance", 3), "insurance"), DEALER)?.code).toBe("SUPERVISOR_ONLY");
    // Taken with no amount named: half the wager, the most the filing allows (L1072).
    t.do(fix(answerAt(t, "insurance", 3), "insurance"), SUPERVISOR);
    expect(t.state.round!.play!.players.find((p) => p.seat === 3)!.insurance).toBe(500);
    const event = t.log.at(-1)!;
    expect(event).toMatchObject({ type: "DecisionCorrected", seat: 3, hand: null, from: "no-insurance", to: "insurance", words: "Seat 3: insurance declined → taken ($5.00)", approvedBy: SUPERVISOR.id });
    expect(describeTwentyOneEvent(event, t.state)).toBe(`Decision corrected, Seat 3: insurance declined → taken ($5.00), by ${SUPERVISOR.id}: the dealer recorded the wrong answer; the round replayed with it`);
    expect(t.views().dealer.corrections[0]!.words).toBe("Seat 3: insurance declined → taken ($5.00)");
    // The corrected round is the round played with seat 3's insurance from the start; it plays on where it was.
    const straight = answered(dealt(), { insurance: [500, 500, 0] });
    straight.do({ type: "check-hole-card", card: "5D" });
    straight.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    expect(t.state.round!.play).toEqual(straight.state.round!.play);
    expect(t.replay()).toEqual(t.state);
    expect(t.views().dealer.next.decide).toMatchObject({ seat: 3 });
  });

  it("taken corrected to declined, and declined to taken for less than half, within the game's bounds; refused in words outside them", () => {
    const t = answered();
    t.do(fix(answerAt(t, "insurance", 2), "no-insurance"), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 2: insurance taken ($5.00) → declined" });
    expect(t.state.round!.play!.players.find((p) => p.seat === 2)!.insurance).toBe(0);
    // Blackjack X: 1% to half the wager (L1072). $2.00 of seat 4's $20.00 is taken; 10 cents is not.
    t.do(fix(answerAt(t, "insurance", 4), "insurance", 200), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 4: insurance declined → taken ($2.00)" });
    expect(t.try(fix(answerAt(t, "insurance", 3), "insurance", 5), SUPERVISOR)).toEqual({
      code: "DECISION_NOT_ALLOWED",
      message: "Seat 3: insurance declined → taken ($0.05) is not an answer the rules allowed then: insurance is 0 (declined) or $0.10 (1%) to $5.00 (half the wager) (seed 004 L1069-1076).",
    });
    expect(t.try(fix(answerAt(t, "insurance", 3), "insurance", 501), SUPERVISOR)?.code).toBe("DECISION_NOT_ALLOWED");
    // The amount alone may be corrected: $2.00 that was $4.00.
    t.do(fix(answerAt(t, "insurance", 4), "insurance", 400), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 4: insurance taken ($2.00) → taken ($4.00)" });
    expect(t.try(fix(answerAt(t, "insurance", 4), "insurance", 400), SUPERVISOR)).toEqual({ code: "SAME_DECISION", message: "That is the answer already on record: Seat 4: Insurance taken ($4.00)." });
  });

  it("refuses an answer to another offer, or a decision, in place of an insurance answer, and an answer in place of a decision", () => {
    const t = answered();
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    expect(t.try(fix(answerAt(t, "insurance", 3), "play-on"), SUPERVISOR)).toEqual({
      code: "DECISION_NOT_ALLOWED",
      message: "Seat 3: Insurance declined can only be corrected to another answer to the same offer: insurance taken or insurance declined.",
    });
    expect(t.try(fix(answerAt(t, "insurance", 3), "hit"), SUPERVISOR)?.code).toBe("DECISION_NOT_ALLOWED");
    const stand = t.state.round!.steps.findIndex((s) => s.kind === "decide");
    expect(t.try(fix(stand, "insurance"), SUPERVISOR)).toMatchObject({ code: "DECISION_NOT_ALLOWED", message: /^Seat 2: Stand can only be corrected to another answer/ });
  });

  it("against a player-dealer natural, settled: the insurance corrected pays, and the difference is said per seat", () => {
    const t = answered(dealt(), { insurance: [500, 0, 0], surrender: [false, false, false] });
    // The hole card makes a natural: no more action (L1086).
    t.do({ type: "check-hole-card", card: "KH" });
    t.do({ type: "settle" });
    expect(t.ledger()).toContain("s3 main collect 1000");
    t.do({ type: "advance-settlement", through: walkLength(t.state.round!) });
    t.do(fix(answerAt(t, "insurance", 3), "insurance"), SUPERVISOR);
    t.do({ type: "settle" });
    expect(t.ledger()).toContain("s3 insurance pay 1000");
    expect(t.views().dealer.settlementCorrection).toMatchObject({ pending: false, words: "Pay $10.00 to Seat 3; take $10.00 from the bank." });
    expect(t.state.round!.settlement!.conservation.ok).toBe(true);
  });
});

describe("a twenty-one early-surrender answer corrected by the floor (DC8)", () => {
  it("plays on corrected to surrendered before the seat's turn: the hand is surrendered and the round goes on", () => {
    const t = answered();
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    t.do(fix(answerAt(t, "surrender", 3), "early-surrender", undefined, "seat 3 surrendered, the dealer tapped No"), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ from: "play-on", to: "early-surrender", words: "Seat 3: plays on → surrendered" });
    expect(t.state.round!.play!.players.find((p) => p.seat === 3)!.hands[0]!.surrendered).toBe(true);
    // Seats 3 and 4 surrendered: seat 2 stood, the hole card is next.
    expect(t.views().dealer.next.label).toMatch(/hole card/i);
    expect(t.replay()).toEqual(t.state);
  });

  it("surrendered corrected to plays on: taken while the seat's turn has not come, refused in words once the round went on without it", () => {
    const early = answered();
    early.do({ type: "check-hole-card", card: "5D" });
    early.do(fix(answerAt(early, "surrender", 4), "play-on"), SUPERVISOR);
    expect(early.log.at(-1)).toMatchObject({ words: "Seat 4: surrendered → plays on" });
    expect(early.state.round!.play!.players.find((p) => p.seat === 4)!.hands[0]!.surrendered).toBe(false);

    // Seats 2 and 3 stood and the hole card was turned over: seat 4 would have had its turn first.
    const late = answered();
    late.do({ type: "check-hole-card", card: "5D" });
    late.do({ type: "player-decision", seat: 2, hand: 0, decision: "stand" });
    late.do({ type: "player-decision", seat: 3, hand: 0, decision: "stand" });
    late.do({ type: "expose-hole-card" });
    expect(late.try(fix(answerAt(late, "surrender", 4), "play-on"), SUPERVISOR)).toEqual({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With the answer corrected (Seat 4: surrendered → plays on), the round would not have gone on as recorded after it (seat 4 is to decide (hit, stand, double)): void the round or declare a misdeal.",
    });
  });

  it("plays on corrected to surrendered once the hand got a card: refused in words (a surrendered hand takes no card)", () => {
    const t = answered();
    t.do({ type: "check-hole-card", card: "5D" });
    t.do({ type: "player-decision", seat: 2, hand: 0, decision: "hit" });
    t.deal([["s2", "4H"]]);
    expect(t.try(fix(answerAt(t, "surrender", 2), "early-surrender"), SUPERVISOR)).toEqual({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With the answer corrected (Seat 2: plays on → surrendered), the round would not have gone on as recorded after it (seat 3 is to decide (hit, stand, double)): void the round or declare a misdeal.",
    });
    const before = JSON.stringify(t.state);
    expect(t.try(fix(answerAt(t, "surrender", 2), "early-surrender"), SUPERVISOR)?.code).toBe("CORRECTION_BREAKS_ROUND");
    expect(JSON.stringify(t.state)).toBe(before);
  });

  it("against a player-dealer natural, settled and paid: surrendered corrected to plays on loses the whole wager, the difference said per seat", () => {
    const t = answered(dealt(), { insurance: [0, 0, 0], surrender: [false, false, true] });
    t.do({ type: "check-hole-card", card: "KH" });
    t.do({ type: "settle" });
    t.do({ type: "advance-settlement", through: walkLength(t.state.round!) });
    t.do(fix(answerAt(t, "surrender", 4), "play-on", undefined, "seat 4 said no"), SUPERVISOR);
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 4: surrendered → plays on" });
    t.do({ type: "settle" });
    expect(t.views().dealer.settlementCorrection).toMatchObject({ pending: false, words: "Collect $10.00 from Seat 4; pay $10.00 to the bank." });
    expect(t.replay()).toEqual(t.state);
  });
});
