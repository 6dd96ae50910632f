import { describe, expect, it } from "vitest";
import type { AlertView, FloorOverview, FloorTable } from "@/lib/contract/floor";
import { alertGrouper, figuresRefreshDelayMs, groupAlerts, keepUnchangedTables, naturalTableOrder, untilWords } from "./FloorDashboard";

const table = (id: string, drop: number, hand = 1): FloorTable =>
  ({
    id,
    name: `Table ${id}`,
    gameId: "ez-baccarat",
    gameName: "EZ Baccarat",
    seats: 8,
    minWagerCents: 500,
    maxWagerCents: 30_000,
    feeScheduleId: "ez-baccarat",
    feeOptionId: "1",
    summary: { tableId: id, name: `Table ${id}`, gameId: "ez-baccarat", status: "open", handNumber: hand, playerDealerSeat: 4, bankHand: 1, phase: "betting", lastActivityAt: 1 },
    figures: { dropThisShiftCents: drop, handsThisShift: 3, handsLastHour: 3, voidsThisShift: 0 },
  }) as unknown as FloorTable;
const overview = (tables: FloorTable[]) => ({ tables }) as unknown as FloorOverview;

// A thousand tiles rendered again on every refresh of the figures kept the floor page's main thread
// busy (issue 21, item 4): a refreshed table whose tile shows nothing new stays the same object.
describe("the floor's figures fetched again", () => {
  it("keeps each table whose tile shows nothing new as the same object, and takes the ones that changed", () => {
    const before = overview([table("t1", 100), table("t2", 200)]);
    const after = keepUnchangedTables(before, overview([table("t1", 100), table("t2", 300)]), undefined);
    expect(after.tables[0]).toBe(before.tables[0]);
    expect(after.tables[1]).not.toBe(before.tables[1]);
    expect(after.tables[1]!.figures!.dropThisShiftCents).toBe(300);
  });

  it("takes a table's new line from the overview unless the live feed already has it", () => {
    const before = overview([table("t1", 100, 1)]);
    const next = overview([table("t1", 100, 2)]);
    expect(keepUnchangedTables(before, next, undefined).tables[0]!.summary!.handNumber).toBe(2);
    expect(keepUnchangedTables(before, next, { t1: {} }).tables[0]).toBe(before.tables[0]);
  });

  it("waits a second after a change on a small floor, ten at a thousand tables", () => {
    expect(figuresRefreshDelayMs(30)).toBe(1000);
    expect(figuresRefreshDelayMs(1000)).toBe(10_000);
  });
});

// The floor read at a glance (issue 29): Table 2 before Table 10, and a poker table's next time
// collection in minutes.
describe("the floor's cards", () => {
  it("are in the tables' natural order, numbers as numbers", () => {
    const names = ["Table 10 · Pure 21.5", "Table 2 · EZ Baccarat", "Table 1 · Fortune 7", "Table F1 · Fortune 7", "Table 26 · Omaha", "Table 9 · 21st Century"];
    const tables = names.map((name, i) => ({ id: `x${i}`, name }));
    expect(naturalTableOrder(tables).map((t) => t.name)).toEqual(["Table 1 · Fortune 7", "Table 2 · EZ Baccarat", "Table 9 · 21st Century", "Table 10 · Pure 21.5", "Table 26 · Omaha", "Table F1 · Fortune 7"]);
  });

  it("count down to a moment in whole minutes, and say when the clock is stopped", () => {
    expect(untilWords(1_000 + 12 * 60_000, 1_000)).toBe("next in 12 min");
    expect(untilWords(1_000 + 30_000, 1_000)).toBe("next in 1 min");
    expect(untilWords(1_000, 5_000)).toBe("due now");
    expect(untilWords(null, 5_000)).toBe("clock stopped");
  });
});

// Every card with an alert rendered again whenever any alert came or the figures were fetched again
// (issue 30): a table whose alerts did not change keeps the same array, so its memoised card stays.
describe("the floor's alerts by table", () => {
  const alert = (id: string, tableId: string | null) => ({ id, kind: "table-idle", title: "Idle", tableId, raisedAt: "2026-12-06T10:00:00.000Z" }) as unknown as AlertView;
  const ids = new Set(["t1", "t2"]);

  it("puts each table's alerts on its card, in the list's order, and the rest in the room's band", () => {
    const a = alert("a", "t1");
    const b = alert("b", "t2");
    const c = alert("c", "t1");
    const d = alert("d", null);
    const e = alert("e", "gone");
    const { byTable, room } = groupAlerts([a, b, c, d, e], ids, new Map());
    expect(byTable.get("t1")).toEqual([a, c]);
    expect(byTable.get("t2")).toEqual([b]);
    expect(room).toEqual([d, e]);
  });

  it("keeps a table's array where its alerts are the same, and gives a new one where they changed", () => {
    const group = alertGrouper();
    const a = alert("a", "t1");
    const b = alert("b", "t2");
    const first = group([a, b], ids).byTable;
    const c = alert("c", "t2");
    const second = group([a, b, c], ids).byTable;
    expect(second.get("t1")).toBe(first.get("t1"));
    expect(second.get("t2")).not.toBe(first.get("t2"));
    expect(second.get("t2")).toEqual([b, c]);
    const third = group([b, c], ids).byTable;
    expect(third.has("t1")).toBe(false);
    expect(third.get("t2")).toBe(second.get("t2"));
  });
});
