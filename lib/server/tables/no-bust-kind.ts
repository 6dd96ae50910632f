import { noBustMachine, noBustBettingTimer } from "@/lib/domain/table/no-bust/machine";
import type { NoBustTableEvent } from "@/lib/domain/table/no-bust/events";
import { EMPTY_NO_BUST_TABLE, type NoBustTableState } from "@/lib/domain/table/no-bust/state";
import { noBustSettingsFromConfig } from "@/lib/domain/table/no-bust/settings";
import type { NoBustCommand } from "@/lib/domain/table/no-bust/commands";
import type { NoBustViews } from "@/lib/domain/table/no-bust/views";
import { configInput } from "./baccarat-kind";
import type { TableKind } from "./table-kind";
import { projectTable, summarise } from "./table-projection";

/** A table of the No Bust blackjack family (seed 003): the same shell, its own round. */
export const noBustKind: TableKind<NoBustTableState, NoBustCommand, NoBustTableEvent, NoBustViews> = {
  machine: noBustMachine,
  empty: EMPTY_NO_BUST_TABLE,
  opened: (config, now) => ({ type: "TableOpened", at: now, settings: noBustSettingsFromConfig(configInput(config)) }),
  project: projectTable(noBustMachine.evolve),
  summary: summarise,
  timers: noBustBettingTimer,
};
