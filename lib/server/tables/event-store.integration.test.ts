import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/lib/server/db/test-database";
import fc from "fast-check";
import { batchStatementText, DuplicateCommandError, EventStore, SequenceConflictError, type ChainedBatch } from "./event-store";
import { chainEvents, GENESIS_HASH } from "@/lib/server/ledger/event-encoding";
import { verifyLedger } from "@/lib/server/ledger/verify-ledger";
import type { ProjectionRow } from "./projection-rows";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const TABLES = Array.from({ length: 12 }, (_, i) => `g${i + 1}`);
const at = new Date("2026-11-24T20:00:00.000Z");

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.room.create({ data: { id: "r", name: "R" } });
  for (const id of [...TABLES, "once", "json"]) {
    await db.prisma.gameTable.create({
      data: { id, roomId: "r", name: id, gameId: "fortune-7-baccarat", seats: 8, feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", minWagerCents: 500, maxWagerCents: 10000 },
    });
  }
});
afterAll(async () => {
  await db?.drop();
});

const append = (store: EventStore, tableId: string, firstSeq: number, rows: ProjectionRow[] = [], n = 1) =>
  store.append({
    tableId,
    firstSeq,
    events: Array.from({ length: n }, (_, i) => ({ type: "Tick", i })),
    commandId: `${tableId}:${firstSeq}`,
    actorId: "dealer-1",
    at,
    rows,
  });

