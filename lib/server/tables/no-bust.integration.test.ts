import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import type { NoBustDealerView, NoBustDisplayView } from "@/lib/domain/table/no-bust/views";
import { createTestDatabase } from "../db/test-database";
import { spawnServer, type ServerProcess } from "../test-process";
import { ask, connect } from "../test-server";

type Answer = { ok: boolean; version: number; code?: string; message?: string };
type ViewMessage<V> = { tableId: string; version: number; view: V };

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
});

/** A tablet: sends commands with an id and the version it saw, and keeps the latest view it was sent. */
async function tablet(socket: Socket, tableId: string) {
  const sub = await ask<{ ok: boolean; version: number; view: NoBustDealerView }>(socket, "table:subscribe", { tableId });
  expect(sub.ok).toBe(true);
  const prefix = crypto.randomBytes(4).toString("hex");
  let n = 0;
  const t = {
    version: sub.version,
    view: sub.view,
    async send(command: Record<string, unknown>): Promise<Answer> {
      const answer = await ask<Answer>(socket, "table:command", { tableId, id: `nb-${prefix}-${++n}`, expectedVersion: t.version, command });
      if (answer.ok) {
        t.version = answer.version;
        await expect.poll(() => t.view && seen.get(answer.version)).toBeTruthy();
        t.view = seen.get(answer.version)!;
      }
      return answer;
    },
    async must(command: Record<string, unknown>): Promise<void> {
      const answer = await t.send(command);
      expect(answer, `${JSON.stringify(command)}: ${answer.code} ${answer.message}`).toMatchObject({ ok: true });
    },
  };
  const seen = new Map<number, NoBustDealerView>();
  socket.on("table:view", (msg: ViewMessage<NoBustDealerView>) => {
    if (msg.tableId === tableId) seen.set(msg.version, msg.view);
  });
  return t;
}

type Tablet = Awaited<ReturnType<typeof tablet>>;

/** Play the round to its end the way the tablet's big button and decision buttons would. */
async function playOut(t: Tablet, decide: (allowed: readonly string[]) => string): Promise<void> {
  for (let guard = 0; t.view.phase === "dealing" && guard < 100; guard++) {
    const next = t.view.next;
    if (next.decide) await t.must({ type: "player-decision", seat: next.decide.seat, hand: next.decide.hand, decision: decide(next.decide.allowed) });
    else if (next.insurance) await t.must({ type: "insurance", seat: next.insurance[0]!.seat, amount: 0 });
    else if (next.command) await t.must({ type: next.command });
    else throw new Error(`stuck at ${next.label}`);
  }
  expect(t.view.phase).toBe("settling");
  await t.must({ type: "advance-settlement", through: t.view.settlement!.lines.length });
  await t.must({ type: "end-round" });
}

async function count(db: { pool: { query: (q: string, v?: unknown[]) => Promise<{ rows: { n: number }[] }> } }, sql: string, values: unknown[] = []): Promise<number> {
  return (await db.pool.query(sql, values)).rows[0]!.n;
}

