import { describe, expect, it } from "vitest";
import { FeeError } from "./fee-error";
import { FEE_SCHEDULES, getSchedule, getScheduleOption, isFeeScheduleId } from "./registry";
import { scheduleIssues } from "./validate";
import { betLimitsOf } from "./schedule";

const schedules = Object.entries(FEE_SCHEDULES);

describe("FEE_SCHEDULES", () => {
  it("keys every schedule by its own id", () => {
    for (const [key, schedule] of schedules) expect(schedule.id).toBe(key);
  });

  it("holds every printed schedule of the filings, and the three room-entered ones", () => {
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
      "face-up-pai-gow-poker": 0,
    });
    expect(schedules.filter(([, s]) => s.kind === "room-entered").map(([id]) => id)).toEqual(["21st-century-baccarat", "ez-baccarat", "face-up-pai-gow-poker"]);
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

describe("bets a schedule limits on its own (fees.md O5)", () => {
  const table = { min: 5000, max: 500_000 };
  it("Mortimer's Panda 8: Dragon 7 and Panda 8 $5-$500 (seed 003 L2268-2269); the Tie and the lines keep the table limit", () => {
    const s = getSchedule("ez-baccarat-panda-8-mortimers");
    expect(betLimitsOf(s, "dragon7", table)).toMatchObject({ min: 500, max: 50_000, source: { file: "003_828b6cbeef6aaf10.txt", lines: "2268-2269" } });
    expect(betLimitsOf(s, "panda8", table)).toMatchObject({ min: 500, max: 50_000 });
    expect(betLimitsOf(s, "tie", table)).toEqual(table);
    expect(betLimitsOf(s, "player", table)).toEqual(table);
  });
  it("Mortimer's Dragon Bonus: Tie, Player Dragon and Banker Dragon at most $150 (seed 003 L4846-4847), the table minimum", () => {
    const s = getSchedule("dragon-bonus-baccarat-mortimers");
    for (const bet of ["tie", "player-dragon", "banker-dragon"]) expect(betLimitsOf(s, bet, table)).toMatchObject({ min: 5000, max: 15_000 });
    expect(betLimitsOf(s, "banker", table)).toEqual(table);
  });
  it("every other schedule leaves every bet at the table limit", () => {
    const others = schedules.filter(([id]) => id !== "ez-baccarat-panda-8-mortimers" && id !== "dragon-bonus-baccarat-mortimers");
    expect(others.every(([, s]) => s.betLimits === undefined)).toBe(true);
  });
  it("validation refuses a bet limit whose maximum is below its minimum", () => {
    const s = getSchedule("ez-baccarat-panda-8-mortimers");
    const bad = { ...s, betLimits: [{ bets: ["dragon7"], min: 500, max: 400, source: s.source }] };
    expect(scheduleIssues(bad)).toEqual(["ez-baccarat-panda-8-mortimers bet limit 1: the maximum is below the minimum"]);
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