describe("EventStore group commit (real PostgreSQL)", () => {
  it("commits every projection row kind with its events, in order, in one statement", async () => {
    const store = new EventStore(db.pool);
    const t = "g1";
    const rows: ProjectionRow[] = [
      { op: "shoe.start", id: "s1", tableId: t, source: "server", decks: 8, jokers: 0, orderHash: "h", orderSalt: "salt", cardOrder: ["AS", "TD"], at },
      { op: "shoe.start", id: "s2", tableId: t, source: "dealer", decks: 6, jokers: 0, orderHash: null, orderSalt: null, cardOrder: null, at },
      { op: "round.open", id: "r1", tableId: t, handNumber: 1, shoeId: "s1", playerDealerSeat: 4, bankCents: 50_000, feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", at },
      { op: "round.status", id: "r1", status: "dealing" },
      { op: "fee.drop", id: "r1:fee:0", tableId: t, roundId: "r1", payerKind: "seat", seat: 2, scheduleId: "fortune-7-baccarat", optionId: "3", source: "000 L175", cents: 100, reversesId: null, at },
      { op: "fee.drop", id: "r1:fee:1", tableId: t, roundId: "r1", payerKind: "player-dealer", seat: null, scheduleId: "fortune-7-baccarat", optionId: "3", source: "000 L175", cents: 200, reversesId: null, at },
      { op: "round.status", id: "r1", status: "settling" },
      { op: "round.complete", id: "r1", result: { winner: "banker" }, at },
      { op: "round.open", id: "r2", tableId: t, handNumber: 2, shoeId: "s1", playerDealerSeat: 4, bankCents: 40_000, feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", at },
      { op: "fee.drop", id: "r2:fee:0", tableId: t, roundId: "r2", payerKind: "seat", seat: 3, scheduleId: "fortune-7-baccarat", optionId: "3", source: "000 L175", cents: 100, reversesId: null, at },
      { op: "round.void", id: "r2", reason: "misdeal", at },
      { op: "fee.drop", id: "r2:fee:0:void", tableId: t, roundId: "r2", payerKind: "seat", seat: 3, scheduleId: "fortune-7-baccarat", optionId: "3", source: "void: misdeal", cents: -100, reversesId: "r2:fee:0", at },
      { op: "shoe.end", id: "s1", at },
      { op: "table.status", tableId: t, status: "paused" },
      { op: "table.fee-option", tableId: t, scheduleId: "fortune-7-baccarat", optionId: "7" },
      {
        op: "table.config",
        tableId: t,
        config: { name: "High limit", gameId: "fortune-7-baccarat", seats: 8, gameOptions: { bettingSeconds: 30 }, rulesVersion: "2", minWagerCents: 1_000, maxWagerCents: 50_000, feeScheduleId: "fortune-7-baccarat", feeOptionId: "8", feeOptionData: null, rotationPolicy: { maxBankMillis: 3_600_000 } },
      },
      { op: "audit", at, staffId: "floor-1", action: "round.void", tableId: t, detail: { roundId: "r2" }, reason: "misdeal" },
    ];
    await append(store, t, 1, rows, 3);

    const events = await store.load<{ type: string; i: number }>(t);
    expect(events.map((e) => [e.seq, e.event.i, e.commandId, e.actorId])).toEqual([
      [1, 0, "g1:1", "dealer-1"],
      [2, 1, "g1:1", "dealer-1"],
      [3, 2, "g1:1", "dealer-1"],
    ]);
    const rounds = await db.pool.query("SELECT id, status, hand_number, bank_cents, result, void_reason, ended_at, shoe_id FROM rounds WHERE table_id = $1 ORDER BY id", [t]);
    expect(rounds.rows).toEqual([
      { id: "r1", status: "complete", hand_number: 1, bank_cents: 50_000, result: { winner: "banker" }, void_reason: null, ended_at: at, shoe_id: "s1" },
      { id: "r2", status: "voided", hand_number: 2, bank_cents: 40_000, result: null, void_reason: "misdeal", ended_at: at, shoe_id: "s1" },
    ]);
    const fees = await db.pool.query("SELECT id, payer_kind, seat, cents, reverses_id FROM fee_drops WHERE table_id = $1 ORDER BY id", [t]);
    expect(fees.rows).toEqual([
      { id: "r1:fee:0", payer_kind: "seat", seat: 2, cents: 100, reverses_id: null },
      { id: "r1:fee:1", payer_kind: "player-dealer", seat: null, cents: 200, reverses_id: null },
      { id: "r2:fee:0", payer_kind: "seat", seat: 3, cents: 100, reverses_id: null },
      { id: "r2:fee:0:void", payer_kind: "seat", seat: 3, cents: -100, reverses_id: "r2:fee:0" },
    ]);
    const shoes = await db.pool.query("SELECT id, decks, order_hash, card_order, ended_at FROM shoes WHERE table_id = $1 ORDER BY id", [t]);
    expect(shoes.rows).toEqual([
      { id: "s1", decks: 8, order_hash: "h", card_order: ["AS", "TD"], ended_at: at },
      { id: "s2", decks: 6, order_hash: null, card_order: null, ended_at: null },
    ]);
    const table = await db.pool.query("SELECT status, name, game_options, rules_version, min_wager_cents, max_wager_cents, fee_option_id, fee_option_data, rotation_policy FROM tables WHERE id = $1", [t]);
    expect(table.rows[0]).toEqual({ status: "paused", name: "High limit", game_options: { bettingSeconds: 30 }, rules_version: "2", min_wager_cents: 1_000, max_wager_cents: 50_000, fee_option_id: "8", fee_option_data: null, rotation_policy: { maxBankMillis: 3_600_000 } });
    const audit = await db.pool.query("SELECT staff_id, action, detail, reason, at FROM audit_entries WHERE table_id = $1", [t]);
    expect(audit.rows).toEqual([{ staff_id: "floor-1", action: "round.void", detail: { roundId: "r2" }, reason: "misdeal", at }]);
  });

  it("shares commits between tables that append at the same time, and every append is stored", async () => {
    const store = new EventStore(db.pool, { maxInFlight: 1 });
    const tables = TABLES.slice(1);
    for (let seq = 1; seq <= 5; seq++) await Promise.all(tables.map((t) => append(store, t, seq)));
    expect(store.groupStats.items).toBe(tables.length * 5);
    // With one batch in flight, the appends of the other tables wait for and share the next commit.
    expect(store.groupStats.batches).toBeLessThan(store.groupStats.items);
    const counts = await db.pool.query("SELECT table_id, count(*)::int AS n, max(seq) AS m FROM table_events WHERE table_id = ANY($1) GROUP BY table_id", [tables]);
    expect(counts.rows.every((r) => r.n === 5 && r.m === 5)).toBe(true);
    expect(counts.rows).toHaveLength(tables.length);
  });

  it("a conflicting append fails alone: the other tables of its batch are committed", async () => {
    const store = new EventStore(db.pool, { maxInFlight: 1 });
    const [a, b, c] = ["g2", "g3", "g4"];
    // Occupy the one batch slot so the next three share a batch.
    const first = append(store, "g5", 6);
    const results = await Promise.allSettled([append(store, a!, 6), append(store, b!, 3 /* already taken */), append(store, c!, 6)]);
    await first;
    expect(results[0]!.status).toBe("fulfilled");
    expect(results[2]!.status).toBe("fulfilled");
    expect(results[1]!.status).toBe("rejected");
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(SequenceConflictError);
    expect(store.groupStats.retriedAlone).toBe(3);
    const max = await db.pool.query("SELECT table_id, max(seq) AS m FROM table_events WHERE table_id = ANY($1) GROUP BY table_id ORDER BY table_id", [[a, b, c]]);
    expect(max.rows).toEqual([
      { table_id: "g2", m: 6 },
      { table_id: "g3", m: 5 },
      { table_id: "g4", m: 6 },
    ]);
  });

  it("the database refuses a second application of one command id, however it is attempted", async () => {
    const store = new EventStore(db.pool);
    const t = "once";
    const once = (firstSeq: number, commandId: string, n = 1) => store.append({ tableId: t, firstSeq, events: Array.from({ length: n }, (_, i) => ({ type: "Tick", i })), commandId, actorId: "dealer-1", at, rows: [] });
    await once(1, "deal-card-1", 2);
    await once(3, "deal-card-2");
    // The same command appended again at the next sequence number (a retry the server forgot).
    await expect(once(4, "deal-card-2")).rejects.toBeInstanceOf(DuplicateCommandError);
    await expect(once(4, "deal-card-1", 3)).rejects.toBeInstanceOf(DuplicateCommandError);
    expect(await store.commandVersion(t, "deal-card-2")).toBe(3);
    expect(await store.commandVersion(t, "deal-card-1")).toBe(2);
    expect(await store.commandVersion(t, "never-sent")).toBeNull();
    // Two appends of one id in one group commit: one is stored, the other refused.
    const twice = await Promise.allSettled([once(4, "tap-1"), once(4, "tap-1")]);
    expect(twice.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    // Written past the function, straight into the log: refused too, and a new id is recorded.
    const direct = (seq: number, commandId: string) => db.pool.query("INSERT INTO table_events (table_id, seq, type, payload, command_id) VALUES ($1, $2, 'Tick', '{}', $3)", [t, seq, commandId]);
    await expect(direct(5, "deal-card-2")).rejects.toThrow(/table_commands_pkey/);
    await direct(5, "by-hand");
    await expect(direct(6, "by-hand")).rejects.toThrow(/table_commands_pkey/);
    await expect(
      db.pool.query("INSERT INTO table_events (table_id, seq, type, payload, command_id) VALUES ($1, 6, 'Tick', '{}', 'twice'), ($1, 7, 'Tick', '{}', 'other'), ($1, 8, 'Tick', '{}', 'twice')", [t]),
    ).rejects.toThrow(/applied twice/);
    await expect(db.pool.query("DELETE FROM table_commands WHERE table_id = $1", [t])).rejects.toThrow(/append-only/);
    const { rows } = await db.pool.query("SELECT command_id, count(*)::int AS n FROM table_events WHERE table_id = $1 GROUP BY command_id ORDER BY command_id", [t]);
    expect(rows).toEqual([
      { command_id: "by-hand", n: 1 },
      { command_id: "deal-card-1", n: 2 },
      { command_id: "deal-card-2", n: 1 },
      { command_id: "tap-1", n: 1 },
    ]);
    // The ids a restarted table remembers, newest first, whatever its snapshot.
    expect(await store.recentCommands(t, 3)).toEqual([
      { commandId: "by-hand", version: 5 },
      { commandId: "tap-1", version: 4 },
      { commandId: "deal-card-2", version: 3 },
    ]);
  });

  it("an unknown projection row is refused and nothing of its append is stored", async () => {
    const store = new EventStore(db.pool);
    const bad = { op: "rounds.drop" } as unknown as ProjectionRow;
    await expect(append(store, "g6", 6, [bad])).rejects.toThrow(/unknown projection row/);
    const { rows } = await db.pool.query("SELECT max(seq) AS m FROM table_events WHERE table_id = 'g6'");
    expect(rows[0].m).toBe(5);
  });

  it("stores each event as the JSON it was given although the statement carries its canonical text, chained as the database would chain it", async () => {
    // Events as the rules make them (members in any order, nested, numbers, escapes, non-ASCII),
    // appended through the store: the statement carries each event's canonical JSON (made for its
    // hash), not JSON.stringify's text of it.
    const body = fc.jsonValue({ maxDepth: 3, stringUnit: "grapheme" }).filter((v) => !JSON.stringify(v).includes("\\u0000"));
    const samples = fc.sample(fc.dictionary(fc.string({ maxLength: 6 }), body, { maxKeys: 5 }), { numRuns: 60, seed: 30 });
    const events = [
      { type: "CardDealt", seat: 3, card: "9H", faceDown: false, at: { z: 1.5, a: [1e21, 1e-7, -0, 0.1] }, note: "é\n\u2028😀\"" },
      ...samples.map((extra, i) => ({ ...extra, type: `Sample${i}`, i })),
    ];
    const store = new EventStore(db.pool);
    let seq = 1;
    for (let i = 0; i < events.length; i += 3) {
      const chunk = events.slice(i, i + 3);
      await store.append({ tableId: "json", firstSeq: seq, events: chunk, commandId: `json:${seq}`, actorId: "dealer-1", at, rows: [] });
      seq += chunk.length;
    }
    // What JSON.stringify of each event, the statement's text before, stores: the same jsonb.
    const { rows } = await db.pool.query<{ seq: number; same: boolean; hash_ok: boolean }>(
      `SELECT e.seq, e.payload = (x.given)::jsonb AND e.type = (x.given)::jsonb->>'type' AS same,
              e.hash = ledger_event_hash(e.table_id, e.seq, e.type, e.payload, e.created_at, e.command_id, e.actor_id, e.prev_hash) AS hash_ok
         FROM table_events e JOIN unnest($1::text[]) WITH ORDINALITY AS x(given, seq) ON x.seq = e.seq
        WHERE e.table_id = 'json' ORDER BY e.seq`,
      [events.map((e) => JSON.stringify(e))],
    );
    expect(rows).toHaveLength(events.length);
    expect(rows.filter((r) => !r.same || !r.hash_ok)).toEqual([]);
    expect((await verifyLedger(db.pool)).broken).toEqual([]);

    // The statement itself: the same jsonb as JSON.stringify of the appends, which it used to be.
    const batches: ChainedBatch[] = [0, 3].map((from, k) => {
      const batch = { tableId: `t${k}`, firstSeq: from + 1, events: events.slice(from, from + 3), commandId: k ? null : "c", actorId: "dealer-1", at, rows: k ? [{ op: "round.status" as const, id: "r", status: "dealing" as const }] : [] };
      return { batch, prevHash: GENESIS_HASH, ...chainEvents(batch.tableId, batch.firstSeq, GENESIS_HASH, batch.events, batch) };
    });
    batches.push({ batch: { ...batches[0]!.batch, tableId: "unchained" }, prevHash: null, hashes: null, texts: null });
    const before = JSON.stringify(batches.map(({ batch: b, prevHash, hashes }) => ({ tableId: b.tableId, firstSeq: b.firstSeq, commandId: b.commandId, actorId: b.actorId, at: b.at, events: b.events, rows: b.rows, prevHash, hashes })));
    const same = await db.pool.query<{ same: boolean }>("SELECT $1::jsonb = $2::jsonb AS same", [batchStatementText(batches), before]);
    expect(same.rows[0]!.same).toBe(true);
  });
});
