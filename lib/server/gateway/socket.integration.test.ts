import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import { startTestServer, connect, ask } from "../test-server";

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
let dealer: Socket;
let display: Socket;
let version = 0;
let n = 0;

async function command(socket: Socket, tableId: string, cmd: Record<string, unknown>) {
  const answer = await ask<{ ok: boolean; version: number; code?: string; message?: string }>(socket, "table:command", {
    tableId,
    id: `test-cmd-${++n}`,
    expectedVersion: version,
    command: cmd,
  });
  if (answer.ok) version = answer.version;
  return answer;
}

beforeAll(async () => {
  server = await startTestServer();
  dealer = await connect(server, { role: "dealer" });
  display = await connect(server, { role: "display" });
  const sub = await ask<{ ok: boolean; version: number }>(dealer, "table:subscribe", { tableId: "t1" });
  expect(sub.ok).toBe(true);
  version = sub.version;
  await ask(display, "table:subscribe", { tableId: "t1" });
});

afterAll(async () => {
  dealer?.close();
  display?.close();
  await server?.close();
  await server?.dropDatabase();
});

describe("the live table over socket.io", () => {
  it("runs a Fortune 7 round from the dealer's socket; the display follows and never sees staff data", async () => {
    const views: { version: number; view: { role: string; phase: string } }[] = [];
    display.on("table:view", (msg) => views.push(msg));
    for (const s of [1, 2, 3]) expect(await command(dealer, "t1", { type: "seat-player", seat: s, name: `Player ${s}` })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "open-bank", firstSeat: 3 })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "accept-bank", seat: 3, bank: 100_000 })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "start-shoe", source: "server" })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "open-betting" })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "place-wager", seat: 1, bet: "banker", amount: 2_500 })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "close-betting" })).toMatchObject({ ok: true });
    for (let i = 0; i < 6; i++) {
      const a = await command(dealer, "t1", { type: "deal-card" });
      if (!a.ok) {
        expect(a.code).toBe("NO_CARD_DUE");
        break;
      }
    }
    expect(await command(dealer, "t1", { type: "settle" })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "advance-settlement", through: 1 })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "end-round" })).toMatchObject({ ok: true });

    await expect.poll(() => views.at(-1)?.version).toBe(version);
    const last = views.at(-1)!.view as unknown as Record<string, unknown>;
    expect(last.role).toBe("display");
    expect(last).not.toHaveProperty("wagers");
    expect(last).not.toHaveProperty("players");
    expect(JSON.stringify(last)).not.toContain("Player 1");

    // Durable: the events and the round are in PostgreSQL, fees one row per fee.
    const events = await server.db.pool.query("SELECT count(*)::int AS n, max(seq) AS m FROM table_events WHERE table_id = 't1'");
    expect(events.rows[0].m).toBe(version);
    const rounds = await server.db.pool.query("SELECT status FROM rounds WHERE table_id = 't1'");
    expect(rounds.rows).toEqual([{ status: "complete" }]);
    const fees = await server.db.pool.query("SELECT payer_kind, cents FROM fee_drops WHERE table_id = 't1' ORDER BY payer_kind");
    expect(fees.rows).toEqual([
      { payer_kind: "player-dealer", cents: 200 },
      { payer_kind: "seat", cents: 100 },
    ]);
  });

  it("refuses bad messages with a code, and a display can never command", async () => {
    expect(await ask(dealer, "table:command", { nonsense: true })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(await ask(dealer, "table:command", { tableId: "t1", id: "short", expectedVersion: version, command: { type: "open-betting" } })).toMatchObject({ ok: false, code: "BAD_MESSAGE" });
    expect(await ask(dealer, "table:command", { tableId: "t1", id: "test-cmd-stale", expectedVersion: version - 1, command: { type: "open-betting" } })).toMatchObject({
      ok: false,
      code: "STALE_VERSION",
      version,
    });
    expect(await ask(display, "table:command", { tableId: "t1", id: "test-cmd-display", expectedVersion: version, command: { type: "open-betting" } })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    // A dealer reaches only the table of their shift; a supervisor every table that exists.
    expect(await ask(dealer, "table:subscribe", { tableId: "t2" })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await ask(dealer, "table:command", { tableId: "t2", id: "test-cmd-other-table", expectedVersion: 0, command: { type: "open-betting" } })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    expect(await ask(dealer, "table:command", { tableId: "t1", id: "test-cmd-dealer-void", expectedVersion: version, command: { type: "void-round", reason: "a dealer tries to void" } })).toMatchObject({ ok: false, code: "FORBIDDEN" });
    const supervisor = await connect(server, "supervisor");
    expect(await ask(supervisor, "table:subscribe", { tableId: "nope" })).toMatchObject({ ok: false, code: "UNKNOWN_TABLE" });
    supervisor.close();
    const { rows } = await server.db.pool.query("SELECT max(seq) AS m FROM table_events WHERE table_id = 't1'");
    expect(rows[0].m).toBe(version);
  });

  it("a restart resumes every table exactly where it was, mid-round included", async () => {
    expect(await command(dealer, "t1", { type: "open-betting" })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "place-wager", seat: 2, bet: "player", amount: 1_000 })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "close-betting" })).toMatchObject({ ok: true });
    expect(await command(dealer, "t1", { type: "deal-card" })).toMatchObject({ ok: true });
    const before = server.registry.snapshot("t1")!;
    const url = server.db.url;
    dealer.close();
    display.close();
    await server.close();
    const drop = server.dropDatabase;
    server = { ...(await startTestServer({}, { url })), dropDatabase: drop };
    const after = server.registry.snapshot("t1")!;
    expect(after.version).toBe(before.version);
    expect(after.views).toEqual(before.views);
    dealer = await connect(server, { role: "dealer" });
    display = await connect(server, { role: "display" });
    const sub = await ask<{ version: number }>(dealer, "table:subscribe", { tableId: "t1" });
    expect(sub.version).toBe(version);
    expect(await command(dealer, "t1", { type: "deal-card" })).toMatchObject({ ok: true });
  });
});
