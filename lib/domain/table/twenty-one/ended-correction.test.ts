import { describe, expect, it } from "vitest";
import { describeTwentyOneEvent } from "./floor";
import { twentyOneMachine } from "./machine";
import { EMPTY_TWENTY_ONE_TABLE } from "./state";
import { PD_THIRD_CARD_WAS_3, settledAgainst18, SUPERVISOR, TwentyOneTable } from "./test-kit";

/** Event `at` of the log in the replay's words, with the table as it stood before it. */
function words(t: TwentyOneTable, at: number): string {
  const before = t.log.slice(0, at).reduce(twentyOneMachine.evolve, EMPTY_TWENTY_ONE_TABLE);
  return describeTwentyOneEvent(t.log[at]!, before);
}

/** settledAgainst18 paid in full and ended: Round 1 over, the bank $1,000.00 carried on. */
function ended(): TwentyOneTable {
  const t = settledAgainst18();
  t.finish();
  expect(t.state.round).toBeNull();
  expect(t.state.bank).toBe(100_000);
  return t;
}

/** The money moved by a difference: the seats' changes and the bank's sum to zero. */
function conserved(d: { lines: readonly { change: number }[]; bank: { change: number } }): number {
  return d.lines.reduce((sum, l) => sum + l.change, 0) + d.bank.change;
}

