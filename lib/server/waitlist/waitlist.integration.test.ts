/**
 * The waiting lists on the real server (socket.io, PostgreSQL, the live demo tables): two floor
 * screens adding and calling at once, the board following; a called player seated on the table's
 * own seat; a restart in the middle of a call.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WaitlistBoardView, WaitlistFloorView } from "@/lib/domain/waitlist";
import { loadConfig } from "@/lib/server/config";
import { startTestServer } from "@/lib/server/test-server";
import { ListsScreen, type BoardScreen, type FloorScreen } from "./test-kit";

type Server = Awaited<ReturnType<typeof startTestServer>>;

function listOf(view: WaitlistFloorView, label: string) {
  const list = view.lists.find((l) => l.label === label);
  if (!list) throw new Error(`no list ${label}`);
  return list;
}

/** The players a table's supervisor view shows, by seat. */
function playersAt(server: Server, tableId: string): Record<number, string | null> {
  const views = server.registry.snapshot(tableId)!.views.supervisor as { players: { seat: number; name: string | null }[] };
  return Object.fromEntries(views.players.map((p) => [p.seat, p.name]));
}

describe("the lists under two floor screens at once", () => {
  let server: Server;
  let a: FloorScreen;
  let b: FloorScreen;
  let board: BoardScreen;

  beforeAll(async () => {
    server = await startTestServer();
    a = await ListsScreen.open<WaitlistFloorView>(server, "supervisor", "floor");
    b = await ListsScreen.open<WaitlistFloorView>(server, "admin", "floor");
    board = await ListsScreen.open<WaitlistBoardView>(server, "display", "board");
  });
  afterAll(async () => {
    for (const s of [a, b, board]) s?.close();
    await server?.close();
    await server?.dropDatabase();
  });

  it("keeps one order, calls each seat once, and the board shows what the floor shows", async () => {
    await a.do({ type: "open-list", game: "Texas Hold'em", stakes: "$3-$6 Limit" });
    const listId = listOf(a.view, "Texas Hold'em $3-$6 Limit").id;
    await b.do({ type: "open-table", listId, tableId: "t1", role: "main" });

    // Twenty adds and sixteen calls for eight seats, from both screens, all in flight together.
    const adds = Array.from({ length: 10 }, (_, i) => [
      a.send({ type: "add-player", listId, name: `Alpha Player${i}` }).then((ack) => ({ ack, name: `Alpha Player${i}` })),
      b.send({ type: "add-player", listId, name: `Bravo Player${i}` }).then((ack) => ({ ack, name: `Bravo Player${i}` })),
    ]).flat();
    const calls = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seat) => [a.send({ type: "call-next", tableId: "t1", seat }), b.send({ type: "call-next", tableId: "t1", seat })]);
    const [added, called] = await Promise.all([Promise.all(adds), Promise.all(calls)]);

    expect(added.every((x) => x.ack.ok)).toBe(true);
    const okCalls = called.filter((c) => c.ok);
    for (const c of called.filter((x) => !x.ok)) expect(["SEAT_CALLED", "NOBODY_WAITING"]).toContain((c as { code: string }).code);

    // Every screen ends on the same version.
    const version = Math.max(...[...added.map((x) => x.ack.version), ...okCalls.map((c) => c.version)]);
    await expect.poll(() => [a.version, b.version, board.version]).toEqual([version, version, version]);

    // The list is in the order the adds were committed, whoever sent them.
    const committed = [...added].sort((x, y) => x.ack.version - y.ack.version).map((x) => x.name);
    const list = listOf(a.view, "Texas Hold'em $3-$6 Limit");
    expect(list.waiting.map((e) => e.name)).toEqual(committed);
    expect(listOf(b.view, "Texas Hold'em $3-$6 Limit").waiting.map((e) => e.name)).toEqual(committed);

    // Each seat called once at most, and the called players are the first of the list.
    const calledSeats = list.waiting.filter((e) => e.call).map((e) => e.call!.seat);
    expect(calledSeats.length).toBe(okCalls.length);
    expect(new Set(calledSeats).size).toBe(calledSeats.length);
    expect(list.waiting.slice(0, okCalls.length).every((e) => e.status === "called")).toBe(true);
    expect(list.waiting.slice(okCalls.length).every((e) => e.status === "waiting")).toBe(true);

    // The board: the same order, initials only, the called highlighted with their seat.
    const game = board.view.games[0]!;
    expect(game.waiting.map((p) => p.initials)).toEqual(list.waiting.map((e) => e.initials));
    expect(game.waiting.map((p) => p.called?.seat ?? null)).toEqual(list.waiting.map((e) => e.call?.seat ?? null));
    expect(JSON.stringify(board.view)).not.toContain("Player");

    // The log is gap-free and every action is in the audit trail.
    const { rows } = await server.db.pool.query<{ n: number; max: number }>("SELECT count(*)::int AS n, max(seq) AS max FROM waitlist_events WHERE stream_id = 'floor'");
    expect(rows[0]).toEqual({ n: version, max: version });
    const audit = await server.db.pool.query<{ action: string; n: number }>("SELECT action, count(*)::int AS n FROM audit_entries WHERE action LIKE 'waitlist.%' GROUP BY action ORDER BY action");
    expect(audit.rows).toEqual(
      [
        { action: "waitlist.add", n: 20 },
        { action: "waitlist.call", n: okCalls.length },
        { action: "waitlist.open-list", n: 1 },
        { action: "waitlist.open-table", n: 1 },
      ].filter((r) => r.n > 0),
    );
  });

  it("answers a retried command instead of applying it twice, and refuses a board's command", async () => {
    const listId = a.view.lists[0]!.id;
    const id = "retry-add-0001";
    const first = await a.send({ type: "add-player", listId, name: "Retry Rita" }, id);
    const again = await b.send({ type: "add-player", listId, name: "Retry Rita" }, id);
    expect(first.ok && again.ok).toBe(true);
    expect(again).toMatchObject({ ok: true, duplicate: true, version: first.version });
    expect(a.view.lists[0]!.waiting.filter((e) => e.name === "Retry Rita")).toHaveLength(1);
    const refused = await board.send({ type: "add-player", listId, name: "Board Bob" });
    expect(refused).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });
});

