/** Drives a baccarat table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import { getSchedule, getScheduleOption } from "../../fees";
import type { BaccaratCommand } from "./commands";
import type { BaccaratTableEvent } from "./events";
import { baccaratMachine } from "./machine";
import { baccaratSettingsFromConfig, type TableConfigInput } from "./settings";
import { EMPTY_BACCARAT_TABLE, type BaccaratTableState } from "./state";
import type { BaccaratViews } from "./views";

import { SUPERVISOR } from "../common/test-kit";
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

/** A room's own option for the games whose filing prints no fee table (21st Century, EZ Baccarat). */
export const ROOM_OPTION = {
  limit: { kind: "spot", min: 500, max: 10_000 },
  collections: [
    { kind: "per-spot", wagers: "game", fee: { kind: "flat", cents: 100 } },
    { kind: "player-dealer", fee: { kind: "flat", cents: 200 } },
  ],
  timing: "before-deal",
};

/** Each game's own fee schedule (docs/rules-decisions/pairings.md). */
export const FEES: Record<string, [string, string, unknown]> = {
  "fortune-7-baccarat": ["fortune-7-baccarat", "3", undefined],
  "21st-century-baccarat-5": ["21st-century-baccarat", "A", ROOM_OPTION],
  "ez-baccarat": ["ez-baccarat", "A", ROOM_OPTION],
  "ez-baccarat-panda-8": ["ez-baccarat-panda-8-dragon-bonus-kings", "1", undefined],
  "ez-baccarat-panda-8-mortimers": ["ez-baccarat-panda-8-mortimers", "1", undefined],
  "commission-free-dragon-bonus": ["ez-baccarat-panda-8-dragon-bonus-kings", "1", undefined],
  "commission-free-dragon-bonus-mortimers": ["dragon-bonus-baccarat-mortimers", "1", undefined],
  "dai-bacc": ["dai-bacc", "1", undefined],
};

/** Player 2S 3D 4H (9) against Banker KH 5C 2D (7) at Fortune 7, dealt and not yet settled: seat 1 $20.00 on the Player, seat 2 $10.00 on the Banker, a $500.00 bank. */
export function dealtPlayerNine(): Table {
  const t = new Table({ gameId: "fortune-7-baccarat" });
  t.seat([1, 2, 3, 4], 4, 50_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 1, bet: "player", amount: 2_000 });
  t.do({ type: "place-wager", seat: 2, bet: "banker", amount: 1_000 });
  t.do({ type: "close-betting" });
  for (const card of ["2S", "KH", "3D", "5C", "4H", "2D"]) t.do({ type: "deal-card", card });
  return t;
}

/** That round settled: seat 1's $20.00 on the Player paid, the round ended (the ended-round corrections' round). */
export function endedPlayerNine(): Table {
  const t = dealtPlayerNine();
  t.do({ type: "settle" });
  t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
  t.do({ type: "end-round" });
  return t;
}

/** That round corrected in the next round's betting: the Banker's third card was the 4D (a tie). */
export function endedAndCorrectedToATie(): Table {
  const t = endedPlayerNine();
  t.do({ type: "open-betting" });
  t.do({ type: "correct-card", index: 5, card: "4D", reason: "misread the four" }, SUPERVISOR);
  return t;
}
