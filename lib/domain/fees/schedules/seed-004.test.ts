import { describe, expect, it } from "vitest";
import { FEE_SCHEDULES, getScheduleOption } from "../registry";
import { printedCases } from "./printed-rows.testkit";
import { SEED_004_PRINTED } from "./seed-004-printed.fixture";

// Seed 004 tiers are whole dollars; an amount between two printed tiers takes the lower tier
// (next-minimum-exclusive), the seed 004 digest's recommendation (§5 item 5).
const cases = SEED_004_PRINTED.flatMap((p) => printedCases(p, getScheduleOption(p.schedule, p.option), "next-minimum-exclusive"));

describe("seed 004 schedules: every printed row at both boundaries", () => {
  it("covers every seed 004 option in the registry", () => {
    const printed = new Set(SEED_004_PRINTED.map((p) => `${p.schedule}/${p.option}`));
    const seed004 = Object.values(FEE_SCHEDULES)
      .filter((s) => s.source.file === "004_b7b95d88b58787a5.txt")
      .flatMap((s) => s.options.map((o) => `${s.id}/${o.id}`));
    expect(seed004.length).toBe(81);
    expect(new Set(seed004)).toEqual(printed);
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s", (_name, c) => {
    expect(c.actual()).toBe(c.expected);
  });
});
