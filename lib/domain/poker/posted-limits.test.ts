import { describe, expect, it } from "vitest";
import { getSchedule } from "../fees";
import { postedOptions, type PostedLimit } from "./posted-limits";

const SCHEDULES = ["texas-holdem-mortimers", "omaha-hi-lo-mortimers", "texas-holdem-kings", "omaha-kings"] as const;

/** The fee schedule's printed structure text for a posted option (lib/domain/fees/schedules). */
function scheduleText(limits: readonly PostedLimit[], scheduleId: string): string[] {
  if (scheduleId.endsWith("-kings") && limits[0]?.kind === "buy-in") return [`No Limit ${limits.map((l) => l.label).join("; ")}`];
  return limits.map((l) => l.label);
}

describe("posted limits (the fee schedules' limit text, read again from the same filing lines)", () => {
  it.each(SCHEDULES)("%s: every option of the fee schedule has its limits, with the same text", (scheduleId) => {
    const schedule = getSchedule(scheduleId);
    const posted = postedOptions(scheduleId);
    expect(posted.map((p) => p.optionId)).toEqual(schedule.options.map((o) => o.id));
    for (const option of schedule.options) {
      const p = posted.find((x) => x.optionId === option.id)!;
      expect(option.limit.kind).toBe("poker");
      if (option.limit.kind === "poker") expect(scheduleText(p.limits, scheduleId)).toEqual(option.limit.structures);
    }
  });

  it("Mortimer's Hold'em prints the blinds with each limit (seed 003 L3675-3680: option 1, $1/$2, blinds $1/$1)", () => {
    const [first] = postedOptions("texas-holdem-mortimers");
    expect(first!.limits[0]).toMatchObject({ kind: "limit", smallBet: 100, bigBet: 200, blinds: { small: 100, big: 100 } });
    expect(postedOptions("texas-holdem-mortimers").find((o) => o.optionId === "22")!.limits[0]).toMatchObject({ kind: "blinds", blinds: { small: 50, big: 100 } });
  });
});

