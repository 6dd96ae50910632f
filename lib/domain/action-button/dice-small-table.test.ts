import { describe, expect, it } from "vitest";
import { actionSeatFromDice, type DiceActionButton } from "./dice-count";
import { actionSeatFromDiceOnTable, diceLandingOnTable, type DiceCountOnSmallerTable } from "./dice-small-table";

const totals = Array.from({ length: 16 }, (_, i) => i + 3);
const counts: DiceCountOnSmallerTable[] = ["player-dealer-keeps-its-numbers", "seats-counted-round"];

describe("dice at a table with fewer seats than the layout", () => {
  it("at a full table both counts are exactly actionSeatFromDice, for every total, player-dealer seat and wager pattern", () => {
    for (const positions of [7, 8] as const) {
      for (const onPlayerDealer of ["left-of-player-dealer", "right-of-house-dealer"] as const) {
        for (const onEmptySeat of ["stays", "next-active-clockwise"] as const) {
          const rule: DiceActionButton = { kind: "dice", positions, onPlayerDealer, onEmptySeat };
          for (let pdSeat = 1; pdSeat <= positions; pdSeat++) {
            for (const active of [[], [2, 5], [1, 2, 3, 4, 5, 6, 7, 8].filter((s) => s <= positions)]) {
              for (const total of totals) {
                const table = { pdSeat, seats: positions, active };
                for (const count of counts) expect(actionSeatFromDiceOnTable(total, rule, table, count)).toEqual(actionSeatFromDice(total, rule, table));
              }
            }
          }
        }
      }
    }
  });

  it("the player-dealer keeps 1, 9 and 17 at a six-seat table; 2-8 and 10-16 go round the five other seats from its left", () => {
    // Player-dealer at seat 1: 2→2, 3→3, 4→4, 5→5, 6→6, 7→2, 8→3, 9→PD, 10→2 ... 16→3, 17→PD, 18→2.
    const seats = totals.map((t) => diceLandingOnTable(t, 8, 1, 6, "player-dealer-keeps-its-numbers"));
    expect(seats).toEqual([3, 4, 5, 6, 2, 3, 1, 2, 3, 4, 5, 6, 2, 3, 1, 2]);
  });

  it("counting the table's own seats round puts the player-dealer at 1, 7 and 13 at a six-seat table", () => {
    const seats = totals.map((t) => diceLandingOnTable(t, 8, 4, 6, "seats-counted-round"));
    // From the player-dealer at seat 4: 3→6, 4→1, 5→2, 6→3, 7→PD, 8→5 ...
    expect(seats).toEqual([6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3]);
  });

  it("refuses a table with more seats than the layout numbers, and totals three dice cannot make", () => {
    expect(() => diceLandingOnTable(9, 8, 1, 9, "seats-counted-round")).toThrow(/more seats than it numbers/);
    expect(() => diceLandingOnTable(2, 8, 1, 8, "player-dealer-keeps-its-numbers")).toThrow();
    expect(() => diceLandingOnTable(19, 8, 1, 6, "seats-counted-round")).toThrow();
  });
});
