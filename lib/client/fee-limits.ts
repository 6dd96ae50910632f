/**
 * Whether a table's limits fit its fee schedule option. An option with a printed table limit is filed
 * for that limit only; a "room-sets" option bounds the limits a room may post (docs/rules-decisions/fees.md
 * O2, `assertTableLimitAllowed`). The admin screens say so in plain words as the admin types.
 */
import { assertTableLimitAllowed } from "@/lib/domain/fees/active-option";
import { getSchedule, isFeeScheduleId } from "@/lib/domain/fees/registry";
import type { ScheduleOption } from "@/lib/domain/fees/schedule";
import { dollars } from "./dollars";
import { limitsForOption } from "@/lib/domain/table/common/settings";

function optionOf(scheduleId: string, optionId: string, data: unknown): Pick<ScheduleOption, "scheduleId" | "id" | "limit"> | null {
  if (!isFeeScheduleId(scheduleId)) return null;
  const schedule = getSchedule(scheduleId);
  if (schedule.kind === "printed") return schedule.options.find((o) => o.id === optionId) ?? null;
  // A room-entered option: its limit as the room typed it (validated in full by the server).
  const limit = (data as { limit?: unknown } | null | undefined)?.limit as ScheduleOption["limit"] | undefined;
  if (!limit || typeof limit !== "object" || !("kind" in limit)) return null;
  return { scheduleId, id: optionId, limit };
}

/**
 * A plain sentence when `limits` do not fit the option (or null when they do, or cannot be told):
 * "Fee option 2 is filed for $5.00–$50.00 per spot; this table posts $5.00–$100.00."
 */
export function feeLimitMismatch(scheduleId: string, optionId: string, data: unknown, limits: { min: number | null; max: number | null }): string | null {
  if (limits.min === null || limits.max === null) return null;
  const option = optionOf(scheduleId, optionId, data);
  if (!option || option.limit.kind === "poker") return null;
  try {
    assertTableLimitAllowed(option as ScheduleOption, { min: limits.min, max: limits.max });
    return null;
  } catch (error) {
    const l = option.limit;
    const posted = `${dollars(limits.min)}–${dollars(limits.max)}`;
    if (l.kind === "spot") return `Fee option ${optionId} is filed for ${dollars(l.min)}–${l.max === null ? "no limit" : dollars(l.max)} per spot; this table posts ${posted}.`;
    const why = (error as Error).message.replace(/^[^:]*:\s*/, "");
    return `Fee option ${optionId} does not allow the limits ${posted}: ${why}.`;
  }
}

/**
 * What a supervisor's change to a printed option does to the table's limits, as the table decides it
 * (`limitsForOption`): an option printed for one limit brings it ("Option 4 is filed for
 * $10.00–$200.00 per spot: the table's limits become that."); an option that only bounds the limits
 * keeps them when they fit (null), else the table refuses the change and the note says why.
 */
export function printedOptionChange(scheduleId: string, optionId: string, limits: { min: number; max: number }): { note: string; refused: boolean } | null {
  if (!isFeeScheduleId(scheduleId)) return null;
  const schedule = getSchedule(scheduleId);
  const option = schedule.kind === "printed" ? schedule.options.find((o) => o.id === optionId) : undefined;
  if (!option) return null;
  let next: { min: number; max: number };
  try {
    next = limitsForOption(option, limits);
  } catch (error) {
    return { note: `Option ${optionId}: ${(error as Error).message.replace(/^[^:]*option [^:]*: /, "")}.`, refused: true };
  }
  if (next.min === limits.min && next.max === limits.max) return null;
  return { note: `Option ${optionId} is filed for ${dollars(next.min)}–${dollars(next.max)} per spot: the table's limits become ${dollars(next.min)}–${dollars(next.max)} from the next round.`, refused: false };
}
