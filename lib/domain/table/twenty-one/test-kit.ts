import { walkLength } from "../common/settlement-difference";
/** Drives a twenty-one table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import type { TableConfigInput } from "../common/settings";
import type { TwentyOneCommand } from "./commands";
import type { TwentyOneTableEvent } from "./events";
import { twentyOneMachine } from "./machine";
import { twentyOneSettingsFromConfig } from "./settings";
import { EMPTY_TWENTY_ONE_TABLE, type TwentyOneTableState } from "./state";
import type { TwentyOneViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

/** Each game's own filed schedule, with limits its option allows (fees.md O2). */
export const TABLE_OF: Record<string, Pick<TableConfigInput, "feeScheduleId" | "feeOptionId" | "minWagerCents" | "maxWagerCents">> = {
  // "$5 - No Limit" (seed 003 L1305-1316): the room posts its own maximum.
  "pure-21-5-mortimers": { feeScheduleId: "pure-21-5-mortimers", feeOptionId: "2", minWagerCents: 500, maxWagerCents: 50_000 },
  "pure-21-5": { feeScheduleId: "blackjack-x-pure-21-5", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 10_000 },
  "pure-spanish-21-5": { feeScheduleId: "pure-spanish-21-5", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 10_000 },
  "blackjack-x": { feeScheduleId: "blackjack-x-pure-21-5", feeOptionId: "1", minWagerCents: 500, maxWagerCents: 10_000 },
};

export class TwentyOneTable extends TableDriver<TwentyOneTableState, TwentyOneCommand, TwentyOneTableEvent, TwentyOneViews> {
  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const settings = twentyOneSettingsFromConfig({ tableId: "t21", name: "Twenty-one test table", seats: 8, ...TABLE_OF[config.gameId]!, ...config });
    super(twentyOneMachine, EMPTY_TWENTY_ONE_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-22T20:00:00Z") });
  }

  /** Who the view says takes the next card: "pd", "s2", "s2h1". */
  nextCardTo(): string {
    const card = this.views().dealer.next.card;
    if (!card) return `no card: ${this.views().dealer.next.label}`;
    return card.to === "player-dealer" ? "pd" : `s${card.to.seat}${card.to.hand ? `h${card.to.hand}` : ""}`;
  }

  /** Deals each [to, card] pair, checking first that the card goes where the table says ("down": the hole card unread). */
  deal(expected: readonly (readonly [string, string])[]): this {
    for (const [to, card] of expected) {
      const at = this.nextCardTo();
      if (at !== to) throw new Error(`card ${card}: the table deals to ${at}, not ${to}`);
      this.do(card === "down" ? { type: "deal-card", faceDown: true } : { type: "deal-card", card });
    }
    return this;
  }

  /** The settlement's lines, "s2 main pay 1000", in walking order. */
  ledger(): string[] {
    return this.state.round!.settlement!.walk.lines.map((l) => `s${l.seat}${l.backline ? "b" : ""} ${l.bet} ${l.action} ${l.amount}`);
  }

  /** Walks every settlement line (after a correction of a round already paid: every difference) and ends the round. */
  finish(): this {
    const through = walkLength(this.state.round!);
    if (through > 0) this.do({ type: "advance-settlement", through });
    return this.do({ type: "end-round" });
  }
}
