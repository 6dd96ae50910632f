/** A seat held for a player away from the table (docs/waitlist.md). */
import { accept, MINUTE, refuse, type CommandHandlers } from "./decision";
import { seatName } from "./order";
import { seatKey } from "./state";

/** A seat held for a player away from the table. */
export const AWAY_COMMANDS: CommandHandlers<"mark-away" | "player-back" | "release-away"> = {
  "mark-away"(state, command, now) {
    const table = state.tables[command.tableId];
    if (!table) return refuse("TABLE_NOT_OPEN", `Table ${command.tableId} is not open on the lists.`);
    if (command.seat > table.occupied.length || !table.occupied[command.seat - 1]) return refuse("SEAT_EMPTY", `${seatName(table, command.seat)} is empty.`);
    if (state.away[seatKey(table.tableId, command.seat)]) return refuse("ALREADY_AWAY", `${seatName(table, command.seat)} is already held for a player away.`);
    const minutes = command.minutes ?? state.options.awayMinutes;
    return accept({ type: "AwayStarted", tableId: table.tableId, seat: command.seat, since: now, until: now + minutes * MINUTE });
  },

  "player-back"(state, command, now) {
    if (!state.away[seatKey(command.tableId, command.seat)]) return refuse("NOT_AWAY", `Seat ${command.seat} is not held for a player away.`);
    return accept({ type: "AwayEnded", tableId: command.tableId, seat: command.seat, at: now, why: "back" });
  },

  "release-away"(state, command, now) {
    const away = state.away[seatKey(command.tableId, command.seat)];
    if (!away || (command.since !== undefined && command.since !== away.since)) return refuse("NOT_AWAY", `Seat ${command.seat} is not held for a player away.`);
    return accept({ type: "AwaySeatReleased", tableId: command.tableId, seat: command.seat, at: now });
  },
};
