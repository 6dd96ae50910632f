/**
 * Time collection (Kings options 6 and 7: "$5 per player per 1/2 hour", "$6 per player per 1/2
 * hour", seed 004 L20-22, L54-57). A clock per table: half hour k runs from the clock's start plus k
 * half hours. Each stint of a player in a seat owes a fee for the half hours it covers, as the
 * game's time rules read the filing's silence (who pays, in advance or after, proration, sitting
 * out). The domain has no clock of its own: the table passes the time of each step and of "now".
 */
import { computeFees, type FeeLine, type ScheduleOption } from "../fees";
import { formatCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import type { TimeRules } from "./game-config";

export const HALF_HOUR_MS = 30 * 60 * 1000;

export interface Interval {
  readonly from: number;
  /** null: still open. */
  readonly to: number | null;
}

/** One player's time in one seat, from sitting down to leaving, with the spells sitting out. */
export interface SeatStint extends Interval {
  readonly seat: SeatNumber;
  readonly player: string | null;
  readonly away: readonly Interval[];
}

export interface TimeClock {
  readonly startedAt: number;
  readonly stoppedAt: number | null;
}

export interface TimeDue {
  readonly seat: SeatNumber;
  readonly player: string | null;
  /** Index of the stint in the table's list. */
  readonly stint: number;
  /** 0-based half hour of the clock. */
  readonly halfHour: number;
  readonly dueAt: number;
  readonly cents: Cents;
  /** Why this amount: "in the seat at 10:30", "12 of 30 minutes". */
  readonly basis: string;
}

export interface TimeCollected extends TimeDue {
  readonly at: number;
  readonly line: FeeLine;
}

const END = Number.MAX_SAFE_INTEGER;

/** The stint's intervals that count as time in the seat under the rules, clipped to the clock. */
function presence(rules: TimeRules, stint: SeatStint, clock: TimeClock): { from: number; to: number }[] {
  const lo = Math.max(stint.from, clock.startedAt);
  const hi = Math.min(stint.to ?? END, clock.stoppedAt ?? END);
  if (hi <= lo) return [];
  if (rules.sittingOut === "pays") return [{ from: lo, to: hi }];
  const out: { from: number; to: number }[] = [];
  let cursor = lo;
  for (const a of [...stint.away].sort((x, y) => x.from - y.from)) {
    const aFrom = Math.max(a.from, lo);
    const aTo = Math.min(a.to ?? END, hi);
    if (aTo <= aFrom) continue;
    if (aFrom > cursor) out.push({ from: cursor, to: aFrom });
    cursor = Math.max(cursor, aTo);
  }
  if (cursor < hi) out.push({ from: cursor, to: hi });
  return out;
}

function minutes(ms: number): string {
  const m = ms / 60_000;
  return Number.isInteger(m) ? String(m) : m.toFixed(1);
}

/**
 * Every fee owed up to `now` (due at or before it), stint by stint, half hour by half hour, in the
 * order they fall due. `perHalfHour` is the option's rate.
 */
export function timeDues(rules: TimeRules, perHalfHour: Cents, clock: TimeClock | null, stints: readonly SeatStint[], now: number): TimeDue[] {
  if (clock === null) return [];
  const dues: TimeDue[] = [];
  const clockEnd = Math.min(clock.stoppedAt ?? END, now + 1);
  stints.forEach((stint, index) => {
    const spans = presence(rules, stint, clock);
    for (let k = 0; clock.startedAt + k * HALF_HOUR_MS < clockEnd; k++) {
      const start = clock.startedAt + k * HALF_HOUR_MS;
      const end = Math.min(start + HALF_HOUR_MS, clock.stoppedAt ?? END);
      const inside = spans.map((s) => ({ from: Math.max(s.from, start), to: Math.min(s.to, end) })).filter((s) => s.to > s.from);
      const due = dueFor(rules, perHalfHour, start, end, inside, spans);
      if (due === null || due.cents === 0 || due.dueAt > now) continue;
      dues.push({ seat: stint.seat, player: stint.player, stint: index, halfHour: k, ...due });
    }
  });
  return dues.sort((a, b) => a.dueAt - b.dueAt || a.seat - b.seat || a.halfHour - b.halfHour);
}

function dueFor(
  rules: TimeRules,
  fee: Cents,
  start: number,
  end: number,
  inside: readonly { from: number; to: number }[],
  spans: readonly { from: number; to: number }[],
): { dueAt: number; cents: Cents; basis: string } | null {
  const advance = rules.payment === "in-advance";
  if (rules.proration === "at-collection") {
    const at = advance ? start : end;
    const present = spans.some((s) => (advance ? s.from <= at && at < s.to : s.from < at && at <= s.to));
    return present ? { dueAt: at, cents: fee, basis: advance ? "in the seat when the half hour began" : "in the seat when the half hour ended" } : null;
  }
  if (inside.length === 0) return null;
  const first = inside[0]!.from;
  const last = inside[inside.length - 1]!.to;
  const dueAt = advance ? first : last;
  if (rules.proration === "any-part") return { dueAt, cents: fee, basis: "in the seat for part of the half hour" };
  // By the minute: in advance from sitting down to the end of the half hour (no refund on leaving), else the time present.
  const ms = advance ? end - first : inside.reduce((s, i) => s + i.to - i.from, 0);
  const cents = Math.floor((fee * ms) / HALF_HOUR_MS);
  return { dueAt, cents, basis: `${minutes(ms)} of 30 minutes` };
}

/** Dues not yet collected. */
export function outstandingTime(dues: readonly TimeDue[], collected: readonly TimeCollected[]): TimeDue[] {
  const done = new Set(collected.map((c) => `${c.stint}|${c.halfHour}`));
  return dues.filter((d) => !done.has(`${d.stint}|${d.halfHour}`));
}

/** The fee line of one half hour's time, as computeFees writes it, with a prorated amount where the rules prorate. */
export function timeLine(option: ScheduleOption, due: TimeDue): FeeLine {
  const [line] = computeFees(option, { kind: "time", seatedPlayers: [due.seat], halfHours: 1 });
  if (line === undefined) throw new RangeError(`option ${option.id} takes no time collection`);
  if (line.cents === due.cents) return line;
  return { ...line, cents: due.cents, rule: { ...line.rule, text: `${line.rule.text}, prorated: ${due.basis} = ${formatCents(due.cents)}` } };
}

/** When the next half hour begins, for the wall's countdown; null without a running clock. */
export function nextHalfHourAt(clock: TimeClock | null, now: number): number | null {
  if (clock === null || clock.stoppedAt !== null) return null;
  if (now < clock.startedAt) return clock.startedAt;
  const k = Math.floor((now - clock.startedAt) / HALF_HOUR_MS) + 1;
  return clock.startedAt + k * HALF_HOUR_MS;
}
