import { describe, expect, it } from "vitest";
import { paiGowFloor } from "./floor";
import { cards, paidKingsRound, PaiGowTable, SUPERVISOR, wordsAt } from "./test-kit";

function ledger(t: PaiGowTable): string[] {
  return t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`);
}

describe("a pai gow poker round corrected after its money was paid", () => {
  it("seat 4 really set A-A-Q-T-9 behind: the money paid is kept and the dealer walks only the difference", () => {
    const t = paidKingsRound();
    expect(ledger(t)).toEqual(["s4 game pay 2500", "s2 game pay 5000"]);
    t.do({ type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 9S"), low: cards("6C 3D") }, reason: "entered the wrong front" }, SUPERVISOR);
    expect(t.state.round!.paidBefore).toEqual({ players: [{ who: "Seat 4", seat: 4, net: 2_500 }, { who: "Seat 2", seat: 2, net: 5_000 }], bank: -7_500 });
    expect(t.views().dealer.settlementCorrection).toEqual({ pending: true });
    expect(wordsAt(t, t.log.length - 1)).toMatch(/\(after payment: the settlement paid stays on record; the difference is made when the round is settled again\)$/);
    t.do({ type: "settle" });
    // Pair of aces with kickers against a pair of kings behind, 6-3 against 9-8 in front: a push.
    expect(ledger(t)).toEqual(["s4 game push 0", "s2 game pay 5000"]);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ pending: false, words: "Collect $25.00 from Seat 4; pay $25.00 to the bank." });
    // Seat 2's win, paid already, is no step: only seat 4's $25.00 back and the bank's.
    const walk = t.views().dealer.settlement!;
    expect(walk.toWalk).toBe(2);
    expect(walk.adjustment).toMatchObject({ bankBefore: 42_500, bankAfter: 45_000, steps: [{ words: "Collect $25.00 from Seat 4" }, { words: "Pay $25.00 to the bank", bankAfter: 45_000 }] });
    expect(t.views().dealer.next).toMatchObject({ command: "advance-settlement", label: "Collect $25.00 from Seat 4" });
    expect(t.try({ type: "end-round" })).toMatchObject({ code: "SETTLEMENT_UNFINISHED" });
    t.do({ type: "advance-settlement", through: 1 });
    expect(wordsAt(t, t.log.length - 1)).toBe("Difference made at the table after the correction (1 of 2): collect $25.00 from Seat 4");
    t.do({ type: "advance-settlement", through: 2 });
    // The regulator's record keeps the money paid first and the difference.
    const exported = paiGowFloor.exportRound(t.state.round!, t.state.settings!, new Date("2026-11-26T21:00:00Z"));
    expect(exported.adjustment).toMatchObject({ paidBefore: { bank: -7_500 }, difference: { words: "Collect $25.00 from Seat 4; pay $25.00 to the bank." } });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(45_000);
    expect(t.views().dealer.settlementCorrection).toMatchObject({ words: "Collect $25.00 from Seat 4; pay $25.00 to the bank." });
    expect(t.replay()).toEqual(t.state);
    t.do({ type: "open-betting" });
    expect(t.views().dealer.settlementCorrection).toBeNull();
  });

  it("corrected before any line was paid: the corrected ledger is walked as usual", () => {
    const t = paidKingsRound();
    t.do({ type: "undo-settlement-line", reason: "not paid yet" }, SUPERVISOR);
    t.do({ type: "undo-settlement-line", reason: "not paid yet" }, SUPERVISOR);
    t.do({ type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 9S"), low: cards("6C 3D") }, reason: "entered the wrong front" }, SUPERVISOR);
    expect(t.state.round!.paidBefore).toBeNull();
    t.do({ type: "settle" });
    expect(t.views().dealer.settlement).toMatchObject({ adjustment: null, toWalk: 2 });
    expect(t.views().dealer.settlementCorrection).toBeNull();
  });
});
