import { describe, expect, it } from "vitest";
import { UnlistedTables } from "./unlisted-tables";

const poker = (taken: readonly number[], stakes = "$3.00-$6.00 limit, blinds $1.00/$3.00") => ({
  tableId: "t25",
  summary: { gameId: "texas-holdem", name: "Table 25 · Texas Hold'em (Kings)" },
  views: { display: { gameName: "Texas Hold'em", tableStakes: stakes, seats: Array.from({ length: 10 }, (_, i) => ({ seat: i + 1, occupied: taken.includes(i + 1) })) } },
});

describe("the poker tables the phones see without a list", () => {
  it("says a change only when the seats, stakes or name change (cards and chips are not the phones' business)", () => {
    const tables = new UnlistedTables();
    expect(tables.see(poker([]))).toBe(true);
    expect(tables.see(poker([]))).toBe(false);
    expect(tables.see(poker([4]))).toBe(true);
    expect(tables.see(poker([4], "$6.00-$12.00 limit"))).toBe(true);
    expect(tables.list()).toEqual([{ tableId: "t25", name: "Table 25 · Texas Hold'em (Kings)", game: "Texas Hold'em", stakes: "$6.00-$12.00 limit", occupied: seats(10, [4]) }]);
  });

  it("leaves out a table that posts no stakes (a banked game)", () => {
    const tables = new UnlistedTables();
    expect(tables.see({ tableId: "t1", summary: { gameId: "fortune-7-baccarat", name: "Table 1" }, views: { display: { seats: [{ seat: 1, occupied: true }, { seat: 2, occupied: false }] } } })).toBe(false);
    expect(tables.list()).toEqual([]);
  });
});

function seats(n: number, taken: readonly number[]): boolean[] {
  return Array.from({ length: n }, (_, i) => taken.includes(i + 1));
}
