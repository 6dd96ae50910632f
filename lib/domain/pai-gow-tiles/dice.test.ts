import { describe, expect, it } from "vitest";
import { actionButtonFromDice, stackOrder } from "./dice";
import { paiGowTilesGame } from "./games";

const game = paiGowTilesGame("pai-gow-tiles");
const TOTALS = Array.from({ length: 16 }, (_, i) => i + 3);
const allPlayers = (pd: number) => [1, 2, 3, 4, 5, 6, 7, 8].filter((s) => s !== pd);

/**
 * seed 004 L810: "The player-dealer's position is always one, nine, and seventeen. Other seats, in
 * clockwise rotation around the table, respectively represent the other numbers." On the
 * player-dealer "the player to the right of the house dealer shall receive the action button":
 * seat 8, or seat 7 when the player-dealer sits at 8. Typed by hand, total 3 to 18.
 */
const EIGHT_SEATS: Readonly<Record<number, { landed: number[]; button: number[] }>> = {
  1: { landed: [3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2], button: [3, 4, 5, 6, 7, 8, 8, 2, 3, 4, 5, 6, 7, 8, 8, 2] },
  2: { landed: [4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3], button: [4, 5, 6, 7, 8, 1, 8, 3, 4, 5, 6, 7, 8, 1, 8, 3] },
  3: { landed: [5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4], button: [5, 6, 7, 8, 1, 2, 8, 4, 5, 6, 7, 8, 1, 2, 8, 4] },
  4: { landed: [6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5], button: [6, 7, 8, 1, 2, 3, 8, 5, 6, 7, 8, 1, 2, 3, 8, 5] },
  5: { landed: [7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6], button: [7, 8, 1, 2, 3, 4, 8, 6, 7, 8, 1, 2, 3, 4, 8, 6] },
  6: { landed: [8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7], button: [8, 1, 2, 3, 4, 5, 8, 7, 8, 1, 2, 3, 4, 5, 8, 7] },
  7: { landed: [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8], button: [1, 2, 3, 4, 5, 6, 8, 8, 1, 2, 3, 4, 5, 6, 8, 8] },
  8: { landed: [2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1], button: [2, 3, 4, 5, 6, 7, 7, 1, 2, 3, 4, 5, 6, 7, 7, 1] },
};

