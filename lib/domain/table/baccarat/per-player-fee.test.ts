import { describe, expect, it } from "vitest";
import { seatPlayerBettor } from "../../wagers/wager";
import { Table } from "./test-kit";

// Mortimer's EZ Baccarat Panda 8 options 1-2: the player fee is on "the total amount each player has
// wagered" (seed 003 L2265-2267), and "any position on the table would be allowed to wager in any
// spot where no one has placed a wager" (L2273-2275). At the live table the tablet says whose wager
// it is; the fee is then charged as the settle calculator charges it: once per player (issue 28 item 7).
describe("Panda 8 at Mortimer's: a seated player on a second spot pays one player fee", () => {
  function panda8() {
    const t = new Table({ gameId: "ez-baccarat-panda-8-mortimers", seats: 8, feeScheduleId: "ez-baccarat-panda-8-mortimers", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 100_000 });
    t.seat([1, 2, 3], 1, 2_000_000);
    t.do({ type: "start-shoe", source: "server" });
    t.do({ type: "open-betting" });
    return t;
  }
  const playerFees = (t: Table) => (t.state.round?.fees ?? []).filter((f) => f.payer.kind !== "player-dealer").map((f) => ["seat" in f.payer ? f.payer.seat : 0, f.cents]);

  it("the views say the fee is per player, and the table takes the empty seat 5's spot from seat 2's player", () => {
    const t = panda8();
    expect(t.views().dealer.fees.perPlayer).toBe(true);
    t.do({ type: "place-wager", seat: 2, bet: "banker", amount: 30_000 });
    t.do({ type: "place-wager", seat: 5, bet: "banker", amount: 30_000, bettor: seatPlayerBettor(2) });
    t.do({ type: "place-wager", seat: 3, bet: "player", amount: 30_000 });
    t.do({ type: "close-betting" });
    // Seat 2's player: $600 -> $5.00 once (tier $501+), not two $2.00 fees; seat 3's player: $300 -> $2.00.
    expect(playerFees(t)).toEqual([
      [2, 500],
      [3, 200],
    ]);
    // The round plays and settles with the spot of the empty seat in it, money conserved.
    while (t.views().dealer.next?.command === "deal-card") t.do({ type: "deal-card" });
    t.do({ type: "settle" });
    const settlement = t.state.round?.settlement;
    expect(settlement?.conservation.ok).toBe(true);
    expect(settlement?.walk.lines.some((l) => l.seat === 5)).toBe(true);
  });

  it("an empty seat's spot is refused without a seated player named for it, or named for the player-dealer", () => {
    const t = panda8();
    expect(t.try({ type: "place-wager", seat: 5, bet: "banker", amount: 30_000 })?.code).toBe("WAGER_SEAT_EMPTY");
    expect(t.try({ type: "place-wager", seat: 5, bet: "banker", amount: 30_000, bettor: seatPlayerBettor(1) })?.code).toBe("WAGER_SEAT_EMPTY");
    expect(t.try({ type: "place-wager", seat: 5, bet: "banker", amount: 30_000, bettor: seatPlayerBettor(6) })?.code).toBe("WAGER_SEAT_EMPTY");
  });

  it("a table whose fee is per spot does not say per player", () => {
    expect(new Table({ gameId: "fortune-7-baccarat" }).views().dealer.fees.perPlayer).toBeUndefined();
  });
});
