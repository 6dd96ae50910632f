/**
 * What the tables must do for a command of the lists, as the tables' own commands: seating a
 * called player is the table's `seat-player` (so the tablet shows them seated); a must-move or a
 * seat change first frees the seat the player leaves (`unseat-player`); an away seat released is
 * the table's `unseat-player`. Each step has an id made from the call (or the away time) it
 * belongs to, so doing it again after a lost answer or a restart is answered by the table as done,
 * never applied twice.
 */
import type { WaitlistCommand } from "./commands";
import { seatKey, type WaitlistState } from "./state";

export type TableStepCommand = { readonly type: "seat-player"; readonly seat: number; readonly name: string } | { readonly type: "unseat-player"; readonly seat: number };

export interface TableStep {
  readonly tableId: string;
  readonly command: TableStepCommand;
  /** The table command's id: the same for every attempt at this step. */
  readonly id: string;
}

export interface TablePlan {
  readonly steps: readonly TableStep[];
  /** When the last step is refused after the first went through: put the player back where they were. */
  readonly undo: readonly TableStep[];
}

const NOTHING: TablePlan = { steps: [], undo: [] };

export function tablePlan(state: WaitlistState, command: WaitlistCommand, stream: string): TablePlan {
  if (command.type === "seat-player") {
    const entry = state.entries[command.entryId];
    const call = entry?.call;
    if (!entry || !call) return NOTHING;
    const base = `waitlist:${stream}:${entry.id}:call-${call.no}`;
    const seat: TableStep = { tableId: call.tableId, command: { type: "seat-player", seat: call.seat, name: entry.name }, id: `${base}:seat` };
    if (entry.queue.kind === "list") return { steps: [seat], undo: [] };
    const from = { tableId: entry.queue.tableId, seat: entry.queue.seat };
    // A player is seated once per table (the rotation refuses a name twice), so the old seat is freed first.
    return {
      steps: [{ tableId: from.tableId, command: { type: "unseat-player", seat: from.seat }, id: `${base}:leave` }, seat],
      undo: [{ tableId: from.tableId, command: { type: "seat-player", seat: from.seat, name: entry.name }, id: `${base}:back` }],
    };
  }
  if (command.type === "release-away") {
    const away = state.away[seatKey(command.tableId, command.seat)];
    if (!away) return NOTHING;
    return { steps: [{ tableId: away.tableId, command: { type: "unseat-player", seat: away.seat }, id: `waitlist:${stream}:away:${away.tableId}:${away.seat}:${away.since}` }], undo: [] };
  }
  return NOTHING;
}
