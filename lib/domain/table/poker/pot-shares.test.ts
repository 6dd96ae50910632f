import { describe, expect, it } from "vitest";
import { winnersText } from "./completed-hand";
import { potShares } from "./pot-shares";
import { PokerTable, SUPERVISOR } from "./test-kit";

/*
 * Kings' Texas Hold'em: "the pot shall be split equally among all players with the winning hand. In
 * the instance that there are an odd number of chips, the odd chips shall be awarded to the player
 * closest to the left of the dealer button" (seed 004 L161-164; Mortimer's Omaha, seed 003 L2659-2661).
 */
const KINGS = { oddChips: "all-to-first-left-of-button", oddChipOfHalves: "high-half" } as const;

describe("each seat's share of a split pot the dealer entered (chip-split.ts's rule)", () => {
  it("an even split: the same share each", () => {
    const shares = potShares([{ high: [5, 7] }], 12_000, 3, 100, KINGS);
    expect(shares).toEqual([
      { seat: 5, cents: 6_000 },
      { seat: 7, cents: 6_000 },
    ]);
    expect(winnersText([{ high: [5, 7] }], 12_000, shares)).toBe("Seats 5 and 7 split the $120.00 pot: $60.00 each");
  });

  it("an odd chip goes to the winner closest to the left of the button", () => {
    // Button on seat 3: seat 5 sits first to its left.
    const shares = potShares([{ high: [5, 7] }], 12_100, 3, 100, KINGS);
    expect(winnersText([{ high: [5, 7] }], 12_100, shares)).toBe("Seats 5 and 7 split the $121.00 pot: seat 5 $61.00, seat 7 $60.00");
    // Button on seat 6: seat 7 sits first to its left, seat 5 comes round last.
    expect(winnersText([{ high: [5, 7] }], 12_100, potShares([{ high: [5, 7] }], 12_100, 6, 100, KINGS))).toBe("Seats 5 and 7 split the $121.00 pot: seat 5 $60.00, seat 7 $61.00");
  });

  it("no shares without an amount, for one winner, or for side pots (the amount is their total)", () => {
    expect(potShares([{ high: [5, 7] }], null, 3, 100, KINGS)).toBeNull();
    expect(potShares([{ high: [5] }], 12_000, 3, 100, KINGS)).toBeNull();
    expect(potShares([{ high: [5] }, { high: [5, 7] }], 12_000, 3, 100, KINGS)).toBeNull();
    expect(winnersText([{ high: [5] }], 12_000, null)).toBe("Seat 5 wins the $120.00 pot");
  });

  it("hi/lo: the halves first (the odd chip to the high half), then each half among its winners", () => {
    expect(potShares([{ high: [2], low: [4, 6] }], 4_100, 3, 100, KINGS)).toEqual([
      { seat: 2, cents: 2_100 },
      { seat: 4, cents: 1_000 },
      { seat: 6, cents: 1_000 },
    ]);
  });

  it("a table's corrected split says the shares by its game's rule and its hand's button", () => {
    // Mortimer's Hold'em, button drawn to seat 3: seat 8 sits closer to its left than seat 1.
    const t = new PokerTable({ gameId: "texas-holdem-mortimers" }).seatPlayers([1, 3, 5, 7, 8]).drawButton(3);
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" }).do({ type: "award", pots: [{ high: [8] }], potCents: 12_100 });
    t.do({ type: "correct-award", pots: [{ high: [1, 8] }], reason: "split" }, SUPERVISOR);
    expect(t.views().dealer.lastHand?.winners).toBe("Seats 1 and 8 split the $121.00 pot: seat 1 $60.00, seat 8 $61.00");
    expect(t.log.at(-1)).toMatchObject({ words: "Seat 8 wins the $121.00 pot → Seats 1 and 8 split the $121.00 pot: seat 1 $60.00, seat 8 $61.00" });
  });
});
