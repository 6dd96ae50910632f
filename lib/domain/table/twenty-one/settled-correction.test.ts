import { describe, expect, it } from "vitest";
import { describeTwentyOneEvent, twentyOneFloor } from "./floor";
import { twentyOneMachine } from "./machine";
import { EMPTY_TWENTY_ONE_TABLE } from "./state";
import { PD_THIRD_CARD_WAS_3, settledAgainst18, SUPERVISOR, TwentyOneTable } from "./test-kit";

/** Event `at` of the log in the replay's words, with the table as it stood before it. */
function words(t: TwentyOneTable, at: number): string {
  const before = t.log.slice(0, at).reduce(twentyOneMachine.evolve, EMPTY_TWENTY_ONE_TABLE);
  return describeTwentyOneEvent(t.log[at]!, before);
}

/** The round of settledAgainst18, its ledger as settled. */
function settled(): TwentyOneTable {
  const t = settledAgainst18();
  expect(t.ledger()).toEqual(["s3 main collect 1000", "s1 main pay 1000", "s2 main push 0"]);
  return t;
}

/** The player-dealer's third card was a 3, not a 2: 19, not 18. */
const THIRD_CARD = PD_THIRD_CARD_WAS_3;

describe("a twenty-one round corrected after its money was paid", () => {
  it("keeps what was paid, settles the corrected round, and says the difference per seat and for the bank", () => {
    const t = settled();
    t.do({ type: "advance-settlement", through: 3 });
    t.do(THIRD_CARD, SUPERVISOR);
    // Back to settling the corrected round: the money paid is kept, the difference not known yet.
    expect(t.state.round!.paidBefore).toEqual({
      players: [
        { who: "Seat 3", seat: 3, net: -1_000 },
        { who: "Seat 1", seat: 1, net: 1_000 },
        { who: "Seat 2", seat: 2, net: 0 },
      ],
      bank: 0,
    });
    expect(t.views().dealer.settlementCorrection).toEqual({ pending: true });
    t.do({ type: "settle" });
    expect(t.ledger()).toEqual(["s3 main collect 1000", "s1 main push 0", "s2 main collect 2000"]);
    const correction = t.views().dealer.settlementCorrection;
    expect(correction).toMatchObject({
      pending: false,
      lines: [
        { who: "Seat 1", before: 1_000, after: 0, change: -1_000, words: "collect $10.00 from Seat 1" },
        { who: "Seat 2", before: 0, after: -2_000, change: -2_000, words: "collect $20.00 from Seat 2" },
      ],
      bank: { before: 0, after: 3_000, change: 3_000, words: "pay $30.00 to the bank" },
      words: "Collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank.",
    });
    expect(t.views().supervisor.settlementCorrection).toEqual(correction);
    // The log keeps the original settlement and its walk, the correction, and the new settlement.
    expect(t.log.filter((e) => e.type === "RoundSettled")).toHaveLength(2);
    expect(t.log.map((e) => e.type).slice(-4)).toEqual(["RoundSettled", "SettlementProgressed", "CardCorrected", "RoundSettled"]);
    expect(t.replay()).toEqual(t.state);
    // The replay and the regulator's export say both settlements and the adjustment.
    const n = t.log.length;
    expect(words(t, n - 4)).toBe("Settled: action button at seat 3; 3 lines; bank $1,000.00 → $1,000.00");
    // The lines paid first, each bet by the layout's name, never its id.
    expect(words(t, n - 3)).toBe("Settled lines 1–3: seat 3 Game wager collect $10.00; seat 1 Game wager pay $10.00; seat 2 Game wager push: return $20.00");
    expect(words(t, n - 2)).toBe(
      `Card 9 corrected 2♦ → 3♦ by ${SUPERVISOR.id}: misread the three (after payment: the settlement paid stays on record; the difference is made when the round is settled again)`,
    );
    expect(words(t, n - 1)).toBe(
      "Settled: action button at seat 3; 3 lines; bank $1,000.00 → $1,030.00; corrected after payment, the difference made at the table: collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank.",
    );
    // The regulator's record keeps the money paid first and the difference made.
    const exported = twentyOneFloor.exportRound(t.state.round!, t.state.settings!, new Date("2026-11-22T20:00:00Z"));
    expect(exported.adjustment).toMatchObject({ paidBefore: { bank: 0 }, difference: { bank: { change: 3_000 }, words: "Collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank." } });
    expect(exported.settlement?.ledger.map((l) => `s${l.seat} ${l.action} ${l.amount}`)).toEqual(["s3 collect 1000", "s1 push 0", "s2 collect 2000"]);
    // The dealer walks the differences, not the corrected ledger, and ends the round: the adjustment stays in force until the next round opens.
    t.finish();
    expect(words(t, t.log.length - 3)).toBe(
      "Differences made at the table after the correction (3 of 3): collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank",
    );
    expect(t.state.round).toBeNull();
    expect(t.views().dealer.settlementCorrection).toMatchObject({ pending: false, words: "Collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank." });
    t.do({ type: "open-betting" });
    expect(t.views().dealer.settlementCorrection).toBeNull();
  });

  it("counts only the lines walked before the correction as paid", () => {
    const t = settled();
    t.do({ type: "advance-settlement", through: 1 });
    t.do(THIRD_CARD, SUPERVISOR);
    t.do({ type: "settle" });
    // Seat 3's $10 was collected already; seat 1 was never paid; seat 2 now loses.
    expect(t.views().dealer.settlementCorrection).toMatchObject({
      lines: [{ who: "Seat 2", before: 0, after: -2_000, change: -2_000, words: "collect $20.00 from Seat 2" }],
      bank: { before: 1_000, after: 3_000, change: 2_000, words: "pay $20.00 to the bank" },
    });
  });

  it("asks for no adjustment when nothing had been paid yet", () => {
    const t = settled();
    t.do(THIRD_CARD, SUPERVISOR);
    expect(t.state.round!.paidBefore).toBeNull();
    expect(twentyOneFloor.exportRound(t.state.round!, t.state.settings!, new Date("2026-11-22T20:00:00Z")).adjustment).toBeUndefined();
    expect(words(t, t.log.length - 1)).toBe(`Card 9 corrected 2♦ → 3♦ by ${SUPERVISOR.id}: misread the three`);
    t.do({ type: "settle" });
    expect(t.views().dealer.settlementCorrection).toBeNull();
  });

  it("a decision corrected after payment: a Stand that was a Surrender", () => {
    const t = settled();
    t.do({ type: "advance-settlement", through: 3 });
    const index = t.state.round!.steps.findIndex((s) => s.kind === "decide" && s.seat === 1);
    t.do({ type: "correct-decision", index, decision: "surrender", reason: "the player surrendered" }, SUPERVISOR);
    t.do({ type: "settle" });
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Collect $15.00 from Seat 1; pay $15.00 to the bank." });
  });

  it("a second correction after the corrected settlement was walked starts from the corrected money", () => {
    const t = settled();
    t.do({ type: "advance-settlement", through: 3 });
    t.do(THIRD_CARD, SUPERVISOR);
    t.do({ type: "settle" });
    t.do({ type: "advance-settlement", through: 3 });
    // The hole card was a 9, not a 10: the player-dealer had 18 after all.
    t.do({ type: "correct-card", index: 7, card: "9H", reason: "misread the nine" }, SUPERVISOR);
    t.do({ type: "settle" });
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Pay $10.00 to Seat 1; pay $20.00 to Seat 2; take $30.00 from the bank." });
    expect(words(t, t.log.length - 1)).toMatch(/difference made at the table: pay \$10\.00 to Seat 1; pay \$20\.00 to Seat 2; take \$30\.00 from the bank\.$/);
  });

  it("walks the differences, not the corrected lines: one step per seat whose money changes and one for the bank", () => {
    const t = settled();
    t.do({ type: "advance-settlement", through: 3 });
    t.do(THIRD_CARD, SUPERVISOR);
    t.do({ type: "settle" });
    const walk = t.views().dealer.settlement!;
    // Seat 3 lost $10.00 before and after: no step. The corrected ledger is kept on record, not walked.
    expect(walk.lines).toHaveLength(3);
    expect(walk.toWalk).toBe(3);
    expect(walk.adjustment).toEqual({
      bankBefore: 100_000,
      bankAfter: 103_000,
      steps: [
        { who: "Seat 1", seat: 1, before: 1_000, after: 0, change: -1_000, words: "Collect $10.00 from Seat 1", bankAfter: 100_000 },
        { who: "Seat 2", seat: 2, before: 0, after: -2_000, change: -2_000, words: "Collect $20.00 from Seat 2", bankAfter: 100_000 },
        { who: "the bank", seat: null, before: 0, after: 3_000, change: 3_000, words: "Pay $30.00 to the bank", bankAfter: 103_000 },
      ],
    });
    // The big button names the difference, never the corrected line ("Push: return to seat 1").
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Collect $10.00 from Seat 1" });
    // The corrected settlement has 3 lines, but "all 3 lines done" is not how it is walked: 3 differences, then the round ends.
    expect(t.try({ type: "advance-settlement", through: 4 })).toMatchObject({ code: "BAD_LINE", message: "There are only 3 differences to make." });
    t.do({ type: "advance-settlement", through: 2 });
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Pay $30.00 to the bank" });
    expect(t.try({ type: "end-round" })).toMatchObject({ code: "SETTLEMENT_UNFINISHED", message: "Make every difference first: 1 to go." });
    t.do({ type: "advance-settlement", through: 3 });
    expect(t.views().dealer.next).toMatchObject({ command: "end-round", label: "Finish the round", hint: "Every difference is made. The bank moves on." });
    // The replay's frame keeps the corrected ledger, the money paid first and the differences walked.
    const frame = twentyOneFloor.frame(t.state)!;
    expect(frame.settlement).toMatchObject({ settledLines: 3, adjustment: { steps: [{ words: "Collect $10.00 from Seat 1" }, { words: "Collect $20.00 from Seat 2" }, { words: "Pay $30.00 to the bank" }] } });
    expect(frame.settlement!.lines).toHaveLength(3);
    expect(frame.adjustment).toMatchObject({ paidBefore: { bank: 0 }, difference: { words: "Collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank." } });
    const bankBefore = t.state.bank!;
    t.do({ type: "end-round" });
    // The bank moves on as corrected: the first settlement's result is not added twice.
    expect(t.state.bank).toBe(bankBefore + 3_000);
    expect(t.replay()).toEqual(t.state);
  });

  it("a correction that changes no money: nothing to walk, the round finishes at once", () => {
    const t = settled();
    t.do({ type: "advance-settlement", through: 3 });
    // The player-dealer's third card was a 2 of spades, not of diamonds: still 18.
    t.do({ type: "correct-card", index: 8, card: "2S", reason: "misread the suit" }, SUPERVISOR);
    t.do({ type: "settle" });
    expect(t.views().dealer.settlement).toMatchObject({ toWalk: 0, adjustment: { steps: [] } });
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "No money changes hands." });
    expect(t.views().dealer.next).toMatchObject({ command: "end-round", hint: "The correction changes no money: nothing to pay or collect. The bank moves on." });
    expect(t.try({ type: "advance-settlement", through: 1 })).toMatchObject({ code: "BAD_LINE", message: "No money changes hands: nothing to mark done. Finish the round." });
    t.do({ type: "end-round" });
  });

  it("a second correction midway through the differences counts only the differences made", () => {
    const t = settled();
    t.do({ type: "advance-settlement", through: 3 });
    t.do(THIRD_CARD, SUPERVISOR);
    t.do({ type: "settle" });
    // Seat 1's $10.00 collected back; seat 2 not yet.
    t.do({ type: "advance-settlement", through: 1 });
    t.do({ type: "correct-card", index: 8, card: "2D", reason: "it was the two after all" }, SUPERVISOR);
    expect(t.state.round!.paidBefore).toEqual({
      players: [
        { who: "Seat 3", seat: 3, net: -1_000 },
        { who: "Seat 1", seat: 1, net: 0 },
        { who: "Seat 2", seat: 2, net: 0 },
      ],
      bank: 1_000,
    });
    t.do({ type: "settle" });
    // Back to the first result: seat 1 is paid again, seat 2 never owed anything; the bank gives the $10.00 back.
    expect(t.views().dealer.settlement!.adjustment!.steps.map((s) => s.words)).toEqual(["Take $10.00 from the bank", "Pay $10.00 to Seat 1"]);
  });
});
