/**
 * What each screen gets of the lists. The floor's view has everything the floor works with (names,
 * the phone for a text page, calls and their timers, the open seats with who is next). The board's
 * view is for the players' wall: games, their tables' open seats, and each list's initials in
 * order with the called players marked; never a name, never a phone number.
 */
import { candidatesFor } from "./order";
import type { WaitlistOptions } from "./options";
import { unlistedGames, type LiveUnlistedGame, type UnlistedTable } from "./unlisted";
import { listLabel, openSeats, queueEntries, tablesOf, type Departure, type Entry, type GameList, type LinkedTable, type WaitlistState } from "./state";

export interface FloorCallView {
  readonly no: number;
  readonly tableId: string;
  readonly tableName: string;
  readonly seat: number;
  readonly calledAt: number;
  readonly expiresAt: number;
  readonly answeredAt: number | null;
}

export interface FloorEntryView {
  readonly id: string;
  /** 1 for the first of its list. */
  readonly position: number;
  readonly name: string;
  readonly initials: string;
  readonly phone: string | null;
  readonly status: Entry["status"];
  readonly signedUpAt: number;
  readonly call: FloorCallView | null;
  readonly misses: number;
  /** Where a must-move or seat-change player sits now. */
  readonly seatedAt: { readonly tableId: string; readonly tableName: string; readonly seat: number } | null;
  /** The seat a seat-change player asked for (null: any). */
  readonly wants: number | null;
  /** Joined from a phone: when the entry lapses unless checked in, and when it was checked in. */
  readonly remote: { readonly lapsesAt: number; readonly checkedInAt: number | null } | null;
  /** The player has a code for their phone (the floor can show it). */
  readonly hasCode: boolean;
}

export interface OpenSeatView {
  readonly seat: number;
  /** Who a "Call next" on this seat calls, and from which list. */
  readonly next: { readonly entryId: string; readonly name: string; readonly initials: string; readonly from: Entry["queue"]["kind"] } | null;
}

export interface FloorTableView {
  readonly tableId: string;
  readonly name: string;
  readonly listId: string;
  readonly role: LinkedTable["role"];
  readonly seats: number;
  readonly occupied: number;
  readonly openSeats: readonly OpenSeatView[];
  readonly called: readonly { readonly seat: number; readonly entryId: string; readonly initials: string }[];
  readonly away: readonly { readonly seat: number; readonly since: number; readonly until: number }[];
  readonly seatChanges: readonly FloorEntryView[];
}

export interface FloorListView {
  readonly id: string;
  readonly game: string;
  readonly gameId: string | null;
  readonly stakes: string;
  readonly label: string;
  /** No table deals the game yet: players sign up to start one. */
  readonly interest: boolean;
  readonly openTableAt: number;
  /** "Open another table: 9 waiting", or null. */
  readonly suggestion: string | null;
  readonly tables: readonly FloorTableView[];
  readonly waiting: readonly FloorEntryView[];
  readonly mustMove: readonly FloorEntryView[];
}

export interface WaitlistFloorView {
  readonly lists: readonly FloorListView[];
  readonly departures: readonly Departure[];
  readonly options: WaitlistOptions;
}

export interface BoardCall {
  readonly table: string;
  readonly seat: number;
}

export interface BoardPlayer {
  readonly position: number;
  readonly initials: string;
  readonly called: BoardCall | null;
}

export interface BoardGame {
  readonly id: string;
  readonly game: string;
  readonly stakes: string;
  readonly interest: boolean;
  readonly tables: readonly { readonly name: string; readonly role: LinkedTable["role"]; readonly openSeats: number }[];
  readonly waiting: readonly BoardPlayer[];
  readonly mustMove: readonly BoardPlayer[];
}

export interface WaitlistBoardView {
  readonly games: readonly BoardGame[];
  /** Games dealt at tables no list is for (poker opened without a list), by game and stakes. */
  readonly unlisted: readonly LiveUnlistedGame[];
}

function tableName(state: WaitlistState, tableId: string): string {
  return state.tables[tableId]?.name ?? `Table ${tableId}`;
}

