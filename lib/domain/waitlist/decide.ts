/**
 * The floor's lists decide: a command in, its events or a plain refusal out. Pure: the time comes
 * in the context and goes into the events. Commands say what the floor means ("call the next
 * player for this seat"), so two floor screens acting at once never refuse each other for a stale
 * screen: each command is checked against the players and seats it names, one at a time.
 */
import type { WaitlistCommand } from "./commands";
import type { WaitlistEvent } from "./events";
import { evolve, evolveAll } from "./evolve";
import { sameName, sameStakes } from "./compare";
import { initialsOf, typedInitials } from "./initials";
import { callRefusal, candidatesFor, nextFor, seatName, seatRefusal, type Refusal } from "./order";
import { listLabel, notCheckedIn, openSeats, queueEntries, seatKey, tablesOf, type Entry, type GameList, type WaitlistState } from "./state";
import { wrongGame } from "./table-game";

export interface WaitlistContext {
  /** Milliseconds since the epoch, read once per command by the server. */
  readonly now: number;
}

export type WaitlistDecision = { ok: true; events: WaitlistEvent[] } | { ok: false; refusal: Refusal };

const refuse = (code: string, message: string): WaitlistDecision => ({ ok: false, refusal: { code, message } });
const accept = (...events: WaitlistEvent[]): WaitlistDecision => ({ ok: true, events });

const MINUTE = 60_000;

export function decide(state: WaitlistState, command: WaitlistCommand, ctx: WaitlistContext): WaitlistDecision {
  const decision = decideCommand(state, command, ctx.now);
  if (!decision.ok) return decision;
  const after = evolveAll(state, decision.events);
  if (!after.options.autoCall) return decision;
  return accept(...decision.events, ...autoCalls(after, ctx.now));
}

function callEvent(state: WaitlistState, entry: Entry, tableId: string, seat: number, now: number): WaitlistEvent {
  return { type: "PlayerCalled", entryId: entry.id, call: state.counters.call + 1, tableId, seat, at: now, expiresAt: now + state.options.callMinutes * MINUTE };
}

/** With autoCall on: every open seat called for its next player, table by table, seat by seat. */
export function autoCalls(state: WaitlistState, now: number): WaitlistEvent[] {
  const events: WaitlistEvent[] = [];
  let s = state;
  for (const tableId of Object.keys(s.tables).sort()) {
    for (const seat of openSeats(s, tableId)) {
      const next = nextFor(s, tableId, seat);
      if (!next) continue;
      const event = callEvent(s, next, tableId, seat, now);
      events.push(event);
      s = evolve(s, event);
    }
  }
  return events;
}

/** The open list of this game and limit, if any. */
function listFor(state: WaitlistState, game: string, stakes: string): GameList | undefined {
  return Object.values(state.lists).find((l) => sameName(l.game, game) && sameStakes(l.stakes, stakes));
}

function entryOf(state: WaitlistState, entryId: string): Entry | Refusal {
  return state.entries[entryId] ?? { code: "UNKNOWN_PLAYER", message: "That player is no longer on the lists." };
}

const isRefusal = (x: Entry | Refusal): x is Refusal => "code" in x;

/** Is a player holding this code on this list already? One code is one player, on a list once. */
function onListWithSeed(state: WaitlistState, listId: string, seed: string): boolean {
  return Object.values(state.entries).some((e) => e.codeSeed === seed && e.queue.kind !== "seat-change" && e.queue.listId === listId);
}

const byNumber = (a: string, b: string) => Number(a.slice(1)) - Number(b.slice(1));

/** The seat a player leaves when seated from a must-move game or a seat change. */
function seatLeft(entry: Entry): { tableId: string; seat: number } | null {
  return entry.queue.kind === "list" ? null : { tableId: entry.queue.tableId, seat: entry.queue.seat };
}

function seated(state: WaitlistState, entry: Entry, at: number): WaitlistEvent {
  const call = entry.call!;
  const table = state.tables[call.tableId];
  return { type: "PlayerSeated", entryId: entry.id, call: call.no, tableId: call.tableId, seat: call.seat, from: seatLeft(entry), mustMove: entry.queue.kind === "list" && table?.role === "must-move", at };
}

