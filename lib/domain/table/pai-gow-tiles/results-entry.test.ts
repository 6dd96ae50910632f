import { describe, expect, it } from "vitest";
import { describePaiGowTilesEvent, exportedPaiGowTilesRound, paiGowTilesFloor, paiGowTilesGameRecord } from "./floor";
import { paiGowTilesAutoplay } from "./autoplay";
import { ledger, sampleHandSettled, TilesTable } from "./test-kit";
import type { PaiGowTilesCommand } from "./commands";
import type { PaiGowTilesTableState } from "./state";

/** The sample hand of test-kit.ts at a table entering results: seats 1 (banking $100), 3, 5, 6 and Ann's backline on 6. */
function resultsTable(entry: "cards" | "results" = "results"): TilesTable {
  const t = new TilesTable({ gameOptions: { entry } });
  t.seat([1, 3, 5, 6], 1, 10_000);
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 3, bet: "main", amount: 2_000 });
  t.do({ type: "place-wager", seat: 5, bet: "main", amount: 3_000 });
  t.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000 });
  t.do({ type: "place-wager", seat: 6, bet: "main", amount: 1_000, backline: true, bettor: "Ann" });
  t.do({ type: "close-betting" });
  return t;
}

/** What the sample hand's tiles give: seat 3 both higher, seat 5 both lower, seat 6 one of each. */
const RESULTS: Extract<PaiGowTilesCommand, { type: "enter-results" }> = {
  type: "enter-results",
  results: [
    { seat: 3, result: "win" },
    { seat: 5, result: "lose" },
    { seat: 6, result: "push" },
  ],
};

const fees = (t: TilesTable) => t.state.round!.fees!.map((f) => `${f.payer.kind} ${f.cents}`);

describe("results-only entry at a Pai Gow Tiles table (docs/rules-decisions/results-entry.md RT1-RT7)", () => {
  it("settles, charges the fees and walks the bank exactly as the tiles that give the same results", () => {
    const tiles = sampleHandSettled();
    const t = resultsTable();
    expect(fees(t)).toEqual(fees(tiles));
    // The results first on the tablet, then the dice total (in seat order until the dice place the button).
    expect(t.views().dealer.next).toMatchObject({ step: "roll-dice", command: null, resultSeats: [3, 5, 6], label: "Enter the results, then the dice total" });
    expect(t.views().display.turn).toEqual({ kind: "results" });
    expect(t.try(RESULTS)?.code).toBe("OUT_OF_ORDER");
    t.do({ type: "roll-dice", total: 11 });
    // No stack, no tile: the results are the round's one step, clockwise from the action button.
    expect(t.try({ type: "deal-stacks" })?.code).toBe("OUT_OF_ORDER");
    expect(t.views().dealer.next).toMatchObject({ step: "enter-results", resultSeats: [3, 5, 6], label: "Enter the results" });
    t.do(RESULTS);
    expect(t.views().dealer.next.command).toBe("settle");
    t.do({ type: "settle" });
    expect(ledger(t)).toEqual(ledger(tiles));
    expect(t.state.round!.settlement!.walk.bankAfter).toBe(tiles.state.round!.settlement!.walk.bankAfter);
    expect(t.state.round!.settlement!.actionButton).toEqual(tiles.state.round!.settlement!.actionButton);
    expect(t.state.round!.settlement!.conservation.ok).toBe(true);
    // The wall: each result as entered, no hand, no tile.
    expect(t.views().display.hands.map((h) => `${h.seat}:${h.result}:${h.hands === null}`)).toEqual(["1:null:true", "3:win:true", "5:lose:true", "6:push:true"]);
    expect(t.views().display.entry).toBe("results");
    t.do({ type: "advance-settlement", through: 4 });
    t.do({ type: "end-round" });
    expect(t.state.bank).toBe(11_000);
    expect(t.state.lastRound).toMatchObject({ enteredBy: "results", dice: 11, actionSeat: 3, bankAfter: 11_000 });
    expect(t.state.lastRound!.hands.map((h) => `${h.seat} ${h.outcome} ${h.highText}`)).toEqual(["3 win not entered", "5 lose not entered", "6 push not entered"]);
  });

  it("refuses results at a table that enters tiles, a missing seat, a seat twice, a seat with no hand; a wrong result is taken back before the settlement", () => {
    const cards = resultsTable("cards");
    cards.do({ type: "roll-dice", total: 11 });
    expect(cards.try(RESULTS)?.code).toBe("CARDS_ENTRY");
    const t = resultsTable();
    t.do({ type: "roll-dice", total: 11 });
    expect(t.try({ type: "enter-results", results: RESULTS.results.slice(0, 2) })?.message).toMatch(/seat 6.s result is missing/i);
    expect(t.try({ type: "enter-results", results: [...RESULTS.results, { seat: 3, result: "lose" }] })?.message).toMatch(/seat 3.s result is given twice/i);
    expect(t.try({ type: "enter-results", results: [...RESULTS.results, { seat: 4, result: "win" }] })?.message).toMatch(/seat 4 has no hand/i);
    t.do(RESULTS);
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-card" });
    expect(t.views().dealer.next).toMatchObject({ step: "enter-results" });
  });

  it("says in the round's record, its replay words, the history, the game record and the regulator's export that the round was entered by results", () => {
    const t = resultsTable();
    t.do({ type: "roll-dice", total: 11 });
    t.do(RESULTS);
    const before: PaiGowTilesTableState = t.state;
    const entered = before.round!.steps.at(-1)!;
    expect(describePaiGowTilesEvent({ type: "StepTaken", step: entered }, before)).toBe("Entered by results: seat 3 wins; seat 5 loses; seat 6 pushes");
    t.do({ type: "settle" });
    const exported = exportedPaiGowTilesRound(t.state.round!, t.state.settings!, new Date("2026-12-05T13:00:00Z"));
    expect(exported).toMatchObject({ enteredBy: "results", enteredResults: "seat 3 wins; seat 5 loses; seat 6 pushes", dice: 11 });
    expect(exported.seats.every((s) => s.tiles === null && s.high === null)).toBe(true);
    t.do({ type: "advance-settlement", through: 4 });
    t.do({ type: "end-round" });
    const round = t.state.lastRound!;
    expect(describePaiGowTilesEvent({ type: "RoundCompleted", round, at: 0 }, t.state)).toBe("Hand 1 complete, entered by results: dice 11; seat 3 wins, seat 5 loses, seat 6 pushes; bank $100.00 → $110.00");
    expect(paiGowTilesFloor.listWords(paiGowTilesFloor.resultFields(round))).toEqual({ result: "Entered by results: seat 3 wins, seat 5 loses, seat 6 pushes", cards: "Dice 11 · tiles not entered (results only)" });
    expect((paiGowTilesGameRecord(t.state.settings!).rules ?? []).map((r) => r.rule)).toContain("entry");
    expect((paiGowTilesGameRecord(sampleHandSettled().state.settings!).rules ?? []).map((r) => r.rule)).not.toContain("entry");
  });

  it("the autoplay driver plays a table entering results: the dice, then each seat's result", () => {
    const t = resultsTable();
    const random = { int: (n: number) => n - 1 };
    const view = () => t.views().dealer as unknown as Parameters<typeof paiGowTilesAutoplay>[0];
    t.do(paiGowTilesAutoplay(view(), random) as never);
    expect(t.state.round!.play!.dice).toBe(18);
    t.do(paiGowTilesAutoplay(view(), random) as never);
    expect(t.state.round!.play!.results!.map((r) => r.result)).toEqual(["lose", "lose", "lose"]);
  });
});
