import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { RANKS, type Card, type Rank } from "../cards/card";
import { ActionButtonError, actionSeatFromCardCount, cardCountValue, countSeats, type CardCountActionButton } from "./card-count";

const base: CardCountActionButton = {
  kind: "card-count",
  card: "player-dealer-hole-card",
  start: { from: "seat", seat: 1 },
  direction: "clockwise",
  values: { ten: 10, faces: "11-12-13", joker: null },
  emptySeats: "counted",
  pdOnWrap: "skipped",
  onPlayerDealer: "left-of-player-dealer",
  onEmptySeat: "stays",
};

const card = (rank: Rank): Card => `${rank}S`;
const all = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("cardCountValue", () => {
  it("counts A as 1, 2-9 at face value, the 10 and faces as configured", () => {
    const v = (r: Rank, values = base.values) => cardCountValue(card(r), values);
    expect(RANKS.map((r) => v(r))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const tens = { ten: 10, faces: "10" as const, joker: 1 };
    expect(RANKS.map((r) => v(r, tens))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10]);
    expect(cardCountValue("JK", tens)).toBe(1);
  });

  it("refuses a joker in a game without jokers", () => {
    expect(() => cardCountValue("JK", base.values)).toThrow(ActionButtonError);
  });
});

describe("countSeats", () => {
  it("passes over the player-dealer and wraps round the other seats", () => {
    const table = { pdSeat: 4, seats: 8, active: all(8) };
    // Counted seats: 1 2 3 5 6 7 8, then again from 1.
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((n) => countSeats(n, base, table))).toEqual([
      1, 2, 3, 5, 6, 7, 8, 1, 2, 3, 5, 6, 7,
    ]);
  });

  it("skips seats without a wager when empty seats are not counted", () => {
    const rule = { ...base, emptySeats: "skipped" as const };
    const table = { pdSeat: 4, seats: 8, active: [2, 6, 8] };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => countSeats(n, rule, table))).toEqual([2, 6, 8, 2, 6, 8, 2]);
  });

  it("counts the player-dealer once round the table when pdOnWrap is counted", () => {
    const rule: CardCountActionButton = { ...base, start: { from: "player-dealer", pdCountsAs: 0 }, pdOnWrap: "counted" };
    const table = { pdSeat: 3, seats: 8, active: all(8) };
    // PD=0, 4..8,1,2 = 1..7, PD = 8, 4 = 9.
    expect(countSeats(7, rule, table)).toBe(2);
    expect(countSeats(8, rule, table)).toBe(3);
    expect(countSeats(9, rule, table)).toBe(4);
    const landing = actionSeatFromCardCount("8S", rule, table);
    expect(landing).toEqual({ seat: 4, landedOn: 3, route: "player-dealer" });
  });

  it("makes the player-dealer one when pdCountsAs is 1, and the action then goes to the next seat", () => {
    const rule: CardCountActionButton = { ...base, start: { from: "player-dealer", pdCountsAs: 1 } };
    const table = { pdSeat: 6, seats: 8, active: all(8) };
    expect(actionSeatFromCardCount("AS", rule, table)).toEqual({ seat: 7, landedOn: 6, route: "player-dealer" });
    expect(actionSeatFromCardCount("2S", rule, table).seat).toBe(7);
    expect(actionSeatFromCardCount("3S", rule, table).seat).toBe(8);
    // Round again without the player-dealer: 7 8 1 2 3 4 5 are 2..8, then 7 is 9.
    expect(actionSeatFromCardCount("9S", rule, table).seat).toBe(7);
  });

  it("counts counter-clockwise when told", () => {
    const rule = { ...base, direction: "counterclockwise" as const };
    const table = { pdSeat: 8, seats: 8, active: all(8) };
    expect([1, 2, 3, 7, 8].map((n) => countSeats(n, rule, table))).toEqual([1, 7, 6, 2, 1]);
  });

  it("moves the button to the next active seat clockwise when told", () => {
    const rule = { ...base, onEmptySeat: "next-active-clockwise" as const };
    const table = { pdSeat: 4, seats: 8, active: [6] };
    expect(actionSeatFromCardCount("AS", rule, table)).toEqual({ seat: 6, landedOn: 1, route: "empty-seat" });
    expect(actionSeatFromCardCount("5S", rule, table)).toEqual({ seat: 6, landedOn: 6, route: "counted" });
    // With "stays" the counted empty seat keeps the button.
    expect(actionSeatFromCardCount("AS", base, table)).toEqual({ seat: 1, landedOn: 1, route: "counted" });
  });

  it("refuses a count no seat can answer", () => {
    const rule = { ...base, emptySeats: "skipped" as const };
    expect(() => countSeats(3, rule, { pdSeat: 1, seats: 8, active: [] })).toThrow(ActionButtonError);
    expect(() => countSeats(0, base, { pdSeat: 1, seats: 8, active: [] })).toThrow(ActionButtonError);
  });

  it("never gives the action to the player-dealer, whatever the rule, table and card", () => {
    const rules = fc.record({
      start: fc.oneof(
        fc.record({ from: fc.constant("player-dealer" as const), pdCountsAs: fc.constantFrom(0 as const, 1 as const) }),
        fc.record({ from: fc.constant("seat" as const), seat: fc.integer({ min: 1, max: 14 }) }),
      ),
      direction: fc.constantFrom("clockwise" as const, "counterclockwise" as const),
      emptySeats: fc.constantFrom("counted" as const, "skipped" as const),
      pdOnWrap: fc.constantFrom("skipped" as const, "counted" as const),
      onPlayerDealer: fc.constantFrom("left-of-player-dealer" as const, "right-of-house-dealer" as const),
      onEmptySeat: fc.constantFrom("stays" as const, "next-active-clockwise" as const),
    });
    fc.assert(
      fc.property(rules, fc.integer({ min: 2, max: 14 }), fc.nat(), fc.constantFrom(...RANKS), fc.array(fc.nat()), (r, seats, pdRaw, rank, activeRaw) => {
        const pdSeat = (pdRaw % seats) + 1;
        const start = r.start.from === "seat" ? { from: "seat" as const, seat: ((r.start.seat - 1) % seats) + 1 } : r.start;
        const rule: CardCountActionButton = { ...base, ...r, start };
        const active = activeRaw.map((a) => (a % seats) + 1);
        // Skipping empty seats with no wager anywhere has nothing to count (refused, tested above).
        fc.pre(rule.emptySeats === "counted" || rule.pdOnWrap === "counted" || active.some((s) => s !== pdSeat));
        const result = actionSeatFromCardCount(card(rank), rule, { pdSeat, seats, active });
        expect(result.seat).not.toBe(pdSeat);
        expect(result.seat).toBeGreaterThanOrEqual(1);
        expect(result.seat).toBeLessThanOrEqual(seats);
        const others = active.filter((s) => s !== pdSeat);
        if (rule.onEmptySeat === "next-active-clockwise" && others.length > 0) expect(others).toContain(result.seat);
      }),
    );
  });
});
