import { describe, expect, it } from "vitest";
import { describeBaccaratEvent } from "./floor";
import { baccaratMachine } from "./machine";
import { EMPTY_BACCARAT_TABLE } from "./state";
import { endedPlayerNine, SUPERVISOR, Table } from "./test-kit";

describe("a baccarat round corrected after it ended (DC6b)", () => {
  it("the Banker's third card was a 4: a tie, corrected while the next round is in betting; the money conserved, the road and the bank follow", () => {
    const t = endedPlayerNine();
    const bank = t.state.bank!;
    expect(t.state.roadLog.at(-1)).toMatchObject({ winner: "P" });
    t.do({ type: "open-betting" });
    t.do({ type: "correct-card", index: 5, card: "4D", reason: "misread the four" }, SUPERVISOR);
    const d = t.views().dealer.settlementCorrection;
    expect(d).toMatchObject({ pending: false });
    if (!d || d.pending) throw new Error("no difference");
    expect(d.lines.reduce((s, l) => s + l.change, 0) + d.bank.change).toBe(0);
    expect(d.lines.map((l) => l.who)).toContain("Seat 1");
    expect(t.state.bank).toBe(bank + d.bank.change);
    expect(t.state.round!.bank).toBe(bank + d.bank.change);
    expect(t.state.roadLog.at(-1)).toMatchObject({ winner: "T" });
    expect(t.state.lastRound).toMatchObject({ winner: "tie", handNumber: 1 });
    // The supervisor's form lists Round 1's cards, corrected.
    expect(t.views().supervisor.endedRound?.dealtCards?.map((c) => c.card)).toEqual(["2S", "KH", "3D", "5C", "4H", "4D"]);
    const steps = t.views().dealer.endedRound!.walk!.steps;
    expect(t.try({ type: "close-betting" })).toMatchObject({ code: "DIFFERENCES_TO_MAKE" });
    t.do({ type: "advance-settlement", through: steps.length });
    const before = t.log.slice(0, -1).reduce(baccaratMachine.evolve, EMPTY_BACCARAT_TABLE);
    expect(describeBaccaratEvent(t.log.at(-1)!, before)).toMatch(/^Round 1, corrected after it ended: difference/);
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("refuses a card of the server's shoe, in words that fit a round already ended", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4], 4, 50_000);
    t.do({ type: "start-shoe", source: "server" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    t.do({ type: "close-betting" });
    while (t.try({ type: "deal-card" }) === null);
    t.do({ type: "settle" });
    t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
    t.do({ type: "end-round" });
    expect(t.try({ type: "correct-card", index: 0, card: "AS", reason: "misread the ace" }, SUPERVISOR)).toEqual({
      code: "SERVER_CARD",
      message: "Cards from the server's shoe are known exactly. Round 1 has ended and cannot be voided: the floor settles this with the players away from the table's record.",
    });
  });
});
