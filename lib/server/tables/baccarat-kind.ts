import { baccaratMachine, bettingTimer } from "@/lib/domain/table/baccarat/machine";
import type { BaccaratTableEvent } from "@/lib/domain/table/baccarat/events";
import { EMPTY_TABLE, type TableState } from "@/lib/domain/table/baccarat/state";
import { settingsFromConfig } from "@/lib/domain/table/baccarat/settings";
import type { BaccaratCommand } from "@/lib/domain/table/baccarat/commands";
import type { BaccaratViews } from "@/lib/domain/table/baccarat/views";
import type { TableSettingsBase, TableConfigInput } from "@/lib/domain/table/common/settings";
import type { TableConfigRow, TableKind } from "./table-kind";
import { projectTable, summarise } from "./table-projection";

/** A configuration row as the settings' input; `bettingSeconds` and `decks` travel among the game options. */
export function configInput(config: TableConfigRow): TableConfigInput {
  const options = (config.gameOptions ?? {}) as Record<string, unknown>;
  const { bettingSeconds, decks, ...gameOptions } = options as { bettingSeconds?: number; decks?: number } & Record<string, unknown>;
  return {
    tableId: config.id,
    name: config.name,
    gameId: config.gameId,
    gameOptions,
    rulesVersion: config.rulesVersion,
    seats: config.seats,
    minWagerCents: config.minWagerCents,
    maxWagerCents: config.maxWagerCents,
    feeScheduleId: config.feeScheduleId,
    feeOptionId: config.feeOptionId,
    feeOptionData: config.feeOptionData,
    rotationPolicy: config.rotationPolicy,
    bettingSeconds: typeof bettingSeconds === "number" ? bettingSeconds : null,
    ...(typeof decks === "number" ? { decks } : {}),
  };
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
