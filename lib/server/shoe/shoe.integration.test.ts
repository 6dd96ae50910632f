/**
 * A card-reading shoe through the real server (PostgreSQL, real socket.io clients): paired by a
 * one-time code, it deals a whole baccarat round as the dealer's tablet and the wall follow; a card
 * sent again is never dealt twice; a card the rules do not expect is refused in words to the shoe
 * and to the dealer's tablet; a shoe may do nothing else, and a display's credential is no shoe's.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import type { ShoeCardAck, ShoeRefusedNotice } from "@/lib/contract/shoe";
import { createPairingCode, redeemPairingCode, revokeDisplay } from "@/lib/server/auth/displays";
import { startTestServer, connect, ask } from "@/lib/server/test-server";
import { connectShoe, hello, sendCard, status } from "./shoe-client";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Answer = { ok: boolean; version: number; code?: string; message?: string };
type DealerView = {
  phase: string;
  offer: { offeredTo: number } | null;
  playerDealer: { seat: number } | null;
  bank: number | null;
  next: { command: string | null; hand?: string };
  settlement: { lines: unknown[] } | null;
  dealtCards: { card: string }[];
};
type DisplayView = { phase: string; hands?: unknown };

let server: Server;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startTestServer();
  url = `http://127.0.0.1:${server.port}`;
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  await server?.dropDatabase();
});

const dealerView = (tableId: string) => server.registry.snapshot(tableId)!.views.dealer as DealerView;
const q = async <T = Record<string, unknown>>(sql: string, values: unknown[] = []) => (await server.db.pool.query(sql, values)).rows as T[];

async function pairedShoe(tableId: string): Promise<{ socket: Socket; shoeId: string; credential: string }> {
  const made = await createPairingCode(server.db, "test-supervisor", { tableId, kind: "shoe" }, new Date());
  if (!made.ok) throw new Error(made.message);
  const redeemed = await redeemPairingCode(server.db, { code: made.code, ip: "127.0.0.9", kind: "shoe" }, new Date());
  if (!redeemed.ok) throw new Error(redeemed.message);
  const socket = await connectShoe(url, redeemed.token);
  sockets.push(socket);
  return { socket, shoeId: redeemed.displayId, credential: redeemed.token };
}

async function follow(who: "dealer" | "display", tableId: string): Promise<{ socket: Socket; heard: { event: string; payload: unknown }[] }> {
  const socket = await connect(server, who, tableId);
  sockets.push(socket);
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  expect(await ask(socket, "table:subscribe", { tableId })).toMatchObject({ ok: true });
  return { socket, heard };
}

function device(socket: Socket, tableId: string) {
  const prefix = crypto.randomBytes(4).toString("hex");
  let n = 0;
  return {
    async must(command: Record<string, unknown>): Promise<Answer> {
      const version = server.registry.snapshot(tableId)!.version;
      const answer = await ask<Answer>(socket, "table:command", { tableId, id: `shoe-test-${prefix}-${++n}`, expectedVersion: version, command });
      expect(answer, JSON.stringify(command)).toMatchObject({ ok: true });
      return answer;
    },
  };
}

/** Players seated, a bank posted, a reader's shoe started, a wager each side, betting still open (the shoe's first card closes it). */
async function roundReadyToDeal(d: ReturnType<typeof device>, bankerBet: string): Promise<void> {
  for (const seat of [1, 2, 3]) await d.must({ type: "seat-player", seat, name: `P${seat}` });
  await d.must({ type: "open-bank", firstSeat: 3 });
  await d.must({ type: "accept-bank", seat: 3, bank: 100_000 });
  await d.must({ type: "start-shoe", source: "reader" });
  await d.must({ type: "open-betting" });
  await d.must({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
  await d.must({ type: "place-wager", seat: 2, bet: bankerBet, amount: 1_000 });
}

const until = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check(), what).toBe(true);
};

