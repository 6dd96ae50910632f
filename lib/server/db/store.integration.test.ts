import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./test-database";
import { migrate } from "./migrate";

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase();
  await db.prisma.room.create({ data: { id: "room-1", name: "Test Room" } });
  await db.prisma.gameTable.create({
    data: {
      id: "t1", roomId: "room-1", name: "Table 1", gameId: "fortune-7-baccarat", seats: 8,
      feeScheduleId: "fortune-7-baccarat", feeOptionId: "3", minWagerCents: 500, maxWagerCents: 10000,
    },
  });
});
afterAll(async () => {
  await db?.drop();
});

describe("PostgreSQL store", () => {
  it("applies migrations once: a second run applies nothing", async () => {
    const again = await migrate(db.pool);
    expect(again.applied).toEqual([]);
    expect(again.alreadyApplied).toBeGreaterThan(0);
  });

  it("writes and reads rounds, events and fee drops in one transaction", async () => {
    await db.prisma.$transaction([
      db.prisma.round.create({ data: { id: "r1", tableId: "t1", handNumber: 1, status: "betting", playerDealerSeat: 4, bankCents: 50000 } }),
      db.prisma.tableEvent.create({ data: { tableId: "t1", seq: 1, type: "RoundOpened", payload: { hand: 1 }, commandId: "c1" } }),
      db.prisma.feeDrop.create({ data: { id: "f1", tableId: "t1", roundId: "r1", payerKind: "seat", seat: 2, scheduleId: "fortune-7-baccarat", optionId: "3", source: "000 L175", cents: 100 } }),
      db.prisma.feeDrop.create({ data: { id: "f2", tableId: "t1", roundId: "r1", payerKind: "player-dealer", seat: 4, scheduleId: "fortune-7-baccarat", optionId: "3", source: "000 L175", cents: 200 } }),
    ]);
    const round = await db.prisma.round.findUniqueOrThrow({ where: { id: "r1" }, include: { feeDrops: true } });
    expect(round.feeDrops.map((f) => f.cents).sort()).toEqual([100, 200]);
    const events = await db.prisma.tableEvent.findMany({ where: { tableId: "t1" }, orderBy: { seq: "asc" } });
    expect(events.map((e) => [e.seq, e.type])).toEqual([[1, "RoundOpened"]]);
    expect(events[0]?.payload).toEqual({ hand: 1 });
  });

  it("refuses a gap or a repeat in a table's event sequence", async () => {
    await expect(db.pool.query("INSERT INTO table_events (table_id, seq, type, payload) VALUES ('t1', 3, 'X', '{}')")).rejects.toThrow(/expects event 2/);
    await expect(db.pool.query("INSERT INTO table_events (table_id, seq, type, payload) VALUES ('t1', 1, 'X', '{}')")).rejects.toThrow();
    await db.pool.query("INSERT INTO table_events (table_id, seq, type, payload) VALUES ('t1', 2, 'X', '{}')");
    const { rows } = await db.pool.query("SELECT max(seq) AS m FROM table_events WHERE table_id = 't1'");
    expect(rows[0].m).toBe(2);
  });

  it("keeps events, fee drops and audit entries append-only", async () => {
    await expect(db.pool.query("UPDATE table_events SET type = 'Y' WHERE table_id = 't1'")).rejects.toThrow(/append-only/);
    await expect(db.pool.query("DELETE FROM fee_drops")).rejects.toThrow(/append-only/);
    await db.pool.query("INSERT INTO audit_entries (action, detail) VALUES ('sign-in', '{}')");
    await expect(db.pool.query("DELETE FROM audit_entries")).rejects.toThrow(/append-only/);
    for (const table of ["table_events", "fee_drops", "audit_entries", "shift_counts"]) {
      await expect(db.pool.query(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(/append-only/);
    }
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM audit_entries");
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it("a failed transaction leaves nothing behind", async () => {
    await expect(
      db.prisma.$transaction([
        db.prisma.round.create({ data: { id: "r2", tableId: "t1", handNumber: 2, status: "betting" } }),
        db.prisma.tableEvent.create({ data: { tableId: "t1", seq: 99, type: "Bad", payload: {} } }),
      ]),
    ).rejects.toThrow();
    expect(await db.prisma.round.findUnique({ where: { id: "r2" } })).toBeNull();
  });
});
