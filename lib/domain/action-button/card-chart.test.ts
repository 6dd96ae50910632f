import { describe, expect, it } from "vitest";
import { actionSeatFromCardChart } from "./card-chart";
import { twentyFirstCenturyBaccarat50 } from "./game-action-buttons";

describe("actionSeatFromCardChart", () => {
  const all = [1, 2, 3, 4, 5, 6, 7, 8];

  it("counts the printed position clockwise from the player-dealer, wrapping past the last seat", () => {
    // PD at 7: position 1 (A) is seat 8, position 2 (2) is seat 1, position 7 (7) is seat 6.
    const chart = twentyFirstCenturyBaccarat50();
    expect(actionSeatFromCardChart("AS", chart, { pdSeat: 7, seats: 8, active: all }).seat).toBe(8);
    expect(actionSeatFromCardChart("2S", chart, { pdSeat: 7, seats: 8, active: all }).seat).toBe(1);
    expect(actionSeatFromCardChart("7S", chart, { pdSeat: 7, seats: 8, active: all }).seat).toBe(6);
  });

  it("refuses a printed position the table does not have", () => {
    const chart = twentyFirstCenturyBaccarat50({ otherTables: "printed-chart" });
    expect(() => actionSeatFromCardChart("7S", chart, { pdSeat: 1, seats: 6, active: [] })).toThrow(/does not exist/);
    expect(actionSeatFromCardChart("5S", chart, { pdSeat: 1, seats: 6, active: [] }).seat).toBe(6);
  });

  it("applies the empty-seat option to the charted seat", () => {
    const chart = twentyFirstCenturyBaccarat50({ onEmptySeat: "next-active-clockwise" });
    expect(actionSeatFromCardChart("AS", chart, { pdSeat: 1, seats: 8, active: [5] })).toEqual({ seat: 5, landedOn: 2, route: "empty-seat" });
  });
});
