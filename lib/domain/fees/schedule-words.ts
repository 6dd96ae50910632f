/** A fee schedule and option as people say them: by the schedule's title, never its id. */
import { getSchedule } from "./registry";

/** "Fortune 7 Baccarat fee schedule (Mortimer's)"; an id this system does not know, as stored (nothing hidden). */
export function scheduleTitle(scheduleId: string): string {
  try {
    const s = getSchedule(scheduleId);
    return `${s.title} fee schedule${s.room ? ` (${s.room})` : ""}`;
  } catch {
    return scheduleId;
  }
}

/** "Fortune 7 Baccarat fee schedule, option 3". */
export function feeOptionWords(scheduleId: string, optionId: string): string {
  return `${scheduleTitle(scheduleId)}, option ${optionId}`;
}
