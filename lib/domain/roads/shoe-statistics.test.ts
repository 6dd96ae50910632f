import { describe, expect, it } from "vitest";
import type { Outcome } from "./outcome";
import { percentOf, shoeStatistics } from "./shoe-statistics";

describe("shoeStatistics", () => {
  const log: Outcome[] = [
    { winner: "B", natural: true, bankerPair: true },
    { winner: "P" },
    { winner: "T", natural: true, markers: ["panda8"] },
    { winner: "B", markers: ["dragon7", "dragon7"] },
    { winner: "B", playerPair: true, bankerPair: true, markers: ["dragon7"] },
    { winner: "P", natural: true },
    { winner: "B" },
    { winner: "P", markers: ["panda8", "fortune7"] },
  ];

  it("counts hands, wins by side, naturals, pairs and markers with percentages of hands", () => {
    const s = shoeStatistics(log);
    expect(s.hands).toBe(8);
    expect(s.banker).toEqual({ count: 4, percent: 50 });
    expect(s.player).toEqual({ count: 3, percent: 37.5 });
    expect(s.tie).toEqual({ count: 1, percent: 12.5 });
    expect(s.naturals).toEqual({ count: 3, percent: 37.5 });
    expect(s.bankerPairs).toEqual({ count: 2, percent: 25 });
    expect(s.playerPairs).toEqual({ count: 1, percent: 12.5 });
    expect(s.markers).toEqual([
      { marker: "dragon7", count: 2 },
      { marker: "fortune7", count: 1 },
      { marker: "panda8", count: 2 },
    ]);
    expect(s.previousShoe).toBeNull();
  });

  it("shows the previous shoe's statistics passed in, one shoe back only", () => {
    const first = shoeStatistics(log);
    const second = shoeStatistics([{ winner: "P" }], first);
    const third = shoeStatistics([], second);
    const { previousShoe: _none, ...firstTotals } = first;
    expect(second.previousShoe).toEqual(firstTotals);
    expect(third.previousShoe?.hands).toBe(1);
    expect(third.previousShoe).not.toHaveProperty("previousShoe");
  });

  it("is all zeros for a new shoe", () => {
    const s = shoeStatistics([]);
    expect(s.hands).toBe(0);
    expect([s.banker, s.player, s.tie, s.naturals]).toEqual(Array(4).fill({ count: 0, percent: 0 }));
    expect(s.markers).toEqual([]);
  });
});

describe("percentOf", () => {
  it.each([
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 16, 6.3], // 6.25 rounds half up
    [5, 5, 100],
    [0, 7, 0],
    [0, 0, 0],
  ])("%i of %i hands is %d%%", (count, hands, percent) => {
    expect(percentOf(count, hands)).toBe(percent);
  });
});
