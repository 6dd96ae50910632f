import { describe, expect, it } from "vitest";
import type { FloorOverview, FloorTable } from "@/lib/contract/floor";
import { figuresRefreshDelayMs, keepUnchangedTables } from "./FloorDashboard";

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
