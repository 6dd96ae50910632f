/**
 * "Only one collection schedule option ... shall be used at a table at any one time" (seed 000 L132,
 * seed 004 L64 and L2142). The server keeps table assignments; these helpers keep them lawful.
 */
import { formatCents, type Cents } from "../money";
import { FeeError } from "./fee-error";
import type { ScheduleOption } from "./schedule";

export interface TableOptionAssignment {
  readonly tableId: string;
  readonly scheduleId: string;
  readonly optionId: string;
  readonly active: boolean;
}

/** Throws when any table has more than one active schedule option. */
export function assertOneActiveOption(assignments: readonly TableOptionAssignment[]): void {
  const active = new Map<string, string[]>();
  for (const a of assignments) {
    if (!a.active) continue;
    active.set(a.tableId, [...(active.get(a.tableId) ?? []), `${a.scheduleId} option ${a.optionId}`]);
  }
  const clashes = [...active].filter(([, opts]) => opts.length > 1);
  if (clashes.length > 0) {
    throw new FeeError(
      `only one schedule option may be used at a table at a time: ${clashes.map(([t, opts]) => `table ${t} has ${opts.join(", ")}`).join("; ")}`,
    );
  }
}

/** The table's active option, or null when it has none (a table without one may not deal). */
export function activeOptionOf(assignments: readonly TableOptionAssignment[], tableId: string): TableOptionAssignment | null {
  assertOneActiveOption(assignments);
  return assignments.find((a) => a.tableId === tableId && a.active) ?? null;
}

/**
 * Makes `next` the table's only active option. Fees are fixed before a hand starts (seed 004 L63,
 * L2143), so a change is refused while a round is in progress; it applies from the next round.
 */
export function activateOption(
  assignments: readonly TableOptionAssignment[],
  next: Omit<TableOptionAssignment, "active">,
  roundInProgress: boolean,
): TableOptionAssignment[] {
  if (roundInProgress) throw new FeeError(`table ${next.tableId}: the schedule option cannot change during a round`);
  const others = assignments.filter((a) => !(a.tableId === next.tableId && a.scheduleId === next.scheduleId && a.optionId === next.optionId));
  const result = [...others.map((a) => (a.tableId === next.tableId ? { ...a, active: false } : a)), { ...next, active: true }];
  assertOneActiveOption(result);
  return result;
}

/**
 * Where a filing gives only the range a room's limit must fall in (seed 004: "Minimum wagering
 * limits shall be between $5 and $100"), the limit the room posts must respect it.
 */
export function assertTableLimitAllowed(option: ScheduleOption, limit: { readonly min: Cents; readonly max: Cents | null }): void {
  const l = option.limit;
  const bad = (why: string) => new FeeError(`${option.scheduleId} option ${option.id}: ${why}`);
  if (limit.max !== null && limit.max < limit.min) throw bad("table maximum is below the minimum");
  if (l.kind === "poker") throw bad("a poker option is keyed by its betting structure, not a spot limit");
  if (l.kind === "spot") {
    if (limit.min !== l.min || limit.max !== l.max) throw bad(`the option's table limit is ${formatCents(l.min)}-${l.max === null ? "No Limit" : formatCents(l.max)}`);
    return;
  }
  if (l.min !== null && (limit.min < l.min.from || limit.min > l.min.to)) {
    throw bad(`minimum must be between ${formatCents(l.min.from)} and ${formatCents(l.min.to)}`);
  }
  if (l.max !== null && (limit.max === null || limit.max < l.max.from || limit.max > l.max.to)) {
    throw bad(`maximum must be between ${formatCents(l.max.from)} and ${formatCents(l.max.to)}`);
  }
}
