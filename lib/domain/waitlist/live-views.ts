/**
 * What the players' phones see of the lists (/live). The room's view is the board's, for a phone:
 * the games with their tables, open seats and lists by initials, the interest lists. A code's view
 * is its holder's own places in line: position, call, whether to check in, and the places that
 * ended. Both are built from initials, table names and the lists' words only, never a name, a phone
 * number or an id of the lists: a list is named by the key the server makes for it (`keyOf`).
 */
import { notCheckedIn, openSeats, queueEntries, tablesOf, type Entry, type GameList, type PlaceEnd, type WaitlistState } from "./state";
import { unlistedGames, type LiveUnlistedGame, type UnlistedTable } from "./unlisted";

export type { LiveUnlistedGame, UnlistedTable } from "./unlisted";

/** The key the phones know a list by (the server's, made so that it tells nothing of the list's id). */
export type ListKey = (list: GameList) => string;

export interface LiveCall {
  readonly table: string;
  readonly seat: number;
}

export interface LivePlayer {
  readonly position: number;
  readonly initials: string;
  readonly called: LiveCall | null;
  /** Joined from a phone, not at the desk yet. */
  readonly onTheWay: boolean;
}

export interface LiveGame {
  readonly key: string;
  readonly game: string;
  readonly stakes: string;
  /** No table deals it yet: players sign up to start it. */
  readonly interest: boolean;
  readonly tables: readonly { readonly name: string; readonly openSeats: number }[];
  readonly openSeats: number;
  readonly waiting: readonly LivePlayer[];
  /** Players at a must-move table waiting for the main game. */
  readonly mustMove: number;
}

export interface WaitlistLiveView {
  readonly games: readonly LiveGame[];
  /** Games dealt at tables no list is for, by game and stakes. */
  readonly unlisted: readonly LiveUnlistedGame[];
  /** The room takes sign-ups from phones now. */
  readonly remoteJoin: boolean;
}

export interface LivePlace {
  readonly key: string;
  readonly game: string;
  readonly stakes: string;
  /** As the board shows the holder. */
  readonly initials: string;
  /** Waiting on the list, or playing at a must-move table (or asking for a seat change) for another seat. */
  readonly queue: Entry["queue"]["kind"];
  /** 1 for the first of their queue. */
  readonly position: number;
  readonly of: number;
  readonly status: Entry["status"];
  readonly call: (LiveCall & { readonly expiresAt: number }) | null;
  readonly remote: { readonly lapsesAt: number; readonly checkedIn: boolean } | null;
  /** Not called until checked in (the room's option): tell the player to come to the desk. */
  readonly waitsForCheckIn: boolean;
  /** Where a must-move or seat-change player plays now. */
  readonly playingAt: LiveCall | null;
}

export interface LivePastPlace {
  readonly list: string;
  readonly end: PlaceEnd;
  readonly at: number;
}

export interface WaitlistLivePlaces {
  readonly places: readonly LivePlace[];
  /** The places that ended, newest first. */
  readonly past: readonly LivePastPlace[];
}

function tableName(state: WaitlistState, tableId: string): string {
  return state.tables[tableId]?.name ?? "a table";
}

function callOf(state: WaitlistState, entry: Entry): LiveCall | null {
  return entry.call ? { table: tableName(state, entry.call.tableId), seat: entry.call.seat } : null;
}

function listsInOrder(state: WaitlistState): GameList[] {
  return Object.values(state.lists).sort((a, b) => a.openedAt - b.openedAt || a.id.localeCompare(b.id));
}

/** The room's lists for the phones: the board's, by initials, each list by its key. */
export function liveView(state: WaitlistState, keyOf: ListKey, unlisted: readonly UnlistedTable[] = []): WaitlistLiveView {
  return {
    remoteJoin: state.options.remoteJoin,
    unlisted: unlistedGames(state, unlisted),
    games: listsInOrder(state).map((list) => {
      const tables = tablesOf(state, list.id).map((t) => ({ name: t.name, openSeats: openSeats(state, t.tableId).length }));
      return {
        key: keyOf(list),
        game: list.game,
        stakes: list.stakes,
        interest: tables.length === 0,
        tables,
        openSeats: tables.reduce((n, t) => n + t.openSeats, 0),
        waiting: queueEntries(state, `list:${list.id}`).map((e, i) => ({ position: i + 1, initials: e.initials, called: callOf(state, e), onTheWay: notCheckedIn(e) })),
        mustMove: queueEntries(state, `must-move:${list.id}`).length,
      };
    }),
  };
}

/** The list a place belongs to: its own list, or for a seat change the list its table deals. */
function listOf(state: WaitlistState, entry: Entry): GameList | undefined {
  const q = entry.queue;
  return state.lists[q.kind === "seat-change" ? (state.tables[q.tableId]?.listId ?? "") : q.listId];
}

/** A code's places in line: every entry holding its seed, and the places of it that ended. */
export function livePlaces(state: WaitlistState, seed: string, keyOf: ListKey): WaitlistLivePlaces {
  const places: LivePlace[] = [];
  for (const list of listsInOrder(state)) {
    for (const key of [`list:${list.id}`, `must-move:${list.id}`]) {
      const queue = queueEntries(state, key);
      queue.forEach((entry, i) => {
        if (entry.codeSeed === seed) places.push(placeOf(state, entry, list, i + 1, queue.length, keyOf));
      });
    }
  }
  for (const entry of Object.values(state.entries)) {
    if (entry.codeSeed !== seed || entry.queue.kind !== "seat-change") continue;
    const list = listOf(state, entry);
    const queue = queueEntries(state, `seat-change:${entry.queue.tableId}`);
    if (list) places.push(placeOf(state, entry, list, queue.findIndex((e) => e.id === entry.id) + 1, queue.length, keyOf));
  }
  return { places, past: state.pastPlaces.filter((p) => p.seed === seed).map((p) => ({ list: p.list, end: p.end, at: p.at })) };
}

function placeOf(state: WaitlistState, entry: Entry, list: GameList, position: number, of: number, keyOf: ListKey): LivePlace {
  const q = entry.queue;
  const call = callOf(state, entry);
  return {
    key: keyOf(list),
    game: list.game,
    stakes: list.stakes,
    initials: entry.initials,
    queue: q.kind,
    position,
    of,
    status: entry.status,
    call: call && entry.call ? { ...call, expiresAt: entry.call.expiresAt } : null,
    remote: entry.remote ? { lapsesAt: entry.remote.lapsesAt, checkedIn: entry.remote.checkedInAt !== null } : null,
    waitsForCheckIn: notCheckedIn(entry) && state.options.remoteCall === "after-check-in",
    playingAt: q.kind === "list" ? null : { table: tableName(state, q.tableId), seat: q.seat },
  };
}
