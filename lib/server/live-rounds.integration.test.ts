/**
 * The round through the real server (PostgreSQL, socket.io clients signed in with real
 * credentials) for every baccarat game of the demo floor and each card source: the server's
 * shuffled shoe (its order proven against the hash recorded at shoe start), the dealer's entry and
 * a card-reading shoe. Beside it: the betting timer closing betting by itself, the supervisor's
 * actions (correction, pause, void, fee option) as events with their rows and audit entries, and
 * a rotation time limit passing the bank.
 */
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { verifyShoeOrder } from "@/lib/domain/cards/dealing-shoe";
import { AUDIT_ACTIONS } from "./auth/audit";
import { startTestServer, connect, ask } from "./test-server";

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Answer = { ok: boolean; version: number; code?: string; message?: string; view?: unknown };
type DealerView = {
  phase: string;
  offer: { offeredTo: number } | null;
  playerDealer: { seat: number } | null;
  bank: number | null;
  next: { command: string | null; faceDown?: boolean };
  settlement: { lines: unknown[] } | null;
  wagers: { id: string }[];
};

let offset = 0;
let server: Server;
const sockets: Socket[] = [];
const heard: Record<string, { event: string; payload: unknown }[]> = {};

beforeAll(async () => {
  server = await startTestServer({ clock: () => Date.now() + offset });
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  await server?.dropDatabase();
});

async function open(who: "dealer" | "display" | "supervisor", tableId: string): Promise<Socket> {
  const socket = await connect(server, who, tableId);
  sockets.push(socket);
  const log = (heard[`${who}:${tableId}`] ??= []);
  socket.onAny((event: string, payload: unknown) => log.push({ event, payload }));
  expect(await ask(socket, "table:subscribe", { tableId })).toMatchObject({ ok: true });
  return socket;
}

/** A device's command stream: an id and the version it was made against, as a tablet sends them. */
function device(socket: Socket, tableId: string) {
  const prefix = crypto.randomBytes(4).toString("hex");
  let n = 0;
  return {
    async send(command: Record<string, unknown>): Promise<Answer> {
      const version = server.registry.snapshot(tableId)!.version;
      return ask<Answer>(socket, "table:command", { tableId, id: `live-${prefix}-${++n}`, expectedVersion: version, command });
    },
    async must(command: Record<string, unknown>): Promise<Answer> {
      const answer = await this.send(command);
      expect(answer, JSON.stringify(command)).toMatchObject({ ok: true });
      return answer;
    },
  };
}

const dealerView = (tableId: string) => server.registry.snapshot(tableId)!.views.dealer as DealerView;
const q = async <T = Record<string, unknown>>(sql: string, values: unknown[] = []) => (await server.db.pool.query(sql, values)).rows as T[];

/** Cards for an entered shoe: all different, so an eight-deck shoe has every one of them. */
const ENTERED = ["2S", "3H", "4D", "5C", "6S", "7H", "8D", "9C", "TS", "JH", "QD", "KC"];

/** Someone banks the next hand: the offer goes round until a seat accepts (the filed rule passes the bank every two hands). */
async function ensureBank(d: ReturnType<typeof device>, tableId: string): Promise<number[]> {
  for (let guard = 0; guard < 10; guard++) {
    const view = dealerView(tableId);
    if (view.offer) await d.must({ type: "accept-bank", seat: view.offer.offeredTo, bank: 100_000 });
    else if (view.next.command === "open-bank") await d.must({ type: "open-bank" });
    else if (view.playerDealer && !view.bank) await d.must({ type: "post-bank", bank: 100_000 });
    else break;
  }
  const pd = dealerView(tableId).playerDealer?.seat;
  expect(pd).toBeTypeOf("number");
  return [1, 2, 3, 4].filter((s) => s !== pd);
}

