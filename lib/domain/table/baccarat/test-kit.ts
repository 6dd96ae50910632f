/** Drives a baccarat table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import { getSchedule, getScheduleOption } from "../../fees";
import type { BaccaratCommand } from "./commands";
import type { BaccaratTableEvent } from "./events";
import { baccaratMachine } from "./machine";
import { baccaratSettingsFromConfig, type TableConfigInput } from "./settings";
import { EMPTY_BACCARAT_TABLE, type BaccaratTableState } from "./state";
import type { BaccaratViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

export class Table extends TableDriver<BaccaratTableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> {
  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const scheduleId = config.feeScheduleId ?? "fortune-7-baccarat";
    const optionId = config.feeOptionId ?? "3";
    // The table posts the limit its fee option is filed for (fees.md O2), unless the test says otherwise.
    const schedule = getSchedule(scheduleId);
    const limit = schedule.kind === "printed" ? getScheduleOption(scheduleId, optionId).limit : null;
    const settings = baccaratSettingsFromConfig({
      tableId: "t1",
      name: "Test table",
      seats: 8,
      minWagerCents: limit?.kind === "spot" ? limit.min : 500,
      maxWagerCents: limit?.kind === "spot" && limit.max !== null ? limit.max : 10_000,
      feeScheduleId: scheduleId,
      feeOptionId: optionId,
      ...config,
    });
    super(baccaratMachine, EMPTY_BACCARAT_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-22T20:00:00Z") });
  }
}
