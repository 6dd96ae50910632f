import { describe, expect, it } from "vitest";
import { tablePlan } from "./table-steps";
import { waitlistTimers } from "./timers";
import { boardView, floorView } from "./views";
import { dealing, Floor, MINUTE } from "./test-kit";

describe("a game list: adding players keeps their order", () => {
  it("lists players first come first served, on the floor and on the board alike", () => {
    const f = new Floor();
    const l = f.list();
    f.add(l, "Alice Brown");
    f.wait(1).add(l, "Bob Carter", "(415) 555-0134");
    f.wait(1).add(l, "Cy Dunn");
    expect(f.order(`list:${l}`)).toEqual(["Alice Brown", "Bob Carter", "Cy Dunn"]);
    const floor = floorView(f.state).lists[0]!;
    expect(floor.interest).toBe(true);
    expect(floor.waiting.map((e) => [e.position, e.name])).toEqual([[1, "Alice Brown"], [2, "Bob Carter"], [3, "Cy Dunn"]]);
    expect(floor.waiting[1]!.phone).toBe("(415) 555-0134");
    const board = boardView(f.state).games[0]!;
    expect(board.waiting.map((p) => [p.position, p.initials])).toEqual([[1, "A.B."], [2, "B.C."], [3, "C.D."]]);
    expect(JSON.stringify(boardView(f.state))).not.toContain("555");
  });

  it("refuses a second list for the same game and limit, and a name twice on one list", () => {
    const f = new Floor();
    const l = f.list("Texas Hold'em", "$3-$6 Limit");
    expect(f.refused({ type: "open-list", game: "texas hold'em", stakes: "$3-$6  limit" })).toBe("LIST_EXISTS");
    f.add(l, "Alice Brown");
    expect(f.refused({ type: "add-player", listId: l, name: "alice  brown" })).toBe("ALREADY_ON_LIST");
    expect(f.refused({ type: "add-player", listId: "l9", name: "Zed" })).toBe("UNKNOWN_LIST");
  });

  it("suggests opening a table when the list reaches its threshold", () => {
    const f = new Floor();
    const l = f.list();
    f.do({ type: "configure", options: { openTableAt: 3 } });
    f.add(l, "A One");
    f.add(l, "B Two");
    expect(floorView(f.state).lists[0]!.suggestion).toBeNull();
    f.add(l, "C Three");
    expect(floorView(f.state).lists[0]!.suggestion).toBe("Enough players to start Texas Hold'em $3-$6 Limit: 3 waiting. Open a table.");
    f.table(l, "t10", 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(floorView(f.state).lists[0]!.suggestion).toBe("Open another table of Texas Hold'em $3-$6 Limit: 3 waiting.");
  });
});

describe("calling and seating", () => {
  function room() {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 9, [1, 2, 3, 5, 6, 7, 8, 9]);
    const a = f.add(l, "Alice Brown");
    const b = f.add(l, "Bob Carter");
    return { f, l, a, b };
  }

  it("calls the first waiting player to an open seat, with the call timer", () => {
    const { f, a } = room();
    const [call] = f.do({ type: "call-next", tableId: "t10", seat: 4 });
    expect(call).toMatchObject({ type: "PlayerCalled", entryId: a, tableId: "t10", seat: 4, expiresAt: f.now + 3 * MINUTE });
    expect(f.state.entries[a]!.status).toBe("called");
    // The same seat cannot be called twice (two floor screens tapping at once).
    expect(f.refused({ type: "call-next", tableId: "t10", seat: 4 })).toBe("SEAT_CALLED");
    expect(f.refused({ type: "call-next", tableId: "t10", seat: 1 })).toBe("SEAT_TAKEN");
    expect(waitlistTimers(f.state)).toEqual([{ at: f.now + 3 * MINUTE, command: { type: "miss-call", entryId: a, call: 1 }, id: `timer:miss:${a}:1` }]);
    expect(boardView(f.state).games[0]!.waiting[0]!.called).toEqual({ table: "Table t10", seat: 4 });
  });

  it("seats an answered player with the table's own seat-player, and they leave the list", () => {
    const { f, l, a, b } = room();
    f.do({ type: "call-next", tableId: "t10", seat: 4 });
    f.wait(1).do({ type: "answer-call", entryId: a });
    expect(waitlistTimers(f.state)).toEqual([]);
    expect(tablePlan(f.state, { type: "seat-player", entryId: a }, "room")).toEqual({
      steps: [{ tableId: "t10", command: { type: "seat-player", seat: 4, name: "Alice Brown" }, id: `waitlist:room:${a}:call-1:seat` }],
      undo: [],
    });
    f.do({ type: "seat-player", entryId: a });
    expect(f.state.entries[a]).toBeUndefined();
    expect(f.order(`list:${l}`)).toEqual(["Bob Carter"]);
    expect(f.state.tables.t10!.occupied[3]).toBe(true);
    expect(f.state.seatings).toHaveLength(1);
    expect(f.state.departures[0]).toMatchObject({ name: "Alice Brown", what: "seated at Table t10 seat 4" });
    expect(f.refused({ type: "seat-player", entryId: b })).toBe("NOT_CALLED");
  });

  it("calls a chosen player only to a seat of their game", () => {
    const { f, b } = room();
    const other = f.list("Omaha", "$4-$8");
    f.table(other, "t11", 9, [1]);
    expect(f.refused({ type: "call-player", entryId: b, tableId: "t11", seat: 2 })).toBe("WRONG_GAME");
    f.do({ type: "call-player", entryId: b, tableId: "t10", seat: 4 });
    expect(f.state.entries[b]!.call?.seat).toBe(4);
  });

  it("a missed call keeps the player's place once, passed over for that seat; the second miss takes them off", () => {
    const { f, l, a, b } = room();
    f.do({ type: "call-next", tableId: "t10", seat: 4 });
    f.wait(3);
    expect(f.do({ type: "miss-call", entryId: a, call: 1 })).toEqual([{ type: "CallMissed", entryId: a, call: 1, at: f.now, outcome: "keeps-place" }]);
    expect(f.order(`list:${l}`)).toEqual(["Alice Brown", "Bob Carter"]);
    // The seat goes to the next player; Alice is first again for the next seat.
    const [second] = f.do({ type: "call-next", tableId: "t10", seat: 4 });
    expect(second).toMatchObject({ entryId: b });
    // A late timer of the first call changes nothing.
    expect(f.refused({ type: "miss-call", entryId: b, call: 1 })).toBe("CALL_OVER");
    f.do({ type: "answer-call", entryId: b });
    f.do({ type: "seat-player", entryId: b });
    f.observe("t10", [1, 2, 3, 4, 5, 6, 7, 8]);
    const [third] = f.do({ type: "call-next", tableId: "t10", seat: 9 });
    expect(third).toMatchObject({ entryId: a });
    f.wait(3);
    expect(f.do({ type: "miss-call", entryId: a })[0]).toMatchObject({ outcome: "removed" });
    expect(f.order(`list:${l}`)).toEqual([]);
    expect(f.state.departures[0]).toMatchObject({ name: "Alice Brown", what: "missed the calls" });
  });

  it("with missedCall remove, the first missed call takes the player off", () => {
    const { f, a } = room();
    f.do({ type: "configure", options: { missedCall: "remove" } });
    f.do({ type: "call-next", tableId: "t10", seat: 4 });
    expect(f.do({ type: "miss-call", entryId: a })[0]).toMatchObject({ outcome: "removed" });
  });

  it("an answered player cannot miss the call", () => {
    const { f, a } = room();
    f.do({ type: "call-next", tableId: "t10", seat: 4 });
    f.do({ type: "answer-call", entryId: a });
    expect(f.refused({ type: "miss-call", entryId: a })).toBe("ALREADY_ANSWERED");
    expect(f.refused({ type: "answer-call", entryId: a })).toBe("ALREADY_ANSWERED");
  });

  it("takes a player off with the floor's reason", () => {
    const { f, l, a } = room();
    f.do({ type: "remove-player", entryId: a, reason: "left" });
    expect(f.order(`list:${l}`)).toEqual(["Bob Carter"]);
    expect(f.state.departures[0]).toMatchObject({ what: "left the room" });
    expect(f.refused({ type: "remove-player", entryId: a, reason: "left" })).toBe("UNKNOWN_PLAYER");
  });
});

