import { describe, expect, it } from "vitest";
import { THREE_CARD_POKER_SETTLE_EXAMPLES } from "../../three-card-poker/settle-help";
import { describeThreeCardPokerEvent } from "./floor";
import { DEALER, SUPERVISOR, ThreeCardPokerTable } from "./test-kit";

const FD = "face-down";
const MORTIMERS_EXAMPLE = THREE_CARD_POKER_SETTLE_EXAMPLES[0]!.input as { wagers: { seat: number; bet: string; amount: number; backline?: boolean; bettor?: string }[] };

/** Mortimer's worked example's wagers (seats 2-4 against the player-dealer in seat 1), every stack dealt, the shuffler unloaded: the players decide. */
function deciding(): ThreeCardPokerTable {
  const t = new ThreeCardPokerTable({ gameId: "three-card-poker-6cb-mortimers" });
  t.seat([1, 2, 3, 4], 1, 20_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  for (const w of MORTIMERS_EXAMPLE.wagers) t.do({ type: "place-wager", seat: w.seat, bet: w.bet as "ante", amount: w.amount, ...(w.backline ? { backline: true, bettor: w.bettor } : {}) });
  t.next().next().next().next();
  t.do({ type: "deal-stack", cards: ["JH", FD, FD] });
  return t.next();
}

const fix = (index: number, decision: "play" | "fold", reason = "the player made the Play wager") => ({ type: "correct-decision" as const, index, decision, reason });
const stepOf = (t: ThreeCardPokerTable, seat: number) => t.state.round!.steps.findIndex((s) => s.kind === "decide" && s.seat === seat && s.bettor === undefined);

describe("a Three Card Poker Play or fold corrected by the floor", () => {
  it("a Fold tapped for seat 3's Play: the round replays with the Play wager, the fold no longer to collect", () => {
    const t = deciding();
    t.do({ type: "play-or-fold", seat: 2, decision: "play" });
    t.do({ type: "play-or-fold", seat: 3, decision: "fold" });
    expect(t.views().supervisor.decisions.map((d) => `${d.who}: ${d.words} (or ${d.options.map((o) => o.words).join(", ")})`)).toEqual(["Seat 2: Play (or Fold)", "Seat 3: Fold (or Play)"]);
    expect(t.try(fix(stepOf(t, 3), "play"), DEALER)?.code).toBe("SUPERVISOR_ONLY");
    t.do(fix(stepOf(t, 3), "play"), SUPERVISOR);
    expect(t.state.round!.play!.hands.find((h) => h.seat === 3)!.decision).toBe("play");
    expect(t.views().display.hands.find((h) => h.seat === 3)!.bets.map((b) => b.bet)).toContain("play");
    expect(t.views().dealer.corrections.map((c) => c.words)).toEqual(["Seat 3: Fold → Play"]);
    expect(describeThreeCardPokerEvent(t.log.at(-1)!, t.state)).toBe(`Decision corrected, Seat 3: Fold → Play, by ${SUPERVISOR.id}: the player made the Play wager; the round replayed with it`);
    // Seat 4 decides next, as before; with no fold, nothing is collected.
    t.do({ type: "play-or-fold", seat: 4, decision: "play" });
    expect(t.views().dealer.next.collect).toBeUndefined();
    expect(JSON.stringify(t.replay())).toBe(JSON.stringify(t.state));
  });

  it("refuses once the folds are collected, and where a later decision could not have followed it, in words", () => {
    const t = deciding();
    t.do({ type: "play-or-fold", seat: 2, decision: "play" });
    t.do({ type: "play-or-fold", seat: 3, decision: "fold" });
    t.do({ type: "play-or-fold", seat: 4, decision: "play" });
    t.next();
    // The fold is collected: its cards and Ante have left the layout.
    expect(t.views().supervisor.decisions.every((d) => d.options.length === 0)).toBe(true);
    expect(t.try(fix(stepOf(t, 3), "play"), SUPERVISOR)).toMatchObject({ code: "DECISION_CLOSED", message: "The folds have been collected: a Play or fold can no longer be changed. Void the round or declare a misdeal instead." });
    expect(t.try(fix(stepOf(t, 2), "fold"), SUPERVISOR)).toMatchObject({ code: "DECISION_CLOSED" });
    expect(t.state.round!.corrections).toEqual([]);
  });

  it("a seat's Play corrected to a Fold once its backline bettor decided on their own (option own-when-seat-plays) is refused: the bettor would not have been asked", () => {
    const t = new ThreeCardPokerTable({ gameId: "three-card-poker-6cb-mortimers", gameOptions: { backlineDecision: "own-when-seat-plays" } });
    t.seat([1, 2, 3], 1, 20_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 1_000 });
    t.do({ type: "place-wager", seat: 2, bet: "ante", amount: 500, backline: true, bettor: "Ann" });
    t.do({ type: "place-wager", seat: 3, bet: "ante", amount: 1_000 });
    t.next().next().next();
    t.do({ type: "deal-stack", cards: ["JH", FD, FD] });
    t.next();
    t.do({ type: "play-or-fold", seat: 2, decision: "play" });
    t.do({ type: "play-or-fold", seat: 2, decision: "fold", bettor: "Ann" });
    expect(t.views().supervisor.decisions.map((d) => `${d.who}: ${d.words}`)).toEqual(["Seat 2: Play", "Seat 2 backline (Ann): Fold"]);
    expect(t.try(fix(stepOf(t, 2), "fold"), SUPERVISOR)).toMatchObject({
      code: "CORRECTION_BREAKS_ROUND",
      message: "With Fold instead of Play, the round would not have gone on as recorded after it (seat 3 is to make the Play wager (equal to the Ante) or fold): void the round or declare a misdeal.",
    });
    // Ann's own Fold was a Play: taken.
    const ann = t.state.round!.steps.findIndex((s) => s.kind === "decide" && s.bettor === "Ann");
    t.do(fix(ann, "play", "Ann made her Play wager"), SUPERVISOR);
    expect(t.views().dealer.corrections.map((c) => c.words)).toEqual(["Seat 2 backline (Ann): Fold → Play"]);
  });
});
