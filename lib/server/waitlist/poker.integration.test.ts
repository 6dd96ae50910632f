/**
 * The waiting lists at the real poker tables of the demo floor (socket.io, PostgreSQL, live
 * tables): the Hold'em list started from Table 25 with the stakes the table posts, players called
 * and seated on Table 25's own seats (the dealer's tablet shows them), a player sitting out
 * holding the seat, a player leaving opening it for the next call, and the board listing the poker
 * games with their stakes and open seats.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WaitlistBoardView, WaitlistFloorView } from "@/lib/domain/waitlist";
import type { PokerDealerView } from "@/lib/domain/table/poker/views";
import { startTestServer } from "@/lib/server/test-server";
import { ListsScreen, type BoardScreen, type FloorScreen } from "./test-kit";

type Server = Awaited<ReturnType<typeof startTestServer>>;

const HOLDEM = "Texas Hold'em $3.00-$6.00 limit, blinds $1.00/$3.00";
const T25 = "Table 25 · Texas Hold'em (Kings)";
const DEALER = { id: "dealer25", role: "dealer" } as const;

describe("the lists at the poker tables", () => {
  let server: Server;
  let floor: FloorScreen;
  let board: BoardScreen;

  const list = () => {
    const found = floor.view.lists.find((l) => l.label === HOLDEM);
    if (!found) throw new Error(`no list ${HOLDEM}`);
    return found;
  };
  const t25 = () => list().tables.find((t) => t.tableId === "t25")!;
  const entry = (name: string) => list().waiting.find((e) => e.name === name)!;
  /** What the dealer's tablet at Table 25 shows in each seat. */
  const tablet = () => {
    const view = server.registry.snapshot("t25")!.views.dealer as PokerDealerView;
    return Object.fromEntries(view.players.map((p) => [p.seat, p.status === "empty" ? null : `${p.name} (${p.status})`]));
  };
  const dealer = async (id: string, command: Record<string, unknown>) => {
    const ack = await server.tables.command("t25", id, command as { type: string }, DEALER);
    if (!ack.ok) throw new Error(`${String(command.type)} refused at t25: ${ack.code} ${ack.message}`);
  };
  const callAndSeat = async (seat: number, name: string) => {
    await floor.do({ type: "call-next", tableId: "t25", seat });
    expect(entry(name).call).toMatchObject({ tableId: "t25", seat });
    await floor.do({ type: "seat-player", entryId: entry(name).id });
  };

  beforeAll(async () => {
    server = await startTestServer();
    floor = await ListsScreen.open<WaitlistFloorView>(server, "supervisor", "floor");
    board = await ListsScreen.open<WaitlistBoardView>(server, "display", "board");
  });
  afterAll(async () => {
    for (const s of [floor, board]) s?.close();
    await server?.close();
    await server?.dropDatabase();
  });

  it("starts the Hold'em list from Table 25 with the stakes it posts, and no other game or limit deals it", async () => {
    await floor.do({ type: "open-list-for-table", tableId: "t25" });
    expect(list()).toMatchObject({ game: "Texas Hold'em", gameId: "texas-holdem", stakes: "$3.00-$6.00 limit, blinds $1.00/$3.00", interest: false });
    expect(list().tables.map((t) => [t.name, t.role, t.seats, t.openSeats.length])).toEqual([[T25, "main", 10, 10]]);

    // Omaha, the other Hold'em blinds, a No Bust table: each refused with what the table deals.
    const open = (tableId: string) => floor.send({ type: "open-table", listId: list().id, tableId, role: "must-move" });
    expect(await open("t26")).toMatchObject({ ok: false, code: "WRONG_GAME", message: `Table 26 · Omaha (Kings) deals Omaha $75.00-$150.00 limit, blinds $25.00/$75.00, not ${HOLDEM}. Start a list for the table's own game and limit.` });
    expect(await open("t23")).toMatchObject({ ok: false, code: "WRONG_GAME", message: expect.stringMatching(/^Table 23 · Texas Hold'em \(Mortimer's\) deals Texas Hold'em \$3\.00-\$6\.00 limit, blinds \$2\.00\/\$3\.00, not /) });
    expect(await open("t8")).toMatchObject({ ok: false, code: "WRONG_GAME", message: "Table 8 · No Bust 6.0 deals No Bust Blackjack 6.0, not Texas Hold'em." });
    // The same limit typed in whole dollars is this list, not a second one.
    expect(await floor.send({ type: "open-list", game: "Texas Hold'em", stakes: "$3-$6 limit, blinds $1/$3" })).toMatchObject({ ok: false, code: "LIST_EXISTS" });
  });

  it("seats called players on Table 25's seats; a player sitting out holds the seat; a player leaving opens it for the next call", async () => {
    // A regular the dealer seats from the tablet: the lists read seat 1 as taken.
    await dealer("walk-in-1", { type: "seat-player", seat: 1, name: "Walk In" });
    await expect.poll(() => t25().openSeats.map((s) => s.seat)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);

    for (const name of ["Alice Brown", "Bob Carter", "Cy Dunn", "Dee Evans"]) await floor.do({ type: "add-player", listId: list().id, name });
    expect(t25().openSeats[0]!.next?.name).toBe("Alice Brown");
    await floor.do({ type: "call-next", tableId: "t25", seat: 2 });
    await floor.do({ type: "answer-call", entryId: entry("Alice Brown").id });
    await floor.do({ type: "seat-player", entryId: entry("Alice Brown").id });
    await callAndSeat(3, "Bob Carter");
    // The tablet shows them in the seats the floor called them to.
    expect(tablet()).toMatchObject({ 1: "Walk In (seated)", 2: "Alice Brown (seated)", 3: "Bob Carter (seated)", 4: null });
    expect(floor.view.departures.slice(0, 2).map((d) => d.what)).toEqual([`seated at ${T25} seat 3`, `seated at ${T25} seat 2`]);

    // Alice sits out and Bob leaves the table: Bob's seat opens for Cy, Alice's is held.
    await dealer("alice-out", { type: "sit-out", seat: 2 });
    await dealer("bob-leaves", { type: "unseat-player", seat: 3 });
    await expect.poll(() => t25().openSeats.slice(0, 2).map((s) => [s.seat, s.next?.name])).toEqual([[3, "Cy Dunn"], [4, "Cy Dunn"]]);
    expect(await floor.send({ type: "call-next", tableId: "t25", seat: 2 })).toMatchObject({ ok: false, code: "SEAT_TAKEN", message: `${T25} seat 2 is taken.` });

    // Alice leaves from sitting out: her seat opens too.
    await dealer("alice-leaves", { type: "unseat-player", seat: 2 });
    await expect.poll(() => t25().openSeats.slice(0, 2).map((s) => s.seat)).toEqual([2, 3]);
    await callAndSeat(3, "Cy Dunn");
    await callAndSeat(2, "Dee Evans");
    expect(tablet()).toMatchObject({ 1: "Walk In (seated)", 2: "Dee Evans (seated)", 3: "Cy Dunn (seated)", 4: null });
    expect(list().waiting).toEqual([]);

    // Every action is in the audit trail.
    const audit = await server.db.pool.query<{ action: string; n: number }>("SELECT action, count(*)::int AS n FROM audit_entries WHERE action LIKE 'waitlist.%' GROUP BY action ORDER BY action");
    expect(audit.rows).toEqual([
      { action: "waitlist.add", n: 4 },
      { action: "waitlist.answer", n: 1 },
      { action: "waitlist.call", n: 4 },
      { action: "waitlist.open-list", n: 1 },
      { action: "waitlist.open-table", n: 1 },
      { action: "waitlist.seat", n: 4 },
    ]);
  });

  it("refuses a seating in Table 25's words, by the table's name, when the player's name already sits there", async () => {
    await floor.do({ type: "add-player", listId: list().id, name: "Walk In" });
    await floor.do({ type: "call-next", tableId: "t25", seat: 4 });
    expect(await floor.send({ type: "seat-player", entryId: entry("Walk In").id })).toMatchObject({ ok: false, code: "SEAT", message: `${T25}: Walk In already has a seat.` });
    expect(entry("Walk In").status).toBe("called");
    expect(tablet()[4]).toBeNull();
    await floor.do({ type: "remove-player", entryId: entry("Walk In").id, reason: "floor" });
  });

  it("lists the running poker games on the board with their stakes and open seats, initials only", async () => {
    await floor.do({ type: "open-list-for-table", tableId: "t23" });
    await floor.do({ type: "add-player", listId: floor.view.lists[1]!.id, name: "Flo Grant" });
    await expect.poll(() => board.version).toBe(floor.version);
    expect(board.view.games.map((g) => [g.game, g.stakes, g.interest, g.tables, g.waiting.map((p) => p.initials)])).toEqual([
      ["Texas Hold'em", "$3.00-$6.00 limit, blinds $1.00/$3.00", false, [{ name: T25, role: "main", openSeats: 7 }], []],
      ["Texas Hold'em", "$3.00-$6.00 limit, blinds $2.00/$3.00", false, [{ name: "Table 23 · Texas Hold'em (Mortimer's)", role: "main", openSeats: 10 }], ["F.G."]],
    ]);
    expect(JSON.stringify(board.view)).not.toMatch(/Flo|Grant|Dee|Evans/);
  });

  it("shows on the board the poker tables no list is for, and follows their seats", async () => {
    // Table 26 (Kings' Omaha) runs with no list: the board says the game, stakes and open seats.
    const omaha = () => board.view.unlisted.find((g) => g.game === "Omaha");
    expect(omaha()).toMatchObject({ stakes: "$75.00-$150.00 limit, blinds $25.00/$75.00", tables: [{ name: "Table 26 · Omaha (Kings)", openSeats: 10 }], openSeats: 10 });
    // The Hold'em tables on the lists are shown with their lists only.
    expect(board.view.unlisted.flatMap((g) => g.tables.map((t) => t.name))).not.toContain(T25);
    const ack = await server.tables.command("t26", "board-unlisted-seat", { type: "seat-player", seat: 4, name: "Omar Quinn" }, { id: "dealer26", role: "dealer" });
    expect(ack).toMatchObject({ ok: true });
    await expect.poll(() => omaha()?.openSeats).toBe(9);
    expect(JSON.stringify(board.view)).not.toMatch(/Omar|Quinn|t26/);
  });
});
