/**
 * Shifts: named local time ranges of the room's day ("Day 06:00–14:00", "Graveyard 22:00–06:00"),
 * turned into exact instants in the room's time zone (daylight saving included). A shift belongs
 * to the business day it starts on: the graveyard shift of 2026-11-22 runs from 22:00 on the 22nd
 * to 06:00 on the 23rd. Pure: no clock, no database.
 */
import { z } from "zod";

export interface ShiftDefinition {
  /** Stable id used in URLs and CSV files: "day", "swing", "grave". */
  readonly id: string;
  readonly name: string;
  /** Local start, "HH:MM" (24-hour). */
  readonly start: string;
  /** Local end, "HH:MM"; at or before the start means the shift ends the next day. */
  readonly end: string;
}

export interface ShiftWindow {
  readonly shiftId: string;
  readonly name: string;
  /** The business day the shift starts on, "YYYY-MM-DD" (room's local date). */
  readonly day: string;
  readonly start: Date;
  readonly end: Date;
  /** "Day 2026-11-22 06:00–14:00" */
  readonly label: string;
}

/** California card rooms: Pacific time. A room elsewhere sets its own in admin. */
export const DEFAULT_TIME_ZONE = "America/Los_Angeles";

export const DEFAULT_SHIFTS: readonly ShiftDefinition[] = [
  { id: "day", name: "Day", start: "06:00", end: "14:00" },
  { id: "swing", name: "Swing", start: "14:00", end: "22:00" },
  { id: "grave", name: "Graveyard", start: "22:00", end: "06:00" },
];

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const ShiftDefinitionSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,23}$/, "a shift id is lower-case letters, digits and -"),
  name: z.string().trim().min(1).max(40),
  start: z.string().regex(HHMM, "a time is HH:MM, 24-hour"),
  end: z.string().regex(HHMM, "a time is HH:MM, 24-hour"),
});

export const DayString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a day is YYYY-MM-DD").refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "not a calendar day");

