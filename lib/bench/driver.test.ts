import { describe, expect, it } from "vitest";
import { baccaratMachine } from "@/lib/domain/table/baccarat/machine";
import { baccaratDealerView } from "@/lib/domain/table/baccarat/views";
import { EMPTY_BACCARAT_TABLE } from "@/lib/domain/table/baccarat/state";
import { nextCommand, DEFAULT_PLAN, type DealerViewLike } from "./driver";
import { viewHead } from "./wire-client";
import { playTemplate, eventsAfterLastSnapshot, SNAPSHOT_EVERY } from "./history";
import { summarise } from "./proc-stats";

describe("the benchmark's dealer", () => {
  it("drives full rounds through the real rules from the dealer view alone, bank passes included", () => {
    for (const game of ["fortune-7-baccarat", "ez-baccarat"]) {
      const t = playTemplate(0, 6, { game });
      const types = t.events.map((e) => e.type);
      expect(types.filter((x) => x === "RoundCompleted")).toHaveLength(6);
      expect(types).toContain("ShoeStarted");
      // Two hands per bank, then offered and accepted: the bank changed hands at least twice.
      expect(types.filter((x) => x === "BankPosted").length).toBeGreaterThanOrEqual(3);
      // Replaying the recorded events gives a state the driver can go on from.
      let state = EMPTY_BACCARAT_TABLE;
      for (const e of t.events) state = baccaratMachine.evolve(state, JSON.parse(e.payload));
      const next = nextCommand(baccaratDealerView(state) as unknown as DealerViewLike, DEFAULT_PLAN);
      expect(next).not.toHaveProperty("error");
      expect(["open-betting", "accept-bank"]).toContain((next as { type: string }).type);
    }
  });

  it("places snapshots where the table actor would, and projects rounds and fee drops", () => {
    const t = playTemplate(1, 20);
    expect(t.events.length).toBeGreaterThan(SNAPSHOT_EVERY);
    expect(t.snapshots.length).toBeGreaterThanOrEqual(1);
    expect(t.snapshots.every((s, i) => s.seq >= (i + 1) * SNAPSHOT_EVERY - 1)).toBe(true);
    expect(eventsAfterLastSnapshot(t)).toBeLessThan(SNAPSHOT_EVERY);
    expect(t.rows.get("rounds")).toHaveLength(20);
    expect(t.rows.get("rounds")!.every((r) => r.status === "complete")).toBe(true);
    expect(t.rows.get("fee_drops")!.length).toBeGreaterThan(0);
    expect(t.skippedRows).toBe(0);
  });
});

describe("the load generator's helpers", () => {
  it("reads table id and version from the head of a view frame without parsing the view", () => {
    expect(viewHead('["table:view",{"tableId":"bench-0001","version":42,"view":{"role":"display"}}]')).toEqual({ tableId: "bench-0001", version: 42 });
    expect(viewHead('["floor:table",{"tableId":"x"}]')).toBeNull();
  });

  it("summarises latencies by nearest rank", () => {
    const s = summarise(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(s).toMatchObject({ count: 100, p50: 50, p95: 95, p99: 99, max: 100 });
  });
});