describe("the table reports its seats", () => {
  it("a called player the dealer seated from the tablet is seated on the lists", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2]);
    const a = f.add(l, "Alice Brown");
    f.do({ type: "call-next", tableId: "t10", seat: 3 });
    const events = f.observe("t10", [1, 2, 3], { 3: "alice brown" });
    expect(events.map((e) => e.type)).toEqual(["PlayerSeated", "SeatsObserved"]);
    expect(f.state.entries[a]).toBeUndefined();
  });

  it("a called seat taken by someone else withdraws the call, and the player waits on", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2]);
    const a = f.add(l, "Alice Brown");
    f.do({ type: "call-next", tableId: "t10", seat: 3 });
    expect(f.observe("t10", [1, 2, 3], { 3: "Walk In" }).map((e) => e.type)).toEqual(["CallWithdrawn", "SeatsObserved"]);
    expect(f.state.entries[a]).toMatchObject({ status: "waiting", call: null, misses: 0 });
  });

  it("the same seats again make no event", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2]);
    expect(f.observe("t10", [1, 2])).toEqual([]);
  });

  it("with autoCall, a seat that opens calls the next player at once", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2, 3, 4, 5, 6]);
    const a = f.add(l, "Alice Brown");
    f.do({ type: "configure", options: { autoCall: true } });
    const events = f.observe("t10", [1, 2, 4, 5, 6]);
    expect(events.map((e) => e.type)).toEqual(["SeatsObserved", "PlayerCalled"]);
    expect(f.state.entries[a]!.call).toMatchObject({ tableId: "t10", seat: 3 });
  });
});

