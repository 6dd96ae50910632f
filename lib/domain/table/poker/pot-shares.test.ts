import { describe, expect, it } from "vitest";
import { winnersText } from "./completed-hand";
import { potShares, potsWithShares } from "./pot-shares";
import { PokerTable, SUPERVISOR } from "./test-kit";
import { describePokerEvent } from "./floor";
import { pokerMachine } from "./machine";
import { EMPTY_POKER_TABLE } from "./state";

/** The replay's words for the award step, each event read against the table before and after it. */
function awardWords(t: PokerTable): string | undefined {
  let state = EMPTY_POKER_TABLE;
  const words: string[] = [];
  for (const event of t.log) {
    const next = pokerMachine.evolve(state, event);
    words.push(describePokerEvent(event, state, next));
    state = next;
  }
  return words.find((w) => w.startsWith("Pot awarded"));
}

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

/*
 * Side pots, each pot's amount entered: each pot is split on its own by the same rule (TL12), the
 * odd chip of each going to its winner closest to the left of the hand's button.
 */
describe("each pot's amount and shares, with side pots", () => {
  const twoPots = (main: number, side: number) => [
    { high: [2, 5], cents: main },
    { high: [5], cents: side },
  ];

  it("splits each pot on its own, the odd chip by the button", () => {
    // Button on seat 3: seat 5 sits first to its left, seat 2 comes round last.
    expect(potsWithShares(twoPots(9_100, 3_100), 3, 100, KINGS)).toEqual([
      { high: [2, 5], cents: 9_100, shares: [{ seat: 2, cents: 4_500 }, { seat: 5, cents: 4_600 }] },
      { high: [5], cents: 3_100 },
    ]);
    expect(winnersText(potsWithShares(twoPots(9_100, 3_100), 3, 100, KINGS))).toBe("Main pot $91.00: seats 2 and 5 split, seat 2 $45.00, seat 5 $46.00; side pot 1 $31.00: seat 5 wins");
    // Button on seat 6: seat 2 comes round before seat 5 (7, 8, 9, 10, 1, 2).
    expect(winnersText(potsWithShares(twoPots(9_100, 3_100), 6, 100, KINGS))).toBe("Main pot $91.00: seats 2 and 5 split, seat 2 $46.00, seat 5 $45.00; side pot 1 $31.00: seat 5 wins");
    // An even main pot: the same share each.
    expect(winnersText(potsWithShares(twoPots(9_000, 3_100), 3, 100, KINGS))).toBe("Main pot $90.00: seats 2 and 5 split, $45.00 each; side pot 1 $31.00: seat 5 wins");
  });

  it("a split side pot and a hi/lo pot say their shares too; without every pot's amount, no shares", () => {
    const pots = [
      { high: [5], cents: 6_000 },
      { high: [2, 7], cents: 2_100 },
    ];
    expect(winnersText(potsWithShares(pots, 3, 100, KINGS))).toBe("Main pot $60.00: seat 5 wins; side pot 1 $21.00: seats 2 and 7 split, seat 2 $10.00, seat 7 $11.00");
    const hiLo = [
      { high: [2], low: [4, 6], cents: 4_100 },
      { high: [4], cents: 1_000 },
    ];
    expect(winnersText(potsWithShares(hiLo, 3, 100, KINGS))).toBe("Main pot $41.00: seat 2 high, seats 4 and 6 low, seat 2 $21.00, seat 4 $10.00, seat 6 $10.00; side pot 1 $10.00: seat 4 wins");
    expect(potsWithShares([{ high: [2, 5] }, { high: [5] }], 3, 100, KINGS)).toEqual([{ high: [2, 5] }, { high: [5] }]);
    expect(winnersText([{ high: [2, 5] }, { high: [5] }], 12_200)).toBe("Main pot: seats 2 and 5 split; side pot 1: seat 5 wins; pot $122.00");
  });

  it("a table's award with each pot's amount: the total is the pot, the words and shares pot by pot, kept by a correction of the winners", () => {
    // Kings' Hold'em, button drawn to seat 3.
    const t = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([2, 3, 5, 7]).drawButton(3);
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" });
    t.do({ type: "award", pots: twoPots(9_100, 3_100) });
    const done = t.log.findLast((e) => e.type === "RoundCompleted");
    expect(done).toMatchObject({ round: { potCents: 12_200, shares: null } });
    expect(t.views().dealer.lastHand?.winners).toBe("Main pot $91.00: seats 2 and 5 split, seat 2 $45.00, seat 5 $46.00; side pot 1 $31.00: seat 5 wins");
    // The winners corrected, the amounts as entered: seat 7 took the main pot with seat 5.
    t.do({ type: "correct-award", pots: [{ high: [5, 7] }, { high: [5] }], reason: "seat 7 tabled the same hand" }, SUPERVISOR);
    expect(t.views().dealer.lastHand?.winners).toBe("Main pot $91.00: seats 5 and 7 split, seat 5 $46.00, seat 7 $45.00; side pot 1 $31.00: seat 5 wins");
    expect(t.log.at(-1)).toMatchObject({
      words: "Main pot $91.00: seats 2 and 5 split, seat 2 $45.00, seat 5 $46.00; side pot 1 $31.00: seat 5 wins → Main pot $91.00: seats 5 and 7 split, seat 5 $46.00, seat 7 $45.00; side pot 1 $31.00: seat 5 wins",
    });
    // New amounts named by the correction replace them; one pot instead of two keeps only the total.
    t.do({ type: "correct-award", pots: [{ high: [5, 7], cents: 9_000 }, { high: [5], cents: 3_200 }], reason: "main pot miscounted" }, SUPERVISOR);
    expect(t.views().dealer.lastHand?.winners).toBe("Main pot $90.00: seats 5 and 7 split, $45.00 each; side pot 1 $32.00: seat 5 wins");
    t.do({ type: "correct-award", pots: [{ high: [5] }], reason: "seat 7 had folded" }, SUPERVISOR);
    expect(t.views().dealer.lastHand?.winners).toBe("Seat 5 wins the $122.00 pot");
  });

  it("the replay's award step says the pot and the shares as the finished hand does", () => {
    const t = new PokerTable({ gameId: "texas-holdem-mortimers" }).seatPlayers([1, 3, 5, 7, 8]).drawButton(3);
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" }).do({ type: "award", pots: [{ high: [1, 8] }], potCents: 12_100 });
    expect(awardWords(t)).toBe("Pot awarded: Seats 1 and 8 split the $121.00 pot: seat 1 $60.00, seat 8 $61.00");
    const sides = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([2, 3, 5, 7]).drawButton(3);
    sides.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" }).do({ type: "award", pots: twoPots(9_100, 3_100) });
    expect(awardWords(sides)).toBe("Pot awarded: Main pot $91.00: seats 2 and 5 split, seat 2 $45.00, seat 5 $46.00; side pot 1 $31.00: seat 5 wins");
  });

  it("refuses the pots' amounts in words: dollars and cents, every pot or none, agreeing with the pot entered", () => {
    const t = new PokerTable({ gameId: "texas-holdem" }).seatPlayers([2, 3, 5, 7]).drawButton(3);
    t.do({ type: "deal-hand" }).do({ type: "flop" }).do({ type: "take-drop" });
    expect(t.try({ type: "award", pots: [{ high: [2, 5], cents: 9_100 }, { high: [5] }] })).toEqual({
      code: "BAD_COMMAND",
      message: "The pots: enter the amount of every pot (the main pot and each side pot), or of none",
    });
    expect(t.try({ type: "award", pots: [{ high: [2, 5], cents: 9_100 }, { high: [5], cents: 31.5 }] })?.message).toBe("The amount of side pot 1: a pot's amount is dollars and cents, e.g. 90.50");
    expect(t.try({ type: "award", pots: [{ high: [2, 5], cents: -100 }, { high: [5], cents: 3_100 }] })?.message).toBe("The amount of the main pot is less than this table allows (at least 0).");
    expect(t.try({ type: "award", pots: [{ high: [2, 5], cents: "91" }, { high: [5], cents: 3_100 }] })?.message).toMatch(/^The amount of the main pot/);
    expect(t.try({ type: "award", pots: [{ high: [2, 5], cents: 9_100 }, { high: [5], cents: 3_100 }], potCents: 12_000 })?.message).toBe("The pots' amounts add up to $122.00, not the $120.00 entered for the pot.");
    t.do({ type: "award", pots: twoPots(9_100, 3_100), potCents: 12_200 });
    expect(t.try({ type: "correct-award", pots: [{ high: [5, 7], cents: 9_100 }, { high: [5] }], reason: "x" }, SUPERVISOR)?.message).toBe(
      "The pots: enter the amount of every pot (the main pot and each side pot), or of none",
    );
  });
});