/** Plays one round from open betting to its end, entering cards when the shoe is not the server's. */
async function playRound(d: ReturnType<typeof device>, tableId: string, source: "server" | "dealer" | "reader", bankerBet: string): Promise<string> {
  const [a, b] = await ensureBank(d, tableId);
  await d.must({ type: "open-betting" });
  await d.must({ type: "place-wager", seat: a, bet: "player", amount: 1_000 });
  const second = await d.send({ type: "place-wager", seat: b, bet: bankerBet, amount: 1_000 });
  expect(second, `${tableId} ${bankerBet}`).toMatchObject({ ok: true });
  await d.must({ type: "close-betting" });
  let card = 0;
  for (let guard = 0; guard < 40; guard++) {
    const view = dealerView(tableId);
    if (view.phase !== "dealing" && view.phase !== "settling") break;
    const next = view.next.command;
    if (next === null) {
      expect(source).not.toBe("server");
      await d.must({ type: "deal-card", card: ENTERED[card++ % ENTERED.length], ...(source === "reader" ? { source: "reader" } : {}) });
    } else if (next === "advance-settlement") {
      await d.must({ type: "advance-settlement", through: view.settlement?.lines.length ?? 0 });
    } else {
      await d.must({ type: next });
      if (next === "end-round") break;
    }
  }
  expect(dealerView(tableId).phase).toBe("waiting");
  const [round] = await q<{ id: string; status: string }>("SELECT id, status FROM rounds WHERE table_id = $1 ORDER BY hand_number DESC LIMIT 1", [tableId]);
  expect(round?.status).toBe("complete");
  return round!.id;
}

const GAMES = [
  { tableId: "t1", banker: "banker" },
  { tableId: "t2", banker: "banker" },
  { tableId: "t3", banker: "dealer" },
  { tableId: "t4", banker: "banker" },
  { tableId: "t5", banker: "banker" },
  { tableId: "t6", banker: "banker" },
];

describe("a round of every baccarat game through the server, from each card source", () => {
  for (const { tableId, banker } of GAMES) {
    it(`${tableId}: the server's shoe (order proven afterwards), the dealer's entry, a card-reading shoe`, async () => {
      const dealerSocket = await open("dealer", tableId);
      const display = await open("display", tableId);
      const d = device(dealerSocket, tableId);
      for (const seat of [1, 2, 3, 4]) await d.must({ type: "seat-player", seat, name: `P${seat}` });
      await d.must({ type: "open-bank", firstSeat: 3 });
      await d.must({ type: "accept-bank", seat: 3, bank: 100_000 });

      for (const source of ["server", "dealer", "reader"] as const) {
        await d.must({ type: "start-shoe", source });
        const roundId = await playRound(d, tableId, source, banker);

        // The cards came from the named source, and the fees of the round are rows naming the schedule option and its source.
        const dealt = await q<{ source: string }>(
          "SELECT payload->>'source' AS source FROM table_events e WHERE table_id = $1 AND type = 'CardDealt' AND seq > (SELECT max(seq) FROM table_events WHERE table_id = $1 AND type = 'RoundOpened')",
          [tableId],
        );
        expect(dealt.length).toBeGreaterThanOrEqual(4);
        expect(new Set(dealt.map((r) => r.source))).toEqual(new Set([source]));
        const fees = await q<{ schedule_id: string; option_id: string; source: string; cents: number }>("SELECT schedule_id, option_id, source, cents FROM fee_drops WHERE round_id = $1", [roundId]);
        const [table] = await q<{ fee_schedule_id: string; fee_option_id: string }>("SELECT fee_schedule_id, fee_option_id FROM tables WHERE id = $1", [tableId]);
        expect(fees.length).toBeGreaterThan(0);
        for (const f of fees) {
          expect(f).toMatchObject({ schedule_id: table!.fee_schedule_id, option_id: table!.fee_option_id });
          expect(f.source).toMatch(/L\d/);
          expect(f.cents).toBeGreaterThan(0);
        }

        // End the shoe: for the server's shoe the log then holds its order and salt, which hash to
        // the commitment stored when the shoe started, and the cards dealt are that order's top.
        const shoeRows = await q<{ id: string; order_hash: string | null }>("SELECT id, order_hash FROM shoes WHERE table_id = $1 AND ended_at IS NULL", [tableId]);
        expect(shoeRows).toHaveLength(1);
        await d.must({ type: "end-shoe" });
        const [ended] = await q<{ proof: { order: string[]; salt: string; orderHash: string } | null }>(
          "SELECT payload->'proof' AS proof FROM table_events WHERE table_id = $1 AND type = 'ShoeEnded' ORDER BY seq DESC LIMIT 1",
          [tableId],
        );
        if (source !== "server") {
          expect(ended!.proof).toBeNull();
          expect(shoeRows[0]!.order_hash).toBeNull();
          continue;
        }
        const proof = ended!.proof!;
        expect(proof.orderHash).toBe(shoeRows[0]!.order_hash);
        expect(verifyShoeOrder(proof.order, proof.salt, shoeRows[0]!.order_hash!)).toBe(true);
        const out = await q<{ type: string; card: string | null; cards: string[] | null }>(
          `SELECT type, payload->>'card' AS card, ARRAY(SELECT jsonb_array_elements_text(payload->'cards')) AS cards FROM table_events
            WHERE table_id = $1 AND type IN ('CardDealt', 'CardsBurned') AND seq > (SELECT max(seq) FROM table_events WHERE table_id = $1 AND type = 'ShoeStarted') ORDER BY seq`,
          [tableId],
        );
        const sequence = out.flatMap((r) => (r.type === "CardsBurned" ? (r.cards ?? []) : [r.card!]));
        expect(sequence.length).toBeGreaterThanOrEqual(4);
        expect(sequence).toEqual(proof.order.slice(0, sequence.length));
        // While the shoe was open, neither the tablet nor the wall was sent its order or salt.
        const beforeEnd = (who: string) => JSON.stringify(heard[`${who}:${tableId}`]!.filter((m) => !JSON.stringify(m.payload).includes('"ShoeEnded"')));
        expect(beforeEnd("dealer")).not.toContain(proof.salt);
        expect(beforeEnd("display")).not.toContain(proof.salt);
      }

      // The wall followed to the last version and was never sent a card code it should not show.
      await expect.poll(() => (heard[`display:${tableId}`]!.filter((m) => m.event === "table:view").at(-1)?.payload as { version: number } | undefined)?.version).toBe(server.registry.snapshot(tableId)!.version);
      for (const m of heard[`display:${tableId}`]!.filter((x) => x.event === "table:view")) {
        const view = (m.payload as { view: { player: { cards: string[] }; banker: { cards: string[] } } }).view;
        const mentioned = JSON.stringify(view).match(/"[A2-9TJQK][SHDC]"/g) ?? [];
        expect(mentioned.length).toBe([...view.player.cards, ...view.banker.cards].filter((c) => c !== "face-down").length);
      }
      display.close();
    });
  }
});

