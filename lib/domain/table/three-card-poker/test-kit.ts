/** Drives a Three Card Poker table through decide/evolve in tests, as the server would. */
import { getScheduleOption } from "../../fees";
import { TableDriver } from "../common/test-kit";
import type { TableConfigInput } from "../common/settings";
import type { ThreeCardPokerCommand } from "./commands";
import type { ThreeCardPokerTableEvent } from "./events";
import { threeCardPokerMachine } from "./machine";
import { threeCardPokerSettingsFromConfig } from "./settings";
import { EMPTY_THREE_CARD_POKER_TABLE, type ThreeCardPokerTableState } from "./state";
import type { ThreeCardPokerViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

export const FEE_OF: Record<string, { scheduleId: string; optionId: string; min: number; max: number }> = {
  // Mortimer's option 1: $5-$300 (seed 003 L1811); Kings' options let the room post $5-$100 to $5-$10,000 (seed 004 L1897).
  "three-card-poker-6cb-mortimers": { scheduleId: "three-card-poker-6-card-bonus-mortimers", optionId: "1", min: 500, max: 30_000 },
  "three-card-poker-6cb": { scheduleId: "three-card-poker-6-card-bonus-kings", optionId: "1", min: 500, max: 100_000 },
};

export class ThreeCardPokerTable extends TableDriver<ThreeCardPokerTableState, ThreeCardPokerCommand, ThreeCardPokerTableEvent, ThreeCardPokerViews> {
  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const fee = FEE_OF[config.gameId]!;
    getScheduleOption(config.feeScheduleId ?? fee.scheduleId, config.feeOptionId ?? fee.optionId);
    const settings = threeCardPokerSettingsFromConfig({
      tableId: "tcp1",
      name: "Three Card Poker test table",
      seats: 8,
      minWagerCents: fee.min,
      maxWagerCents: fee.max,
      feeScheduleId: fee.scheduleId,
      feeOptionId: fee.optionId,
      ...config,
    });
    super(threeCardPokerMachine, EMPTY_THREE_CARD_POKER_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-22T20:00:00Z") });
  }

  /** The big button: sends the dealer view's next command, failing if the step needs an entry first. */
  next(): this {
    const send = this.views().dealer.next.send;
    if (!send) throw new Error(`the next step needs an entry: ${this.views().dealer.next.label}`);
    return this.do(send as ThreeCardPokerCommand);
  }
}
