/**
 * The floor's waiting lists as one state, rebuilt from their events: the game lists (by game and
 * limit), the tables dealing each game with their seats as last seen, every player on a list, a
 * must-move list or a table's seat-change list, the seats held for players away, and what the
 * figures need of the shift behind.
 */
import { DEFAULT_WAITLIST_OPTIONS, withDefaultOptions, type WaitlistOptions } from "./options";

export type ListId = string;
export type EntryId = string;
export type TableId = string;

/** A game and limit players wait for; with no table open for it yet, an interest list. */
export interface GameList {
  readonly id: ListId;
  /** The game as players say it: "Texas Hold'em". */
  readonly game: string;
  /** The system's game id when the game is one it runs ("texas-holdem"), else null. */
  readonly gameId: string | null;
  /** The limit as posted: "$3-$6 Limit", "$1-$2 No Limit". */
  readonly stakes: string;
  /** Waiting players that make the floor screen suggest another table; null: the room's option. */
  readonly openTableAt: number | null;
  readonly openedAt: number;
}

/** A table the floor opened for a list: a main game, or a must-move game feeding the main one. */
export interface LinkedTable {
  readonly tableId: TableId;
  readonly name: string;
  readonly listId: ListId;
  readonly role: "main" | "must-move";
  /** Seat n is `occupied[n - 1]`, as the table last reported it (or as the lists seated it). */
  readonly occupied: readonly boolean[];
  readonly openedAt: number;
}

/** Where a player waits, and so what seat they may be called to. */
export type Queue =
  /** Waiting for any seat of the list's game. */
  | { readonly kind: "list"; readonly listId: ListId }
  /** Playing at a must-move table of the list, waiting for a seat in its main game. */
  | { readonly kind: "must-move"; readonly listId: ListId; readonly tableId: TableId; readonly seat: number }
  /** Playing at a table, asking for another seat there (a given one, or any). */
  | { readonly kind: "seat-change"; readonly tableId: TableId; readonly seat: number; readonly wants: number | null };

export type EntryStatus = "waiting" | "called" | "answered";

export interface Call {
  /** The room's running number of calls: a timer names the call it was armed for. */
  readonly no: number;
  readonly tableId: TableId;
  readonly seat: number;
  readonly calledAt: number;
  readonly expiresAt: number;
  readonly answeredAt: number | null;
}

/** A player on one of the lists. Players leave the state when seated for good or taken off. */
export interface Entry {
  readonly id: EntryId;
  readonly name: string;
  /** What the board shows: initials only. */
  readonly initials: string;
  /** For a text page; shown to the floor only, never on the board nor in an export. */
  readonly phone: string | null;
  readonly queue: Queue;
  readonly status: EntryStatus;
  /** When the player first signed up (the wait the figures measure starts here). */
  readonly signedUpAt: number;
  readonly call: Call | null;
  readonly misses: number;
  /** Seats ("t1#4") whose call this player missed: they are passed over for those until filled. */
  readonly passedOver: readonly string[];
  /**
   * What the player's code is made from (the server turns it into the short code with a key the
   * database does not hold): the same seed on several entries is one player on several lists, with
   * one code. Null: no code (an entry of before codes, a seat change).
   */
  readonly codeSeed: string | null;
  /** Joined from a phone (/live): when the entry lapses unless checked in, and when it was checked in. */
  readonly remote: RemoteJoin | null;
}

export interface RemoteJoin {
  readonly lapsesAt: number;
  readonly checkedInAt: number | null;
}

/** A remote entry still waiting for the player to come to the desk. */
export function notCheckedIn(entry: Pick<Entry, "remote">): boolean {
  return entry.remote !== null && entry.remote.checkedInAt === null;
}

/** How a coded player's place on a list ended, for their phone ("Seated at Table 25 seat 5"). */
export type PlaceEnd = { readonly kind: "seated"; readonly table: string; readonly seat: number } | { readonly kind: "removed"; readonly reason: string };

/** A place in line that ended, kept for the player's code a while (newest first). */
export interface PastPlace {
  readonly seed: string;
  /** The list in words: "Texas Hold'em $3-$6 Limit". */
  readonly list: string;
  readonly end: PlaceEnd;
  readonly at: number;
}

export interface AwaySeat {
  readonly tableId: TableId;
  readonly seat: number;
  readonly since: number;
  readonly until: number;
}

/** A player seated from a list, for the figures. */
export interface Seating {
  readonly listId: ListId;
  readonly signedUpAt: number;
  readonly seatedAt: number;
}