describe("a twenty-one round corrected after it ended (DC6b)", () => {
  it("while the next round is in betting: the difference per seat and for the bank, walked, the bank carried on corrected", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do(PD_THIRD_CARD_WAS_3, SUPERVISOR);
    const last = t.log.at(-1)!;
    expect(last).toMatchObject({ type: "EndedRoundCorrected", handNumber: 1, bankChange: 3_000 });
    const correction = t.views().dealer.settlementCorrection;
    expect(correction).toMatchObject({ pending: false, words: "Collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank." });
    expect(conserved(correction as never)).toBe(0);
    // The bank carried into Round 2 gains what the bank's step pays into it.
    expect(t.state.bank).toBe(103_000);
    expect(t.state.round!.bank).toBe(103_000);
    // The round's fees and the round open now are untouched.
    expect(t.state.round!.wagers).toHaveLength(1);
    expect(t.views().dealer.endedRound).toMatchObject({ handNumber: 1, correctable: true, walk: { done: 0, steps: [{ words: "Collect $10.00 from Seat 1" }, { words: "Collect $20.00 from Seat 2" }, { words: "Pay $30.00 to the bank" }] } });
    // No more bets only once every difference is made: the big button waits for them.
    expect(t.views().dealer.next).toMatchObject({ command: null, label: "Make the differences first", hint: "Round 1 was corrected after it ended: 3 differences to make at the table, then no more bets." });
    expect(t.try({ type: "close-betting" })).toMatchObject({ code: "DIFFERENCES_TO_MAKE", message: "Round 1 was corrected: make its differences at the table first (3 to go), then call no more bets." });
    expect(t.try({ type: "advance-settlement", through: 4 })).toMatchObject({ code: "BAD_LINE" });
    t.do({ type: "advance-settlement", through: 2 });
    expect(words(t, t.log.length - 1)).toBe("Round 1, corrected after it ended: differences made at the table (2 of 3): collect $10.00 from Seat 1; collect $20.00 from Seat 2");
    t.do({ type: "advance-settlement", through: 3 });
    expect(t.state.round!.settledLines).toBe(0);
    expect(t.views().dealer.next).toMatchObject({ command: "close-betting", label: "No more bets" });
    t.do({ type: "close-betting" });
    // Round 2's cards are out: Round 1 is as it stands.
    expect(t.state.endedRound).toBeNull();
    expect(t.views().dealer.endedRound).toBeUndefined();
    expect(t.replay()).toEqual(t.state);
  });

  it("a card the reading shoe reads waits for the differences too: its no more bets meets the same check (the reader's layer outermost)", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do(PD_THIRD_CARD_WAS_3, SUPERVISOR);
    const before = t.log.length;
    expect(t.try({ type: "deal-card", card: "5S", source: "reader" })).toMatchObject({ code: "DIFFERENCES_TO_MAKE" });
    expect(t.log).toHaveLength(before);
    expect(t.state.round!.phase).toBe("betting");
  });

  it("says the correction in the audit's words, the fees unchanged", () => {
    const t = ended();
    t.do(PD_THIRD_CARD_WAS_3, SUPERVISOR);
    expect(words(t, t.log.length - 1)).toBe(
      `Round 1 corrected after it ended, card 9: 2♦ → 3♦, by ${SUPERVISOR.id}: misread the three; settled again, the money paid kept: collect $10.00 from Seat 1; collect $20.00 from Seat 2; pay $30.00 to the bank. (the bank carried on gains $30.00); the fees do not change`,
    );
    // The round's record is the corrected one; the original settlement stays in the log.
    expect(t.log.filter((e) => e.type === "RoundSettled")).toHaveLength(1);
    const event = t.log.at(-1) as unknown as { events: { type: string }[] };
    expect(event.events.map((e) => e.type)).toEqual(["CardCorrected", "RoundSettled"]);
    expect(t.state.lastRound).toMatchObject({ bankAfter: 103_000 });
    // Between rounds the dealer makes the differences too; the bank's rotation is not counted again.
    const rotation = t.state.rotation;
    t.do({ type: "advance-settlement", through: 3 });
    expect(t.state.rotation).toEqual(rotation);
    expect(t.replay()).toEqual(t.state);
  });

  it("a decision corrected after the round ended", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    const steps = (t.state.endedRound!.round as unknown as { steps: { kind: string; seat?: number }[] }).steps;
    const index = steps.findIndex((s) => s.kind === "decide" && s.seat === 1);
    t.do({ type: "correct-decision", index, decision: "surrender", reason: "the player surrendered" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Collect $15.00 from Seat 1; pay $15.00 to the bank." });
    expect(t.state.bank).toBe(101_500);
  });

  it("a second correction counts the differences made since the first", () => {
    const t = ended();
    t.do(PD_THIRD_CARD_WAS_3, SUPERVISOR);
    t.do({ type: "advance-settlement", through: 3 });
    t.do({ type: "correct-card", index: 8, card: "2D", reason: "it was the two after all" }, SUPERVISOR);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Pay $10.00 to Seat 1; pay $20.00 to Seat 2; take $30.00 from the bank." });
    expect(t.state.bank).toBe(100_000);
  });

  it("refuses once the next round's cards are out, and after the shoe ended, in words", () => {
    const t = ended();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    // The correction now is for Round 2 (no card dealt yet): Round 1 cannot be reached.
    expect(t.try(PD_THIRD_CARD_WAS_3, SUPERVISOR)).toMatchObject({ code: "NO_SUCH_CARD" });
    const u = ended();
    u.do({ type: "end-shoe" });
    expect(u.try(PD_THIRD_CARD_WAS_3, SUPERVISOR)).toMatchObject({ code: "NO_CARDS", message: expect.stringContaining("until the next round's cards are out") });
  });

  it("refuses a correction the round could not have played, with the way that is possible", () => {
    const t = ended();
    // A 3 for the player-dealer's 6: 21 after two more cards, not the cards recorded.
    const refusal = t.try({ type: "correct-card", index: 3, card: "AC", reason: "misread" }, SUPERVISOR);
    expect(refusal?.message).toMatch(/Round 1 has ended and cannot be voided: the floor settles this with the players away from the table's record\.$/);
    expect(t.try({ type: "correct-card", index: 8, card: "3D", reason: "misread the three" })).toMatchObject({ code: "SUPERVISOR_ONLY" });
  });

  it("refuses a correction that takes more from the bank than it holds for the round now open", () => {
    const t = new TwentyOneTable({ gameId: "pure-21-5-mortimers", decks: 6 });
    t.seat([1, 2, 3, 8], 8, 100_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    for (const [seat, amount] of [[1, 1_000], [2, 2_000], [3, 1_000]] as const) t.do({ type: "place-wager", seat, bet: "main", amount });
    t.do({ type: "close-betting" });
    t.deal([["s1", "TS"], ["s2", "TH"], ["s3", "TD"], ["pd", "6C"], ["s1", "9S"], ["s2", "8D"], ["s3", "7C"], ["pd", "down"]]);
    for (const seat of [1, 2, 3]) t.do({ type: "player-decision", seat, hand: 0, decision: "stand" });
    t.do({ type: "expose-hole-card", card: "TH" });
    t.deal([["pd", "3D"]]);
    t.do({ type: "settle" });
    t.finish();
    // The bank posted down to $10.00 between rounds; the correction (19 was 18) takes $30.00 from it.
    t.do({ type: "post-bank", bank: 1_000 });
    expect(t.try({ type: "correct-card", index: 8, card: "2D", reason: "misread the two" }, SUPERVISOR)).toMatchObject({
      code: "BANK_TOO_SMALL",
      message: "The bank holds $10.00, less than the $30.00 the correction takes from it: the player-dealer posts a bank of at least that first (between rounds), then correct Round 1.",
    });
  });
});
