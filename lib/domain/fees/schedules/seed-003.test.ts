import { describe, expect, it } from "vitest";
import { FEE_SCHEDULES, getScheduleOption } from "../registry";
import { printedCases } from "./printed-rows.testkit";
import { SEED_003_PRINTED } from "./seed-003-printed.fixture";

// Seed 003 tiers are whole dollars; an amount between two printed tiers takes the lower tier
// (next-minimum-exclusive), the seed 003 digest's suggestion (N4). See docs/rules-decisions/fees.md.
const cases = SEED_003_PRINTED.flatMap((p) => printedCases(p, getScheduleOption(p.schedule, p.option), "next-minimum-exclusive"));

describe("seed 003 schedules: every printed row at both boundaries", () => {
  it("covers every seed 003 option in the registry", () => {
    const printed = new Set(SEED_003_PRINTED.map((p) => `${p.schedule}/${p.option}`));
    const seed003 = Object.values(FEE_SCHEDULES)
      .filter((s) => s.source.file === "003_828b6cbeef6aaf10.txt")
      .flatMap((s) => s.options.map((o) => `${s.id}/${o.id}`));
    expect(seed003.length).toBe(114);
    expect(new Set(seed003)).toEqual(printed);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(c.actual()).toBe(c.expected);
  });
});
