import { describe, expect, it } from "vitest";
import { addDays, DEFAULT_SHIFTS, dayWindow, findShift, localDay, localTime, previousShift, shiftAt, shiftIssues, shiftsOfDay, zonedInstant } from "./shifts";

const LA = "America/Los_Angeles";

describe("shifts in the room's time zone", () => {
  it("turns local shift times into instants, the graveyard shift ending the next morning", () => {
    const [day, swing, grave] = shiftsOfDay(DEFAULT_SHIFTS, "2026-11-22", LA);
    expect([day!.start.toISOString(), day!.end.toISOString()]).toEqual(["2026-11-22T14:00:00.000Z", "2026-11-22T22:00:00.000Z"]);
    expect([swing!.start.toISOString(), swing!.end.toISOString()]).toEqual(["2026-11-22T22:00:00.000Z", "2026-11-23T06:00:00.000Z"]);
    expect([grave!.start.toISOString(), grave!.end.toISOString()]).toEqual(["2026-11-23T06:00:00.000Z", "2026-11-23T14:00:00.000Z"]);
    expect(grave!.label).toBe("Graveyard 2026-11-22 22:00–06:00");
  });

  it("finds the shift of an instant, the previous day's graveyard shift included", () => {
    expect(shiftAt(new Date("2026-11-22T15:00:00Z"), DEFAULT_SHIFTS, LA)).toMatchObject({ shiftId: "day", day: "2026-11-22" });
    expect(shiftAt(new Date("2026-11-22T21:59:59Z"), DEFAULT_SHIFTS, LA)).toMatchObject({ shiftId: "day" });
    expect(shiftAt(new Date("2026-11-22T22:00:00Z"), DEFAULT_SHIFTS, LA)).toMatchObject({ shiftId: "swing" });
    // 03:00 on the 23rd, local: the graveyard shift that started on the 22nd.
    expect(shiftAt(new Date("2026-11-23T11:00:00Z"), DEFAULT_SHIFTS, LA)).toMatchObject({ shiftId: "grave", day: "2026-11-22" });
    const swing = shiftAt(new Date("2026-11-22T23:00:00Z"), DEFAULT_SHIFTS, LA);
    expect(previousShift(swing, DEFAULT_SHIFTS, LA)).toMatchObject({ shiftId: "day", day: "2026-11-22" });
  });

  it("follows daylight saving: a 7-hour offset in summer, a 23-hour and a 25-hour day at the changes", () => {
    expect(zonedInstant("2026-07-04", "06:00", LA).toISOString()).toBe("2026-07-04T13:00:00.000Z");
    const spring = dayWindow("2026-03-08", LA);
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const fall = dayWindow("2026-11-01", LA);
    expect((fall.end.getTime() - fall.start.getTime()) / 3_600_000).toBe(25);
    // 02:30 does not exist on the spring-forward night: the instant after the gap is taken.
    expect(zonedInstant("2026-03-08", "02:30", LA).toISOString()).toBe("2026-03-08T10:30:00.000Z");
    // 01:30 happens twice on the fall-back night: the first one.
    expect(zonedInstant("2026-11-01", "01:30", LA).toISOString()).toBe("2026-11-01T08:30:00.000Z");
    // The graveyard shift over the fall-back night lasts nine hours.
    const grave = findShift(DEFAULT_SHIFTS, "grave", "2026-10-31", LA)!;
    expect((grave.end.getTime() - grave.start.getTime()) / 3_600_000).toBe(9);
  });

  it("reads local dates and times, and adds days", () => {
    expect(localDay(new Date("2026-11-23T07:59:00Z"), LA)).toBe("2026-11-22");
    expect(localDay(new Date("2026-11-23T08:00:00Z"), LA)).toBe("2026-11-23");
    expect(localTime(new Date("2026-11-22T22:00:00Z"), LA)).toBe("14:00");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("accepts shifts that cover the day exactly once, and says what is wrong otherwise", () => {
    expect(shiftIssues(DEFAULT_SHIFTS)).toEqual([]);
    expect(shiftIssues([{ id: "a", name: "A", start: "06:00", end: "18:00" }, { id: "b", name: "B", start: "18:00", end: "06:00" }])).toEqual([]);
    expect(shiftIssues([{ id: "a", name: "A", start: "06:00", end: "06:00" }])).toEqual([]);
    expect(shiftIssues([{ id: "a", name: "A", start: "06:00", end: "15:00" }, { id: "b", name: "B", start: "14:00", end: "06:00" }])).toEqual(["shifts overlap at 14:00"]);
    expect(shiftIssues([{ id: "a", name: "A", start: "06:00", end: "14:00" }])).toEqual(["no shift covers 14:00–06:00: the shifts must cover the whole day"]);
    expect(shiftIssues([{ id: "a", name: "A", start: "6:00", end: "14:00" }])[0]).toMatch(/HH:MM/);
    expect(shiftIssues([])).toEqual(["give at least one shift"]);
  });
});
