/** Drives a No Bust table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import { getScheduleOption } from "../../fees";
import type { TableConfigInput } from "../common/settings";
import type { NoBustCommand } from "./commands";
import type { NoBustTableEvent } from "./events";
import { noBustMachine } from "./machine";
import { noBustSettingsFromConfig } from "./settings";
import { EMPTY_NO_BUST_TABLE, type NoBustTableState } from "./state";
import type { NoBustViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

export const FEE_OF: Record<string, { scheduleId: string; optionId: string }> = {
  "no-bust-joker": { scheduleId: "no-bust-joker", optionId: "1" },
  "no-bust-6": { scheduleId: "no-bust-6", optionId: "1" },
  "no-bust-buster-bonus-6": { scheduleId: "no-bust-buster-bonus", optionId: "1" },
};

export class NoBustTable extends TableDriver<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews> {
  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const fee = FEE_OF[config.gameId]!;
    // The table posts the limit its fee option is filed for (fees.md O2).
    const limit = getScheduleOption(config.feeScheduleId ?? fee.scheduleId, config.feeOptionId ?? fee.optionId).limit;
    const settings = noBustSettingsFromConfig({
      tableId: "nb1",
      name: "No Bust test table",
      seats: 8,
      minWagerCents: limit.kind === "spot" ? limit.min : 500,
      maxWagerCents: limit.kind === "spot" && limit.max !== null ? limit.max : 10_000,
      feeScheduleId: fee.scheduleId,
      feeOptionId: fee.optionId,
      ...config,
    });
    super(noBustMachine, EMPTY_NO_BUST_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-22T20:00:00Z") });
  }
}
