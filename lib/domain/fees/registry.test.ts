import { describe, expect, it } from "vitest";
import { FeeError } from "./fee-error";
import { FEE_SCHEDULES, getSchedule, getScheduleOption, isFeeScheduleId } from "./registry";
import { scheduleIssues } from "./validate";

const schedules = Object.entries(FEE_SCHEDULES);

describe("FEE_SCHEDULES", () => {
  it("keys every schedule by its own id", () => {
    for (const [key, schedule] of schedules) expect(schedule.id).toBe(key);
  });

  it("holds every printed schedule of the filings, and the two room-entered ones", () => {
    const counts = Object.fromEntries(schedules.map(([id, s]) => [id, s.options.length]));
    expect(counts).toEqual({
      "fortune-7-baccarat": 26,
      "21st-century-baccarat": 0,
      "ez-baccarat": 0,
      "no-bust-joker": 1,
      "texas-holdem-mortimers": 43,
      "pure-21-5-mortimers": 4,
      "no-bust-6": 5,
      "pai-gow-poker-double-hand": 2,
      "three-card-poker-6-card-bonus-mortimers": 10,
      "ez-baccarat-panda-8-mortimers": 8,
      "omaha-hi-lo-mortimers": 8,
      "no-bust-buster-bonus": 20,
      "fortune-pai-gow-poker-mortimers": 1,
      "dragon-bonus-baccarat-mortimers": 12,
      "texas-holdem-kings": 11,
      "omaha-kings": 7,
      "blackjack-x-pure-21-5": 14,
      "pure-spanish-21-5": 12,
      "three-card-poker-6-card-bonus-kings": 3,
      "fortune-pai-gow-poker-kings": 7,
      "pai-gow-tiles": 4,
      "ez-baccarat-panda-8-dragon-bonus-kings": 3,
      "dai-bacc": 20,
    });
    expect(schedules.filter(([, s]) => s.kind === "room-entered").map(([id]) => id)).toEqual(["21st-century-baccarat", "ez-baccarat"]);
  });

  it.each(schedules)("%s passes its own validation (rates, tiers, bands, limits)", (_id, schedule) => {
    expect(scheduleIssues(schedule)).toEqual([]);
  });

  it("cites a filing file and its lines for every schedule and option", () => {
    for (const [, s] of schedules) {
      expect(s.source.file).toMatch(/^00[0-4]_[0-9a-f]{16}\.txt$/);
      for (const o of s.options) {
        expect(o.source.file).toBe(s.source.file);
        expect(o.source.lines).toMatch(/^\d+(-\d+)?(, \d+(-\d+)?)*$/);
      }
    }
  });

  it("marks the digest's low-confidence readings as such", () => {
    expect(getScheduleOption("dai-bacc", "4").source.confidence).toBe("low");
    expect(getScheduleOption("dai-bacc", "6").source.confidence).toBe("low");
    expect(getScheduleOption("dai-bacc", "19").source.confidence).toBe("low");
    expect(getScheduleOption("no-bust-joker", "1").source.confidence).toBe("low");
    expect(getScheduleOption("omaha-hi-lo-mortimers", "7-9").source.confidence).toBe("low");
    expect(getScheduleOption("dai-bacc", "1").source.confidence).toBeUndefined();
  });
});

describe("getScheduleOption", () => {
  it("finds an option by schedule id and printed option number", () => {
    const option = getScheduleOption("fortune-7-baccarat", "21");
    expect(option.scheduleId).toBe("fortune-7-baccarat");
    expect(option.source).toMatchObject({ file: "000_46d708fc1e637b4c.txt", lines: "162-166" });
  });

  it("refuses unknown schedules and options, and explains room-entered schedules", () => {
    expect(() => getScheduleOption("fortune-8", "1")).toThrow(FeeError);
    expect(() => getScheduleOption("fortune-7-baccarat", "27")).toThrow(/no schedule option 27/);
    expect(() => getScheduleOption("ez-baccarat", "1")).toThrow(/room enters its own/);
    expect(() => getSchedule("__proto__")).toThrow(FeeError);
    expect(isFeeScheduleId("dai-bacc")).toBe(true);
    expect(isFeeScheduleId("toString")).toBe(false);
  });
});
