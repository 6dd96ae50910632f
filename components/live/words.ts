/** The words of the players' phone page (/live): places in line, calls, times, how a place ended. */
import type { LivePlace, PlaceEnd } from "@/lib/domain/waitlist";
import { boardStakes, shortTable } from "@/components/waitlist/format";

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** A time of day in the room's zone, as a player reads it: "8:45 PM". */
export function clockTime(at: number, timeZone: string): string {
  return new Date(at).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone });
}

/** A call's time left: "2:41", or "time is up". */
export function timeLeft(ms: number): string {
  if (ms <= 0) return "time is up";
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/** A list's stakes as a phone shows them: the structure, and the blinds when posted ("$3 – $6 limit · Blinds $1 / $3"). */
export function stakesWords(stakes: string): string {
  const { limit, blinds } = boardStakes(stakes);
  return blinds ? `${limit} · ${blinds}` : limit;
}

/** "Table 25" of "Table 25 · Texas Hold'em (Kings)". */
export const tableWords = shortTable;

/** "1 open seat", "no open seat". */
export function openSeatsWords(n: number): string {
  return n === 0 ? "no open seat" : n === 1 ? "1 open seat" : `${n} open seats`;
}

/** Where the player stands, in one line: "You are next", "3rd in line of 7", "2nd to move to the main game". */
export function positionWords(place: Pick<LivePlace, "position" | "of" | "queue">): string {
  if (place.queue === "must-move") return `${ordinal(place.position)} to move to the main game`;
  if (place.queue === "seat-change") return `${ordinal(place.position)} for a seat change`;
  if (place.position === 1) return "You are next";
  return `${ordinal(place.position)} in line`;
}

const REMOVED: Readonly<Record<string, string>> = {
  self: "You took yourself off",
  lapsed: "Taken off: you did not check in at the desk in time",
  "missed-calls": "Taken off: the call was not answered",
  left: "Taken off by the desk",
  declined: "Taken off: you declined the seat",
  floor: "Taken off by the desk",
  "left-table": "Ended: you left the table",
  "table-closed": "Ended: the table closed",
};

/** How a place ended, for its player. */
export function endWords(end: PlaceEnd): string {
  if (end.kind === "seated") return `Seated at ${tableWords(end.table)} seat ${end.seat}`;
  return REMOVED[end.reason] ?? "Taken off the list";
}
