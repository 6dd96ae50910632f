import { describe, expect, it } from "vitest";
import { describeThreeCardPokerEvent, exportedThreeCardPokerRound, threeCardPokerFloor, threeCardPokerGameRecord } from "./floor";
import type { ThreeCardPokerCommand } from "./commands";
import type { ThreeCardPokerTableState } from "./state";
import { ThreeCardPokerTable } from "./test-kit";

const FD = "face-down";

/**
 * Players at seats 2-4, the player-dealer at seat 1 with $200: seat 2 a $10 Ante and $5 Pair Plus,
 * seat 3 a $10 Ante and $5 6 Card Bonus, seat 4 a $10 Ante.
 */
function table(gameId: string, entry: "cards" | "results"): ThreeCardPokerTable {
  const t = new ThreeCardPokerTable({ gameId, gameOptions: { entry } });
  t.seat([1, 2, 3, 4], 1, 20_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  for (const seat of [2, 3, 4]) t.do({ type: "place-wager", seat, bet: "ante", amount: 1_000 });
  t.do({ type: "place-wager", seat: 2, bet: "pair-plus", amount: 500 });
  t.do({ type: "place-wager", seat: 3, bet: "six-card-bonus", amount: 500 });
  t.do({ type: "close-betting" });
  return t;
}

/** By the cards: the player-dealer Q-7-3 (qualifies), seat 2 a pair of eights plays, seat 3 Q-Q-9 folds (three queens for the 6 Card Bonus), seat 4 K-5-4 plays. */
function byCards(gameId: string): ThreeCardPokerTable {
  const t = table(gameId, "cards");
  for (let i = 0; i < 3; i++) t.next();
  t.do({ type: "deal-stack", cards: ["QS", FD, FD] });
  t.next();
  t.do({ type: "play-or-fold", seat: 2, decision: "play" });
  t.do({ type: "play-or-fold", seat: 3, decision: "fold" });
  t.do({ type: "play-or-fold", seat: 4, decision: "play" });
  t.next();
  t.do({ type: "reveal-player-dealer", cards: ["QS", "7D", "3C"] });
  t.do({ type: "reveal-hand", seat: 2, cards: ["8H", "8D", "2S"] });
  t.do({ type: "reveal-hand", seat: 3, cards: ["QH", "QD", "9C"] });
  t.do({ type: "reveal-hand", seat: 4, cards: ["KS", "5H", "4D"] });
  t.do({ type: "settle" });
  return t;
}

type Entered = Extract<ThreeCardPokerCommand, { type: "enter-results" }>;
type Row = Pick<Entered["results"][number], "seat" | "result"> & Partial<Entered["results"][number]>;

/** The enter-results command, a bonus hand null unless given. */
function entered(playerDealerQualifies: boolean, rows: readonly Row[]): Entered {
  return { type: "enter-results", playerDealerQualifies, results: rows.map((r) => ({ pairPlus: null, sixCardBonus: null, ...r })) };
}

const ROWS: readonly Row[] = [
  { seat: 2, result: "win", pairPlus: "one-pair" },
  { seat: 3, result: "fold", sixCardBonus: "three-of-a-kind" },
  { seat: 4, result: "win" },
];
const RESULTS = entered(true, ROWS);

const walk = (t: ThreeCardPokerTable) => t.state.round!.settlement!.walk.lines.map((l) => `s${l.seat} ${l.bet} ${l.action} ${l.amount}`);
const fees = (t: ThreeCardPokerTable) => t.state.round!.fees!.map((f) => `${f.payer.kind} ${f.cents}`);

describe("results-only entry at a Three Card Poker table (docs/rules-decisions/results-entry.md RE8-RE12)", () => {
  for (const gameId of ["three-card-poker-6cb-mortimers", "three-card-poker-6cb"]) {
    it(`${gameId}: settles, charges the fees and walks the bank exactly as the cards that give the same results`, () => {
      const cards = byCards(gameId);
      const t = table(gameId, "results");
      // No stack, no card: the results are the round's one step.
      const next = t.views().dealer.next;
      expect(next).toMatchObject({ label: "Enter the results", send: null, results: { seats: [2, 3, 4], pairPlusSeats: [2], sixCardBonusSeats: [3] } });
      expect(next.results?.pairPlusHands.map((h) => h.name)).toEqual(["Mini Royal Flush", "Straight Flush", "Three of a Kind", "Straight", "Flush", "One Pair"]);
      expect(t.try({ type: "deal-stack", cards: [FD, FD, FD] })?.code).toBe("NO_STACK_DUE");
      t.do(RESULTS);
      expect(t.views().dealer.next.command).toBe("settle");
      t.do({ type: "settle" });
      expect(walk(t)).toEqual(walk(cards));
      expect(fees(t)).toEqual(fees(cards));
      expect(t.state.round!.settlement!.walk.bankAfter).toBe(cards.state.round!.settlement!.walk.bankAfter);
      expect(t.state.round!.settlement!.conservation.ok).toBe(true);
      // The forfeits were collected at no step of their own: the dealer walks them first (RE10).
      expect(t.state.round!.settledLines).toBe(0);
      expect(walk(t)[0]).toBe("s3 ante collect 1000");
    });
  }

  it("settles a player-dealer who does not qualify as each filing says (seed 003 L1633-1638; seed 004 L342, L346)", () => {
    const results = entered(false, [{ seat: 2, result: "lose" }, { seat: 3, result: "fold" }, { seat: 4, result: "win" }]);
    const m = table("three-card-poker-6cb-mortimers", "results").do(results).do({ type: "settle" });
    const k = table("three-card-poker-6cb", "results").do(results).do({ type: "settle" });
    const games = (t: ThreeCardPokerTable) => walk(t).filter((l) => / (ante|play) /.test(l) && !l.startsWith("s3"));
    // Mortimer's: the Ante pays only a hand that ranks higher; Kings: every Ante played is paid. The Play is returned in both.
    expect(games(m)).toEqual(["s2 ante push 0", "s2 play push 0", "s4 ante pay 1000", "s4 play push 0"]);
    expect(games(k)).toEqual(["s2 ante pay 1000", "s2 play push 0", "s4 ante pay 1000", "s4 play push 0"]);
    expect(m.views().display.dealerHand.qualifies).toBe(false);
  });

  it("refuses results at a table that enters cards, a missing seat, a bonus hand where none is asked and a hand the pay table does not pay", () => {
    expect(table("three-card-poker-6cb", "cards").try(RESULTS)?.code).toBe("CARDS_ENTRY");
    const t = table("three-card-poker-6cb", "results");
    expect(t.try(entered(true, ROWS.slice(0, 2)))?.message).toMatch(/seat 4.s result is missing/i);
    expect(t.try(entered(true, [ROWS[0]!, ROWS[1]!, { seat: 4, result: "win", pairPlus: "flush" }]))?.message).toMatch(/seat 4 has no Pair Plus/i);
    expect(t.try(entered(true, [{ seat: 2, result: "fold", pairPlus: "flush" }, ROWS[1]!, ROWS[2]!]))?.message).toMatch(/seat 2 has no Pair Plus in action/i);
    // A wrong result is taken back whole before the settlement (RE6).
    t.do(RESULTS);
    expect(t.views().dealer.canUndo).toBe(true);
    t.do({ type: "undo-card" });
    expect(t.views().dealer.next.label).toBe("Enter the results");
  });

  it("says in the round's record, its replay words, the history and the regulator's export that the round was entered by results", () => {
    const t = table("three-card-poker-6cb-mortimers", "results");
    t.do(RESULTS);
    const before: ThreeCardPokerTableState = t.state;
    const entered = before.round!.steps.at(-1)!;
    expect(describeThreeCardPokerEvent({ type: "StepTaken", step: entered }, before)).toBe(
      "Entered by results: the player-dealer qualifies; seat 2 ranks higher (Pair Plus One Pair); seat 3 folds (6 Card Bonus Three of a Kind); seat 4 ranks higher",
    );
    t.do({ type: "settle" });
    const exported = exportedThreeCardPokerRound(t.state.round!, t.state.settings!, new Date("2026-12-05T13:00:00Z"));
    expect(exported).toMatchObject({ enteredBy: "results", cards: { playerDealer: [], stacks: [] }, playerDealer: null });
    expect(exported.enteredResults).toMatch(/^the player-dealer qualifies; seat 2 ranks higher/);
    t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
    t.do({ type: "end-round" });
    const round = t.state.lastRound!;
    expect(round.enteredBy).toBe("results");
    expect(describeThreeCardPokerEvent({ type: "RoundCompleted", round, at: 0 }, t.state)).toMatch(/^Hand 1 complete, entered by results: seat 2 wins, Pair Plus wins; seat 3 folds, 6 Card Bonus wins; seat 4 wins; bank/);
    expect(threeCardPokerFloor.listWords(threeCardPokerFloor.resultFields(round))).toMatchObject({ result: expect.stringMatching(/^Entered by results: /), cards: "not entered (results only)" });
    expect((threeCardPokerGameRecord(t.state.settings!).rules ?? []).map((r) => r.rule)).toContain("entry");
    // The next round is entered by results again, from the other deck.
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
    t.do({ type: "close-betting" });
    expect(t.views().dealer.next.label).toBe("Enter the results");
  });
});