describe("a card-reading shoe on a baccarat table", () => {
  // Fortune 7 deals every card face up; 21st Century deals the Banker's hole card face down (the shoe reads it) and the dealer checks and exposes it.
  it.each([
    { tableId: "t1", bankerBet: "banker" },
    { tableId: "t3", bankerBet: "dealer" },
  ])("$tableId: deals a whole round as the tablet and the wall follow; a resent card is not dealt twice; a card not due is refused in words on the tablet", async ({ tableId, bankerBet }) => {
    const dealer = await follow("dealer", tableId);
    const wall = await follow("display", tableId);
    const shoe = await pairedShoe(tableId);
    const d = device(dealer.socket, tableId);

    expect(await hello(shoe.socket)).toMatchObject({ ok: true, tableId, takesCards: true });
    await roundReadyToDeal(d, bankerBet);

    // Betting is open: a shoe dealing at its own pace waits for "No more bets" (no card is due) ...
    expect(await status(shoe.socket)).toMatchObject({ ok: true, cardDue: false });

    // The shoe deals until the rules say the hand is complete; the dealer taps only the hole-card steps a game has.
    const sent: string[] = [];
    let holeSeen = false;
    const cards = ["4S", "3H", "2D", "5C", "KS", "QH", "JD", "TC", "9H"];
    for (let guard = 0; guard < 20; guard++) {
      const view = dealerView(tableId);
      // The first card comes while betting is still open.
      const first = view.phase === "betting" && sent.length === 0;
      if (view.phase !== "dealing" && !first) break;
      if (view.next.command === "settle") break;
      if (view.next.command && !first) {
        await d.must({ type: view.next.command });
        continue;
      }
      const card = cards[sent.length]!;
      const id = `round-card-${sent.length + 1}`;
      const answer = await sendCard(shoe.socket, id, card.toLowerCase());
      expect(answer, card).toMatchObject({ ok: true, card });
      // ... but a card pulled while betting is open closes betting first, as on a real table.
      if (sent.length === 0) expect(dealerView(tableId).phase).toBe("dealing");
      sent.push(card);
      // A card dealt face down (the hole card) stays off the wall until it is exposed, read by the shoe or not.
      const hidden = dealerView(tableId).dealtCards.some((c, i) => c.card === "face-down" && sent[i] !== undefined);
      if (hidden) {
        holeSeen = true;
        const lastWall = wall.heard.filter((h) => h.event === "table:view").at(-1)?.payload;
        expect(JSON.stringify(lastWall)).not.toContain(`"${sent[3]}"`);
        expect(JSON.stringify(server.registry.snapshot(tableId)!.views.display)).not.toContain(`"${sent[3]}"`);
      }
      // The same card sent again (its answer lost, say) is answered, never dealt twice.
      const again = await sendCard(shoe.socket, id, card);
      expect(again).toMatchObject({ ok: true, duplicate: true, version: (answer as { version: number }).version });
    }
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(holeSeen).toBe(tableId === "t3");
    // The card that completed the hand settled it (Fortune 7); where the dealer's step came last (the
    // hole card exposed), "Settle the round" is the dealer's tap.
    const settledByShoe = dealerView(tableId).next.command !== "settle";
    expect(settledByShoe).toBe(tableId === "t1");
    if (!settledByShoe) await d.must({ type: "settle" });
    expect(dealerView(tableId).settlement).not.toBeNull();
    // The tablet shows the cards the shoe sent, in order.
    expect(dealerView(tableId).dealtCards.map((c) => c.card)).toEqual(sent);

    // Every card in the log once, read by the shoe, with the shoe as the actor.
    const dealt = await q<{ card: string; source: string; actor_id: string }>(
      "SELECT payload->>'card' AS card, payload->>'source' AS source, actor_id FROM table_events WHERE table_id = $1 AND type = 'CardDealt' ORDER BY seq",
      [tableId],
    );
    expect(dealt.map((r) => r.card)).toEqual(sent);
    expect(new Set(dealt.map((r) => r.source))).toEqual(new Set(["reader"]));
    expect(new Set(dealt.map((r) => r.actor_id))).toEqual(new Set([`shoe:${shoe.shoeId}`]));

    // The wall followed: it heard each card's view, and its last view is of the hand settled.
    const wallViews = wall.heard.filter((h) => h.event === "table:view");
    expect(wallViews.length).toBeGreaterThanOrEqual(sent.length);
    expect((server.registry.snapshot(tableId)!.views.display as DisplayView).phase).toBe("settling");

    // The hand is settled: another card is refused, in words, to the tablet.
    dealer.heard.length = 0;
    const late = await sendCard(shoe.socket, "late-card-1", "10d");
    expect(late).toMatchObject({ ok: false, code: "NOT_DEALING", card: "TD" });
    expect((late as { message: string }).message).toBe("The shoe sent TD, but no card is due: The hand is complete and settled.");
    await until(() => dealer.heard.some((h) => h.event === "table:shoe-refused"), "the tablet hears the late card");
    const notice = dealer.heard.find((h) => h.event === "table:shoe-refused")!.payload as ShoeRefusedNotice;
    expect(notice).toEqual({ tableId, card: "TD", message: (late as { message: string }).message });
    // The wall is told nothing of it.
    expect(wall.heard.some((h) => h.event === "table:shoe-refused")).toBe(false);
  });

  it("a shoe may send only its cards, to its own table; a display's credential is no shoe's, nor a shoe's code a display's", async () => {
    const shoe = await pairedShoe("t2");
    expect(await ask(shoe.socket, "table:subscribe", { tableId: "t2" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await ask(shoe.socket, "table:command", { tableId: "t2", id: "shoe-cmd-0001", expectedVersion: 0, command: { type: "open-betting" } })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await ask(shoe.socket, "floor:subscribe", {})).toMatchObject({ ok: false, code: "FORBIDDEN" });
    // Not a card, or not a message a shoe sends: refused before the table sees it.
    expect(await ask<ShoeCardAck>(shoe.socket, "shoe:card", { id: "bad-card-1", card: "1X" })).toMatchObject({ ok: false, code: "BAD_CARD" });
    expect(await ask<ShoeCardAck>(shoe.socket, "shoe:card", { id: "x", card: "9S" })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(await ask<ShoeCardAck>(shoe.socket, "shoe:card", { id: "extra-field-1", card: "9S", tableId: "t1" })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });

    // A staff device cannot send a shoe's card.
    const dealer = await connect(server, "dealer", "t2");
    sockets.push(dealer);
    expect(await ask(dealer, "shoe:card", { id: "dealer-card-1", card: "9S" })).toMatchObject({ ok: false, code: "FORBIDDEN" });

    // A shoe's code does not pair a display, and stays unused; a display's does not pair a shoe.
    const code = await createPairingCode(server.db, "test-supervisor", { tableId: "t2", kind: "shoe" }, new Date());
    expect(code.ok).toBe(true);
    expect(await redeemPairingCode(server.db, { code: (code as { code: string }).code, ip: "127.0.0.8" }, new Date())).toMatchObject({ ok: false, code: "INVALID_CODE" });
    const displayCode = await createPairingCode(server.db, "test-supervisor", { tableId: "t2" }, new Date());
    expect(await redeemPairingCode(server.db, { code: (displayCode as { code: string }).code, ip: "127.0.0.8", kind: "shoe" }, new Date())).toMatchObject({ ok: false, code: "INVALID_CODE" });
    const display = await redeemPairingCode(server.db, { code: (displayCode as { code: string }).code, ip: "127.0.0.8" }, new Date());
    expect(display.ok).toBe(true);
    await expect(connectShoe(url, (display as { token: string }).token)).rejects.toThrow();
    expect(await createPairingCode(server.db, "test-supervisor", { tableId: "@board", kind: "shoe" }, new Date())).toMatchObject({ ok: false });

    // Revoked, the shoe is closed and cannot come back.
    const closed = new Promise<void>((resolve) => shoe.socket.once("disconnect", () => resolve()));
    expect(await revokeDisplay(server.db, "test-supervisor", shoe.shoeId, new Date())).toEqual({ ok: true });
    await closed;
    await expect(connectShoe(url, shoe.credential)).rejects.toThrow();
  });

  it("a shoe holds at most three connections, as a wall display does", async () => {
    const shoe = await pairedShoe("t4");
    for (let i = 0; i < 2; i++) sockets.push(await connectShoe(url, shoe.credential));
    const refused = await connectShoe(url, shoe.credential).then(
      (s) => (sockets.push(s), null),
      (error: Error & { data?: { message?: string } }) => error,
    );
    expect(refused?.message).toBe("TOO_MANY_SOCKETS");
    expect(refused?.data?.message).toMatch(/^This card-reading shoe already has 3 connections open/);
  });

  it("a table whose game is not dealt card by card from a shoe refuses its cards in words", async () => {
    const shoe = await pairedShoe("t17");
    expect(await hello(shoe.socket)).toMatchObject({ ok: true, takesCards: false });
    const answer = await sendCard(shoe.socket, "pai-gow-card-1", "AS");
    expect(answer).toMatchObject({ ok: false, code: "NOT_DEALT_FROM_SHOE" });
    expect((answer as { message: string }).message).toMatch(/^The shoe sent AS, but this table's game is not dealt one card at a time/);
  });
});