function decideCommand(state: WaitlistState, command: WaitlistCommand, now: number): WaitlistDecision {
  switch (command.type) {
    case "open-list": {
      const existing = listFor(state, command.game, command.stakes);
      if (existing) return refuse("LIST_EXISTS", `There is already a list for ${listLabel(existing)}.`);
      return accept({ type: "ListOpened", listId: `l${state.counters.list + 1}`, game: command.game, gameId: command.gameId ?? null, stakes: command.stakes, openTableAt: command.openTableAt ?? null, at: now });
    }

    case "open-list-for-table": {
      // The game and limit as the table posts them: the list is the one players will see on the table's wall.
      const linked = state.tables[command.tableId];
      if (linked) return refuse("TABLE_ALREADY_OPEN", `${linked.name} already deals ${state.listNames[linked.listId] ?? "a game on the lists"}.`);
      const { deals } = command;
      if (deals.stakes === null) return refuse("NO_POSTED_STAKES", `${command.name} posts no stakes to start a list from: type the game and limit, then open the table for it.`);
      // A list for that game and limit already open: the table joins it.
      const existing = listFor(state, deals.game, deals.stakes);
      const listId = existing?.id ?? `l${state.counters.list + 1}`;
      const opened: WaitlistEvent[] = existing ? [] : [{ type: "ListOpened", listId, game: deals.game, gameId: deals.gameId, stakes: deals.stakes, openTableAt: command.openTableAt ?? null, at: now }];
      return accept(...opened, { type: "TableOpened", tableId: command.tableId, name: command.name, listId, role: "main", occupied: [...command.occupied], at: now });
    }

    case "close-list": {
      const list = state.lists[command.listId];
      if (!list) return refuse("UNKNOWN_LIST", "That list is closed already.");
      const tables = tablesOf(state, list.id);
      if (tables.length) return refuse("LIST_HAS_TABLES", `${listLabel(list)} still has ${tables.map((t) => t.name).join(", ")}: close the table first.`);
      const players = queueEntries(state, `list:${list.id}`).length + queueEntries(state, `must-move:${list.id}`).length;
      if (players) return refuse("LIST_HAS_PLAYERS", `${players} player${players === 1 ? " is" : "s are"} still on ${listLabel(list)}: seat, move or take them off first.`);
      return accept({ type: "ListClosed", listId: list.id, at: now });
    }

    case "add-player": {
      const list = state.lists[command.listId];
      if (!list) return refuse("UNKNOWN_LIST", "That list is closed: open it again first.");
      const twin = queueEntries(state, `list:${list.id}`).find((e) => sameName(e.name, command.name));
      if (twin) return refuse("ALREADY_ON_LIST", `${twin.name} is already on ${listLabel(list)}.`);
      const entryId = `p${state.counters.entry + 1}`;
      let seed = command.codeSeed ?? null;
      const shared: WaitlistEvent[] = [];
      if (command.sameCodeAs) {
        // The same player on another list: one code for all their lists.
        const other = entryOf(state, command.sameCodeAs);
        if (isRefusal(other)) return refuse(other.code, other.message);
        if (other.codeSeed) seed = other.codeSeed;
        else if (seed) shared.push({ type: "CodeIssued", entryIds: [other.id], codeSeed: seed, at: now });
        if (seed && onListWithSeed(state, list.id, seed)) return refuse("ALREADY_ON_LIST", `${other.name} is already on ${listLabel(list)}.`);
      }
      return accept({ type: "PlayerAdded", entryId, listId: list.id, name: command.name, initials: initialsOf(command.name), phone: command.phone ?? null, at: now, codeSeed: seed }, ...shared);
    }

    case "remote-join": {
      if (!state.options.remoteJoin) return refuse("REMOTE_JOIN_OFF", "The room is not taking sign-ups from phones right now: ask at the desk.");
      const list = state.lists[command.listId];
      if (!list) return refuse("UNKNOWN_LIST", "That list has closed: pick another game.");
      if (onListWithSeed(state, list.id, command.codeSeed)) return refuse("ALREADY_ON_LIST", `You are on the ${listLabel(list)} list already.`);
      // Said so as not to tell a stranger who else is on the list.
      if (queueEntries(state, `list:${list.id}`).some((e) => sameName(e.name, command.name))) {
        return refuse("NAME_TAKEN", "That name cannot be put on this list from a phone: add a letter to it (your middle initial), or ask at the desk.");
      }
      return accept({
        type: "PlayerAdded",
        entryId: `p${state.counters.entry + 1}`,
        listId: list.id,
        name: command.name,
        initials: command.initials ? typedInitials(command.initials) : initialsOf(command.name),
        phone: null,
        at: now,
        codeSeed: command.codeSeed,
        remote: { lapsesAt: now + state.options.remoteLapseMinutes * MINUTE },
      });
    }

    case "check-in": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      if (!entry.remote) return refuse("NOT_REMOTE", `${entry.name} was added at the desk: there is nothing to check in.`);
      if (entry.remote.checkedInAt !== null) return refuse("ALREADY_CHECKED_IN", `${entry.name} is checked in already.`);
      return accept({ type: "RemoteCheckedIn", entryId: entry.id, at: now });
    }

    case "new-code": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      // Every entry of the player changes code at once: the old code stops working everywhere.
      const entryIds = entry.codeSeed ? Object.values(state.entries).filter((e) => e.codeSeed === entry.codeSeed).map((e) => e.id).sort(byNumber) : [entry.id];
      return accept({ type: "CodeIssued", entryIds, codeSeed: command.codeSeed, at: now });
    }

    case "leave-list": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, "You are no longer on that list.");
      return accept({ type: "PlayerRemoved", entryId: entry.id, reason: "self", at: now });
    }

    case "lapse-remote": {
      const entry = state.entries[command.entryId];
      // Checked in, gone, or called meanwhile (the call's own timer decides then): nothing lapses.
      if (!entry || !notCheckedIn(entry) || entry.remote!.lapsesAt !== command.lapsesAt || entry.status !== "waiting") return refuse("NOT_DUE", "That player checked in or left the list already.");
      return accept({ type: "PlayerRemoved", entryId: entry.id, reason: "lapsed", at: now });
    }

    case "add-seat-change": {
      const table = state.tables[command.tableId];
      if (!table) return refuse("TABLE_NOT_OPEN", `Table ${command.tableId} is not open for a game on the lists.`);
      if (command.seat > table.occupied.length) return refuse("NO_SUCH_SEAT", `${table.name} has ${table.occupied.length} seats.`);
      if (!table.occupied[command.seat - 1]) return refuse("SEAT_EMPTY", `${seatName(table, command.seat)} is empty: nobody there to move.`);
      const wants = command.wants ?? null;
      if (wants !== null && (wants === command.seat || wants > table.occupied.length)) return refuse("OTHER_SEAT", `Ask for a seat of ${table.name} other than seat ${command.seat}.`);
      if (queueEntries(state, `seat-change:${table.tableId}`).some((e) => e.queue.kind === "seat-change" && e.queue.seat === command.seat)) {
        return refuse("ALREADY_ON_LIST", `${seatName(table, command.seat)} is on the seat-change list already.`);
      }
      return accept({ type: "SeatChangeAdded", entryId: `p${state.counters.entry + 1}`, tableId: table.tableId, seat: command.seat, wants, name: command.name, initials: initialsOf(command.name), at: now });
    }

    case "add-must-move": {
      const table = state.tables[command.tableId];
      if (!table) return refuse("TABLE_NOT_OPEN", `Table ${command.tableId} is not open for a game on the lists.`);
      if (table.role !== "must-move") return refuse("NOT_MUST_MOVE", `${table.name} is a main game, not a must-move game.`);
      if (command.seat > table.occupied.length) return refuse("NO_SUCH_SEAT", `${table.name} has ${table.occupied.length} seats.`);
      if (!table.occupied[command.seat - 1]) return refuse("SEAT_EMPTY", `${seatName(table, command.seat)} is empty: seat the player first.`);
      if (queueEntries(state, `must-move:${table.listId}`).some((e) => e.queue.kind === "must-move" && e.queue.tableId === table.tableId && e.queue.seat === command.seat)) {
        return refuse("ALREADY_ON_LIST", `${seatName(table, command.seat)} is on the must-move list already.`);
      }
      return accept({ type: "MustMoveAdded", entryId: `p${state.counters.entry + 1}`, listId: table.listId, tableId: table.tableId, seat: command.seat, name: command.name, initials: initialsOf(command.name), at: now });
    }

    case "call-player": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      const problem = seatRefusal(state, command.tableId, command.seat) ?? callRefusal(state, entry, command.tableId, command.seat);
      if (problem) return refuse(problem.code, problem.message);
      return accept(callEvent(state, entry, command.tableId, command.seat, now));
    }

    case "call-next": {
      const problem = seatRefusal(state, command.tableId, command.seat);
      if (problem) return refuse(problem.code, problem.message);
      const next = candidatesFor(state, command.tableId, command.seat)[0];
      if (!next) return refuse("NOBODY_WAITING", `Nobody on the lists can take ${seatName(state.tables[command.tableId]!, command.seat)}.`);
      return accept(callEvent(state, next, command.tableId, command.seat, now));
    }

    case "answer-call": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      if (entry.status === "answered") return refuse("ALREADY_ANSWERED", `${entry.name} answered already: seat them.`);
      if (entry.status !== "called" || !entry.call) return refuse("NOT_CALLED", `${entry.name} has not been called.`);
      return accept({ type: "CallAnswered", entryId: entry.id, call: entry.call.no, at: now });
    }

    case "miss-call": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      if (!entry.call || (command.call !== undefined && command.call !== entry.call.no)) return refuse("CALL_OVER", `That call of ${entry.name} is over already.`);
      if (entry.status === "answered") return refuse("ALREADY_ANSWERED", `${entry.name} answered the call: seat them, or take them off the list.`);
      // Players already at a table (must-move, seat change) keep their place: they are not lost to the room.
      const removed = entry.queue.kind === "list" && (state.options.missedCall === "remove" || entry.misses + 1 > state.options.missesAllowed);
      return accept({ type: "CallMissed", entryId: entry.id, call: entry.call.no, at: now, outcome: removed ? "removed" : "keeps-place" });
    }

    case "seat-player": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      if (!entry.call) return refuse("NOT_CALLED", `${entry.name} has not been called to a seat: call them first.`);
      const table = state.tables[entry.call.tableId];
      if (!table) return refuse("TABLE_NOT_OPEN", `Table ${entry.call.tableId} is no longer open on the lists.`);
      if (table.occupied[entry.call.seat - 1]) return refuse("SEAT_TAKEN", `${seatName(table, entry.call.seat)} is taken.`);
      return accept(seated(state, entry, now));
    }

    case "remove-player": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      return accept({ type: "PlayerRemoved", entryId: entry.id, reason: command.reason, at: now });
    }

    case "move-player": {
      const entry = entryOf(state, command.entryId);
      if (isRefusal(entry)) return refuse(entry.code, entry.message);
      if (entry.queue.kind !== "list") return refuse("NOT_ON_A_LIST", `${entry.name} is seated at a table: only a waiting player moves to another list.`);
      if (entry.status !== "waiting") return refuse("CALLED", `${entry.name} is called: finish the call first.`);
      const to = state.lists[command.listId];
      if (!to) return refuse("UNKNOWN_LIST", "That list is closed.");
      if (to.id === entry.queue.listId) return refuse("SAME_LIST", `${entry.name} is on ${listLabel(to)} already.`);
      if (queueEntries(state, `list:${to.id}`).some((e) => sameName(e.name, entry.name))) return refuse("ALREADY_ON_LIST", `${entry.name} is already on ${listLabel(to)}.`);
      return accept({ type: "PlayerMoved", entryId: entry.id, fromListId: entry.queue.listId, toListId: to.id, at: now });
    }

    case "open-table": {
      const list = state.lists[command.listId];
      if (!list) return refuse("UNKNOWN_LIST", "That list is closed.");
      const linked = state.tables[command.tableId];
      if (linked) return refuse("TABLE_ALREADY_OPEN", `${linked.name} already deals ${listLabel(state.lists[linked.listId] ?? list)}.`);
      const wrong = wrongGame(list, command.name, command.deals);
      if (wrong) return refuse("WRONG_GAME", wrong);
      if (command.role === "must-move" && !tablesOf(state, list.id).some((t) => t.role === "main")) {
        return refuse("NO_MAIN_GAME", `A must-move game feeds a main game: open a main table of ${listLabel(list)} first.`);
      }
      return accept({ type: "TableOpened", tableId: command.tableId, name: command.name, listId: list.id, role: command.role, occupied: [...command.occupied], at: now });
    }

    case "close-table": {
      const table = state.tables[command.tableId];
      if (!table) return refuse("TABLE_NOT_OPEN", `Table ${command.tableId} is not open on the lists.`);
      const called = Object.values(state.entries).find((e) => e.call?.tableId === table.tableId);
      if (called) return refuse("CALL_PENDING", `${called.name} is called to ${seatName(table, called.call!.seat)}: finish the call first.`);
      const staying = [...queueEntries(state, `seat-change:${table.tableId}`), ...queueEntries(state, `must-move:${table.listId}`).filter((e) => e.queue.kind === "must-move" && e.queue.tableId === table.tableId)];
      return accept(...staying.map((e): WaitlistEvent => ({ type: "PlayerRemoved", entryId: e.id, reason: "table-closed", at: now })), { type: "TableClosed", tableId: table.tableId, at: now });
    }

    case "mark-away": {
      const table = state.tables[command.tableId];
      if (!table) return refuse("TABLE_NOT_OPEN", `Table ${command.tableId} is not open on the lists.`);
      if (command.seat > table.occupied.length || !table.occupied[command.seat - 1]) return refuse("SEAT_EMPTY", `${seatName(table, command.seat)} is empty.`);
      if (state.away[seatKey(table.tableId, command.seat)]) return refuse("ALREADY_AWAY", `${seatName(table, command.seat)} is already held for a player away.`);
      const minutes = command.minutes ?? state.options.awayMinutes;
      return accept({ type: "AwayStarted", tableId: table.tableId, seat: command.seat, since: now, until: now + minutes * MINUTE });
    }

    case "player-back": {
      if (!state.away[seatKey(command.tableId, command.seat)]) return refuse("NOT_AWAY", `Seat ${command.seat} is not held for a player away.`);
      return accept({ type: "AwayEnded", tableId: command.tableId, seat: command.seat, at: now, why: "back" });
    }

    case "release-away": {
      const away = state.away[seatKey(command.tableId, command.seat)];
      if (!away || (command.since !== undefined && command.since !== away.since)) return refuse("NOT_AWAY", `Seat ${command.seat} is not held for a player away.`);
      return accept({ type: "AwaySeatReleased", tableId: command.tableId, seat: command.seat, at: now });
    }

    case "configure": {
      const options = { ...state.options, ...command.options };
      if (JSON.stringify(options) === JSON.stringify(state.options)) return accept();
      return accept({ type: "OptionsChanged", options, at: now });
    }

    case "observe-seats":
      return observeSeats(state, command.tableId, command.occupied, command.names, now);
  }
}

