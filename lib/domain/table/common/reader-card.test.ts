import { describe, expect, it } from "vitest";
import { Table } from "../baccarat/test-kit";
import { TwentyOneTable } from "../twenty-one/test-kit";

/** Event types the table logged since `from`. */
const since = (t: { log: readonly { type: string }[] }, from: number) => t.log.slice(from).map((e) => e.type);

describe("a card read by the card-reading shoe is one decision of the table", () => {
  function baccarat() {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3], 1, 2_000_000);
    t.do({ type: "start-shoe", source: "reader" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
    t.do({ type: "place-wager", seat: 3, bet: "player", amount: 1_000 });
    return t;
  }

  it("closes betting before the first card (the fees fixed first) and settles with the card that completes the hand, each in the card's own batch", () => {
    const t = baccarat();
    let from = t.log.length;
    t.do({ type: "deal-card", card: "4S", source: "reader" });
    expect(since(t, from)).toEqual(["BettingClosed", "CardDealt"]);
    expect(t.state.round?.phase).toBe("dealing");
    expect(t.state.round?.fees?.length).toBeGreaterThan(0);
    for (const card of ["3S", "4H"]) {
      from = t.log.length;
      t.do({ type: "deal-card", card, source: "reader" });
      expect(since(t, from)).toEqual(["CardDealt"]);
    }
    // Player 4-4 (8), Banker 3-3 (6): a natural, the hand complete with the fourth card.
    from = t.log.length;
    t.do({ type: "deal-card", card: "3H", source: "reader" });
    expect(since(t, from)).toEqual(["CardDealt", "RoundSettled"]);
    expect(t.state.round?.phase).toBe("settling");
    expect(t.state.round?.settlement?.conservation.ok).toBe(true);
  });

  it("a card the dealer taps is only the card: betting closed and the round settled by the dealer's own taps", () => {
    const t = baccarat();
    expect(t.try({ type: "deal-card", card: "4S", source: "dealer" })?.code).toBe("BETTING_OPEN");
    t.do({ type: "close-betting" });
    for (const card of ["4S", "3S", "4H", "3H"]) t.do({ type: "deal-card", card, source: "dealer" });
    expect(t.state.round?.phase).toBe("dealing");
    expect(t.views().dealer.next.command).toBe("settle");
  });

  it("a card the rules refuse leaves betting open and nothing logged", () => {
    const t = baccarat();
    const from = t.log.length;
    const refusal = t.try({ type: "deal-card", source: "reader" });
    expect(refusal).not.toBeNull();
    expect(t.log.length).toBe(from);
    expect(t.state.round?.phase).toBe("betting");
  });

  it("twenty-one: the shoe's first card closes betting with it", () => {
    const t = new TwentyOneTable({ gameId: "blackjack-x" });
    t.seat([1, 2], 1, 2_000_000);
    t.do({ type: "start-shoe", source: "reader" });
    t.do({ type: "open-betting" });
    t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
    const from = t.log.length;
    t.do({ type: "deal-card", card: "9S", source: "reader" });
    expect(since(t, from)).toEqual(["BettingClosed", "StepTaken"]);
  });
});
