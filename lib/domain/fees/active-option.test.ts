import { describe, expect, it } from "vitest";
import { dollars } from "../money";
import { activateOption, activeOptionOf, assertOneActiveOption, assertTableLimitAllowed, type TableOptionAssignment } from "./active-option";
import { FeeError } from "./fee-error";
import { getScheduleOption } from "./registry";

const a = (tableId: string, optionId: string, active: boolean): TableOptionAssignment => ({ tableId, scheduleId: "fortune-7-baccarat", optionId, active });

describe("one schedule option per table at a time", () => {
  it("accepts one active option per table, with any number of inactive ones", () => {
    expect(() => assertOneActiveOption([a("T1", "3", true), a("T1", "21", false), a("T2", "21", true)])).not.toThrow();
  });

  it("refuses two active options on one table, naming them", () => {
    expect(() => assertOneActiveOption([a("T1", "3", true), a("T2", "3", true), a("T1", "21", true)])).toThrow(
      "only one schedule option may be used at a table at a time: table T1 has fortune-7-baccarat option 3, fortune-7-baccarat option 21",
    );
  });

  it("finds the active option of a table", () => {
    const list = [a("T1", "3", false), a("T1", "21", true)];
    expect(activeOptionOf(list, "T1")?.optionId).toBe("21");
    expect(activeOptionOf(list, "T9")).toBeNull();
  });

  it("switches a table's option between rounds only, deactivating the previous one", () => {
    const before = [a("T1", "3", true), a("T2", "3", true)];
    const after = activateOption(before, { tableId: "T1", scheduleId: "fortune-7-baccarat", optionId: "21" }, false);
    expect(after.filter((x) => x.active)).toEqual([a("T2", "3", true), a("T1", "21", true)]);
    expect(() => activateOption(before, { tableId: "T1", scheduleId: "fortune-7-baccarat", optionId: "21" }, true)).toThrow(/during a round/);
  });
});

describe("the limit a table posts", () => {
  it("must be the option's own printed limit", () => {
    const option = getScheduleOption("fortune-7-baccarat", "3");
    expect(() => assertTableLimitAllowed(option, { min: dollars(5), max: dollars(100) })).not.toThrow();
    expect(() => assertTableLimitAllowed(option, { min: dollars(5), max: dollars(200) })).toThrow(FeeError);
  });

  it("must fall in the range the filing gives when the room sets it", () => {
    const option = getScheduleOption("pure-spanish-21-5", "1"); // min $5-$100, max $50-$2,000 (L1830)
    expect(() => assertTableLimitAllowed(option, { min: dollars(25), max: dollars(1000) })).not.toThrow();
    expect(() => assertTableLimitAllowed(option, { min: dollars(1), max: dollars(1000) })).toThrow(/minimum must be between \$5.00 and \$100.00/);
    expect(() => assertTableLimitAllowed(option, { min: dollars(25), max: dollars(5000) })).toThrow(/maximum/);
    expect(() => assertTableLimitAllowed(option, { min: dollars(25), max: null })).toThrow(/maximum/);
    expect(() => assertTableLimitAllowed(getScheduleOption("dai-bacc", "1"), { min: dollars(1), max: null })).not.toThrow();
    expect(() => assertTableLimitAllowed(getScheduleOption("texas-holdem-kings", "1"), { min: 100, max: 200 })).toThrow(/poker/);
  });
});
