import { describe, expect, it } from "vitest";
import { waitlistFigures } from "./figures";
import { Floor, MINUTE, T0 } from "./test-kit";

describe("the floor's figures", () => {
  it("averages the waits of the players seated in the period and counts seated per hour", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2, 3, 4]);
    const a = f.add(l, "Alice Brown");
    const b = f.wait(10).add(l, "Bob Carter");
    f.add(l, "Cy Dunn");
    f.wait(10).do({ type: "call-player", entryId: a, tableId: "t10", seat: 5 });
    f.do({ type: "seat-player", entryId: a }); // waited 20 minutes
    f.wait(20).do({ type: "call-player", entryId: b, tableId: "t10", seat: 6 });
    f.do({ type: "seat-player", entryId: b }); // waited 30 minutes
    f.wait(20); // an hour in; Cy has waited 50 minutes so far
    const figures = waitlistFigures(f.state, { from: T0, to: T0 + 8 * 60 * MINUTE }, f.now);
    expect(figures.lists).toEqual([{ listId: l, label: "Texas Hold'em $3-$6 Limit", waitingNow: 1, seated: 2, averageWaitMs: 25 * MINUTE, longestWaitMs: 50 * MINUTE, seatedPerHour: 2 }]);
    expect(figures.totals).toEqual({ seated: 2, averageWaitMs: 25 * MINUTE, seatedPerHour: 2 });
  });

  it("a period that is over counts no one still waiting", () => {
    const f = new Floor();
    const l = f.list();
    f.add(l, "Alice Brown");
    f.wait(120);
    const figures = waitlistFigures(f.state, { from: T0, to: T0 + 60 * MINUTE }, f.now);
    expect(figures.lists[0]).toMatchObject({ waitingNow: 0, seated: 0, averageWaitMs: null, longestWaitMs: null, seatedPerHour: 0 });
  });

  it("follows the tables open per game through the period", () => {
    const f = new Floor();
    const l = f.list();
    const o = f.list("Omaha", "$4-$8");
    f.wait(30).table(l, "t10", 6, []); // 14:30
    f.wait(30).table(l, "t11", 6, []); // 15:00
    f.table(o, "t12", 6, []);
    f.wait(60).do({ type: "close-table", tableId: "t10" }); // 16:00
    f.wait(30);
    const figures = waitlistFigures(f.state, { from: T0, to: T0 + 8 * 60 * MINUTE }, f.now);
    expect(figures.tablesOpen).toEqual([
      { listId: l, label: "Texas Hold'em $3-$6 Limit", now: 1, peak: 2, steps: [{ at: T0, count: 0 }, { at: T0 + 30 * MINUTE, count: 1 }, { at: T0 + 60 * MINUTE, count: 2 }, { at: T0 + 120 * MINUTE, count: 1 }] },
      { listId: o, label: "Omaha $4-$8", now: 1, peak: 1, steps: [{ at: T0, count: 0 }, { at: T0 + 60 * MINUTE, count: 1 }] },
    ]);
    // A later period starts with the tables open then.
    const later = waitlistFigures(f.state, { from: T0 + 90 * MINUTE, to: T0 + 8 * 60 * MINUTE }, f.now);
    expect(later.tablesOpen[0]!.steps).toEqual([{ at: T0 + 90 * MINUTE, count: 2 }, { at: T0 + 120 * MINUTE, count: 1 }]);
  });

  it("keeps a closed list's seatings under its name", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, []);
    const a = f.add(l, "Alice Brown");
    f.wait(5).do({ type: "call-player", entryId: a, tableId: "t10", seat: 1 });
    f.do({ type: "seat-player", entryId: a });
    f.do({ type: "close-table", tableId: "t10" });
    f.do({ type: "close-list", listId: l });
    const figures = waitlistFigures(f.state, { from: T0, to: T0 + 60 * MINUTE }, f.now);
    expect(figures.lists).toEqual([{ listId: l, label: "Texas Hold'em $3-$6 Limit", waitingNow: 0, seated: 1, averageWaitMs: 5 * MINUTE, longestWaitMs: 5 * MINUTE, seatedPerHour: 12 }]);
  });
});
