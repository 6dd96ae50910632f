import { baccaratMachine, bettingTimer } from "@/lib/domain/table/baccarat/machine";
import type { BaccaratTableEvent } from "@/lib/domain/table/baccarat/events";
import { EMPTY_TABLE, type TableState } from "@/lib/domain/table/baccarat/state";
import { settingsFromConfig } from "@/lib/domain/table/baccarat/settings";
import type { BaccaratCommand } from "@/lib/domain/table/baccarat/commands";
import type { BaccaratViews } from "@/lib/domain/table/baccarat/views";
import { configInputOf, type TableSettingsBase, type TableConfigInput } from "@/lib/domain/table/common/settings";
import { storedConfigOf, type TableConfigRow, type TableKind } from "./table-kind";
import { projectTable, summarise } from "./table-projection";

/** A configuration row as the settings' input; `bettingSeconds` and `decks` travel among the game options. */
export function configInput(config: TableConfigRow): TableConfigInput {
  return configInputOf(config.id, storedConfigOf(config));
}

export type { TableSettingsBase };

export const baccaratKind: TableKind<TableState, BaccaratCommand, BaccaratTableEvent, BaccaratViews> = {
  machine: baccaratMachine,
  empty: EMPTY_TABLE,
  opened: (config, now) => ({ type: "TableOpened", at: now, settings: settingsFromConfig(configInput(config)) }),
  project: projectTable(baccaratMachine.evolve),
  summary: summarise,
  timers: bettingTimer,
};
