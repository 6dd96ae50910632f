import { describe, expect, it } from "vitest";
import { getScheduleOption } from "../../fees";
import { SettingsError, baseSettings, limitsForOption, noLimit, type TableConfigInput } from "./settings";

const config = (over: Partial<TableConfigInput>): TableConfigInput => ({
  tableId: "t4",
  name: "Table 4",
  gameId: "ez-baccarat-panda-8-mortimers",
  seats: 14,
  minWagerCents: 500,
  maxWagerCents: 100_000,
  feeScheduleId: "ez-baccarat-panda-8-mortimers",
  feeOptionId: "1",
  ...over,
});

describe("the settings check: a game takes only the fee schedules filed with it (fees/filed-pairings.ts)", () => {
  it("Mortimer's EZ Baccarat Panda 8 with Mortimer's schedule option 1 runs", () => {
    expect(baseSettings(config({}), {}, 8).fee).toMatchObject({ scheduleId: "ez-baccarat-panda-8-mortimers", optionId: "1" });
  });

  it("Kings' EZ Baccarat Panda 8 with Mortimer's schedule (the demo floor's old table 4) is refused in plain words", () => {
    const check = () => baseSettings(config({ gameId: "ez-baccarat-panda-8" }), {}, 8);
    expect(check).toThrow(SettingsError);
    expect(check).toThrow(/^Mortimer's Card Room's fee schedule for EZ Baccarat Panda 8 is not filed for EZ Baccarat Panda 8 \(Kings Card Club\); it is filed for EZ Baccarat Panda 8 \(Mortimer's Card Room\)\./);
  });

  it("Kings' Dragon Bonus with Kings' schedule runs; with Mortimer's Banker rule as an option it is refused", () => {
    const kings = config({ gameId: "commission-free-dragon-bonus", seats: 8, feeScheduleId: "ez-baccarat-panda-8-dragon-bonus-kings", maxWagerCents: 10_000 });
    expect(baseSettings(kings, {}, 8).gameId).toBe("commission-free-dragon-bonus");
    expect(() => baseSettings(kings, { bankerLine: "six-pays-half" }, 8)).toThrow(/Kings pays the Banker line 1 to 1 and pushes a winning three-card 7 \(seed 004 L1306, L1340-1341\), so its option bankerLine is "three-card-7-push", not "six-pays-half"/);
  });
});

describe('a "No Limit" option (Mortimer\'s Pure 21.5, seed 003 L1302-1316): the minimum is filed, the maximum is the room\'s', () => {
  const pure = (over: Partial<TableConfigInput>) => config({ gameId: "pure-21-5-mortimers", seats: 8, feeScheduleId: "pure-21-5-mortimers", feeOptionId: "2", minWagerCents: 500, maxWagerCents: 50_000, ...over });

  it("takes the option's minimum with any maximum the room posts above it", () => {
    expect(baseSettings(pure({}), {}, 6).limits).toEqual({ min: 500, max: 50_000 });
    expect(baseSettings(pure({ maxWagerCents: 500 }), {}, 6).limits).toEqual({ min: 500, max: 500 });
  });

  it("still refuses a minimum the option is not filed for", () => {
    expect(() => baseSettings(pure({ minWagerCents: 1_000 }), {}, 6)).toThrow(/option's table limit is \$5\.00-No Limit/);
  });

  it("a change to it brings its minimum and keeps the table's maximum, or says why it cannot", () => {
    const option = getScheduleOption("pure-21-5-mortimers", "3");
    expect(noLimit(option)).toBe(true);
    expect(limitsForOption(option, { min: 500, max: 50_000 })).toEqual({ min: 1_000, max: 50_000 });
    expect(() => limitsForOption(option, { min: 200, max: 500 })).toThrow(/filed for \$10\.00 - No Limit, above this table's maximum \$5\.00/);
    expect(noLimit(getScheduleOption("ez-baccarat-panda-8-mortimers", "1"))).toBe(false);
  });
});
