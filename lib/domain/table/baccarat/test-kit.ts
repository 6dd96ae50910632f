/** Drives a baccarat table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import type { BaccaratCommand } from "./commands";
import type { BaccaratTableEvent } from "./events";
import { baccaratMachine } from "./machine";
import { settingsFromConfig, type TableConfigInput } from "./settings";
import { EMPTY_TABLE, type TableState } from "./state";
import type { BaccaratViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

export class Table extends TableDriver<TableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> {
  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const settings = settingsFromConfig({
      tableId: "t1",
      name: "Test table",
      seats: 8,
      minWagerCents: 500,
      maxWagerCents: 10_000,
      feeScheduleId: "fortune-7-baccarat",
      feeOptionId: "3",
      ...config,
    });
    super(baccaratMachine, EMPTY_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-22T20:00:00Z") });
  }
}
