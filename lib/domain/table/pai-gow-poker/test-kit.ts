/** Drives a pai gow poker table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import type { TableConfigInput } from "../common/settings";
import type { PaiGowCommand } from "./commands";
import type { PaiGowTableEvent } from "./events";
import { paiGowMachine } from "./machine";
import { paiGowSettingsFromConfig } from "./settings";
import { EMPTY_PAI_GOW_TABLE, type PaiGowTableState } from "./state";
import type { PaiGowViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

/** A room's own option for Face Up, whose filing prints no fee schedule: $1 a game-wager spot, $2 from the player-dealer. */
export const FACE_UP_ROOM_OPTION = {
  limit: { kind: "spot", min: 500, max: 50_000 },
  collections: [
    { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
    { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
  ],
  timing: "before-deal",
} as const;

/** Each game's filed fee option and the table limits it is filed for. */
export const TABLE_OF: Record<string, Pick<TableConfigInput, "feeScheduleId" | "feeOptionId" | "feeOptionData" | "minWagerCents" | "maxWagerCents">> = {
  "fortune-pai-gow-mortimers": { feeScheduleId: "fortune-pai-gow-poker-mortimers", feeOptionId: "1", minWagerCents: 1_000, maxWagerCents: 20_000 },
  "fortune-pai-gow": { feeScheduleId: "fortune-pai-gow-poker-kings", feeOptionId: "1", minWagerCents: 1_000, maxWagerCents: 100_000 },
  "face-up-pai-gow": { feeScheduleId: "face-up-pai-gow-poker", feeOptionId: "A", feeOptionData: FACE_UP_ROOM_OPTION, minWagerCents: 500, maxWagerCents: 50_000 },
  "pai-gow-poker": { feeScheduleId: "pai-gow-poker-double-hand", feeOptionId: "1", minWagerCents: 1_000, maxWagerCents: 10_000 },
};

export class PaiGowTable extends TableDriver<PaiGowTableState, PaiGowCommand, PaiGowTableEvent, PaiGowViews> {
  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const settings = paiGowSettingsFromConfig({ tableId: "pg1", name: "Pai gow test table", seats: 7, ...TABLE_OF[config.gameId]!, ...config });
    super(paiGowMachine, EMPTY_PAI_GOW_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-26T20:00:00Z") });
  }
}

/** "AS KS QS" to ["AS", "KS", "QS"]. */
export function cards(text: string): string[] {
  return text.trim().split(/\s+/);
}

/** "7S 7H 7D 7C 4H | QS JD" to a set-hand command for a seat. */
export function setHand(seat: number, text: string): PaiGowCommand {
  const [high, low] = text.split("|") as [string, string];
  return { type: "set-hand", seat, high: cards(high), low: cards(low) };
}
