import { afterEach, describe, expect, it } from "vitest";
import type { Socket } from "socket.io";
import { viewPatch } from "@/lib/contract/view-patch";
import { TABLE_SERVER_SLOW } from "@/lib/contract/socket";
import { createTableStore } from "./table-store";
import { standInServer, until } from "./test-kit";

type View = { v: number; seats: string[] };

/** A stand-in table server that answers each subscribe with `current` (after the `refusals`, one per subscribe) and hands the test its sockets. */
async function viewServer(current: () => { version: number; view: View }, refusals: unknown[] = []) {
  const sockets: Socket[] = [];
  let subscribes = 0;
  const server = await standInServer((socket) => {
    sockets.push(socket);
    socket.on("table:subscribe", (_m: unknown, ack: (r: unknown) => void) => {
      subscribes++;
      ack(refusals.shift() ?? { ok: true, faulted: false, ...current() });
    });
    socket.on("table:command", (_m: unknown, ack: (r: unknown) => void) =>
      ack({ ok: false, code: "STALE_VERSION", message: "The table moved on.", ...current() }),
    );
  });
  return { ...server, sockets, subscribes: () => subscribes };
}

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

describe("table store: the view it holds", () => {
  it("applies a patch on top of its version, ignores an older view, and asks again after a missed patch", async () => {
    let now = { version: 7, view: { v: 7, seats: ["a"] } as View };
    const server = await viewServer(() => now);
    closers.push(server.close);
    const store = createTableStore<View>("t1", { url: server.url });
    closers.push(() => store.getState().close());
    await until(() => store.getState().ready);
    expect(store.getState().view).toEqual({ v: 7, seats: ["a"] });

    const next = { v: 8, seats: ["a", "b"] };
    server.sockets[0]!.emit("table:patch", { tableId: "t1", from: 7, version: 8, patch: viewPatch(now.view, next) });
    await until(() => store.getState().version === 8);
    expect(store.getState().view).toEqual(next);

    // An older view, or another table's, changes nothing.
    server.sockets[0]!.emit("table:view", { tableId: "t1", version: 6, view: { v: 6, seats: [] } });
    server.sockets[0]!.emit("table:view", { tableId: "t2", version: 99, view: { v: 99, seats: [] } });
    await new Promise((r) => setTimeout(r, 50));
    expect(store.getState().view).toEqual(next);

    // A patch from a version it does not hold: the whole view is asked for again.
    now = { version: 10, view: { v: 10, seats: ["c"] } };
    server.sockets[0]!.emit("table:patch", { tableId: "t1", from: 9, version: 10, patch: [] });
    await until(() => server.subscribes() === 2 && store.getState().version === 10);
    expect(store.getState().view).toEqual({ v: 10, seats: ["c"] });
  });

  it("shows the table as it is now when a step is refused as stale", async () => {
    let now = { version: 3, view: { v: 3, seats: [] } as View };
    const server = await viewServer(() => now);
    closers.push(server.close);
    const store = createTableStore<View>("t1", { url: server.url });
    closers.push(() => store.getState().close());
    await until(() => store.getState().ready);
    now = { version: 5, view: { v: 5, seats: ["x"] } };
    const answer = await store.getState().send({ type: "close-bets" });
    expect(answer).toMatchObject({ ok: false, code: "STALE_VERSION" });
    expect(store.getState()).toMatchObject({ version: 5, view: { v: 5, seats: ["x"] }, error: { code: "STALE_VERSION" } });
  });

  it("asks again when the table's server was too slow to answer, and says so meanwhile", async () => {
    const slow = { ok: false, code: TABLE_SERVER_SLOW, message: "The table's server is slow to answer: trying again…" };
    const server = await viewServer(() => ({ version: 2, view: { v: 2, seats: [] } }), [slow, slow]);
    closers.push(server.close);
    const store = createTableStore<View>("t1", { url: server.url });
    closers.push(() => store.getState().close());
    await until(() => store.getState().error?.code === TABLE_SERVER_SLOW);
    expect(store.getState().ready).toBe(false);
    await until(() => store.getState().ready, 300);
    expect(server.subscribes()).toBe(3);
    expect(store.getState()).toMatchObject({ ready: true, version: 2, error: null });
  });
});