/** A table dealing a list's game from `openedAt` to `closedAt`, for the figures. */
export interface TableSpan {
  readonly tableId: TableId;
  readonly listId: ListId;
  readonly openedAt: number;
  readonly closedAt: number | null;
}

/** The last players who left the lists, newest first, for the floor's "recently" column. */
export interface Departure {
  readonly entryId: EntryId;
  readonly name: string;
  readonly initials: string;
  readonly what: string;
  readonly at: number;
}

export interface WaitlistState {
  readonly options: WaitlistOptions;
  readonly lists: Readonly<Record<ListId, GameList>>;
  /** Every list ever opened, closed ones included, by id: the figures name them. */
  readonly listNames: Readonly<Record<ListId, string>>;
  readonly tables: Readonly<Record<TableId, LinkedTable>>;
  readonly entries: Readonly<Record<EntryId, Entry>>;
  /** The order of each queue ("list:l1", "must-move:l1", "seat-change:t4"): entry ids, first first. */
  readonly queues: Readonly<Record<string, readonly EntryId[]>>;
  readonly away: Readonly<Record<string, AwaySeat>>;
  readonly counters: { readonly list: number; readonly entry: number; readonly call: number };
  readonly seatings: readonly Seating[];
  readonly tableSpans: readonly TableSpan[];
  readonly departures: readonly Departure[];
  /** The places in line of coded players that ended (seated, taken off, lapsed), newest first. */
  readonly pastPlaces: readonly PastPlace[];
}

/** How long finished seatings and table spans are kept in the state: a day and a half covers any shift. */
export const HISTORY_MS = 36 * 60 * 60 * 1000;
export const DEPARTURES_KEPT = 12;
/** Ended places kept for the players' codes: a night's worth of a busy room. */
export const PAST_PLACES_KEPT = 300;

export const EMPTY_WAITLIST: WaitlistState = Object.freeze({
  options: DEFAULT_WAITLIST_OPTIONS,
  lists: {},
  listNames: {},
  tables: {},
  entries: {},
  queues: {},
  away: {},
  counters: { list: 0, entry: 0, call: 0 },
  seatings: [],
  tableSpans: [],
  departures: [],
  pastPlaces: [],
});

/**
 * A state read back from a snapshot of an earlier version: what it lacks (options and fields added
 * since) at their defaults, so a snapshot taken before codes and remote joins still loads.
 */
export function restoreState(stored: WaitlistState): WaitlistState {
  const entries = Object.fromEntries(Object.entries(stored.entries ?? {}).map(([id, e]) => [id, { ...e, codeSeed: e.codeSeed ?? null, remote: e.remote ?? null }]));
  return { ...EMPTY_WAITLIST, ...stored, options: withDefaultOptions(stored.options), entries, pastPlaces: stored.pastPlaces ?? [] };
}

export function seatKey(tableId: TableId, seat: number): string {
  return `${tableId}#${seat}`;
}

export function queueKey(queue: Queue): string {
  switch (queue.kind) {
    case "list":
      return `list:${queue.listId}`;
    case "must-move":
      return `must-move:${queue.listId}`;
    case "seat-change":
      return `seat-change:${queue.tableId}`;
  }
}

export function listLabel(list: Pick<GameList, "game" | "stakes">): string {
  return `${list.game} ${list.stakes}`;
}

/** The players of a queue in order. */
export function queueEntries(state: WaitlistState, key: string): Entry[] {
  return (state.queues[key] ?? []).map((id) => state.entries[id]).filter((e): e is Entry => e !== undefined);
}

/** The entry holding a call to this seat (called or answered), if any. */
export function callHolding(state: WaitlistState, tableId: TableId, seat: number): Entry | undefined {
  return Object.values(state.entries).find((e) => e.call !== null && e.call.tableId === tableId && e.call.seat === seat);
}

/** Seats of a linked table that are empty and held by nobody (no call, no player away). */
export function openSeats(state: WaitlistState, tableId: TableId): number[] {
  const table = state.tables[tableId];
  if (!table) return [];
  const held = new Set(Object.values(state.entries).flatMap((e) => (e.call && e.call.tableId === tableId ? [e.call.seat] : [])));
  return table.occupied.flatMap((occupied, i) => (occupied || held.has(i + 1) ? [] : [i + 1]));
}

/** The tables of a list, main tables first, each in the order they were opened. */
export function tablesOf(state: WaitlistState, listId: ListId): LinkedTable[] {
  return Object.values(state.tables)
    .filter((t) => t.listId === listId)
    .sort((a, b) => (a.role === b.role ? a.openedAt - b.openedAt || a.tableId.localeCompare(b.tableId) : a.role === "main" ? -1 : 1));
}
