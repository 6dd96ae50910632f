import { describe, expect, it } from "vitest";
import { paiGowFloor } from "./floor";
import { paiGowMachine } from "./machine";
import { EMPTY_PAI_GOW_TABLE } from "./state";
import { cards, PaiGowTable, setHand, SUPERVISOR } from "./test-kit";

function ledger(t: PaiGowTable): string[] {
  return t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`);
}

/** Event `at` of the log in the replay's words, with the table as it stood before it. */
function words(t: PaiGowTable, at: number): string {
  const before = t.log.slice(0, at).reduce(paiGowMachine.evolve, EMPTY_PAI_GOW_TABLE);
  return paiGowFloor.describe(t.log[at]!, before, t.log.slice(0, at + 1).reduce(paiGowMachine.evolve, EMPTY_PAI_GOW_TABLE));
}

/** Kings Fortune Pai Gow: seat 2 and seat 4 on the game, the player-dealer at seat 1; every line paid. */
function paid(): PaiGowTable {
  const t = new PaiGowTable({ gameId: "fortune-pai-gow" });
  t.seat([1, 2, 3, 4, 5, 6, 7], 1, 50_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
  t.do({ type: "place-wager", seat: 4, bet: "game", amount: 2_500 });
  t.do({ type: "close-betting" });
  t.do({ type: "deal-piles" });
  t.do({ type: "choose-action-pile", pile: 4 });
  t.do({ type: "roll-dice", total: 10 });
  t.do(setHand(2, "7S 7H 7D 7C 4H | QS JD"));
  t.do(setHand(4, "AS AH 9S 6C 3D | QH TC"));
  t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2D") });
  t.do({ type: "settle" });
  t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
  return t;
}

describe("a pai gow poker round corrected after its money was paid", () => {
  it("seat 4 really set A-A-Q-T-9 behind: the money paid is kept and the dealer walks only the difference", () => {
    const t = paid();
    expect(ledger(t)).toEqual(["s4 game pay 2500", "s2 game pay 5000"]);
    t.do({ type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 9S"), low: cards("6C 3D") }, reason: "entered the wrong front" }, SUPERVISOR);
    expect(t.state.round!.paidBefore).toEqual({ players: [{ who: "Seat 4", seat: 4, net: 2_500 }, { who: "Seat 2", seat: 2, net: 5_000 }], bank: -7_500 });
    expect(t.views().dealer.settlementCorrection).toEqual({ pending: true });
    expect(words(t, t.log.length - 1)).toMatch(/\(after payment: the settlement paid stays on record; the difference is made when the round is settled again\)$/);
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
    expect(words(t, t.log.length - 1)).toBe("Difference made at the table after the correction (1 of 2): collect $25.00 from Seat 4");
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
    const t = paid();
    t.do({ type: "undo-settlement-line", reason: "not paid yet" }, SUPERVISOR);
    t.do({ type: "undo-settlement-line", reason: "not paid yet" }, SUPERVISOR);
    t.do({ type: "correct-hand", seat: 4, split: { high: cards("AS AH QH TC 9S"), low: cards("6C 3D") }, reason: "entered the wrong front" }, SUPERVISOR);
    expect(t.state.round!.paidBefore).toBeNull();
    t.do({ type: "settle" });
    expect(t.views().dealer.settlement).toMatchObject({ adjustment: null, toWalk: 2 });
    expect(t.views().dealer.settlementCorrection).toBeNull();
  });
});
