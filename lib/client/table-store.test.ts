import { afterEach, describe, expect, it } from "vitest";
import { createTableStore, type CommandAnswer } from "./table-store";
import { standInServer } from "./test-kit";

/** A stand-in table server: `answer` decides each command's reply (undefined: no reply at all). */
async function fakeServer(answer: (msg: { id: string; expectedVersion: number; command: { type: string } }, n: number) => CommandAnswer | undefined) {
  const received: { id: string; expectedVersion: number; type: string }[] = [];
  const server = await standInServer((socket) => {
    socket.on("table:subscribe", (_m: unknown, ack: (r: unknown) => void) => ack({ ok: true, version: 7, view: { v: 7 } }));
    socket.on("table:command", (msg: { id: string; expectedVersion: number; command: { type: string } }, ack: (r: unknown) => void) => {
      received.push({ id: msg.id, expectedVersion: msg.expectedVersion, type: msg.command.type });
      const reply = answer(msg, received.length);
      if (reply) ack(reply);
    });
  });
  return { ...server, received };
}

const OUTCOME_UNKNOWN: CommandAnswer = { ok: false, code: "OUTCOME_UNKNOWN", message: "The database stopped answering while saving this step, so it may or may not have been saved." };

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

describe("table store: a step whose outcome is unknown", () => {
  it("is sent again with the same id until the server can tell, and the screen says so meanwhile", async () => {
    const server = await fakeServer((_msg, n) => (n < 3 ? OUTCOME_UNKNOWN : { ok: true, version: 8, duplicate: true }));
    closers.push(server.close);
    const store = createTableStore<{ v: number }>("t1", { url: server.url, retryMs: 20 });
    closers.push(() => store.getState().close());
    await expect.poll(() => store.getState().ready).toBe(true);

    const errors: (string | undefined)[] = [];
    const unsubscribe = store.subscribe((s) => errors.push(s.error?.code));
    closers.push(unsubscribe);
    const answer = await store.getState().send({ type: "place-wager", seat: 1, amount: 500 });

    expect(answer).toEqual({ ok: true, version: 8, duplicate: true });
    expect(server.received.map((r) => r.id)).toHaveLength(3);
    expect(new Set(server.received.map((r) => r.id)).size).toBe(1);
    // While it was unknown the screen showed it in words; once answered, nothing is left to show.
    expect(errors).toContain("OUTCOME_UNKNOWN");
    expect(store.getState().error).toBeNull();
    expect(store.getState().pending).toBeNull();
    expect(store.getState().version).toBe(8);
  });

  it("a lost answer is asked again with the same id however long it takes, never given up for a new id", async () => {
    const server = await fakeServer((_msg, n) => (n < 7 ? undefined : { ok: true, version: 8 }));
    closers.push(server.close);
    const store = createTableStore<{ v: number }>("t1", { url: server.url, ackTimeoutMs: 50, retryMs: 10 });
    closers.push(() => store.getState().close());
    await expect.poll(() => store.getState().ready).toBe(true);

    let shown: { code: string; message: string } | null = null;
    const unsubscribe = store.subscribe((s) => (shown ??= s.error));
    closers.push(unsubscribe);
    expect(await store.getState().send({ type: "deal-card" })).toEqual({ ok: true, version: 8 });
    expect(server.received).toHaveLength(7);
    expect(new Set(server.received.map((r) => r.id)).size).toBe(1);
    expect(shown).toMatchObject({ code: "OUTCOME_UNKNOWN" });
    expect(shown!.message).toMatch(/same request/);
    expect(shown!.message).not.toMatch(/nothing was changed/i);
  });

  it("a definite refusal is shown and ends the step; the next tap is a new id", async () => {
    const server = await fakeServer((_msg, n) =>
      n === 1 ? { ok: false, code: "STORE_UNAVAILABLE", message: "The table is stopped: the database cannot save actions right now, so nothing was changed." } : { ok: true, version: 8 },
    );
    closers.push(server.close);
    const store = createTableStore<{ v: number }>("t1", { url: server.url, retryMs: 10 });
    closers.push(() => store.getState().close());
    await expect.poll(() => store.getState().ready).toBe(true);
    expect(await store.getState().send({ type: "deal-card" })).toMatchObject({ ok: false, code: "STORE_UNAVAILABLE" });
    expect(store.getState().error?.code).toBe("STORE_UNAVAILABLE");
    expect(await store.getState().send({ type: "deal-card" })).toEqual({ ok: true, version: 8 });
    expect(server.received).toHaveLength(2);
    expect(server.received[0]!.id).not.toBe(server.received[1]!.id);
  });
});
