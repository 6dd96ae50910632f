import { describe, expect, it } from "vitest";
import { AlertMonitor } from "./alert-monitor";
import type { AlertMessage } from "@/lib/contract/floor";

describe("the monitor without a database", () => {
  it("still shows an alert at once when it cannot be saved, with a provisional id", async () => {
    const failing = { pool: { query: () => Promise.reject(new Error("connect ECONNREFUSED")), connect: () => Promise.reject(new Error("connect ECONNREFUSED")) } };
    const published: AlertMessage[] = [];
    const monitor = new AlertMonitor(failing as never, { log: () => {} });
    monitor.attach({ listen: () => () => {}, summaries: () => [] }, (m) => published.push(m));
    monitor.onRefusal("t1", "ROTATION_CONSECUTIVE_HAND_LIMIT", { id: "d", role: "dealer" }, { command: { type: "accept-bank", seat: 4 } });
    await monitor.settled();
    expect(published.map((m) => [m.alert.kind, m.alert.pending, m.alert.id.startsWith("pending:")])).toEqual([
      ["third-hand-attempt", true, true],
      ["database-fault", true, true],
    ]);
    expect(published[0]!.alert.message).toMatch(/seat 4 tried to bank a third hand in a row/);
    expect(monitor.pendingAlerts()).toHaveLength(2);
    expect(await monitor.store.acknowledge("pending:1", "s", null, new Date())).toMatchObject({ ok: false, code: "PENDING" });
    monitor.stop();
  });
});
