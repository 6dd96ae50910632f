import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/domain/table/machine";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { feeDropReport } from "@/lib/server/floor/reports";
import { shiftClose } from "@/lib/server/floor/shift-close";
import { regulatorExport } from "@/lib/server/floor/regulator-export";
import { listRounds } from "@/lib/server/floor/history";
import { EventStore } from "./event-store";
import { kindFor } from "./kinds";
import { TableActor } from "./table-actor";
import type { TableConfigRow } from "./table-kind";

const DEALER: Actor = { id: "dealer-1", role: "dealer" };
const FLOOR: Actor = { id: "floor-1", role: "supervisor" };
const START = Date.parse("2026-11-27T18:00:00Z");
const MINUTE = 60_000;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let now = START;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.room.create({ data: { id: "r", name: "Room" } });
});
afterAll(async () => {
  await db?.drop();
});

/** A poker table live on an actor, its events and their rows committed to PostgreSQL. */
async function openTable(row: Omit<TableConfigRow, "roomId" | "status" | "rulesVersion" | "feeOptionData" | "rotationPolicy" | "seats"> & { seats?: number }) {
  const config: TableConfigRow = { roomId: "r", status: "open", rulesVersion: "1", feeOptionData: null, rotationPolicy: {}, seats: 10, ...row };
  await db.prisma.gameTable.create({
    data: { id: config.id, roomId: "r", name: config.name, gameId: config.gameId, seats: config.seats, gameOptions: (config.gameOptions ?? {}) as object, feeScheduleId: config.feeScheduleId, feeOptionId: config.feeOptionId, minWagerCents: config.minWagerCents, maxWagerCents: config.maxWagerCents },
  });
  const kind = kindFor(config.gameId)!;
  const store = new EventStore(db.pool);
  const hooks = { project: kind.project.bind(kind), changed: () => {}, fault: () => {}, now: () => now, random: { int: () => 0 } };
  await store.append({ tableId: config.id, firstSeq: 1, events: [kind.opened(config, now)], commandId: null, actorId: "system", at: new Date(now), rows: [] });
  const actor = await TableActor.recover(config.id, kind.machine, store, hooks, kind.empty);
  let n = 0;
  return async (command: Record<string, unknown>, by: Actor = DEALER) => {
    const answer = await actor.submit({ id: `${config.id}-${++n}`, expectedVersion: actor.version, command }, by);
    expect(answer, `${JSON.stringify(command)}: ${(answer as { message?: string }).message}`).toMatchObject({ ok: true });
  };
}

type FeeRow = { id: string; round_id: string | null; collection: string | null; payer_kind: string; seat: number | null; cents: number; reverses_id: string | null };

async function feeRows(tableId: string): Promise<FeeRow[]> {
  return (await db.pool.query<FeeRow>("SELECT id, round_id, collection, payer_kind, seat, cents, reverses_id FROM fee_drops WHERE table_id = $1 ORDER BY taken_at, round_id, seat, id", [tableId])).rows;
}