describe("must-move games feed the main game", () => {
  function room() {
    const f = new Floor();
    const l = f.list();
    f.table(l, "main", 9, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    f.table(l, "mm", 9, [1, 2, 3, 4, 5, 6, 7, 8], "must-move");
    const m = f.add(l, "Mia Moss");
    f.do({ type: "call-next", tableId: "mm", seat: 9 });
    f.do({ type: "seat-player", entryId: m });
    const w = f.add(l, "Will Wong");
    return { f, l, m, w };
  }

  it("a player seated at a must-move table waits on the must-move list, and the table is filled", () => {
    const { f, l, m } = room();
    expect(f.state.entries[m]!.queue).toEqual({ kind: "must-move", listId: l, tableId: "mm", seat: 9 });
    expect(f.order(`must-move:${l}`)).toEqual(["Mia Moss"]);
    expect(f.order(`list:${l}`)).toEqual(["Will Wong"]);
    expect(boardView(f.state).games[0]!.mustMove.map((p) => p.initials)).toEqual(["M.M."]);
    // The wait the figures count ended at the must-move seat.
    expect(f.state.seatings).toHaveLength(1);
  });

  it("a main seat goes to the must-move player first, who leaves the must-move seat for it", () => {
    const { f, l, m } = room();
    f.observe("main", [1, 2, 3, 5, 6, 7, 8, 9]);
    const [call] = f.do({ type: "call-next", tableId: "main", seat: 4 });
    expect(call).toMatchObject({ entryId: m, tableId: "main", seat: 4 });
    const plan = tablePlan(f.state, { type: "seat-player", entryId: m }, "room");
    expect(plan.steps.map((s) => [s.tableId, s.command])).toEqual([
      ["mm", { type: "unseat-player", seat: 9 }],
      ["main", { type: "seat-player", seat: 4, name: "Mia Moss" }],
    ]);
    expect(plan.undo.map((s) => [s.tableId, s.command])).toEqual([["mm", { type: "seat-player", seat: 9, name: "Mia Moss" }]]);
    const [seated] = f.do({ type: "seat-player", entryId: m });
    expect(seated).toMatchObject({ type: "PlayerSeated", from: { tableId: "mm", seat: 9 }, mustMove: false });
    expect(f.order(`must-move:${l}`)).toEqual([]);
    expect(f.state.tables.mm!.occupied[8]).toBe(false);
    // The must-move seat it freed goes to the waiting list.
    expect(f.do({ type: "call-next", tableId: "mm", seat: 9 })[0]).toMatchObject({ entryId: f.state.queues[`list:${l}`]![0] });
  });

  it("with mustMoveFirst off, the waiting list comes first", () => {
    const { f, w } = room();
    f.do({ type: "configure", options: { mustMoveFirst: false } });
    f.observe("main", [1, 2, 3, 5, 6, 7, 8, 9]);
    expect(f.do({ type: "call-next", tableId: "main", seat: 4 })[0]).toMatchObject({ entryId: w });
  });

  it("a must-move table needs a main game, and a must-move player who left the table is off the list", () => {
    const f = new Floor();
    const l = f.list();
    expect(f.refused({ type: "open-table", listId: l, tableId: "mm", role: "must-move", name: "Table mm", occupied: [true, false], deals: dealing("Texas Hold'em") })).toBe("NO_MAIN_GAME");
    const r = room();
    expect(r.f.observe("mm", [1, 2, 3, 4, 5, 6, 7, 8]).map((e) => e.type)).toEqual(["PlayerRemoved", "SeatsObserved"]);
    expect(r.f.state.departures[0]).toMatchObject({ name: "Mia Moss", what: "left the table" });
  });
});

describe("seat changes at a table", () => {
  it("an open seat goes to the table's seat-change request first, and the seat left goes to the list", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2, 3, 4, 5]);
    const w = f.add(l, "Will Wong");
    const [sc] = f.do({ type: "add-seat-change", tableId: "t10", seat: 2, name: "Sue Chan", wants: 6 });
    const s = (sc as { entryId: string }).entryId;
    expect(f.do({ type: "call-next", tableId: "t10", seat: 6 })[0]).toMatchObject({ entryId: s });
    expect(tablePlan(f.state, { type: "seat-player", entryId: s }, "room").steps.map((x) => x.command)).toEqual([
      { type: "unseat-player", seat: 2 },
      { type: "seat-player", seat: 6, name: "Sue Chan" },
    ]);
    f.do({ type: "seat-player", entryId: s });
    expect(f.state.tables.t10!.occupied).toEqual([true, false, true, true, true, true]);
    expect(f.do({ type: "call-next", tableId: "t10", seat: 2 })[0]).toMatchObject({ entryId: w });
  });

  it("refuses a request for an empty seat, the same seat, or a seat already on the list", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2]);
    expect(f.refused({ type: "add-seat-change", tableId: "t10", seat: 3, name: "Nobody" })).toBe("SEAT_EMPTY");
    expect(f.refused({ type: "add-seat-change", tableId: "t10", seat: 2, name: "Sue Chan", wants: 2 })).toBe("OTHER_SEAT");
    f.do({ type: "add-seat-change", tableId: "t10", seat: 2, name: "Sue Chan" });
    expect(f.refused({ type: "add-seat-change", tableId: "t10", seat: 2, name: "Sue Chan" })).toBe("ALREADY_ON_LIST");
  });

  it("a seat-change player who wants seat 6 is not called to seat 5", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2, 3, 4]);
    const [sc] = f.do({ type: "add-seat-change", tableId: "t10", seat: 2, name: "Sue Chan", wants: 6 });
    expect(f.refused({ type: "call-player", entryId: (sc as { entryId: string }).entryId, tableId: "t10", seat: 5 })).toBe("OTHER_SEAT");
    expect(f.refused({ type: "call-next", tableId: "t10", seat: 5 })).toBe("NOBODY_WAITING");
  });
});

