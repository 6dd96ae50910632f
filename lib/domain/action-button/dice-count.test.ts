import { describe, expect, it } from "vitest";
import { actionSeatFromDice, dicePosition, type DiceActionButton } from "./dice-count";

const totals = Array.from({ length: 16 }, (_, i) => i + 3);

describe("dicePosition", () => {
  it("7 positions: the player-dealer (1) comes up on 8 and 15", () => {
    expect(totals.map((t) => dicePosition(t, 7))).toEqual([3, 4, 5, 6, 7, 1, 2, 3, 4, 5, 6, 7, 1, 2, 3, 4]);
  });

  it("8 positions: the player-dealer (1) comes up on 9 and 17", () => {
    expect(totals.map((t) => dicePosition(t, 8))).toEqual([3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2]);
  });

  it("refuses what three dice cannot total", () => {
    for (const bad of [0, 1, 2, 19, 3.5, Number.NaN]) expect(() => dicePosition(bad, 7)).toThrow();
  });
});

describe("actionSeatFromDice", () => {
  const rule: DiceActionButton = { kind: "dice", positions: 7, onPlayerDealer: "left-of-player-dealer", onEmptySeat: "stays" };

  it("counts the positions clockwise from the player-dealer, wrapping past seat 7", () => {
    // PD at 6: position 2 is seat 7, position 3 seat 1.
    expect(actionSeatFromDice(9, rule, { pdSeat: 6, seats: 7, active: [] })).toEqual({ seat: 7, landedOn: 7, route: "counted" });
    expect(actionSeatFromDice(10, rule, { pdSeat: 6, seats: 7, active: [] }).seat).toBe(1);
    expect(actionSeatFromDice(15, rule, { pdSeat: 7, seats: 7, active: [] })).toEqual({ seat: 1, landedOn: 7, route: "player-dealer" });
  });

  it("on the player-dealer, a seat without a wager to the PD's left passes on to the first active seat", () => {
    const r = { ...rule, onEmptySeat: "next-active-clockwise" as const };
    expect(actionSeatFromDice(8, r, { pdSeat: 2, seats: 7, active: [5] })).toEqual({ seat: 5, landedOn: 2, route: "empty-seat" });
  });
});