describe("command ids and versions over the socket", () => {
  it("a repeated id gets its first answer and is applied once; a stale version is refused with the current view", async () => {
    const socket = await open("dealer", "t6");
    const version = server.registry.snapshot("t6")!.version;
    const message = { tableId: "t6", id: `live-repeat-${crypto.randomBytes(4).toString("hex")}`, expectedVersion: version, command: { type: "seat-player", seat: 7, name: "Gus" } };
    const first = await ask<Answer>(socket, "table:command", message);
    expect(first).toMatchObject({ ok: true, version: version + 1 });
    expect(await ask<Answer>(socket, "table:command", message)).toMatchObject({ ok: true, version: version + 1, duplicate: true });
    expect(await ask<Answer>(socket, "table:command", { ...message, expectedVersion: version + 1 })).toMatchObject({ ok: true, version: version + 1, duplicate: true });
    expect((await q<{ n: number }>("SELECT count(*)::int AS n FROM table_events WHERE table_id = 't6' AND command_id = $1", [message.id]))[0]?.n).toBe(1);

    const stale = await ask<Answer>(socket, "table:command", { ...message, id: `${message.id}-b`, command: { type: "seat-player", seat: 8, name: "Hal" } });
    expect(stale).toMatchObject({ ok: false, code: "STALE_VERSION", version: version + 1, message: expect.any(String) });
    expect(stale.view).toEqual(server.registry.snapshot("t6")!.views.dealer);
    expect(server.registry.snapshot("t6")!.version).toBe(version + 1);
  });
});