describe("players away from the table", () => {
  it("holds the seat for the away time, then releases it with the table's unseat-player", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2, 3, 4, 5, 6]);
    f.add(l, "Will Wong");
    const [away] = f.do({ type: "mark-away", tableId: "t10", seat: 3 });
    expect(away).toEqual({ type: "AwayStarted", tableId: "t10", seat: 3, since: f.now, until: f.now + 20 * MINUTE });
    expect(f.refused({ type: "mark-away", tableId: "t10", seat: 3 })).toBe("ALREADY_AWAY");
    const since = f.now;
    expect(waitlistTimers(f.state)).toEqual([{ at: since + 20 * MINUTE, command: { type: "release-away", tableId: "t10", seat: 3, since }, id: `timer:away:t10:3:${since}` }]);
    f.wait(20);
    expect(f.refused({ type: "release-away", tableId: "t10", seat: 3, since: since - 1 })).toBe("NOT_AWAY");
    expect(tablePlan(f.state, { type: "release-away", tableId: "t10", seat: 3, since }, "room").steps).toEqual([
      { tableId: "t10", command: { type: "unseat-player", seat: 3 }, id: `waitlist:room:away:t10:3:${since}` },
    ]);
    f.do({ type: "release-away", tableId: "t10", seat: 3, since });
    expect(floorView(f.state).lists[0]!.tables[0]!.openSeats.map((s) => s.seat)).toEqual([3]);
  });

  it("a player back in time keeps the seat; a seat emptied meanwhile ends the away time", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2, 3]);
    f.do({ type: "mark-away", tableId: "t10", seat: 3, minutes: 5 });
    f.do({ type: "player-back", tableId: "t10", seat: 3 });
    expect(waitlistTimers(f.state)).toEqual([]);
    f.do({ type: "mark-away", tableId: "t10", seat: 2 });
    expect(f.observe("t10", [1, 3]).map((e) => e.type)).toEqual(["AwayEnded", "SeatsObserved"]);
  });
});