describe("the dice at 8 seats (seed 004 L810)", () => {
  it("every total 3-18 from every player-dealer seat: the seat it lands on and the action button", () => {
    for (const [pd, expected] of Object.entries(EIGHT_SEATS)) {
      const table = { seats: 8, pdSeat: Number(pd), active: allPlayers(Number(pd)) };
      const got = TOTALS.map((t) => actionButtonFromDice(game, t, table));
      expect(got.map((b) => b.landedOn), `player-dealer at ${pd}`).toEqual(expected.landed);
      expect(got.map((b) => b.seat), `player-dealer at ${pd}`).toEqual(expected.button);
      // 9 and 17 are the player-dealer's numbers, and only they.
      expect(TOTALS.filter((_, i) => expected.landed[i] === Number(pd))).toEqual([9, 17]);
      expect(got.filter((b) => b.route === "player-dealer").length).toBe(2);
    }
  });

  it("regardless of how many players are seated: the same landing with 1 to 7 players, the button kept on an empty seat (decision A4)", () => {
    for (let players = 1; players <= 7; players++) {
      const active = [2, 3, 4, 5, 6, 7, 8].slice(0, players);
      const table = { seats: 8, pdSeat: 1, active };
      const got = TOTALS.map((t) => actionButtonFromDice(game, t, table));
      expect(got.map((b) => b.landedOn)).toEqual(EIGHT_SEATS[1]?.landed);
      expect(got.map((b) => b.seat)).toEqual(EIGHT_SEATS[1]?.button);
    }
  });

  it("the room's other options move the button: to the player-dealer's left on 9 and 17, or on past empty seats", () => {
    const left = paiGowTilesGame("pai-gow-tiles", {}, { onPlayerDealer: "left-of-player-dealer" });
    expect(actionButtonFromDice(left, 9, { seats: 8, pdSeat: 4, active: [5] })).toEqual({ seat: 5, landedOn: 4, route: "player-dealer" });
    const next = paiGowTilesGame("pai-gow-tiles", {}, { onEmptySeat: "next-active-clockwise" });
    expect(actionButtonFromDice(next, 3, { seats: 8, pdSeat: 1, active: [6] })).toEqual({ seat: 6, landedOn: 3, route: "empty-seat" });
  });

  it("at every table size from 2 to 8 seats and every player-dealer seat: the player-dealer on 9 and 17 only, 10 and 18 on its left, each other seat reached", () => {
    for (let seats = 2; seats <= 8; seats++) {
      for (let pdSeat = 1; pdSeat <= seats; pdSeat++) {
        const landed = TOTALS.map((t) => actionButtonFromDice(game, t, { seats, pdSeat, active: [] }).landedOn);
        expect(TOTALS.filter((_, i) => landed[i] === pdSeat), `${seats} seats, player-dealer at ${pdSeat}`).toEqual([9, 17]);
        const left = (pdSeat % seats) + 1;
        expect([landed[TOTALS.indexOf(10)], landed[TOTALS.indexOf(18)]]).toEqual([left, left]);
        expect(new Set(landed).size).toBe(seats);
      }
    }
  });

  it("at a six-seat table the player-dealer keeps 1, 9 and 17 (option smallerTables), or the seats are counted round", () => {
    const table = { seats: 6, pdSeat: 1, active: [2, 3, 4, 5, 6] };
    expect(TOTALS.map((t) => actionButtonFromDice(game, t, table).landedOn)).toEqual([3, 4, 5, 6, 2, 3, 1, 2, 3, 4, 5, 6, 2, 3, 1, 2]);
    const round = paiGowTilesGame("pai-gow-tiles", { smallerTables: "seats-counted-round" });
    expect(TOTALS.map((t) => actionButtonFromDice(round, t, table).landedOn)).toEqual([3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6]);
  });
});

describe("the deal (seed 004 L804): four tiles a seat, counterclockwise from the seat the dice land on", () => {
  it("every position takes a stack, the vacant ones set aside: total 11 with the player-dealer at 1 starts at seat 3", () => {
    const order = stackOrder(game, { seats: 8 }, 3, new Set([1, 3, 5, 6]));
    expect(order.map((s) => s.seat)).toEqual([3, 2, 1, 8, 7, 6, 5, 4]);
    expect(order.filter((s) => s.inPlay).map((s) => [s.stack, s.seat])).toEqual([[1, 3], [3, 1], [6, 6], [7, 5]]);
  });

  it("on 9 or 17 the player-dealer takes the first stack (L810)", () => {
    const b = actionButtonFromDice(game, 17, { seats: 8, pdSeat: 6, active: [2] });
    expect(stackOrder(game, { seats: 8 }, b.landedOn, new Set([2, 6]))[0]).toEqual({ stack: 1, seat: 6, inPlay: true });
  });

  it("option vacantPositions 'skipped': only the seats in play take stacks, in the same order", () => {
    const skipped = paiGowTilesGame("pai-gow-tiles", { vacantPositions: "skipped" });
    expect(stackOrder(skipped, { seats: 8 }, 3, new Set([1, 3, 5, 6]))).toEqual([
      { stack: 1, seat: 3, inPlay: true },
      { stack: 2, seat: 1, inPlay: true },
      { stack: 3, seat: 6, inPlay: true },
      { stack: 4, seat: 5, inPlay: true },
    ]);
  });

  it("32 tiles are eight stacks: the deal never names more than 8 stacks", () => {
    for (let landed = 1; landed <= 8; landed++) expect(stackOrder(game, { seats: 8 }, landed, new Set([1, 2])).length).toBe(8);
  });
});
