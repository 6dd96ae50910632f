import { describe, expect, it } from "vitest";
import { SettingsError, baseSettings, type TableConfigInput } from "./settings";

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
