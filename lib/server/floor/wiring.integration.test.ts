import { afterAll, beforeAll, expect, it } from "vitest";
import { ask, connect, startTestServer } from "@/lib/server/test-server";
import { getAlertMonitor } from "./alert-monitor";
import type { AlertMessage } from "@/lib/contract/floor";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
  await server?.dropDatabase();
});

it("the gateway reports dealer sockets and refusals to the monitor; alerts reach the floor", async () => {
  const monitor = getAlertMonitor()!;
  expect(monitor).toBeDefined();
  const floor = await connect(server, "supervisor");
  const pushed: AlertMessage[] = [];
  floor.on("floor:alert", (m: AlertMessage) => pushed.push(m));
  await ask(floor, "floor:subscribe", {});
  const dealer = await connect(server, "dealer", "t1");
  const sub = await ask<{ ok: boolean; version: number }>(dealer, "table:subscribe", { tableId: "t1" });
  expect(sub.ok).toBe(true);
  expect(monitor.devices().find((d) => d.tableId === "t1" && d.role === "dealer")).toMatchObject({ connected: 1 });
  for (let i = 0; i < 5; i++) {
    const a = await ask<{ ok: boolean; code: string }>(dealer, "table:command", { tableId: "t1", id: `wiring-${i}-xxxxxx`, expectedVersion: sub.version, command: { type: "close-betting" } });
    expect(a.ok).toBe(false);
  }
  await monitor.settled();
  await expect.poll(() => pushed.map((m) => m.alert.kind)).toContain("repeated-refusals");
  dealer.close();
  await expect.poll(() => monitor.devices().find((d) => d.tableId === "t1" && d.role === "dealer")?.connected).toBe(0);
  expect(monitor.devices().find((d) => d.tableId === "t1" && d.role === "dealer")?.offlineSince).not.toBeNull();
  floor.close();
});
