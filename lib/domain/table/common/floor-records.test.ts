import { describe, expect, it } from "vitest";
import { feeOptionText, feeOptionWords } from "./floor-records";
import type { TableSettingsBase } from "./settings";

describe("the fee option on the floor's records", () => {
  it("is named by the schedule's title, never its id (the replay's fees said 'pai-gow-tiles option 1')", () => {
    const settings = { fee: { scheduleId: "fortune-7-baccarat", optionId: "3" } } as unknown as TableSettingsBase;
    expect(feeOptionText(settings)).toBe("Fortune 7 Baccarat fee schedule, option 3");
    expect(feeOptionText(settings)).not.toContain("fortune-7-baccarat");
  });
  it("names an unknown schedule as stored, hiding nothing", () => {
    expect(feeOptionWords("no-such-schedule", "2")).toBe("no-such-schedule, option 2");
  });
});
