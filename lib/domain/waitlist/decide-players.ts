/** Players on the lists (docs/waitlist.md). */
import type { WaitlistEvent } from "./events";
import { sameName } from "./compare";
import { accept, byNumber, entryOf, isRefusal, MINUTE, onListWithSeed, refuse, type CommandHandlers } from "./decision";
import { initialsOf, typedInitials } from "./initials";
import { seatName } from "./order";
import { listLabel, notCheckedIn, queueEntries } from "./state";

/** Players on the lists: added at the desk or from a phone, checked in, given a new code, moved, taken off; seat-change and must-move players. */
export const PLAYER_COMMANDS: CommandHandlers<"add-player" | "remote-join" | "check-in" | "new-code" | "leave-list" | "lapse-remote" | "add-seat-change" | "add-must-move" | "move-player" | "remove-player"> = {
  "add-player"(state, command, now) {
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
  },

  "remote-join"(state, command, now) {
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
  },

  "check-in"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    if (!entry.remote) return refuse("NOT_REMOTE", `${entry.name} was added at the desk: there is nothing to check in.`);
    if (entry.remote.checkedInAt !== null) return refuse("ALREADY_CHECKED_IN", `${entry.name} is checked in already.`);
    return accept({ type: "RemoteCheckedIn", entryId: entry.id, at: now });
  },

  "new-code"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    // Every entry of the player changes code at once: the old code stops working everywhere.
    const entryIds = entry.codeSeed ? Object.values(state.entries).filter((e) => e.codeSeed === entry.codeSeed).map((e) => e.id).sort(byNumber) : [entry.id];
    return accept({ type: "CodeIssued", entryIds, codeSeed: command.codeSeed, at: now });
  },

  "leave-list"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, "You are no longer on that list.");
    return accept({ type: "PlayerRemoved", entryId: entry.id, reason: "self", at: now });
  },

  "lapse-remote"(state, command, now) {
    const entry = state.entries[command.entryId];
    // Checked in, gone, or called meanwhile (the call's own timer decides then): nothing lapses.
    if (!entry || !notCheckedIn(entry) || entry.remote!.lapsesAt !== command.lapsesAt || entry.status !== "waiting") return refuse("NOT_DUE", "That player checked in or left the list already.");
    return accept({ type: "PlayerRemoved", entryId: entry.id, reason: "lapsed", at: now });
  },

  "add-seat-change"(state, command, now) {
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
  },

  "add-must-move"(state, command, now) {
    const table = state.tables[command.tableId];
    if (!table) return refuse("TABLE_NOT_OPEN", `Table ${command.tableId} is not open for a game on the lists.`);
    if (table.role !== "must-move") return refuse("NOT_MUST_MOVE", `${table.name} is a main game, not a must-move game.`);
    if (command.seat > table.occupied.length) return refuse("NO_SUCH_SEAT", `${table.name} has ${table.occupied.length} seats.`);
    if (!table.occupied[command.seat - 1]) return refuse("SEAT_EMPTY", `${seatName(table, command.seat)} is empty: seat the player first.`);
    if (queueEntries(state, `must-move:${table.listId}`).some((e) => e.queue.kind === "must-move" && e.queue.tableId === table.tableId && e.queue.seat === command.seat)) {
      return refuse("ALREADY_ON_LIST", `${seatName(table, command.seat)} is on the must-move list already.`);
    }
    return accept({ type: "MustMoveAdded", entryId: `p${state.counters.entry + 1}`, listId: table.listId, tableId: table.tableId, seat: command.seat, name: command.name, initials: initialsOf(command.name), at: now });
  },

  "move-player"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    if (entry.queue.kind !== "list") return refuse("NOT_ON_A_LIST", `${entry.name} is seated at a table: only a waiting player moves to another list.`);
    if (entry.status !== "waiting") return refuse("CALLED", `${entry.name} is called: finish the call first.`);
    const to = state.lists[command.listId];
    if (!to) return refuse("UNKNOWN_LIST", "That list is closed.");
    if (to.id === entry.queue.listId) return refuse("SAME_LIST", `${entry.name} is on ${listLabel(to)} already.`);
    if (queueEntries(state, `list:${to.id}`).some((e) => sameName(e.name, entry.name))) return refuse("ALREADY_ON_LIST", `${entry.name} is already on ${listLabel(to)}.`);
    return accept({ type: "PlayerMoved", entryId: entry.id, fromListId: entry.queue.listId, toListId: to.id, at: now });
  },

  "remove-player"(state, command, now) {
    const entry = entryOf(state, command.entryId);
    if (isRefusal(entry)) return refuse(entry.code, entry.message);
    return accept({ type: "PlayerRemoved", entryId: entry.id, reason: command.reason, at: now });
  },
};
