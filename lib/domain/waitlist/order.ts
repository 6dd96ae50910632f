/**
 * Who may be called to a seat, and who is next. An open seat at a table goes, in the room's order
 * (options.ts), to the table's own seat-change requests, the game's must-move players (main tables
 * only) and the game's waiting list, each first come first served. A player passed over for a seat
 * (they missed its call) is skipped for that seat until somebody fills it.
 */
import { callHolding, listLabel, notCheckedIn, queueEntries, seatKey, type Entry, type LinkedTable, type WaitlistState } from "./state";

export interface Refusal {
  readonly code: string;
  readonly message: string;
}

export function seatName(table: Pick<LinkedTable, "name">, seat: number): string {
  return `${table.name} seat ${seat}`;
}

/** Why this seat cannot be called now, or null when it is open. */
export function seatRefusal(state: WaitlistState, tableId: string, seat: number): Refusal | null {
  const table = state.tables[tableId];
  if (!table) return { code: "TABLE_NOT_OPEN", message: `Table ${tableId} is not open for a game on the lists: open it for a game first.` };
  if (seat > table.occupied.length) return { code: "NO_SUCH_SEAT", message: `${table.name} has ${table.occupied.length} seats.` };
  if (table.occupied[seat - 1]) return { code: "SEAT_TAKEN", message: `${seatName(table, seat)} is taken.` };
  const holder = callHolding(state, tableId, seat);
  if (holder) return { code: "SEAT_CALLED", message: `${seatName(table, seat)} is already called for ${holder.initials}.` };
  return null;
}

/** Why this player cannot be called to this (open) seat, or null when they can. */
export function callRefusal(state: WaitlistState, entry: Entry, tableId: string, seat: number): Refusal | null {
  const table = state.tables[tableId]!;
  if (entry.status !== "waiting") {
    const where = entry.call ? ` to ${seatName(state.tables[entry.call.tableId] ?? { name: entry.call.tableId }, entry.call.seat)}` : "";
    return { code: "ALREADY_CALLED", message: `${entry.name} is already called${where}.` };
  }
  // W18: a player who joined from a phone keeps their place but is called once they are at the desk.
  if (notCheckedIn(entry) && state.options.remoteCall === "after-check-in") {
    return { code: "NOT_CHECKED_IN", message: `${entry.name} joined from a phone and is not checked in yet: check them in when they come to the desk.` };
  }
  const queue = entry.queue;
  switch (queue.kind) {
    case "list": {
      if (table.listId !== queue.listId) return { code: "WRONG_GAME", message: `${table.name} deals ${gameOf(state, table.listId)}; ${entry.name} waits for ${gameOf(state, queue.listId)}.` };
      return null;
    }
    case "must-move": {
      if (table.listId !== queue.listId || table.role !== "main") return { code: "WRONG_GAME", message: `${entry.name} moves to a main table of ${gameOf(state, queue.listId)}.` };
      return null;
    }
    case "seat-change": {
      if (tableId !== queue.tableId) return { code: "WRONG_TABLE", message: `${entry.name} asked for another seat at ${state.tables[queue.tableId]?.name ?? queue.tableId}.` };
      if (seat === queue.seat) return { code: "SAME_SEAT", message: `${entry.name} is in seat ${seat} already.` };
      if (queue.wants !== null && queue.wants !== seat) return { code: "OTHER_SEAT", message: `${entry.name} asked for seat ${queue.wants}.` };
      return null;
    }
  }
}

function gameOf(state: WaitlistState, listId: string): string {
  const list = state.lists[listId];
  return list ? listLabel(list) : (state.listNames[listId] ?? "another game");
}

/** The players who could take this seat, in the order they are called. */
export function candidatesFor(state: WaitlistState, tableId: string, seat: number): Entry[] {
  const table = state.tables[tableId];
  if (!table) return [];
  const key = seatKey(tableId, seat);
  const can = (e: Entry) => !e.passedOver.includes(key) && callRefusal(state, e, tableId, seat) === null;
  const seatChanges = queueEntries(state, `seat-change:${tableId}`).filter(can);
  const mustMoves = table.role === "main" ? queueEntries(state, `must-move:${table.listId}`).filter(can) : [];
  const waiting = queueEntries(state, `list:${table.listId}`).filter(can);
  const game = state.options.mustMoveFirst ? [...mustMoves, ...waiting] : [...waiting, ...mustMoves];
  return state.options.seatChangeFirst ? [...seatChanges, ...game] : [...game, ...seatChanges];
}

/** The next player for this seat, or undefined when nobody on the lists can take it. */
export function nextFor(state: WaitlistState, tableId: string, seat: number): Entry | undefined {
  if (seatRefusal(state, tableId, seat)) return undefined;
  return candidatesFor(state, tableId, seat)[0];
}