describe("No Bust tables on the real server (PostgreSQL, socket.io, a separate process)", () => {
  it("plays a round of each No Bust game from the server's shoe; the display follows without the hole card; rounds and fees are stored; SIGKILL mid-round loses nothing", async () => {
    const db = await createTestDatabase();
    cleanup.push(() => db.drop());
    let server: ServerProcess = await spawnServer({ DATABASE_URL: db.url });
    cleanup.push(() => server.kill("SIGKILL"));

    for (const tableId of ["t7", "t8", "t9"]) {
      const socket = await connect({ port: server.port, db }, "dealer", tableId);
      const wall = await connect({ port: server.port, db }, "display", tableId);
      const displays: ViewMessage<NoBustDisplayView>[] = [];
      wall.on("table:view", (msg: ViewMessage<NoBustDisplayView>) => displays.push(msg));
      await ask(wall, "table:subscribe", { tableId });
      const t = await tablet(socket, tableId);
      for (const seat of [1, 2, 3]) await t.must({ type: "seat-player", seat, name: `Player ${seat}` });
      await t.must({ type: "open-bank", firstSeat: 3 });
      await t.must({ type: "accept-bank", seat: 3, bank: 50_000 });
      await t.must({ type: "start-shoe", source: "server" });
      await t.must({ type: "open-betting" });
      await t.must({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
      await t.must({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
      if (tableId === "t9") await t.must({ type: "place-wager", seat: 1, bet: "buster", amount: 500 });
      // A joker is a card only where the game has jokers; a stale tap is refused with the current state.
      expect(await ask<Answer>(socket, "table:command", { tableId, id: `stale-${tableId}`, expectedVersion: t.version - 1, command: { type: "close-betting" } })).toMatchObject({ ok: false, code: "STALE_VERSION" });
      await t.must({ type: "close-betting" });
      const feeLines = t.view.fees.lines!.length;
      expect(feeLines).toBeGreaterThan(0);
      await playOut(t, (allowed) => (allowed.includes("stand") ? "stand" : allowed[0]!));
      expect(t.view.lastRound).toMatchObject({ handNumber: 1, playerDealerSeat: 3 });
      expect(t.view.lastRound!.hands.map((h) => h.seat)).toEqual([1, 2]);

      // The wall followed the whole round and never held a card still face down.
      await expect.poll(() => displays.at(-1)?.version).toBe(t.version);
      for (const { view } of displays) {
        expect(view.role).toBe("display");
        expect(view).not.toHaveProperty("players");
        expect(view).not.toHaveProperty("wagers");
        if (view.dealerHand.cards.includes("face-down")) expect(view.dealerHand.value === null || !view.dealerHand.value.includes("Natural")).toBe(true);
      }
      const hidden = displays.filter(({ view }) => view.dealerHand.cards.includes("face-down"));
      if (tableId !== "t7") expect(hidden.length).toBeGreaterThan(0);
      expect(await count(db, "SELECT count(*)::int AS n FROM rounds WHERE table_id = $1 AND status = 'complete'", [tableId])).toBe(1);
      expect(await count(db, "SELECT count(*)::int AS n FROM fee_drops WHERE table_id = $1", [tableId])).toBe(feeLines);
      socket.close();
      wall.close();
    }

    // Mid-round on t8: the server dies after the hole card is dealt; it comes back exactly there.
    let socket = await connect({ port: server.port, db }, "dealer", "t8");
    let t = await tablet(socket, "t8");
    await t.must({ type: "open-betting" });
    await t.must({ type: "place-wager", seat: 1, bet: "main", amount: 1_500 });
    await t.must({ type: "close-betting" });
    while (t.view.next.command === "deal-card") await t.must({ type: "deal-card" });
    expect(t.view.next.command).toBe("drop-fees");
    const before = { version: t.version, view: t.view };
    const rounds = await count(db, "SELECT count(*)::int AS n FROM rounds WHERE table_id = 't8'");
    const fees = await count(db, "SELECT count(*)::int AS n FROM fee_drops WHERE table_id = 't8'");

    await server.kill("SIGKILL");
    socket.close();
    server = await spawnServer({ DATABASE_URL: db.url });
    socket = await connect({ port: server.port, db }, "dealer", "t8");
    t = await tablet(socket, "t8");
    expect(t.version).toBe(before.version);
    expect(t.view).toEqual(before.view);
    await t.must({ type: "drop-fees" });
    await playOut(t, (allowed) => (allowed.includes("stand") ? "stand" : allowed[0]!));
    expect(await count(db, "SELECT count(*)::int AS n FROM rounds WHERE table_id = 't8'")).toBe(rounds);
    expect(await count(db, "SELECT count(*)::int AS n FROM rounds WHERE table_id = 't8' AND status = 'complete'")).toBe(2);
    expect(await count(db, "SELECT count(*)::int AS n FROM fee_drops WHERE table_id = 't8'")).toBe(fees);
    expect(await count(db, "SELECT count(*)::int AS n FROM table_events WHERE table_id = 't8'")).toBe(t.version);
    socket.close();
    await server.kill("SIGTERM");
  });
});