describe("seating a called player on the table's own seat", () => {
  let server: Server;
  let floor: FloorScreen;

  beforeAll(async () => {
    server = await startTestServer();
    floor = await ListsScreen.open<WaitlistFloorView>(server, "supervisor", "floor");
  });
  afterAll(async () => {
    floor?.close();
    await server?.close();
    await server?.dropDatabase();
  });

  it("seats the called player at the right table and seat, and a player leaving frees the seat for the next call", async () => {
    await floor.do({ type: "open-list", game: "Texas Hold'em", stakes: "$1-$2 No Limit" });
    const listId = floor.view.lists[0]!.id;
    await floor.do({ type: "open-table", listId, tableId: "t2", role: "main" });
    await floor.do({ type: "open-table", listId, tableId: "t3", role: "main" });
    await floor.do({ type: "add-player", listId, name: "Alice Brown" });
    await floor.do({ type: "add-player", listId, name: "Bob Carter" });
    await floor.do({ type: "call-next", tableId: "t3", seat: 5 });
    const alice = floor.view.lists[0]!.waiting[0]!;
    expect(alice.call).toMatchObject({ tableId: "t3", seat: 5 });
    await floor.do({ type: "answer-call", entryId: alice.id });
    await floor.do({ type: "seat-player", entryId: alice.id });

    // The table's own log has her: the tablet shows her in seat 5 of table 3, and nowhere else.
    expect(playersAt(server, "t3")[5]).toBe("Alice Brown");
    expect(Object.values(playersAt(server, "t2")).filter(Boolean)).toEqual([]);
    const display = server.registry.snapshot("t3")!.views.display as { seats: { seat: number; occupied: boolean }[] };
    expect(display.seats.find((s) => s.seat === 5)!.occupied).toBe(true);
    expect(floor.view.lists[0]!.waiting.map((e) => e.name)).toEqual(["Bob Carter"]);
    expect(floor.view.departures[0]).toMatchObject({ name: "Alice Brown", what: "seated at Table 3 · 21st Century Baccarat 5.0 seat 5" });

    // The dealer unseats her on the tablet: the lists see seat 5 open and Bob is next for it.
    const ack = await server.tables.command("t3", "dealer-unseat-5", { type: "unseat-player", seat: 5 }, { id: "dealer3", role: "dealer" });
    expect(ack.ok).toBe(true);
    await expect.poll(() => floor.view.lists[0]!.tables.find((t) => t.tableId === "t3")!.openSeats.find((s) => s.seat === 5)?.next?.name).toBe("Bob Carter");
  });

  it("moves a must-move player to the main game: out of the must-move seat, into the main seat, on both tablets", async () => {
    await floor.do({ type: "open-list", game: "Omaha", stakes: "$4-$8" });
    const listId = floor.view.lists.find((l) => l.game === "Omaha")!.id;
    // Table 4's fourteen seats all taken but one: the main game.
    for (let seat = 1; seat <= 14; seat++) {
      if (seat !== 7) await server.tables.command("t4", `seed-${seat}`, { type: "seat-player", seat, name: `Regular ${seat}` }, { id: "dealer4", role: "dealer" });
    }
    await floor.do({ type: "open-table", listId, tableId: "t4", role: "main" });
    await floor.do({ type: "add-player", listId, name: "Mia Moss" });
    const mia = floor.view.lists.find((l) => l.id === listId)!.waiting[0]!;
    await floor.do({ type: "call-player", entryId: mia.id, tableId: "t4", seat: 7 });
    // The seat is taken by a walk-in before Mia comes: her call is withdrawn, she waits on.
    await server.tables.command("t4", "walk-in-7", { type: "seat-player", seat: 7, name: "Walk In" }, { id: "dealer4", role: "dealer" });
    await expect.poll(() => floor.view.lists.find((l) => l.id === listId)!.waiting[0]!.status).toBe("waiting");
    // A must-move game opens on table 5; Mia sits there and waits for the main game.
    await floor.do({ type: "open-table", listId, tableId: "t5", role: "must-move" });
    await floor.do({ type: "call-next", tableId: "t5", seat: 1 });
    await floor.do({ type: "seat-player", entryId: mia.id });
    expect(playersAt(server, "t5")[1]).toBe("Mia Moss");
    expect(floor.view.lists.find((l) => l.id === listId)!.mustMove.map((e) => e.name)).toEqual(["Mia Moss"]);
    // A main seat opens: Mia is called first and moved.
    await server.tables.command("t4", "leave-3", { type: "unseat-player", seat: 3 }, { id: "dealer4", role: "dealer" });
    await expect.poll(() => floor.view.lists.find((l) => l.id === listId)!.tables.find((t) => t.tableId === "t4")!.openSeats.map((s) => s.next?.name)).toEqual(["Mia Moss"]);
    await floor.do({ type: "call-next", tableId: "t4", seat: 3 });
    await floor.do({ type: "seat-player", entryId: mia.id });
    expect(playersAt(server, "t4")[3]).toBe("Mia Moss");
    expect(playersAt(server, "t5")[1]).toBeNull();
    expect(floor.view.lists.find((l) => l.id === listId)!.mustMove).toEqual([]);
    expect(floor.view.lists.find((l) => l.id === listId)!.tables.find((t) => t.tableId === "t5")!.openSeats.map((s) => s.seat)).toContain(1);
  });

  it("refuses the seating, in the table's words, when the table refuses the seat", async () => {
    const listId = floor.view.lists[0]!.id;
    await floor.do({ type: "add-player", listId, name: "Cy Dunn" });
    const cy = floor.view.lists[0]!.waiting.find((e) => e.name === "Cy Dunn")!;
    await floor.do({ type: "call-player", entryId: cy.id, tableId: "t2", seat: 2 });
    // Someone named Cy Dunn already sits at table 2 (the dealer seated him before the call came through).
    await server.tables.command("t2", "cy-elsewhere", { type: "seat-player", seat: 6, name: "Cy Dunn" }, { id: "dealer2", role: "dealer" });
    const refused = await floor.send({ type: "seat-player", entryId: cy.id });
    expect(refused).toMatchObject({ ok: false, code: "ROTATION_PLAYER_ALREADY_SEATED" });
    expect((refused as { message: string }).message).toMatch(/^Table 2 · EZ Baccarat: This player already has a seat/);
    expect(floor.view.lists[0]!.waiting.find((e) => e.name === "Cy Dunn")!.status).toBe("called");
  });
});

