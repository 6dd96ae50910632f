/**
 * The commands the server gives by itself at a time: a call not answered in time is missed, an away
 * seat whose time ran out is released, a player who joined from a phone and did not check in lapses. Each names the call or away time it was armed for, so a
 * timer that fires late never touches a later call. `id`: the command id of that one firing.
 */
import type { WaitlistCommand } from "./commands";
import { notCheckedIn, type WaitlistState } from "./state";

export interface WaitlistTimer {
  readonly at: number;
  readonly command: WaitlistCommand;
  readonly id: string;
}

export function waitlistTimers(state: WaitlistState): WaitlistTimer[] {
  const timers: WaitlistTimer[] = [];
  for (const entry of Object.values(state.entries)) {
    if (entry.status !== "called" || !entry.call) continue;
    timers.push({ at: entry.call.expiresAt, command: { type: "miss-call", entryId: entry.id, call: entry.call.no }, id: `timer:miss:${entry.id}:${entry.call.no}` });
  }
  for (const entry of Object.values(state.entries)) {
    // A called player's call runs first; the entry lapses once the call is over.
    if (!notCheckedIn(entry) || entry.status !== "waiting") continue;
    const lapsesAt = entry.remote!.lapsesAt;
    timers.push({ at: lapsesAt, command: { type: "lapse-remote", entryId: entry.id, lapsesAt }, id: `timer:lapse:${entry.id}:${lapsesAt}` });
  }
  for (const away of Object.values(state.away)) {
    timers.push({ at: away.until, command: { type: "release-away", tableId: away.tableId, seat: away.seat, since: away.since }, id: `timer:away:${away.tableId}:${away.seat}:${away.since}` });
  }
  return timers.sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
}
