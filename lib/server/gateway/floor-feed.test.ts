import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableSummary } from "@/lib/server/tables/table-kind";
import { FloorFeed } from "./floor-feed";

const line = (tableId: string, handNumber: number): TableSummary => ({ tableId, name: tableId, gameId: "ez-baccarat", status: "open", handNumber, playerDealerSeat: 1, bankHand: 1, phase: "betting", lastActivityAt: handNumber });

afterEach(() => {
  vi.useRealTimers();
});

describe("the floor feed", () => {
  it("sends the latest line of each table that changed, together, once per interval", () => {
    vi.useFakeTimers();
    const sent: TableSummary[][] = [];
    const feed = new FloorFeed((s) => sent.push(s), 250);
    feed.push(line("t1", 1));
    feed.push(line("t2", 1));
    feed.push(line("t1", 2));
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual([[line("t1", 2), line("t2", 1)]]);
    // Nothing changed: nothing is sent.
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
    feed.push(line("t2", 2));
    vi.advanceTimersByTime(250);
    expect(sent.at(-1)).toEqual([line("t2", 2)]);
    // Stopped (the server closing): nothing more is sent.
    feed.push(line("t1", 3));
    feed.stop();
    feed.push(line("t1", 4));
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(2);
  });
});
