import { afterEach, describe, expect, it } from "vitest";
import type { TableSummary } from "@/lib/contract/table-summary";
import { createFloorStore } from "./floor-store";
import { standInServer, until } from "./test-kit";

/** A stand-in table server answering each floor:subscribe with the next of `answers` (the last one repeated). */
async function floorServer(answers: unknown[]) {
  let subscribes = 0;
  const server = await standInServer((socket) => {
    socket.on("floor:subscribe", (_m: unknown, ack: (r: unknown) => void) => ack(answers[Math.min(subscribes++, answers.length - 1)]));
  });
  return { ...server, subscribes: () => subscribes };
}

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

const line = (tableId: string, name: string) => ({ tableId, name }) as unknown as TableSummary;

describe("floor store: the floor's lines", () => {
  it("shows what came while a node was too slow, marks the lines late, and asks again until every node answers", async () => {
    const server = await floorServer([
      { ok: true, tables: [line("t1", "Table 1")], complete: false },
      { ok: true, tables: [line("t1", "Table 1"), line("t2", "Table 2")], complete: true },
    ]);
    closers.push(server.close);
    const store = createFloorStore({ url: server.url });
    closers.push(() => store.getState().close());
    await until(() => store.getState().ready, 400);
    expect(Object.keys(store.getState().tables)).toEqual(["t1"]);
    expect(store.getState().linesLate).toBe(true);

    await until(() => server.subscribes() === 2 && "t2" in store.getState().tables, 400);
    expect(Object.keys(store.getState().tables).sort()).toEqual(["t1", "t2"]);
    expect(store.getState().linesLate).toBe(false);
  });
});
