/**
 * Folds one event into the lists' state. Pure: each event carries its time; history older than a
 * day and a half (HISTORY_MS, measured from the event's own time) is dropped as events come.
 */
import type { WaitlistEvent } from "./events";
import { withDefaultOptions } from "./options";
import { listLabel, notCheckedIn, queueKey, seatKey, DEPARTURES_KEPT, HISTORY_MS, PAST_PLACES_KEPT, type Departure, type Entry, type LinkedTable, type PlaceEnd, type Queue, type WaitlistState } from "./state";

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function without<T>(record: Readonly<Record<string, T>>, key: string): Record<string, T> {
  const next = { ...record };
  delete next[key];
  return next;
}

function removeFromQueue(queues: WaitlistState["queues"], queue: Queue, entryId: string): WaitlistState["queues"] {
  const key = queueKey(queue);
  const rest = (queues[key] ?? []).filter((id) => id !== entryId);
  return rest.length ? { ...queues, [key]: rest } : without(queues, key);
}

function pushToQueue(queues: WaitlistState["queues"], queue: Queue, entryId: string): WaitlistState["queues"] {
  const key = queueKey(queue);
  return { ...queues, [key]: [...(queues[key] ?? []), entryId] };
}

function withSeat(table: LinkedTable, seat: number, occupied: boolean): LinkedTable {
  if (seat < 1 || seat > table.occupied.length) return table;
  const next = [...table.occupied];
  next[seat - 1] = occupied;
  return { ...table, occupied: next };
}

function withEntry(state: WaitlistState, entry: Entry): WaitlistState {
  return { ...state, entries: { ...state.entries, [entry.id]: entry } };
}

/** The list a player's place belongs to, in words (a seat change: its table's game). */
function placeLabel(state: WaitlistState, entry: Entry): string {
  const listId = entry.queue.kind === "seat-change" ? state.tables[entry.queue.tableId]?.listId : entry.queue.listId;
  if (!listId) return "a seat change";
  const list = state.lists[listId];
  return list ? listLabel(list) : (state.listNames[listId] ?? "a list");
}

/**
 * The entry leaves the lists: out of its queue, remembered among the last departures and, for a
 * player with a code, among the ended places their phone still shows.
 */
function depart(state: WaitlistState, entry: Entry, what: string, at: number, end: PlaceEnd): WaitlistState {
  const departure: Departure = { entryId: entry.id, name: entry.name, initials: entry.initials, what, at };
  const pastPlaces = entry.codeSeed ? [{ seed: entry.codeSeed, list: placeLabel(state, entry), end, at }, ...state.pastPlaces].slice(0, PAST_PLACES_KEPT) : state.pastPlaces;
  return {
    ...state,
    entries: without(state.entries, entry.id),
    queues: removeFromQueue(state.queues, entry.queue, entry.id),
    departures: [departure, ...state.departures].slice(0, DEPARTURES_KEPT),
    pastPlaces,
  };
}

/** Nobody is passed over for a seat any more once it is filled. */
function seatFilled(state: WaitlistState, tableId: string, seat: number): WaitlistState {
  const key = seatKey(tableId, seat);
  let entries: Record<string, Entry> | null = null;
  for (const e of Object.values(state.entries)) {
    if (!e.passedOver.includes(key)) continue;
    entries ??= { ...state.entries };
    entries[e.id] = { ...e, passedOver: e.passedOver.filter((k) => k !== key) };
  }
  return entries ? { ...state, entries } : state;
}

function prune(state: WaitlistState, at: number): WaitlistState {
  const horizon = at - HISTORY_MS;
  const old = state.seatings.length > 0 && state.seatings[0]!.seatedAt < horizon;
  const oldSpan = state.tableSpans.some((s) => s.closedAt !== null && s.closedAt < horizon);
  if (!old && !oldSpan) return state;
  return {
    ...state,
    seatings: state.seatings.filter((s) => s.seatedAt >= horizon),
    tableSpans: state.tableSpans.filter((s) => s.closedAt === null || s.closedAt >= horizon),
  };
}

const REMOVED: Record<string, string> = {
  left: "left the room",
  declined: "declined the seat",
  floor: "taken off by the floor",
  "missed-calls": "missed the calls",
  "left-table": "left the table",
  "table-closed": "table closed",
  self: "took themselves off by phone",
  lapsed: "did not check in in time",
};