describe("the betting timer", () => {
  it("closes betting by itself when it runs out, fixing the fees", async () => {
    const d = device(await open("dealer", "t2"), "t2");
    await d.must({ type: "set-betting-timer", seconds: 5 });
    await d.must({ type: "start-shoe", source: "server" });
    const [a, b] = await ensureBank(d, "t2");
    await d.must({ type: "open-betting" });
    await d.must({ type: "place-wager", seat: a, bet: "player", amount: 1_000 });
    const [{ id: roundId }] = (await q<{ id: string }>("SELECT id FROM rounds WHERE table_id = 't2' ORDER BY hand_number DESC LIMIT 1")) as [{ id: string }];
    expect((await q("SELECT 1 FROM fee_drops WHERE round_id = $1", [roundId])).length).toBe(0);
    await expect.poll(() => dealerView("t2").phase, { timeout: 12_000, interval: 250 }).toBe("dealing");
    const [closed] = await q<{ actor_id: string }>("SELECT actor_id FROM table_events WHERE table_id = 't2' AND type = 'BettingClosed' ORDER BY seq DESC LIMIT 1");
    expect(closed?.actor_id).toBe("system");
    expect((await q("SELECT 1 FROM fee_drops WHERE round_id = $1", [roundId])).length).toBeGreaterThan(0);
    expect(await d.send({ type: "place-wager", seat: b, bet: "banker", amount: 1_000 })).toMatchObject({ ok: false });
  }, 30_000);
});

