import { describe, expect, it } from "vitest";
import { resolveLanding, seatLeftOfPlayerDealer, seatRightOfHouseDealer } from "./landing";

describe("landing", () => {
  it("the player to the PD's left is the next seat clockwise", () => {
    expect(seatLeftOfPlayerDealer(3, 8)).toBe(4);
    expect(seatLeftOfPlayerDealer(8, 8)).toBe(1);
  });

  it("the player right of the house dealer is the last seat, or the one before it when the PD sits there", () => {
    expect(seatRightOfHouseDealer(3, 8)).toBe(8);
    expect(seatRightOfHouseDealer(8, 8)).toBe(7);
  });

  it("redirects off the player-dealer, then off an empty seat, and says why", () => {
    const table = { pdSeat: 5, seats: 8, active: new Set([2]) };
    expect(resolveLanding(5, table, { onPlayerDealer: "left-of-player-dealer", onEmptySeat: "stays" })).toEqual({
      seat: 6,
      landedOn: 5,
      route: "player-dealer",
    });
    expect(resolveLanding(5, table, { onPlayerDealer: "left-of-player-dealer", onEmptySeat: "next-active-clockwise" })).toEqual({
      seat: 2,
      landedOn: 5,
      route: "empty-seat",
    });
    // No wager anywhere: nowhere better to go.
    expect(resolveLanding(7, { ...table, active: new Set<number>() }, { onPlayerDealer: "left-of-player-dealer", onEmptySeat: "next-active-clockwise" }).seat).toBe(7);
  });
});