export function evolve(state: WaitlistState, event: WaitlistEvent): WaitlistState {
  switch (event.type) {
    case "ListOpened": {
      const list = { id: event.listId, game: event.game, gameId: event.gameId, stakes: event.stakes, openTableAt: event.openTableAt, openedAt: event.at };
      return {
        ...state,
        lists: { ...state.lists, [event.listId]: list },
        listNames: { ...state.listNames, [event.listId]: listLabel(list) },
        counters: { ...state.counters, list: Math.max(state.counters.list, Number(event.listId.slice(1))) },
      };
    }
    case "ListClosed":
      return { ...state, lists: without(state.lists, event.listId) };

    case "PlayerAdded":
    case "SeatChangeAdded":
    case "MustMoveAdded":
      return playerAdded(state, event);

    case "PlayerCalled": {
      const entry = state.entries[event.entryId];
      if (!entry) return state;
      const call = { no: event.call, tableId: event.tableId, seat: event.seat, calledAt: event.at, expiresAt: event.expiresAt, answeredAt: null };
      return { ...withEntry(state, { ...entry, status: "called", call }), counters: { ...state.counters, call: Math.max(state.counters.call, event.call) } };
    }
    case "CallAnswered": {
      const entry = state.entries[event.entryId];
      if (!entry?.call) return state;
      // Answering at the desk is being there: a player who joined from a phone is checked in by it.
      const remote = entry.remote && notCheckedIn(entry) ? { ...entry.remote, checkedInAt: event.at } : entry.remote;
      return withEntry(state, { ...entry, status: "answered", call: { ...entry.call, answeredAt: event.at }, remote });
    }
    case "RemoteCheckedIn": {
      const entry = state.entries[event.entryId];
      if (!entry?.remote) return state;
      return withEntry(state, { ...entry, remote: { ...entry.remote, checkedInAt: event.at } });
    }
    case "CodeIssued": {
      const entries = { ...state.entries };
      for (const id of event.entryIds) if (entries[id]) entries[id] = { ...entries[id]!, codeSeed: event.codeSeed };
      return { ...state, entries };
    }
    case "CallMissed": {
      const entry = state.entries[event.entryId];
      if (!entry?.call) return state;
      if (event.outcome === "removed") return depart(state, entry, REMOVED["missed-calls"]!, event.at, { kind: "removed", reason: "missed-calls" });
      const key = seatKey(entry.call.tableId, entry.call.seat);
      return withEntry(state, { ...entry, status: "waiting", call: null, misses: entry.misses + 1, passedOver: [...entry.passedOver.filter((k) => k !== key), key] });
    }
    case "CallWithdrawn": {
      const entry = state.entries[event.entryId];
      if (!entry) return state;
      return withEntry(state, { ...entry, status: "waiting", call: null });
    }

    case "PlayerSeated":
      return playerSeated(state, event);

    case "PlayerRemoved": {
      const entry = state.entries[event.entryId];
      if (!entry) return state;
      return depart(state, entry, REMOVED[event.reason] ?? "taken off", event.at, { kind: "removed", reason: event.reason });
    }
    case "PlayerMoved":
      return playerMoved(state, event);

    case "TableOpened":
      return {
        ...state,
        tables: { ...state.tables, [event.tableId]: { tableId: event.tableId, name: event.name, listId: event.listId, role: event.role, occupied: [...event.occupied], openedAt: event.at } },
        tableSpans: [...state.tableSpans, { tableId: event.tableId, listId: event.listId, openedAt: event.at, closedAt: null }],
      };
    case "TableClosed":
      return tableClosed(state, event);

    case "SeatsObserved": {
      const table = state.tables[event.tableId];
      if (!table) return state;
      let next: WaitlistState = { ...state, tables: { ...state.tables, [event.tableId]: { ...table, occupied: [...event.occupied] } } };
      event.occupied.forEach((occupied, i) => {
        if (occupied && !table.occupied[i]) next = seatFilled(next, event.tableId, i + 1);
      });
      return next;
    }

    case "AwayStarted":
      return { ...state, away: { ...state.away, [seatKey(event.tableId, event.seat)]: { tableId: event.tableId, seat: event.seat, since: event.since, until: event.until } } };
    case "AwayEnded":
      return { ...state, away: without(state.away, seatKey(event.tableId, event.seat)) };
    case "AwaySeatReleased": {
      const table = state.tables[event.tableId];
      const tables = table ? { ...state.tables, [event.tableId]: withSeat(table, event.seat, false) } : state.tables;
      return { ...state, tables, away: without(state.away, seatKey(event.tableId, event.seat)) };
    }
    case "OptionsChanged":
      // An event of before an option existed leaves that option at its default.
      return { ...state, options: withDefaultOptions(event.options) };
  }
}

type Event<T extends WaitlistEvent["type"]> = Extract<WaitlistEvent, { type: T }>;

