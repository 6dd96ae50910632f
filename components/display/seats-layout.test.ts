import { describe, expect, it } from "vitest";
import { seatsLayout } from "./seats-layout";

const seats = (...hands: number[]) => hands.map((n, i) => ({ seat: i + 1, hands: Array.from({ length: n }, (_, k) => k) }));

describe("the seats' layout on a blackjack wall", () => {
  it("uses one row of large cards while the seats fit", () => {
    expect(seatsLayout(seats(1, 1, 2))).toEqual({
      columns: 5,
      rows: 1,
      size: "lg",
      places: [
        { seat: 1, row: 0, column: 0, span: 1 },
        { seat: 2, row: 0, column: 1, span: 1 },
        { seat: 3, row: 0, column: 2, span: 2 },
      ],
      rowSpans: [4],
    });
  });

  it("balances the rows and never breaks a seat's hands across two", () => {
    const layout = seatsLayout(seats(1, 1, 1, 1, 1, 1));
    expect(layout).toMatchObject({ columns: 5, rows: 2, size: "sm", rowSpans: [3, 3] });
    expect(seatsLayout(seats(3, 4)).places).toEqual([
      { seat: 1, row: 0, column: 0, span: 3 },
      { seat: 2, row: 1, column: 0, span: 4 },
    ]);
  });

  it("falls back to the smallest cards when nothing fits", () => {
    const crowd = seatsLayout(seats(...Array.from({ length: 14 }, () => 4)));
    expect(crowd.size).toBe("xs");
    expect(crowd.columns).toBe(9);
  });
});
