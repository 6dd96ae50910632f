/** A seat's call: a player called, answering or missing the call, seated (docs/waitlist.md). */
import type { WaitlistEvent } from "./events";
import { accept, entryOf, isRefusal, MINUTE, refuse, type CommandHandlers } from "./decision";
import { callRefusal, candidatesFor, seatName, seatRefusal } from "./order";
import type { Entry, WaitlistState } from "./state";

export function callEvent(state: WaitlistState, entry: Entry, tableId: string, seat: number, now: number): WaitlistEvent {
  return { type: "PlayerCalled", entryId: entry.id, call: state.counters.call + 1, tableId, seat, at: now, expiresAt: now + state.options.callMinutes * MINUTE };
}

/** The seat a player leaves when seated from a must-move game or a seat change. */
function seatLeft(entry: Entry): { tableId: string; seat: number } | null {
  return entry.queue.kind === "list" ? null : { tableId: entry.queue.tableId, seat: entry.queue.seat };
}

export function seated(state: WaitlistState, entry: Entry, at: number): WaitlistEvent {
  const call = entry.call!;
  const table = state.tables[call.tableId];
  return { type: "PlayerSeated", entryId: entry.id, call: call.no, tableId: call.tableId, seat: call.seat, from: seatLeft(entry), mustMove: entry.queue.kind === "list" && table?.role === "must-move", at };
}

/** A seat's call: a player called, answering or missing the call, seated. */
export const CALL_COMMANDS: CommandHandlers<"call-player" | "call-next" | "answer-call" | "miss-call" | "seat-player"> = {
  "call-player"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    const problem = seatRefusal(state, command.tableId, command.seat) ?? callRefusal(state, entry, command.tableId, command.seat);
    if (problem) return refuse(problem.code, problem.message);
    return accept(callEvent(state, entry, command.tableId, command.seat, now));
  },

  "call-next"(state, command, now) {
    const problem = seatRefusal(state, command.tableId, command.seat);
    if (problem) return refuse(problem.code, problem.message);
    const next = candidatesFor(state, command.tableId, command.seat)[0];
    if (!next) return refuse("NOBODY_WAITING", `Nobody on the lists can take ${seatName(state.tables[command.tableId]!, command.seat)}.`);
    return accept(callEvent(state, next, command.tableId, command.seat, now));
  },

  "answer-call"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    if (entry.status === "answered") return refuse("ALREADY_ANSWERED", `${entry.name} answered already: seat them.`);
    if (entry.status !== "called" || !entry.call) return refuse("NOT_CALLED", `${entry.name} has not been called.`);
    return accept({ type: "CallAnswered", entryId: entry.id, call: entry.call.no, at: now });
  },

  "miss-call"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    if (!entry.call || (command.call !== undefined && command.call !== entry.call.no)) return refuse("CALL_OVER", `That call of ${entry.name} is over already.`);
    if (entry.status === "answered") return refuse("ALREADY_ANSWERED", `${entry.name} answered the call: seat them, or take them off the list.`);
    // Players already at a table (must-move, seat change) keep their place: they are not lost to the room.
    const removed = entry.queue.kind === "list" && (state.options.missedCall === "remove" || entry.misses + 1 > state.options.missesAllowed);
    return accept({ type: "CallMissed", entryId: entry.id, call: entry.call.no, at: now, outcome: removed ? "removed" : "keeps-place" });
  },

  "seat-player"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    if (!entry.call) return refuse("NOT_CALLED", `${entry.name} has not been called to a seat: call them first.`);
    const table = state.tables[entry.call.tableId];
    if (!table) return refuse("TABLE_NOT_OPEN", `Table ${entry.call.tableId} is no longer open on the lists.`);
    if (table.occupied[entry.call.seat - 1]) return refuse("SEAT_TAKEN", `${seatName(table, entry.call.seat)} is taken.`);
    return accept(seated(state, entry, now));
  },
};
