import { describe, expect, it } from "vitest";
import type { TimeRules } from "./game-config";
import { nextHalfHourAt, timeDues, type SeatStint } from "./time-collection";
import { MINUTE, T0 } from "./test-kit";

const FEE = 500; // "$5 per player per 1/2 hour" (seed 004 L20-21)
const rules = (payment: TimeRules["payment"], proration: TimeRules["proration"], sittingOut: TimeRules["sittingOut"] = "pays"): TimeRules => ({
  payment,
  proration,
  sittingOut,
  source: "seed 004 L20-22",
});
const stint = (seat: number, fromMin: number, toMin: number | null, away: [number, number | null][] = []): SeatStint => ({
  seat,
  player: `p${seat}`,
  from: T0 + fromMin * MINUTE,
  to: toMin === null ? null : T0 + toMin * MINUTE,
  away: away.map(([a, b]) => ({ from: T0 + a * MINUTE, to: b === null ? null : T0 + b * MINUTE })),
});
const clock = { startedAt: T0, stoppedAt: null };
const at = (min: number) => T0 + min * MINUTE;
/** [seat, half hour, minute due, cents] */
const dues = (r: TimeRules, stints: SeatStint[], nowMin: number, c: { startedAt: number; stoppedAt: number | null } = clock) =>
  timeDues(r, FEE, c, stints, at(nowMin)).map((d) => [d.seat, d.halfHour, (d.dueAt - T0) / MINUTE, d.cents]);

describe("time collection across half-hour boundaries (seed 004 L20-22, L54-57; defaults: in advance, in the seat at collection, sitting out pays)", () => {
  const r = rules("in-advance", "at-collection");
  it("each seated player owes the fee at the start of each half hour", () => {
    expect(dues(r, [stint(1, 0, null), stint(2, 0, null)], 65)).toEqual([
      [1, 0, 0, FEE], [2, 0, 0, FEE],
      [1, 1, 30, FEE], [2, 1, 30, FEE],
      [1, 2, 60, FEE], [2, 2, 60, FEE],
    ]);
  });
  it("the boundary itself: a half hour is due at its first millisecond, not before", () => {
    expect(timeDues(r, FEE, clock, [stint(1, 0, null)], at(30) - 1)).toHaveLength(1);
    expect(timeDues(r, FEE, clock, [stint(1, 0, null)], at(30))).toHaveLength(2);
  });
  it("a player joining mid half hour pays from the next one; one leaving pays nothing more", () => {
    expect(dues(r, [stint(3, 10, null), stint(4, 0, 40)], 90)).toEqual([
      [4, 0, 0, FEE],
      [3, 1, 30, FEE], [4, 1, 30, FEE],
      [3, 2, 60, FEE],
      [3, 3, 90, FEE],
    ]);
  });
  it("joining exactly at the boundary pays that half hour; leaving exactly at it does not", () => {
    expect(dues(r, [stint(5, 30, null), stint(6, 0, 30)], 30)).toEqual([[6, 0, 0, FEE], [5, 1, 30, FEE]]);
  });
  it("a player sitting out pays (the seat is held), or not under timeSittingOut exempt", () => {
    const away = [stint(1, 0, null, [[25, 35]])];
    expect(dues(r, away, 30).length).toBe(2);
    expect(dues(rules("in-advance", "at-collection", "exempt"), away, 60)).toEqual([[1, 0, 0, FEE], [1, 2, 60, FEE]]);
  });
  it("a player who changes seats starts a new stint; each seat's stint pays for itself", () => {
    expect(dues(r, [stint(1, 0, 20), stint(7, 20, null)], 30)).toEqual([[1, 0, 0, FEE], [7, 1, 30, FEE]]);
  });
});

describe("the filing's open points as options", () => {
  it("in arrears: paid at the end of each half hour by those still seated", () => {
    expect(dues(rules("in-arrears", "at-collection"), [stint(1, 0, null), stint(2, 0, 40)], 65)).toEqual([
      [1, 0, 30, FEE], [2, 0, 30, FEE],
      [1, 1, 60, FEE],
    ]);
  });
  it("any part of a half hour: a joiner pays on sitting down (in advance), a leaver on leaving (in arrears)", () => {
    expect(dues(rules("in-advance", "any-part"), [stint(3, 10, null)], 35)).toEqual([[3, 0, 10, FEE], [3, 1, 30, FEE]]);
    expect(dues(rules("in-arrears", "any-part"), [stint(4, 0, 40)], 65)).toEqual([[4, 0, 30, FEE], [4, 1, 40, FEE]]);
  });
  it("by the minute, rounded down to the cent", () => {
    // In advance: sat down at 18 minutes, 12 of 30 minutes left: $2.00.
    expect(dues(rules("in-advance", "by-minute"), [stint(3, 18, null)], 29)).toEqual([[3, 0, 18, 200]]);
    // In arrears: 17 minutes present, 500 x 17 / 30 = 283.3: $2.83.
    expect(dues(rules("in-arrears", "by-minute"), [stint(3, 13, null)], 30)).toEqual([[3, 0, 30, 283]]);
    // Sitting out exempt: 10 minutes away in the half hour, 20 paid.
    expect(dues(rules("in-arrears", "by-minute", "exempt"), [stint(1, 0, null, [[5, 15]])], 30)).toEqual([[1, 0, 30, 333]]);
  });
  it("a stopped clock ends the last half hour where it stopped", () => {
    const stopped = { startedAt: T0, stoppedAt: at(45) };
    expect(dues(rules("in-arrears", "at-collection"), [stint(1, 0, null)], 120, stopped)).toEqual([[1, 0, 30, FEE], [1, 1, 45, FEE]]);
    expect(dues(rules("in-advance", "at-collection"), [stint(1, 0, null)], 120, stopped)).toEqual([[1, 0, 0, FEE], [1, 1, 30, FEE]]);
  });
  it("the time to the next collection", () => {
    expect(nextHalfHourAt(clock, at(12))).toBe(at(30));
    expect(nextHalfHourAt(clock, at(30))).toBe(at(60));
    expect(nextHalfHourAt(null, at(12))).toBeNull();
  });
});
