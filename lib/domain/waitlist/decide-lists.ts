/** The lists and the tables that deal their games (docs/waitlist.md). */
import type { WaitlistEvent } from "./events";
import { sameName } from "./compare";
import { seated } from "./decide-calls";
import { accept, listFor, refuse, type CommandHandlers, type WaitlistDecision } from "./decision";
import { listLabel, queueEntries, tablesOf, type WaitlistState } from "./state";
import { seatName } from "./order";
import { wrongGame } from "./table-game";

/** The lists and the tables dealing their games: opened, closed, the seats as a table shows them, the room's options. */
export const LIST_AND_TABLE_COMMANDS: CommandHandlers<"open-list" | "open-list-for-table" | "close-list" | "open-table" | "close-table" | "observe-seats" | "configure"> = {
  "open-list"(state, command, now) {
    const existing = listFor(state, command.game, command.stakes);
    if (existing) return refuse("LIST_EXISTS", `There is already a list for ${listLabel(existing)}.`);
    return accept({ type: "ListOpened", listId: `l${state.counters.list + 1}`, game: command.game, gameId: command.gameId ?? null, stakes: command.stakes, openTableAt: command.openTableAt ?? null, at: now });
  },

  "open-list-for-table"(state, command, now) {
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
  },

  "close-list"(state, command, now) {
    const list = state.lists[command.listId];
    if (!list) return refuse("UNKNOWN_LIST", "That list is closed already.");
    const tables = tablesOf(state, list.id);
    if (tables.length) return refuse("LIST_HAS_TABLES", `${listLabel(list)} still has ${tables.map((t) => t.name).join(", ")}: close the table first.`);
    const players = queueEntries(state, `list:${list.id}`).length + queueEntries(state, `must-move:${list.id}`).length;
    if (players) return refuse("LIST_HAS_PLAYERS", `${players} player${players === 1 ? " is" : "s are"} still on ${listLabel(list)}: seat, move or take them off first.`);
    return accept({ type: "ListClosed", listId: list.id, at: now });
  },

  "open-table"(state, command, now) {
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
  },

  "close-table"(state, command, now) {
    const table = state.tables[command.tableId];
    if (!table) return refuse("TABLE_NOT_OPEN", `Table ${command.tableId} is not open on the lists.`);
    const called = Object.values(state.entries).find((e) => e.call?.tableId === table.tableId);
    if (called) return refuse("CALL_PENDING", `${called.name} is called to ${seatName(table, called.call!.seat)}: finish the call first.`);
    const staying = [...queueEntries(state, `seat-change:${table.tableId}`), ...queueEntries(state, `must-move:${table.listId}`).filter((e) => e.queue.kind === "must-move" && e.queue.tableId === table.tableId)];
    return accept(...staying.map((e): WaitlistEvent => ({ type: "PlayerRemoved", entryId: e.id, reason: "table-closed", at: now })), { type: "TableClosed", tableId: table.tableId, at: now });
  },

  "observe-seats"(state, command, now) {
    return observeSeats(state, command.tableId, command.occupied, command.names, now);
  },

  "configure"(state, command, now) {
    const options = { ...state.options, ...command.options };
    if (JSON.stringify(options) === JSON.stringify(state.options)) return accept();
    return accept({ type: "OptionsChanged", options, at: now });
  },
};

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
