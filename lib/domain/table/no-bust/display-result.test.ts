import { describe, expect, it } from "vitest";
import { NoBustTable } from "./test-kit";

describe("the wall posts each hand's result as the last card lands (issue 14, item 11)", () => {
  it("No Bust: each hand's result as the player-dealer's last card is turned", () => {
    const t = new NoBustTable({ gameId: "no-bust-6" });
    t.seat([1, 2, 3], 3, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    let guard = 0;
    while (t.views().dealer.next.command !== "settle" && guard++ < 30) {
      const next = t.views().dealer.next;
      if (next.card) t.do({ type: "deal-card", card: ["TS", "9H", "8D", "7C", "6S", "5H"][guard % 6]!, ...(next.card.faceDown ? {} : {}) });
      else if (next.decide) t.do({ type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision: "stand" });
      else if (next.command === "check-hole-card" || next.command === "expose-hole-card") t.do({ type: next.command });
      else if (next.command) t.do({ type: next.command } as never);
      else if (next.insurance?.length) for (const s of next.insurance) t.do({ type: "insurance", seat: s.seat, amount: 0 });
    }
    expect(t.views().dealer.next.command).toBe("settle");
    const display = t.views().display;
    expect(display.complete).toBe(true);
    expect(display.hands.every((h) => h.outcome !== null)).toBe(true);
  });
});

describe("the tablet's highlighted decision is the chart's (issue 14, item 12)", () => {
  it("a pair of tens is a hard 20: the chart says stand, though Split is allowed", () => {
    const t = new NoBustTable({ gameId: "no-bust-6" });
    t.seat([1, 2, 3], 3, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
    t.do({ type: "close-betting" });
    for (const card of ["TS", "6D", "TH"]) t.do({ type: "deal-card", card });
    t.do({ type: "deal-card", faceDown: true });
    t.do({ type: "drop-fees" });
    const decide = t.views().dealer.next.decide;
    expect(decide?.allowed).toContain("split");
    expect(decide?.chart).toBe("stand");
  });
});