describe("supervisor actions through the server", () => {
  it("a correction beside the original, a pause, a void reversing the fees, and a fee option change only between rounds, each audited", async () => {
    const dealer = device(await open("dealer", "t5"), "t5");
    const floor = device(await open("supervisor", "t5"), "t5");
    const [floorStaff] = await q<{ id: string }>("SELECT id FROM staff WHERE username = 'floor'");
    await dealer.must({ type: "start-shoe", source: "dealer" });
    const [a] = await ensureBank(dealer, "t5");
    await dealer.must({ type: "open-betting" });
    await dealer.must({ type: "place-wager", seat: a, bet: "player", amount: 1_000 });
    await dealer.must({ type: "close-betting" });
    await dealer.must({ type: "deal-card", card: "2S" });
    const [round] = await q<{ id: string }>("SELECT id FROM rounds WHERE table_id = 't5' ORDER BY hand_number DESC LIMIT 1");

    // Correction: the dealer may not; the supervisor's is an event beside the original card.
    expect(await dealer.send({ type: "correct-card", index: 0, card: "2H", reason: "misread the suit" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    await floor.must({ type: "correct-card", index: 0, card: "2H", reason: "misread the suit" });
    const events = await q<{ type: string; card: string | null }>("SELECT type, payload->>'card' AS card FROM table_events WHERE table_id = 't5' AND type IN ('CardDealt', 'CardCorrected') ORDER BY seq DESC LIMIT 2");
    expect(events.map((e) => e.type).sort()).toEqual(["CardCorrected", "CardDealt"]);
    expect(events.find((e) => e.type === "CardDealt")?.card).toBe("2S");

    // Mid-round: the fee option does not change; a pause stops the dealer; resume.
    expect(await floor.send({ type: "change-fee-option", scheduleId: "dragon-bonus-baccarat-mortimers", optionId: "2" })).toMatchObject({ ok: false, code: "ROUND_IN_PROGRESS" });
    await floor.must({ type: "pause-table", reason: "dealer change" });
    expect((await q<{ status: string }>("SELECT status FROM tables WHERE id = 't5'"))[0]?.status).toBe("paused");
    expect(await dealer.send({ type: "deal-card", card: "3H" })).toMatchObject({ ok: false, code: "TABLE_PAUSED" });
    await floor.must({ type: "resume-table" });

    // Void: the round is kept and marked, each fee gets a reversing row.
    const fees = await q<{ id: string; cents: number }>("SELECT id, cents FROM fee_drops WHERE round_id = $1 AND reverses_id IS NULL", [round!.id]);
    expect(fees.length).toBeGreaterThan(0);
    await floor.must({ type: "void-round", reason: "card exposed by the shoe" });
    const reversals = await q<{ reverses_id: string; cents: number }>("SELECT reverses_id, cents FROM fee_drops WHERE round_id = $1 AND reverses_id IS NOT NULL", [round!.id]);
    expect(reversals.map((r) => [r.reverses_id, r.cents]).sort()).toEqual(fees.map((f) => [f.id, -f.cents]).sort());
    expect((await q<{ status: string; void_reason: string }>("SELECT status, void_reason FROM rounds WHERE id = $1", [round!.id]))[0]).toEqual({ status: "voided", void_reason: "card exposed by the shoe" });
    expect((await q("SELECT 1 FROM table_events WHERE table_id = 't5' AND type = 'CardDealt'")).length).toBeGreaterThan(0);

    // Between rounds the fee option changes, as an event.
    await floor.must({ type: "change-fee-option", scheduleId: "dragon-bonus-baccarat-mortimers", optionId: "2" });
    expect((await q<{ fee_option_id: string }>("SELECT fee_option_id FROM tables WHERE id = 't5'"))[0]?.fee_option_id).toBe("2");

    // Every one of these is in the audit trail with who, what and why.
    const audit = await q<{ action: string; staff_id: string; reason: string | null; table_id: string }>("SELECT action, staff_id, reason, table_id FROM audit_entries WHERE table_id = 't5' ORDER BY id");
    const byAction = (a: string) => audit.filter((e) => e.action === a);
    const { cardCorrected, tablePaused, tableResumed, roundVoided, feeOptionChanged } = AUDIT_ACTIONS;
    for (const action of [cardCorrected, tablePaused, tableResumed, roundVoided, feeOptionChanged]) {
      expect(byAction(action), action).toHaveLength(1);
      expect(byAction(action)[0]!.staff_id).toBe(floorStaff!.id);
    }
    expect(byAction(cardCorrected)[0]!.reason).toBe("misread the suit");
    expect(byAction(tablePaused)[0]!.reason).toBe("dealer change");
    expect(byAction(roundVoided)[0]!.reason).toBe("card exposed by the shoe");
  });
});

describe("the rotation policy as configuration", () => {
  it("every offer, decline and acceptance is an event; a time limit on one person's bank passes it at the end of a hand", async () => {
    // A table whose room added a one-minute limit on one person's bank.
    await server.db.pool.query(
      `INSERT INTO tables (id, room_id, name, game_id, seats, fee_schedule_id, fee_option_id, min_wager_cents, max_wager_cents, rotation_policy)
       SELECT 'tl1', room_id, 'Time-limited', game_id, seats, fee_schedule_id, fee_option_id, min_wager_cents, max_wager_cents, '{"maxBankMillis": 60000}'::jsonb FROM tables WHERE id = 't1'`,
    );
    await server.registry.claim();
    const d = device(await open("supervisor", "tl1"), "tl1");
    for (const seat of [1, 2, 3]) await d.must({ type: "seat-player", seat, name: `P${seat}` });
    await d.must({ type: "open-bank", firstSeat: 1 });
    await d.must({ type: "decline-bank", seat: 1 });
    await d.must({ type: "accept-bank", seat: 2, bank: 100_000 });
    const rotation = await q<{ kind: string; seat: number }>("SELECT payload->'rotation'->>'type' AS kind, (payload->'rotation'->>'seat')::int AS seat FROM table_events WHERE table_id = 'tl1' AND type = 'Rotation' ORDER BY seq");
    expect(rotation.filter((r) => r.kind.startsWith("bank-"))).toEqual([
      { kind: "bank-offered", seat: 1 },
      { kind: "bank-declined", seat: 1 },
      { kind: "bank-offered", seat: 2 },
      { kind: "bank-accepted", seat: 2 },
    ]);
    await d.must({ type: "start-shoe", source: "server" });
    await d.must({ type: "open-betting" });
    await d.must({ type: "place-wager", seat: 1, bet: "player", amount: 1_000 });
    await d.must({ type: "close-betting" });
    offset += 61_000;
    for (let guard = 0; guard < 20 && dealerView("tl1").phase !== "waiting"; guard++) {
      const view = dealerView("tl1");
      await d.must(view.next.command === "advance-settlement" ? { type: "advance-settlement", through: view.settlement?.lines.length ?? 0 } : { type: view.next.command! });
    }
    const [passed] = await q<{ reason: string; seat: number }>("SELECT payload->'rotation'->>'reason' AS reason, (payload->'rotation'->>'seat')::int AS seat FROM table_events WHERE table_id = 'tl1' AND payload->'rotation'->>'type' = 'bank-passed'");
    // One hand of the two the filing allows, but a minute is up: the bank moves on.
    expect(passed).toEqual({ reason: "time-limit", seat: 2 });
  });
});