describe("tables and lists open and close", () => {
  it("a table with a pending call stays open; closing it ends its seat-change requests", () => {
    const f = new Floor();
    const l = f.list();
    f.table(l, "t10", 6, [1, 2]);
    const w = f.add(l, "Will Wong");
    f.do({ type: "add-seat-change", tableId: "t10", seat: 1, name: "Sue Chan" });
    f.do({ type: "call-player", entryId: w, tableId: "t10", seat: 3 });
    expect(f.refused({ type: "close-table", tableId: "t10" })).toBe("CALL_PENDING");
    f.do({ type: "remove-player", entryId: w, reason: "declined" });
    expect(f.do({ type: "close-table", tableId: "t10" }).map((e) => e.type)).toEqual(["PlayerRemoved", "TableClosed"]);
    expect(floorView(f.state).lists[0]!.interest).toBe(true);
  });

  it("a list closes only empty and without tables", () => {
    const f = new Floor();
    const l = f.list();
    const p = f.add(l, "Will Wong");
    expect(f.refused({ type: "close-list", listId: l })).toBe("LIST_HAS_PLAYERS");
    f.do({ type: "remove-player", entryId: p, reason: "left" });
    f.table(l, "t10", 6, []);
    expect(f.refused({ type: "close-list", listId: l })).toBe("LIST_HAS_TABLES");
    f.do({ type: "close-table", tableId: "t10" });
    f.do({ type: "close-list", listId: l });
    expect(floorView(f.state).lists).toEqual([]);
  });

  it("a table deals one game at a time", () => {
    const f = new Floor();
    const a = f.list();
    const b = f.list("Omaha", "$4-$8");
    f.table(a, "t10", 6, []);
    expect(f.refused({ type: "open-table", listId: b, tableId: "t10", role: "main", name: "Table t10", occupied: [false, false], deals: dealing("Omaha") })).toBe("TABLE_ALREADY_OPEN");
  });
});

