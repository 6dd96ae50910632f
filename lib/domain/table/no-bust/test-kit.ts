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

/**
 * No Bust 6.0, seats 1 ($10.00) and 2 ($20.00) against the player-dealer in seat 8 (bank
 * $1,000.00), a shoe the dealer enters: seat 1 holds TS 8C, seat 2 5H 6S, the player-dealer `up`
 * and a hole card face down; the fees dropped.
 */
export function dealtNoBust(up = "6D"): NoBustTable {
  const t = new NoBustTable({ gameId: "no-bust-6", decks: 6 });
  t.seat([1, 2, 8], 8, 100_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 1, bet: "main", amount: 1_000 });
  t.do({ type: "place-wager", seat: 2, bet: "main", amount: 2_000 });
  t.do({ type: "close-betting" });
  for (const card of ["TS", "5H", up, "8C", "6S"]) t.do({ type: "deal-card", card });
  t.do({ type: "deal-card", faceDown: true });
  return t.do({ type: "drop-fees" });
}

/** The same against the player-dealer's ace: seat 1 insured for $5.00 (half its wager), seat 2 declined. */
export function insuredNoBust(): NoBustTable {
  const t = dealtNoBust("AD");
  t.do({ type: "insurance", seat: 1, amount: 500 });
  return t.do({ type: "insurance", seat: 2, amount: 0 });
}
