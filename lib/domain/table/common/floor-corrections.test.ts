import { describe, expect, it } from "vitest";
import { Table, SUPERVISOR } from "../baccarat/test-kit";
import { NoBustTable } from "../no-bust/test-kit";
import { baccaratFamily } from "../baccarat/family";
import { noBustFamily } from "../no-bust/family";
import { bettingTimer, bettingTimerCommands } from "./decide";

const SYSTEM = { id: "system", role: "supervisor" } as const;

function fortune7(bettingSeconds: number | null = null) {
  const t = new Table({ gameId: "fortune-7-baccarat", bettingSeconds });
  t.seat([1, 2, 3, 4], 4, 50_000);
  t.do({ type: "start-shoe", source: "dealer" });
  return t;
}

describe("the betting timer never leaves a table stuck (issue 14, item 5)", () => {
  it("runs out on an empty table: the server starts a fresh countdown, wagers are taken again, the timer then closes betting", () => {
    const t = fortune7(30);
    t.do({ type: "open-betting" });
    const opened = t.now;
    // Before: bettingTimer gave nothing for an empty table, and past the deadline both ways forward were refused.
    expect(bettingTimer(t.state)).toEqual([]);
    t.now = opened + 31_000;
    expect(t.try({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 })?.message).toBe("The betting timer has run out.");
    expect(t.try({ type: "close-betting" })?.code).toBe("NO_WAGERS");
    const [timer] = baccaratFamily.timers(t.state);
    expect(timer).toEqual({ at: opened + 30_000, command: { type: "restart-betting-timer" } });
    t.do(timer!.command, SYSTEM);
    expect(t.state.round?.bettingClosesAt).toBe(t.now + 30_000);
    // The server's restart is not activity: the floor still sees when the table last did something.
    expect(t.state.lastActivityAt).toBe(opened);
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
    expect(bettingTimerCommands(t.state)).toEqual([{ at: t.now + 30_000, command: { type: "close-betting" } }]);
    t.now += 30_000;
    t.do({ type: "close-betting" }, SYSTEM);
    expect(t.state.round?.phase).toBe("dealing");
    expect(t.replay()).toEqual(t.state);
  });

  it("the dealer may end a round nobody bet on: nothing in action, the bank's hand not counted, betting opens again", () => {
    const t = fortune7();
    t.do({ type: "open-betting" });
    expect(t.views().dealer.playerDealer?.bankHand).toBe(1);
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
    expect(t.try({ type: "end-round-without-action" })?.message).toMatch(/A wager is on the table: take them back first/);
    t.do({ type: "remove-wager", wagerId: "w1" });
    t.do({ type: "end-round-without-action" });
    expect(t.state.round).toBeNull();
    expect(t.views().dealer.phase).toBe("waiting");
    // Still the player-dealer's first bank hand next: a hand with nothing in action is no bank hand.
    expect(t.views().dealer.playerDealer?.bankHand).toBe(1);
    t.do({ type: "open-betting" });
    expect(t.state.round?.handNumber).toBe(2);
    expect(t.replay()).toEqual(t.state);
  });

  it("a table without a timer has no countdown to restart", () => {
    const t = fortune7();
    t.do({ type: "open-betting" });
    expect(t.try({ type: "restart-betting-timer" })?.code).toBe("NO_TIMER");
    expect(bettingTimerCommands(t.state)).toEqual([]);
  });

  it("No Bust follows the same timer", () => {
    const t = new NoBustTable({ gameId: "no-bust-6", bettingSeconds: 20 });
    t.seat([1, 2, 3], 3, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    expect(noBustFamily.timers(t.state)[0]?.command).toEqual({ type: "restart-betting-timer" });
  });
});

describe("the floor's corrections of a baccarat round (issue 14, item 7)", () => {
  function dealing() {
    const t = fortune7();
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    t.do({ type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
    t.do({ type: "close-betting" });
    return t;
  }

  it("a misdeal takes the cards off and deals again; wagers and fees stand; only the floor may declare it", () => {
    const t = dealing();
    const fees = t.state.round?.fees;
    t.do({ type: "deal-card", card: "2S" });
    t.do({ type: "deal-card", card: "KH" });
    expect(t.try({ type: "declare-misdeal", reason: "cards flashed" })?.code).toBe("SUPERVISOR_ONLY");
    t.do({ type: "declare-misdeal", reason: "two cards stuck together" }, SUPERVISOR);
    expect(t.state.round?.phase).toBe("dealing");
    expect(t.state.round?.steps).toEqual([]);
    expect(t.state.round?.cards.dealt).toEqual([]);
    expect(t.state.round?.wagers.length).toBe(2);
    expect(t.state.round?.fees).toEqual(fees);
    expect(t.log.at(-1)).toMatchObject({ type: "MisdealDeclared", reason: "two cards stuck together", by: "floor-1", cards: ["2S", "KH"] });
    // Dealt again from the first card.
    for (const card of ["2D", "KS", "3D", "5C", "4H", "2H"]) t.do({ type: "deal-card", card });
    t.do({ type: "settle" });
    expect(t.replay()).toEqual(t.state);
  });

  it("a misdeal is refused in words where the rules forbid it", () => {
    const t = fortune7();
    expect(t.try({ type: "declare-misdeal", reason: "nothing" }, SUPERVISOR)?.message).toMatch(/no hand in play/);
    t.do({ type: "open-betting" });
    expect(t.try({ type: "declare-misdeal", reason: "nothing" }, SUPERVISOR)?.message).toMatch(/Betting is still open/);
    t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
    t.do({ type: "close-betting" });
    expect(t.try({ type: "declare-misdeal", reason: "nothing" }, SUPERVISOR)?.message).toMatch(/No card has been dealt yet/);
    for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) t.do({ type: "deal-card", card });
    t.do({ type: "settle" });
    expect(t.try({ type: "declare-misdeal", reason: "late" }, SUPERVISOR)?.code).toBe("ALREADY_SETTLED");
  });

  it("betting reopens before any card: the fees are reversed and fixed again at the next no more bets", () => {
    const t = dealing();
    const fees = t.state.round?.fees ?? [];
    expect(fees.length).toBeGreaterThan(0);
    t.do({ type: "reopen-betting", reason: "seat 3 was still betting" }, SUPERVISOR);
    expect(t.state.round?.phase).toBe("betting");
    expect(t.state.round?.fees).toBeNull();
    expect(t.state.round?.bettingReopened).toBe(1);
    expect(t.log.at(-1)).toMatchObject({ type: "BettingReopened", fees });
    t.do({ type: "place-wager", seat: 3, bet: "banker", amount: 1_000 });
    t.do({ type: "close-betting" });
    expect(t.state.round?.fees?.length).toBe(fees.length + 1);
    t.do({ type: "deal-card", card: "2S" });
    expect(t.try({ type: "reopen-betting", reason: "again" }, SUPERVISOR)?.message).toMatch(/Cards are out: .*Declare a misdeal first/);
    t.do({ type: "declare-misdeal", reason: "card flashed" }, SUPERVISOR);
    t.do({ type: "reopen-betting", reason: "and more bets" }, SUPERVISOR);
    expect(t.state.round?.bettingReopened).toBe(2);
    expect(t.replay()).toEqual(t.state);
  });

  it("a settlement line marked done is undone before the round ends; a void waits until the lines are undone", () => {
    const t = dealing();
    for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) t.do({ type: "deal-card", card });
    expect(t.try({ type: "undo-settlement-line", reason: "too early" }, SUPERVISOR)?.code).toBe("NOT_SETTLING");
    t.do({ type: "settle" });
    expect(t.try({ type: "undo-settlement-line", reason: "nothing yet" }, SUPERVISOR)?.code).toBe("NOTHING_SETTLED");
    t.do({ type: "advance-settlement", through: 2 });
    expect(t.try({ type: "void-round", reason: "wrong shoe" }, SUPERVISOR)?.message).toBe("2 settlement lines are marked done: undo them first (the money goes back), then void the round.");
    t.do({ type: "undo-settlement-line", reason: "paid the wrong seat" }, SUPERVISOR);
    expect(t.state.round?.settledLines).toBe(1);
    expect(t.log.at(-1)).toMatchObject({ type: "SettlementLineUndone", line: 2, reason: "paid the wrong seat", by: "floor-1" });
    t.do({ type: "undo-settlement-line", reason: "and the first" }, SUPERVISOR);
    t.do({ type: "void-round", reason: "wrong shoe" }, SUPERVISOR);
    expect(t.state.round).toBeNull();
    expect(t.try({ type: "undo-settlement-line", reason: "after the end" }, SUPERVISOR)?.code).toBe("NO_ROUND");
    expect(t.replay()).toEqual(t.state);
  });

  it("pause and resume each carry a reason", () => {
    const t = dealing();
    t.do({ type: "pause-table", reason: "dispute at seat 2" }, SUPERVISOR);
    expect(t.try({ type: "deal-card", card: "2S" })?.code).toBe("TABLE_PAUSED");
    t.do({ type: "resume-table", reason: "settled with the player" }, SUPERVISOR);
    expect(t.log.at(-1)).toEqual({ type: "TableResumed", by: "floor-1", reason: "settled with the player" });
  });
});

describe("the floor's corrections of a No Bust round", () => {
  it("a misdeal deals the round again from its wagers; reopened betting clears the play", () => {
    const t = new NoBustTable({ gameId: "no-bust-6" });
    t.seat([1, 2, 3], 3, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    const fresh = t.state.round?.play;
    t.do({ type: "deal-card", card: "9S" });
    t.do({ type: "declare-misdeal", reason: "card dealt to the wrong seat" }, SUPERVISOR);
    expect(t.state.round?.steps).toEqual([]);
    expect(t.state.round?.play).toEqual(fresh);
    t.do({ type: "reopen-betting", reason: "seat 2 wants in" }, SUPERVISOR);
    expect(t.state.round?.play).toBeNull();
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    expect(t.state.round?.play?.players.map((p) => p.seat)).toEqual([1, 2]);
    expect(t.replay()).toEqual(t.state);
  });
});
