import { describe, expect, it } from "vitest";
import type { ClusterLink } from "@/lib/server/cluster/cluster-link";
import { LiveTables } from "./live-tables";
import type { TableRegistry, TableSnapshot } from "./table-registry";
import type { AnyTableKind } from "./table-kind";

/** A node that runs no table itself; `answers` are what the other nodes say of each snapshot asked. */
function node(answers: (TableSnapshot | "late" | undefined)[]) {
  const kind = { family: { id: "baccarat" } } as unknown as AnyTableKind;
  let asked = 0;
  const registry = { snapshot: () => undefined, kindOf: () => undefined, kindFor: (gameId: string) => (gameId === "fortune-7" ? kind : undefined) } as unknown as TableRegistry;
  const cluster = { snapshot: async () => answers[asked++] } as unknown as ClusterLink;
  return { tables: new LiveTables(registry, cluster), kind, asked: () => asked };
}

const remote = { version: 3, summary: { tableId: "t1", gameId: "fortune-7" } } as unknown as TableSnapshot;

describe("LiveTables: another node's table", () => {
  it("knows the family of a table it was asked the views of, without asking every node again", async () => {
    const n = node([remote]);
    expect(await n.tables.lookup("t1")).toBe(remote);
    expect(await n.tables.kind("t1")).toBe(n.kind);
    expect(n.asked()).toBe(1);
  });

  it("asks again after a late answer, and tells 'late' from not found", async () => {
    const n = node(["late", undefined, remote]);
    expect(await n.tables.lookup("t1")).toBe("late");
    expect(await n.tables.snapshot("t1")).toBeUndefined();
    expect(await n.tables.kind("t1")).toBe(n.kind);
    expect(n.asked()).toBe(3);
  });
});