function entryView(state: WaitlistState, entry: Entry, position: number): FloorEntryView {
  const q = entry.queue;
  return {
    id: entry.id,
    position,
    name: entry.name,
    initials: entry.initials,
    phone: entry.phone,
    status: entry.status,
    signedUpAt: entry.signedUpAt,
    call: entry.call ? { ...entry.call, tableName: tableName(state, entry.call.tableId) } : null,
    misses: entry.misses,
    seatedAt: q.kind === "list" ? null : { tableId: q.tableId, tableName: tableName(state, q.tableId), seat: q.seat },
    wants: q.kind === "seat-change" ? q.wants : null,
    remote: entry.remote,
    hasCode: entry.codeSeed !== null,
  };
}

export function thresholdOf(state: WaitlistState, list: GameList): number {
  return list.openTableAt ?? state.options.openTableAt;
}

function suggestion(state: WaitlistState, list: GameList, waiting: number, interest: boolean): string | null {
  if (waiting < thresholdOf(state, list)) return null;
  return interest ? `Enough players to start ${listLabel(list)}: ${waiting} waiting. Open a table.` : `Open another table of ${listLabel(list)}: ${waiting} waiting.`;
}

function tableView(state: WaitlistState, table: LinkedTable): FloorTableView {
  const calls = Object.values(state.entries).filter((e) => e.call?.tableId === table.tableId);
  return {
    tableId: table.tableId,
    name: table.name,
    listId: table.listId,
    role: table.role,
    seats: table.occupied.length,
    occupied: table.occupied.filter(Boolean).length,
    openSeats: openSeats(state, table.tableId).map((seat) => {
      const next = candidatesFor(state, table.tableId, seat)[0];
      return { seat, next: next ? { entryId: next.id, name: next.name, initials: next.initials, from: next.queue.kind } : null };
    }),
    called: calls.map((e) => ({ seat: e.call!.seat, entryId: e.id, initials: e.initials })).sort((a, b) => a.seat - b.seat),
    away: Object.values(state.away)
      .filter((a) => a.tableId === table.tableId)
      .map((a) => ({ seat: a.seat, since: a.since, until: a.until }))
      .sort((a, b) => a.seat - b.seat),
    seatChanges: queueEntries(state, `seat-change:${table.tableId}`).map((e, i) => entryView(state, e, i + 1)),
  };
}

function listsInOrder(state: WaitlistState): GameList[] {
  return Object.values(state.lists).sort((a, b) => a.openedAt - b.openedAt || a.id.localeCompare(b.id));
}

export function floorView(state: WaitlistState): WaitlistFloorView {
  return {
    lists: listsInOrder(state).map((list) => {
      const tables = tablesOf(state, list.id);
      const waiting = queueEntries(state, `list:${list.id}`);
      const interest = tables.length === 0;
      return {
        id: list.id,
        game: list.game,
        gameId: list.gameId,
        stakes: list.stakes,
        label: listLabel(list),
        interest,
        openTableAt: thresholdOf(state, list),
        suggestion: suggestion(state, list, waiting.filter((e) => e.status === "waiting").length, interest),
        tables: tables.map((t) => tableView(state, t)),
        waiting: waiting.map((e, i) => entryView(state, e, i + 1)),
        mustMove: queueEntries(state, `must-move:${list.id}`).map((e, i) => entryView(state, e, i + 1)),
      };
    }),
    departures: state.departures,
    options: state.options,
  };
}

function boardPlayer(state: WaitlistState, entry: Entry, position: number): BoardPlayer {
  return { position, initials: entry.initials, called: entry.call ? { table: tableName(state, entry.call.tableId), seat: entry.call.seat } : null };
}

/**
 * The players' board: built from initials and table names only, so nothing else can leak onto the
 * wall; the running tables no list is for are shown by game, stakes and open seats.
 */
export function boardView(state: WaitlistState, unlisted: readonly UnlistedTable[] = []): WaitlistBoardView {
  return {
    unlisted: unlistedGames(state, unlisted),
    games: listsInOrder(state).map((list) => {
      const tables = tablesOf(state, list.id);
      return {
        id: list.id,
        game: list.game,
        stakes: list.stakes,
        interest: tables.length === 0,
        tables: tables.map((t) => ({ name: t.name, role: t.role, openSeats: openSeats(state, t.tableId).length })),
        waiting: queueEntries(state, `list:${list.id}`).map((e, i) => boardPlayer(state, e, i + 1)),
        mustMove: queueEntries(state, `must-move:${list.id}`).map((e, i) => boardPlayer(state, e, i + 1)),
      };
    }),
  };
}