describe("a restart in the middle of a call", () => {
  it("keeps the call, its timer and its retries across the restart", async () => {
    let offset = 0;
    const clock = () => Date.now() + offset;
    const first = await startTestServer({ clock });
    const url = first.db.url;
    let floor = await ListsScreen.open<WaitlistFloorView>(first, "supervisor", "floor");
    await floor.do({ type: "open-list", game: "Texas Hold'em", stakes: "$3-$6 Limit" });
    const listId = floor.view.lists[0]!.id;
    await floor.do({ type: "open-table", listId, tableId: "t6", role: "main" });
    await floor.do({ type: "add-player", listId, name: "Alice Brown" });
    await floor.do({ type: "add-player", listId, name: "Bob Carter" });
    const callId = "call-before-restart";
    const called = await floor.send({ type: "call-next", tableId: "t6", seat: 2 }, callId);
    expect(called.ok).toBe(true);
    await floor.do({ type: "call-next", tableId: "t6", seat: 4 });
    // Alice answers before the restart (an answered call has no timer); Bob's call stays open.
    await floor.do({ type: "answer-call", entryId: floor.view.lists[0]!.waiting[0]!.id });
    const before = floor.view.lists[0]!.waiting;
    floor.close();
    await first.close();

    // The database keeps everything; a new server resumes from the log. Its clock stands five
    // seconds before Bob's call runs out (a slow start on a busy machine must not run it out before
    // the floor looks), so that call's timer, re-armed at start, fires on the new server.
    const bobCall = before[1]!.call!;
    offset = bobCall.expiresAt - Date.now() - 5_000;
    const second = await startTestServer({ clock, config: loadConfig({ DATABASE_URL: url, PORT: "0", HOST: "127.0.0.1", SEED_DEMO: "true" }) }, { url });
    try {
      floor = await ListsScreen.open<WaitlistFloorView>(second, "supervisor", "floor");
      const after = floor.view.lists[0]!.waiting;
      expect(after.map((e) => [e.name, e.status, e.call?.seat, e.call?.no])).toEqual(before.map((e) => [e.name, e.status, e.call?.seat, e.call?.no]));
      // The call made before the restart, sent again with its id, is answered, not made twice.
      expect(await floor.send({ type: "call-next", tableId: "t6", seat: 2 }, callId)).toMatchObject({ ok: true, duplicate: true, version: called.version });
      // Alice, who answered, is seated on the new server.
      expect(after[0]).toMatchObject({ name: "Alice Brown", status: "answered" });
      await floor.do({ type: "seat-player", entryId: after[0]!.id });
      expect((second.registry.snapshot("t6")!.views.supervisor as { players: { seat: number; name: string | null }[] }).players[1]!.name).toBe("Alice Brown");
      // Bob does not come: his call runs out on the new server's timer; he keeps his place.
      await expect.poll(() => floor.view.lists[0]?.waiting[0]?.misses, { timeout: 20_000 }).toBe(1);
      expect(floor.view.lists[0]!.waiting[0]).toMatchObject({ name: "Bob Carter", status: "waiting", call: null });
      const missed = await second.db.pool.query<{ staff_id: string | null; table_id: string }>("SELECT staff_id, table_id FROM audit_entries WHERE action = 'waitlist.miss'");
      expect(missed.rows).toEqual([{ staff_id: null, table_id: "t6" }]);
      // The log refuses to be rewritten.
      await expect(second.db.pool.query("UPDATE waitlist_events SET payload = '{}' WHERE seq = 1")).rejects.toThrow(/append-only/);
    } finally {
      floor.close();
      await second.close();
      await second.dropDatabase();
      await first.dropDatabase();
    }
  });
});