function minutesOf(hhmm: string): number {
  const m = HHMM.exec(hhmm);
  if (!m) throw new RangeError(`not a time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function lengthOf(def: ShiftDefinition): number {
  const start = minutesOf(def.start);
  const end = minutesOf(def.end);
  return end > start ? end - start : end + 1440 - start;
}

/**
 * Everything wrong with a room's shifts, in words; empty when they are usable. The shifts must
 * cover the whole day without overlapping, so every fee falls in exactly one shift.
 */
export function shiftIssues(defs: readonly ShiftDefinition[]): string[] {
  const issues: string[] = [];
  if (defs.length === 0) return ["give at least one shift"];
  if (defs.length > 6) issues.push("at most six shifts");
  const ids = defs.map((d) => d.id);
  if (new Set(ids).size !== ids.length) issues.push("two shifts have the same id");
  const covered = new Array<number>(1440).fill(0);
  for (const def of defs) {
    const parsed = ShiftDefinitionSchema.safeParse(def);
    if (!parsed.success) {
      issues.push(`${def.name || def.id}: ${parsed.error.issues[0]?.message ?? "invalid"}`);
      continue;
    }
    const start = minutesOf(def.start);
    for (let i = 0; i < lengthOf(def); i++) covered[(start + i) % 1440]! += 1;
  }
  if (issues.length) return issues;
  const overlap = covered.findIndex((c) => c > 1);
  if (overlap >= 0) issues.push(`shifts overlap at ${clock(overlap)}`);
  const gap = covered.findIndex((c, i) => c === 0 && covered[(i + 1439) % 1440]! > 0);
  if (gap >= 0) {
    let end = gap;
    while (covered[end % 1440] === 0) end++;
    issues.push(`no shift covers ${clock(gap)}–${clock(end % 1440)}: the shifts must cover the whole day`);
  }
  return issues;
}

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: tz, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    formatters.set(tz, f);
  }
  return f;
}

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function localParts(instant: Date, tz: string): LocalParts {
  const parts = formatterFor(tz).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? "0");
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour") % 24, minute: get("minute"), second: get("second") };
}

/** Milliseconds the zone is ahead of UTC at that instant (-8 h in Pacific winter). */
function offsetAt(instant: Date, tz: string): number {
  const p = localParts(instant, tz);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * The instant a local wall-clock time happens in the zone. In the spring-forward gap the time does
 * not exist and the instant after the gap is given; in the fall-back hour the first one.
 */
export function zonedInstant(day: string, hhmm: string, tz: string): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const minutes = minutesOf(hhmm);
  const wall = Date.UTC(y, m - 1, d, Math.floor(minutes / 60), minutes % 60);
  const first = wall - offsetAt(new Date(wall), tz);
  const second = wall - offsetAt(new Date(first), tz);
  if (first === second) return new Date(first);
  // Two candidates: take the earlier one that reads back as the wall time, else the later (gap).
  const reads = (t: number) => {
    const p = localParts(new Date(t), tz);
    return p.hour * 60 + p.minute === minutes;
  };
  const [a, b] = first < second ? [first, second] : [second, first];
  return new Date(reads(a) ? a : b);
}

/** The room's local date of an instant, "YYYY-MM-DD". */
export function localDay(instant: Date, tz: string): string {
  const p = localParts(instant, tz);
  return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`;
}

/** Local "HH:MM" of an instant. */
export function localTime(instant: Date, tz: string): string {
  const p = localParts(instant, tz);
  return `${String(p.hour).padStart(2, "0")}:${String(p.minute).padStart(2, "0")}`;
}

export function addDays(day: string, n: number): string {
  const t = Date.parse(`${day}T00:00:00Z`) + n * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/** One shift of one business day, as instants. */
export function shiftWindow(def: ShiftDefinition, day: string, tz: string): ShiftWindow {
  const crosses = minutesOf(def.end) <= minutesOf(def.start);
  const start = zonedInstant(day, def.start, tz);
  const end = zonedInstant(crosses ? addDays(day, 1) : day, def.end, tz);
  return { shiftId: def.id, name: def.name, day, start, end, label: `${def.name} ${day} ${def.start}–${def.end}` };
}

/** The local day as instants: [00:00, next day 00:00). */
export function dayWindow(day: string, tz: string): { start: Date; end: Date } {
  return { start: zonedInstant(day, "00:00", tz), end: zonedInstant(addDays(day, 1), "00:00", tz) };
}

/** Every shift that starts on the business day, in start order. */
export function shiftsOfDay(defs: readonly ShiftDefinition[], day: string, tz: string): ShiftWindow[] {
  return defs.map((d) => shiftWindow(d, day, tz)).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The shift an instant falls in (the previous day's overnight shift included). */
export function shiftAt(instant: Date, defs: readonly ShiftDefinition[], tz: string): ShiftWindow {
  const today = localDay(instant, tz);
  const t = instant.getTime();
  for (const day of [today, addDays(today, -1)]) {
    for (const w of shiftsOfDay(defs, day, tz)) if (w.start.getTime() <= t && t < w.end.getTime()) return w;
  }
  // Shifts that leave a gap (refused by shiftIssues) fall back to the local day.
  const { start, end } = dayWindow(today, tz);
  return { shiftId: "day-all", name: "Whole day", day: today, start, end, label: `Whole day ${today}` };
}

/** The shift before this one. */
export function previousShift(current: ShiftWindow, defs: readonly ShiftDefinition[], tz: string): ShiftWindow {
  return shiftAt(new Date(current.start.getTime() - 1), defs, tz);
}

export function findShift(defs: readonly ShiftDefinition[], shiftId: string, day: string, tz: string): ShiftWindow | null {
  const def = defs.find((d) => d.id === shiftId);
  return def ? shiftWindow(def, day, tz) : null;
}
