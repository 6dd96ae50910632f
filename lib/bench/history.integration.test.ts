import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { verifyLedger } from "@/lib/server/ledger/verify-ledger";
import { createTables } from "./bench-database";
import { insertHistories, playTemplate } from "./history";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe("the benchmark's tables with history", () => {
  it("are hash-chained as the server chains a log: the record verifies, snapshots included", async () => {
    const ids = ["bench-1", "bench-22", "bench-333"];
    await createTables(db.pool, ids);
    const templates = [playTemplate(0, 14), playTemplate(1, 14)];
    const inserted = await insertHistories(db.pool, ids, templates, () => {});
    expect(inserted.snapshots).toBeGreaterThan(0);
    const result = await verifyLedger(db.pool);
    expect(result.broken).toEqual([]);
    expect(result.events).toBe(inserted.events);
    const { rows } = await db.pool.query("SELECT count(*)::int AS n FROM table_snapshots WHERE hash IS NULL");
    expect(rows[0].n).toBe(0);
  });
});
