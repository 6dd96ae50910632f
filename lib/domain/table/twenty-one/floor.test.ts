import { describe, expect, it } from "vitest";
import { twentyOneFloor } from "./floor";
import { twentyOneMachine } from "./machine";
import { EMPTY_TWENTY_ONE_TABLE, type TwentyOneTableState } from "./state";
import type { TwentyOneTableEvent } from "./events";
import { SUPERVISOR, TwentyOneTable } from "./test-kit";

/**
 * A Pure 21.5 round (Kings) with a face-down hole card read at the check, a double and a Buster bet;
 * the room's early surrender option (the default is late, issue 28), so the floor records the questions asked before the check.
 */
function playedRound(): TwentyOneTable {
  const t = new TwentyOneTable({ gameId: "pure-21-5", gameOptions: { surrender: "early" } });
  t.seat([1, 2, 3], 1, 50_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
  t.do({ type: "place-wager", seat: 2, bet: "buster", amount: 500 });
  t.do({ type: "place-wager", seat: 3, bet: "main", amount: 1_000 });
  t.do({ type: "close-betting" });
  t.deal([["s2", "6S"], ["s3", "KD"], ["pd", "QH"], ["s2", "5C"], ["s3", "9C"], ["pd", "down"]]);
  for (const seat of t.views().dealer.next.surrender ?? []) t.do({ type: "early-surrender", seat, surrender: false });
  t.do({ type: "check-hole-card", card: "6D" });
  t.do({ type: "player-decision", seat: 2, hand: 0, decision: "double" });
  t.deal([["s2", "TH"]]);
  t.do({ type: "expose-hole-card" });
  t.deal([["pd", "8S"]]);
  t.do({ type: "settle" });
  return t.finish();
}

/** Every state along the log, with each event between. */
function walk(log: readonly TwentyOneTableEvent[]): { event: TwentyOneTableEvent; before: TwentyOneTableState; after: TwentyOneTableState }[] {
  const out: { event: TwentyOneTableEvent; before: TwentyOneTableState; after: TwentyOneTableState }[] = [];
  let state = EMPTY_TWENTY_ONE_TABLE;
  for (const event of log) {
    const after = twentyOneMachine.evolve(state, event);
    out.push({ event, before: state, after });
    state = after;
  }
  return out;
}

describe("the floor's records of a twenty-one round", () => {
  const t = playedRound();
  const steps = walk(t.log);
  const words = steps.map((s) => twentyOneFloor.describe(s.event, s.before, s.after));

  it("describes each step in words, the Bonus cards marked, the hole card by its card alone (the floor masks it while the round is in play)", () => {
    expect(words).toContain("Card 2 to seat 3: K♦ Bonus — hard 10");
    expect(words).toContain("Card 6 to the player-dealer: face down, unread");
    expect(words).toContain("Hole card checked (6♦): no natural, it stays face down");
    expect(words).toContain("Seat 2 doubles down for $10.00 on hard 11");
    expect(words).toContain("Hole card turned over: 6♦; the player-dealer has hard 16");
    expect(words.find((w) => w.startsWith("Hand 1 complete"))).toBe(
      "Hand 1 complete: player-dealer Q♥ 6♦ 8♠ (hard 24); seat 2 wins (hard 21), seat 3 wins (hard 19); seat 2 Buster Blackjack Bonus wins 2 to 1; bank $500.00 → $460.00",
    );
  });

  it("a replay frame shows the hole card to the supervisor while the table shows its back", () => {
    const checked = steps.find((s) => s.event.type === "StepTaken" && s.event.step.kind === "check")!.after;
    const frame = twentyOneFloor.frame(checked)!;
    expect(frame.dealerHand.cards).toEqual(["QH", "face-down"]);
    expect(frame.holeCard).toBe("6D");
    expect(frame.dealerValueRecorded).toBe("hard 16");
    expect(frame.earlySurrender.map((s) => s.seat)).toEqual([2, 3]);
    const last = twentyOneFloor.frame(t.state)!;
    expect(last.result).toMatchObject({ playerDealerValue: "hard 24", bonuses: [{ seat: 2, bet: "buster", outcome: "win", pays: "2 to 1" }] });
  });

  it("the regulator's record of the round: the deal order with the hole card where it was dealt, the decisions, the ledger with its rules; the list's words", () => {
    const settled = steps.find((s) => s.event.type === "RoundSettled")!.after;
    const exported = twentyOneFloor.exportRound(settled.round!, settled.settings!, new Date("2026-11-22T20:00:00Z"));
    expect(exported.cards.dealOrder.map((d) => `${d.to} ${d.card}${d.faceDown ? " down" : ""}`)).toEqual([
      "seat 2 hand 1 6S",
      "seat 3 hand 1 KD",
      "player-dealer QH",
      "seat 2 hand 1 5C",
      "seat 3 hand 1 9C",
      "player-dealer 6D down",
      "seat 2 hand 1 TH",
      "player-dealer 8S",
    ]);
    // Seat 3's hard 19 must stand (Chart 1A, L478-486): no decision recorded.
    expect(exported.decisions).toEqual([{ seat: 2, hand: 0, decision: "double", amountCents: 1_000 }]);
    expect(exported.settlement!.ledger.map((l) => `${l.seat} ${l.bet} ${l.action}`)).toEqual(["2 main pay", "2 double pay", "2 buster pay", "3 main pay"]);
    expect(exported.settlement!.ledger[2]!.because).toMatch(/busted with 3 cards .* \(seed 004 L531-562\)$/);
    const completed = t.log.find((e) => e.type === "RoundCompleted")!;
    const done = twentyOneFloor.withResult(exported, completed, new Date("2026-11-22T20:05:00Z"));
    // The hole card 6 counts seats 2-7 (the player-dealer in seat 1 not counted, L466-467): seat 7.
    expect(done).toMatchObject({ status: "complete", result: { actionSeat: 7, playerDealerValue: "hard 24" } });
    const list = twentyOneFloor.listWords(twentyOneFloor.resultFields(completed.type === "RoundCompleted" ? completed.round : null));
    expect(list).toEqual({ result: "Player-dealer hard 24; seat 2 wins, seat 3 wins", cards: "PD Q♥ 6♦ 8♠ / seat 2: 6♠ 5♣ 10♥ / seat 3: K♦ 9♣" });
    expect(twentyOneFloor.listWords(twentyOneFloor.resultFields(null))).toEqual({ result: "In play", cards: "—" });
  });

  it("the game record lists every rule with its filing lines and every named option", () => {
    const record = twentyOneFloor.gameRecord(t.state.settings!);
    expect(record).toMatchObject({ id: "pure-21-5", family: "twenty-one", filings: [{ seed: "004_b7b95d88b58787a5.txt", bgcId: "GEGA-004245", lines: "413-592" }] });
    expect(record.rules!.find((r) => r.rule === "buster-bonus")).toMatchObject({ source: "seed 004 L531-562" });
    expect(record.options.map((o) => o.name)).toContain("naturalsPaid");
  });

  it("a corrected card is described with who approved it", () => {
    const c = new TwentyOneTable({ gameId: "blackjack-x" });
    c.seat([1, 2], 1, 10_000);
    c.do({ type: "start-shoe", source: "dealer" });
    c.do({ type: "open-betting" });
    c.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    c.do({ type: "close-betting" });
    c.deal([["s2", "9S"], ["pd", "5C"], ["s2", "7D"]]);
    c.do({ type: "correct-card", index: 2, card: "8D", reason: "misread" }, SUPERVISOR);
    const last = c.log.at(-1)!;
    expect(twentyOneFloor.describe(last, c.state, c.state)).toBe("Card 3 corrected 7♦ → 8♦ by floor-1: misread");
  });
});

describe("the cards the floor's correction names at a twenty-one table", () => {
  it("each card where it went; the hole card face down for the dealer until turned over, read for the supervisor", () => {
    const t = new TwentyOneTable({ gameId: "pure-spanish-21-5" });
    t.seat([1, 2], 1, 10_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    t.deal([["s2", "9S"], ["pd", "KC"], ["s2", "7D"], ["pd", "down"]]);
    for (const seat of t.views().dealer.next.surrender ?? []) t.do({ type: "early-surrender", seat, surrender: false });
    t.do({ type: "check-hole-card", card: "5H" });
    expect(t.views().dealer.dealtCards.map((c) => `${c.where}: ${c.card}`)).toEqual(["Seat 2 card 1: 9S", "Player-dealer card 1: KC", "Seat 2 card 2: 7D", "Player-dealer card 2: face-down"]);
    expect(t.views().supervisor.dealtCards[3]?.card).toBe("5H");
    expect(t.views().dealer.floorCorrections).toBe(true);
  });
});
