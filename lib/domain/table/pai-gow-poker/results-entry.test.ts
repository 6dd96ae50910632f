import { describe, expect, it } from "vitest";
import { cards, PaiGowTable, setHand, SUPERVISOR } from "./test-kit";
import { describePaiGowEvent, exportedPaiGowRound, paiGowGameRecord } from "./floor";
import type { PaiGowTableState } from "./state";

/** Three players at a Mortimer's Fortune table (seed 003), the player-dealer at seat 4 with $1,000: $10 game wagers and $10 Fortune Bonuses. */
function table(entry: "cards" | "results"): PaiGowTable {
  const t = new PaiGowTable({ gameId: "fortune-pai-gow-mortimers", gameOptions: { entry } });
  t.seat([1, 2, 3, 4], 4, 100_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  for (const seat of [1, 2, 3]) t.do({ type: "place-wager", seat, bet: "game", amount: 1_000 });
  for (const seat of [1, 2, 3]) t.do({ type: "place-wager", seat, bet: "fortune", amount: 1_000 });
  t.do({ type: "close-betting" });
  return t;
}

const walk = (t: PaiGowTable) => t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat} ${l.bet} ${l.action} ${l.amount}`);
const fees = (t: PaiGowTable) => t.state.round!.fees!.map((f) => `${f.payer.kind} ${f.cents}`);

describe("results-only entry at a pai gow poker table (docs/rules-decisions/results-entry.md)", () => {
  it("settles, charges the fees and walks the bank exactly as the cards that give the same results", () => {
    // By cards: seat 1 loses (KK against the player-dealer's AA), seat 2 wins both hands with three queens (Fortune 3 to 1),
    // seat 3 wins with four sevens (Fortune 25 to 1, Envy for seats 1 and 2).
    const byCards = table("cards");
    byCards.do({ type: "deal-piles" });
    byCards.do({ type: "choose-action-pile", pile: 1 });
    byCards.do({ type: "roll-dice", total: 10 });
    byCards.do(setHand(1, "KS KH 9D 8D 5S | 3H 2D"));
    byCards.do(setHand(2, "QS QH QC 6C 3D | AC KC"));
    byCards.do(setHand(3, "7S 7H 7D 7C 4H | QD JD"));
    byCards.do({ type: "expose-player-dealer", cards: cards("AS AH 9S 8S 4C 3S 2H") });
    byCards.do({ type: "settle" });

    const byResults = table("results");
    // No pile and no card: the dice first (the action button orders the walk), then the results.
    // The tablet asks for the results with the dice: the seats in seat order (no action button yet), each asked for its Fortune hand.
    expect(byResults.views().dealer.next).toMatchObject({ step: "roll-dice", label: "Enter the results", seats: [{ seat: 1 }, { seat: 2 }, { seat: 3 }], bonusSeats: [1, 2, 3] });
    expect(byResults.try({ type: "deal-piles" })?.code).toBe("OUT_OF_ORDER");
    byResults.do({ type: "roll-dice", total: 10 });
    const next = byResults.views().dealer.next;
    expect(next).toMatchObject({ step: "enter-results", bonusSeats: [1, 2, 3] });
    expect(next.seats?.map((s) => s.seat)).toEqual(byCards.state.round!.settlement!.walk.lines.filter((l) => l.bet === "game").map((l) => l.seat));
    expect(next.bonusHands?.map((h) => h.name)).toContain("Four of a Kind");
    byResults.do({
      type: "enter-results",
      results: [
        { seat: 1, game: "lose", bonus: null },
        { seat: 2, game: "win", bonus: "three-of-a-kind" },
        { seat: 3, game: "win", bonus: "four-of-a-kind" },
      ],
    });
    expect(byResults.views().dealer.next.command).toBe("settle");
    byResults.do({ type: "settle" });

    expect(walk(byResults)).toEqual(walk(byCards));
    expect(fees(byResults)).toEqual(fees(byCards));
    expect(byResults.state.round!.settlement!.walk.bankAfter).toBe(byCards.state.round!.settlement!.walk.bankAfter);
    expect(byResults.state.round!.settlement!.conservation.ok).toBe(true);
    // Envy: seats 1 and 2 each paid for seat 3's four of a kind ($5, FPG-01 seed 003 L4483-4485).
    expect(walk(byResults).filter((l) => l.includes("envy"))).toEqual(["s1 envy-seat-3 pay 500", "s2 envy-seat-3 pay 500"]);
  });

  it("says in the round's record, its replay words and the regulator's export that the round was entered by results", () => {
    const t = table("results");
    t.do({ type: "roll-dice", total: 10 });
    t.do({ type: "enter-results", results: [{ seat: 1, game: "win", bonus: null }, { seat: 2, game: "lose", bonus: "flush" }, { seat: 3, game: "push", bonus: null }] });
    const before: PaiGowTableState = t.state;
    const entered = before.round!.steps.at(-1)!;
    expect(describePaiGowEvent({ type: "StepTaken", step: entered }, before)).toBe("Entered by results: seat 1 wins; seat 2 loses, its seven cards Flush; seat 3 pushes");
    t.do({ type: "settle" });
    const exported = exportedPaiGowRound(t.state.round!, t.state.settings!, new Date("2026-12-05T09:00:00Z"));
    expect(exported).toMatchObject({ enteredBy: "results", enteredResults: "seat 1 wins; seat 2 loses, its seven cards Flush; seat 3 pushes", piles: null });
    expect(exported.hands.find((h) => h.seat === 2)).toMatchObject({ cards: null, bonusHand: "Flush" });
    t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
    t.do({ type: "end-round" });
    const round = t.state.lastRound!;
    expect(round.enteredBy).toBe("results");
    expect(describePaiGowEvent({ type: "RoundCompleted", round, at: 0 }, t.state)).toMatch(/^Hand 1 complete, entered by results: seat 1 wins, Fortune loses; seat 2 loses, Fortune pays \(Flush\); seat 3 pushes, Fortune loses; bank/);
    expect((paiGowGameRecord(t.state.settings!).rules ?? []).map((r) => r.rule)).toContain("entry");
  });

  it("refuses results a table entering cards, a seat missing or twice, a bonus hand the pay table does not pay, or no dice yet", () => {
    const cardsTable = table("cards");
    expect(cardsTable.try({ type: "enter-results", results: [{ seat: 1, game: "win", bonus: null }] })?.code).toBe("CARDS_ENTRY");
    const t = table("results");
    const all = (extra: object = {}) => [{ seat: 1, game: "win" as const, bonus: null }, { seat: 2, game: "lose" as const, bonus: null }, { seat: 3, game: "push" as const, bonus: null, ...extra }];
    expect(t.try({ type: "enter-results", results: all() })?.message).toMatch(/dice/);
    t.do({ type: "roll-dice", total: 10 });
    expect(t.try({ type: "enter-results", results: all().slice(0, 2) })?.message).toMatch(/seat 3's result is missing/i);
    expect(t.try({ type: "enter-results", results: [...all(), { seat: 3, game: "win", bonus: null }] })?.message).toMatch(/seat 3's result is given twice/i);
    expect(t.try({ type: "enter-results", results: [...all(), { seat: 5, game: "win", bonus: null }] })?.message).toMatch(/seat 5 has no hand/i);
    // FPG-01 has no three-pair line (seed 003 L4461-4493).
    expect(t.try({ type: "enter-results", results: all({ bonus: "three-pair" }) })?.message).toMatch(/Three Pair.* is not paid/i);
    // An undo takes the results back before the settlement.
    t.do({ type: "enter-results", results: all() });
    expect(t.views().dealer.undo).toBe("the results");
    t.do({ type: "undo-card" });
    expect(t.views().dealer.next.step).toBe("enter-results");
    // Settled with a wrong result: nothing paid yet, the floor voids the round (RE6).
    t.do({ type: "enter-results", results: all() });
    t.do({ type: "settle" });
    expect(t.try({ type: "undo-card" })?.code).toBe("NOTHING_TO_UNDO");
    t.do({ type: "void-round", reason: "seat 2 entered as a loss, it was a push" }, SUPERVISOR);
    expect(t.state.round).toBeNull();
  });
});