/**
 * A table's seats as the table shows them now. A called seat that filled is the called player
 * sitting down when the table has their name there (the dealer seated them from the tablet), and
 * anyone else's otherwise (the call is withdrawn, the player waits on). A player of a must-move or
 * seat-change list whose seat emptied has left the table; so has a player away whose seat emptied.
 */
function observeSeats(state: WaitlistState, tableId: string, occupied: readonly boolean[], names: readonly (string | null)[] | undefined, now: number): WaitlistDecision {
  const table = state.tables[tableId];
  if (!table) return accept();
  if (occupied.length === table.occupied.length && occupied.every((o, i) => o === table.occupied[i])) return accept();
  const events: WaitlistEvent[] = [];
  const handled = new Set<string>();
  for (const entry of Object.values(state.entries)) {
    const call = entry.call;
    if (!call || call.tableId !== tableId || !occupied[call.seat - 1]) continue;
    handled.add(entry.id);
    const there = names?.[call.seat - 1];
    events.push(there && sameName(there, entry.name) ? seated(state, entry, now) : { type: "CallWithdrawn", entryId: entry.id, call: call.no, at: now });
  }
  for (const entry of Object.values(state.entries)) {
    const q = entry.queue;
    if (handled.has(entry.id) || q.kind === "list" || q.tableId !== tableId) continue;
    if (q.seat <= occupied.length && occupied[q.seat - 1]) continue;
    events.push({ type: "PlayerRemoved", entryId: entry.id, reason: "left-table", at: now });
  }
  for (const away of Object.values(state.away)) {
    if (away.tableId === tableId && !occupied[away.seat - 1]) events.push({ type: "AwayEnded", tableId, seat: away.seat, at: now, why: "left" });
  }
  events.push({ type: "SeatsObserved", tableId, occupied: [...occupied], at: now });
  return accept(...events);
}