describe("poker fees in PostgreSQL: every drop and time collection is a fee-drop row, reported with the hands, the kills and the time", () => {
  it("Mortimer's Hold'em: the drop of each hand is a row of its round (collection poker-drop); a void reverses it; a misdeal drops nothing", async () => {
    const send = await openTable({ id: "t23", name: "Hold'em 23", gameId: "texas-holdem-mortimers", gameOptions: {}, feeScheduleId: "texas-holdem-mortimers", feeOptionId: "3", minWagerCents: 300, maxWagerCents: 600 });
    for (const seat of [1, 3, 5, 7, 8]) await send({ type: "seat-player", seat, name: `P${seat}` });
    await send({ type: "draw-for-button", cards: [1, 3, 5, 7, 8].map((seat) => ({ seat, card: seat === 3 ? "AS" : `${seat === 1 ? 2 : seat}H` })) });
    for (const winner of [8, 1]) {
      now += 2 * MINUTE;
      await send({ type: "deal-hand" });
      await send({ type: "flop" });
      await send({ type: "take-drop" });
      now += MINUTE;
      await send({ type: "award", pots: [{ high: [winner] }] });
    }
    await send({ type: "deal-hand" });
    await send({ type: "misdeal" });
    await send({ type: "deal-hand" });
    await send({ type: "flop" });
    await send({ type: "take-drop", potCents: 150 });
    now += MINUTE;
    await send({ type: "void-round", reason: "the deck was short a card" }, FLOOR);

    expect(await feeRows("t23")).toEqual([
      { id: "t23-1:fee:0", round_id: "t23-1", collection: "poker-drop", payer_kind: "seat", seat: null, cents: 200, reverses_id: null },
      { id: "t23-2:fee:0", round_id: "t23-2", collection: "poker-drop", payer_kind: "seat", seat: null, cents: 200, reverses_id: null },
      { id: "t23-4:fee:0", round_id: "t23-4", collection: "poker-drop", payer_kind: "seat", seat: null, cents: 150, reverses_id: null },
      { id: "t23-4:fee:0:void", round_id: "t23-4", collection: "poker-drop", payer_kind: "seat", seat: null, cents: -150, reverses_id: "t23-4:fee:0" },
    ]);
    const rounds = (await listRounds(db, "t23")).rounds.map((r) => [r.handNumber, r.status, r.feeCents, r.words.result]);
    expect(rounds).toEqual([
      [4, "voided", 0, "In play"],
      [3, "voided", 0, "In play"],
      [2, "complete", 200, "Seat 1 wins; drop $2.00"],
      [1, "complete", 200, "Seat 8 wins; drop $2.00"],
    ]);
  });

  it("Kings Omaha, time option 6: each half hour collected is a row of no round (collection time), at $5 per player", async () => {
    now = START;
    const send = await openTable({ id: "t26", name: "Omaha 26", gameId: "omaha", gameOptions: { smallBlindCents: 2_500, bigBlindCents: 7_500 }, feeScheduleId: "omaha-kings", feeOptionId: "6", minWagerCents: 7_500, maxWagerCents: 15_000 });
    for (const seat of [2, 4, 6]) await send({ type: "seat-player", seat, name: `Q${seat}` });
    await send({ type: "draw-for-button", cards: [{ seat: 2, card: "KS" }, { seat: 4, card: "2D" }, { seat: 6, card: "5C" }] });
    await send({ type: "start-clock" });
    for (const seat of [2, 4, 6]) await send({ type: "collect-time", seat });
    await send({ type: "deal-hand" });
    now += 5 * MINUTE;
    await send({ type: "award", pots: [{ high: [4] }] });
    now = START + 30 * MINUTE;
    await send({ type: "time-due" }, { id: "system", role: "supervisor" });
    await send({ type: "collect-time", seat: 6 });
    const rows = await feeRows("t26");
    expect(rows.map((r) => [r.round_id, r.collection, r.seat, r.cents])).toEqual([
      [null, "time", 2, 500],
      [null, "time", 4, 500],
      [null, "time", 6, 500],
      [null, "time", 6, 500],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(4);
  });

  it("the fee-drop report, the shift close and the regulator's export give the drop, time collected, hands per hour and kill pots", async () => {
    now = START;
    const send = await openTable({ id: "t24", name: "Omaha Hi/Lo 24", gameId: "omaha-hi-lo-mortimers", gameOptions: {}, feeScheduleId: "omaha-hi-lo-mortimers", feeOptionId: "1-3", minWagerCents: 300, maxWagerCents: 600 });
    for (const seat of [1, 2, 3, 4]) await send({ type: "seat-player", seat, name: `K${seat}` });
    await send({ type: "draw-for-button", cards: [{ seat: 1, card: "AS" }, { seat: 2, card: "2D" }, { seat: 3, card: "5C" }, { seat: 4, card: "7H" }] });
    const hand = async (extra: Record<string, unknown>) => {
      now += 6 * MINUTE;
      await send({ type: "deal-hand" });
      await send({ type: "flop" });
      await send({ type: "take-drop" });
      await send({ type: "award", pots: [{ high: [3] }], ...extra });
    };
    await hand({});
    await hand({ killSizedPot: true });
    await hand({ killSizedPot: false }); // killed by seat 3, which scoops again: a smaller pot ends the kill
    const range = { from: new Date(START - MINUTE), to: new Date(START + 2 * 60 * MINUTE) };
    const report = await feeDropReport(db, range);
    const t24 = report.tables.find((t) => t.tableId === "t24")!;
    expect(t24.total.netCents).toBe(600);
    expect(t24.byCollection).toEqual({ "poker-drop": 600 });
    // Three hands from 18:06 to 18:18 (each ends when it starts here): 3 hands in 0.2 h.
    expect(t24.play).toMatchObject({ hands: 3, voided: 0, killPots: 1, potDropCents: 600, timeCollectedCents: 0 });
    expect(t24.play.handsPerHour).toBe(15);
    const t26 = report.tables.find((t) => t.tableId === "t26")!;
    expect(t26.play).toMatchObject({ hands: 1, timeCollectedCents: 2_000, potDropCents: 0 });
    // t23: $2 + $2 + $1.50 - $1.50 (voided); t24: three $2 drops.
    expect(report.totalByCollection).toEqual({ "poker-drop": 1_000, time: 2_000 });
    expect(report.totalPlay).toMatchObject({ hands: 6, voided: 2, killPots: 1, timeCollectedCents: 2_000 });

    const sheet = await shiftClose(db, { start: range.from, end: range.to });
    expect(sheet.lines.find((l) => l.tableId === "t26")).toMatchObject({ recordedCents: 2_000, play: { timeCollectedCents: 2_000 } });

    const doc = await regulatorExport(db, { tableId: "t24", day: "2026-11-27", settings: { timeZone: "America/Los_Angeles" }, generatedBy: "test", now: new Date(now) });
    expect(doc!.family).toBe("poker");
    expect(doc!.play).toMatchObject({ hands: 3, killPots: 1 });
    expect(doc!.feeDrops.byCollection).toEqual({ "poker-drop": 600 });
    expect(doc!.rounds.map((r) => [r.handNumber, r.status, r.feeTotalCents])).toEqual([
      [1, "complete", 200],
      [2, "complete", 200],
      [3, "complete", 200],
    ]);
    const third = doc!.rounds[2]!;
    expect(third.family === "poker" ? third.kill : null).toMatchObject({ seat: 3, kind: "natural", cents: 600 });
    expect(third.family === "poker" ? third.stakes : null).toBe("$6.00-$12.00 limit, blinds $1.00/$3.00");
    const time = await regulatorExport(db, { tableId: "t26", day: "2026-11-27", settings: { timeZone: "America/Los_Angeles" }, generatedBy: "test", now: new Date(now) });
    expect(time!.feeDrops.rows.map((r) => [r.roundId, r.collection, r.cents])).toEqual([
      [null, "time", 500],
      [null, "time", 500],
      [null, "time", 500],
      [null, "time", 500],
    ]);
  });
});
