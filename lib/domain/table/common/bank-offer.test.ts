import { describe, expect, it } from "vitest";
import { Table } from "../baccarat/test-kit";

describe("an offer of the bank says why it passed over a seat (issue 14, item 14)", () => {
  it("offered from seat 3, which banked the last two hands: it goes to seat 4, and the view says why", () => {
    const t = new Table({ gameId: "fortune-7-baccarat" });
    t.seat([1, 2, 3, 4], 3, 50_000);
    t.do({ type: "start-shoe", source: "dealer" });
    for (let hand = 0; hand < 2; hand++) {
      t.do({ type: "open-betting" });
      t.do({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
      t.do({ type: "close-betting" });
      for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) t.do({ type: "deal-card", card });
      t.do({ type: "settle" });
      t.do({ type: "advance-settlement", through: 1 });
      t.do({ type: "end-round" });
    }
    // After two hands the bank goes round; seat 4 is offered it first. Seat 4 and then everyone declines: broken.
    while (t.views().dealer.offer) t.do({ type: "decline-bank", seat: t.views().dealer.offer!.offeredTo });
    t.do({ type: "open-bank", firstSeat: 3 });
    const offer = t.views().dealer.offer;
    expect(offer?.offeredTo).toBe(4);
    expect(offer?.skipped).toEqual([{ seat: 3, why: "that player has banked the most hands in a row the rules allow" }]);
  });
});