/** A player on a list, a seat change or a must-move list: at the end of its queue. */
function playerAdded(state: WaitlistState, event: Event<"PlayerAdded" | "SeatChangeAdded" | "MustMoveAdded">): WaitlistState {
  const queue: Queue =
    event.type === "PlayerAdded"
      ? { kind: "list", listId: event.listId }
      : event.type === "SeatChangeAdded"
        ? { kind: "seat-change", tableId: event.tableId, seat: event.seat, wants: event.wants }
        : { kind: "must-move", listId: event.listId, tableId: event.tableId, seat: event.seat };
  const entry: Entry = {
    id: event.entryId,
    name: event.name,
    initials: event.initials,
    phone: event.type === "PlayerAdded" ? event.phone : null,
    queue,
    status: "waiting",
    signedUpAt: event.at,
    call: null,
    misses: 0,
    passedOver: [],
    codeSeed: event.type === "PlayerAdded" ? (event.codeSeed ?? null) : null,
    remote: event.type === "PlayerAdded" && event.remote ? { lapsesAt: event.remote.lapsesAt, checkedInAt: null } : null,
  };
  return {
    ...withEntry(state, entry),
    queues: pushToQueue(state.queues, queue, entry.id),
    counters: { ...state.counters, entry: Math.max(state.counters.entry, Number(event.entryId.slice(1))) },
  };
}

/**
 * A player seated: the seat filled (and the one left, for a move), the wait measured, and the
 * player off their queue, or onto the must-move list of the main game.
 */
function playerSeated(state: WaitlistState, event: Event<"PlayerSeated">): WaitlistState {
  const entry = state.entries[event.entryId];
  if (!entry) return state;
  const target = state.tables[event.tableId];
  let next: WaitlistState = state;
  const tables: Mutable<WaitlistState["tables"]> = { ...state.tables };
  if (target) tables[event.tableId] = withSeat(target, event.seat, true);
  let away = state.away;
  if (event.from) {
    const from = tables[event.from.tableId];
    if (from) tables[event.from.tableId] = withSeat(from, event.from.seat, false);
    away = without(away, seatKey(event.from.tableId, event.from.seat));
  }
  next = { ...next, tables, away };
  next = seatFilled(next, event.tableId, event.seat);
  // The wait the figures measure ends at the first seat in the game (a must-move seat included).
  if (entry.queue.kind === "list") next = { ...next, seatings: [...next.seatings, { listId: entry.queue.listId, signedUpAt: entry.signedUpAt, seatedAt: event.at }] };
  if (event.mustMove && entry.queue.kind === "list") {
    const queue: Queue = { kind: "must-move", listId: entry.queue.listId, tableId: event.tableId, seat: event.seat };
    const moved: Entry = { ...entry, queue, status: "waiting", call: null, misses: 0, passedOver: [] };
    next = { ...withEntry(next, moved), queues: pushToQueue(removeFromQueue(next.queues, entry.queue, entry.id), queue, entry.id) };
    return prune(next, event.at);
  }
  const where = target ? `${target.name} seat ${event.seat}` : `table ${event.tableId} seat ${event.seat}`;
  const what = entry.queue.kind === "seat-change" ? `moved to ${where}` : entry.queue.kind === "must-move" ? `moved to the main game, ${where}` : `seated at ${where}`;
  return prune(depart(next, entry, what, event.at, { kind: "seated", table: target?.name ?? `Table ${event.tableId}`, seat: event.seat }), event.at);
}

/** A player moved to another list, placed there by sign-up time. */
function playerMoved(state: WaitlistState, event: Event<"PlayerMoved">): WaitlistState {
  const entry = state.entries[event.entryId];
  if (!entry) return state;
  const queue: Queue = { kind: "list", listId: event.toListId };
  const moved: Entry = { ...entry, queue, passedOver: [] };
  const next = { ...withEntry(state, moved), queues: removeFromQueue(state.queues, entry.queue, entry.id) };
  // Placed by sign-up time among the other list's players: the wait so far counts there too.
  const key = queueKey(queue);
  const order = [...(next.queues[key] ?? [])];
  const at = order.findIndex((id) => (next.entries[id]?.signedUpAt ?? 0) > entry.signedUpAt);
  order.splice(at < 0 ? order.length : at, 0, entry.id);
  return { ...next, queues: { ...next.queues, [key]: order } };
}

/** A table closed: its seats away ended, its open span closed, and its seats no longer passed over. */
function tableClosed(state: WaitlistState, event: Event<"TableClosed">): WaitlistState {
  const away = Object.fromEntries(Object.entries(state.away).filter(([, a]) => a.tableId !== event.tableId));
  const tableSpans = state.tableSpans.map((s) => (s.tableId === event.tableId && s.closedAt === null ? { ...s, closedAt: event.at } : s));
  // Passed over for a seat of this table no more: if it opens again, its seats are new calls.
  const prefix = `${event.tableId}#`;
  const entries = Object.fromEntries(Object.entries(state.entries).map(([id, e]) => [id, e.passedOver.some((k) => k.startsWith(prefix)) ? { ...e, passedOver: e.passedOver.filter((k) => !k.startsWith(prefix)) } : e]));
  return prune({ ...state, entries, tables: without(state.tables, event.tableId), away, tableSpans }, event.at);
}

export function evolveAll(state: WaitlistState, events: readonly WaitlistEvent[]): WaitlistState {
  return events.reduce(evolve, state);
}
