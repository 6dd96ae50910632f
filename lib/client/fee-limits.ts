/**
 * Whether a table's limits fit its fee schedule option. An option with a printed table limit is filed
 * for that limit only; a "room-sets" option bounds the limits a room may post (docs/rules-decisions/fees.md
 * O2, `assertTableLimitAllowed`). The admin screens say so in plain words as the admin types.
 */
import { assertTableLimitAllowed } from "@/lib/domain/fees/active-option";
import { getSchedule, isFeeScheduleId } from "@/lib/domain/fees/registry";
import type { ScheduleOption } from "@/lib/domain/fees/schedule";
import { dollars } from "./dollars";

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
 * What a supervisor's change to a printed option does to the table's limits: an option printed for
 * one limit brings it ("Option 4 is filed for $10.00–$200.00 per spot: the table's limits become
 * that."); an option that only bounds the limits keeps them when they fit (null), else the sentence
 * of `feeLimitMismatch` (the table refuses the change).
 */
export function printedOptionChange(scheduleId: string, optionId: string, limits: { min: number; max: number }): { note: string; refused: boolean } | null {
  const option = optionOf(scheduleId, optionId, null);
  if (!option) return null;
  const l = option.limit;
  if (l.kind === "spot") {
    if (l.max === null) return { note: `Option ${optionId} prints no table maximum: an admin sets the table's limits with it.`, refused: true };
    if (l.min === limits.min && l.max === limits.max) return null;
    return { note: `Option ${optionId} is filed for ${dollars(l.min)}–${dollars(l.max)} per spot: the table's limits become ${dollars(l.min)}–${dollars(l.max)} from the next round.`, refused: false };
  }
  const mismatch = feeLimitMismatch(scheduleId, optionId, null, limits);
  return mismatch ? { note: `${mismatch} An admin changes the table's limits first.`, refused: true } : null;
}