describe("moving a player to another list", () => {
  it("places them by the time they signed up", () => {
    const f = new Floor();
    const a = f.list();
    const b = f.list("Omaha", "$4-$8");
    f.add(b, "Early Bird");
    const moved = f.wait(1).add(a, "Mover Max");
    f.wait(1).add(b, "Late Comer");
    f.do({ type: "move-player", entryId: moved, listId: b });
    expect(f.order(`list:${b}`)).toEqual(["Early Bird", "Mover Max", "Late Comer"]);
    expect(f.order(`list:${a}`)).toEqual([]);
    expect(f.refused({ type: "move-player", entryId: moved, listId: b })).toBe("SAME_LIST");
  });
});

describe("lists of poker games: the game and limit a poker table posts", () => {
  const holdem = { gameId: "texas-holdem", game: "Texas Hold'em", stakes: "$3.00-$6.00 limit, blinds $1.00/$3.00" };
  const seats = (n: number) => Array.from({ length: n }, () => false);

  it("starts a list from a running table: the table's game and stakes, the table dealing it; a second table of that game and limit joins it", () => {
    const f = new Floor();
    const events = f.do({ type: "open-list-for-table", tableId: "t25", name: "Table 25 · Texas Hold'em (Kings)", occupied: seats(10), deals: holdem });
    expect(events.map((e) => e.type)).toEqual(["ListOpened", "TableOpened"]);
    expect(events[0]).toMatchObject({ game: "Texas Hold'em", gameId: "texas-holdem", stakes: "$3.00-$6.00 limit, blinds $1.00/$3.00" });
    expect(events[1]).toMatchObject({ tableId: "t25", role: "main", listId: "l1" });
    const joined = f.do({ type: "open-list-for-table", tableId: "t27", name: "Table 27", occupied: seats(9), deals: holdem });
    expect(joined.map((e) => e.type)).toEqual(["TableOpened"]);
    expect(floorView(f.state).lists.map((l) => [l.label, l.tables.map((t) => t.tableId)])).toEqual([["Texas Hold'em $3.00-$6.00 limit, blinds $1.00/$3.00", ["t25", "t27"]]]);
    const board = boardView(f.state).games[0]!;
    expect([board.game, board.stakes, board.tables.map((t) => t.openSeats)]).toEqual(["Texas Hold'em", "$3.00-$6.00 limit, blinds $1.00/$3.00", [10, 9]]);
    // The same limit typed in whole dollars is that list, not a second one.
    expect(f.refused({ type: "open-list", game: "Texas Hold'em", stakes: "$3-$6 limit, blinds $1/$3" })).toBe("LIST_EXISTS");
    expect(f.refused({ type: "open-list-for-table", tableId: "t25", name: "Table 25", occupied: seats(10), deals: holdem })).toBe("TABLE_ALREADY_OPEN");
    expect(f.refused({ type: "open-list-for-table", tableId: "t8", name: "Table 8", occupied: seats(8), deals: dealing("No Bust Blackjack 6.0") })).toBe("NO_POSTED_STAKES");
  });

  it("opens a poker table only for the list of its game and limit", () => {
    const f = new Floor();
    const typed = f.list("Texas Hold'em", "$3-$6 limit, blinds $1/$3");
    const omaha = f.list("Omaha", "$75-$150 limit, blinds $25/$75");
    const open = (listId: string, tableId: string, deals: typeof holdem) => ({ type: "open-table" as const, listId, tableId, role: "main" as const, name: `Table ${tableId}`, occupied: seats(10), deals });
    expect(f.refused(open(omaha, "t25", holdem))).toBe("WRONG_GAME");
    expect(f.refused(open(typed, "t23", { ...holdem, gameId: "texas-holdem-mortimers", stakes: "$3.00-$6.00 limit, blinds $2.00/$3.00" }))).toBe("WRONG_GAME");
    f.do(open(typed, "t25", holdem));
    expect(floorView(f.state).lists.find((l) => l.id === typed)!.tables.map((t) => t.tableId)).toEqual(["t25"]);
  });
});
