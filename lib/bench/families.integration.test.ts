import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/lib/server/db/test-database";
import { GAME_FAMILIES } from "@/lib/domain/table/families";
import { createGameTables } from "./bench-database";
import { gameOfTable } from "./games";
import { DEFAULT_PLAN } from "./driver";
import { runLoad } from "./load";
import { startInProcessTarget, type Target } from "./target";

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Target | undefined;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

describe("the benchmark on every family", () => {
  it("plays whole rounds of each family on the real server, from its demo configuration", async () => {
    const ids = GAME_FAMILIES.map((_, i) => `bench-${i + 1}`);
    await createGameTables(db.pool, ids, "all-families");
    const { rows } = await db.pool.query("SELECT seats, min_wager_cents, max_wager_cents, fee_option_id FROM tables WHERE game_id = 'texas-holdem-mortimers'");
    expect(rows).toEqual([{ seats: 10, min_wager_cents: 300, max_wager_cents: 600, fee_option_id: "3" }]);
    server = await startInProcessTarget("server", db.url);
    const games = new Map(ids.map((id, i) => [id, gameOfTable("all-families", i)]));
    const load = await runLoad({
      port: server.ready.port,
      tableIds: ids,
      gameOf: (id) => games.get(id)!,
      displays: 1,
      floor: false,
      warmupRounds: 1,
      rounds: 2,
      rate: null,
      plan: DEFAULT_PLAN,
      deadline: performance.now() + 80_000,
      log: () => {},
    });
    expect(load.aborted).toBeNull();
    expect(load.roundsPerFamily).toEqual(Object.fromEntries(GAME_FAMILIES.map((f) => [f, 2])));
    expect(load.rounds).toBe(2 * GAME_FAMILIES.length);
    expect(load.latencies.length).toBe(load.commands);
    // The server completed every round the generator counted (warm-up included).
    const done = await db.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM table_events WHERE type = 'RoundCompleted'");
    expect(done.rows[0]!.n).toBe(3 * GAME_FAMILIES.length);
  });
});
