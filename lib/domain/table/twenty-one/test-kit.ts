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

/** Mortimer's Pure 21.5, seats 1-3 ($10, $20, $10) against the player-dealer in seat 8, a shoe the dealer enters, betting closed. */
export function threeWagersClosed(): TwentyOneTable {
  const t = new TwentyOneTable({ gameId: "pure-21-5-mortimers", decks: 6 });
  t.seat([1, 2, 3, 8], 8, 100_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  for (const [seat, amount] of [[1, 1_000], [2, 2_000], [3, 1_000]] as const) t.do({ type: "place-wager", seat, bet: "main", amount });
  t.do({ type: "close-betting" });
  return t;
}

/**
 * Mortimer's Pure 21.5, seats 1-3 ($10, $20, $10) against the player-dealer in seat 8, settled and
 * not yet paid: seat 1's 19 beats the player-dealer's 18 (6C TH 2D), seat 2's 18 pushes, seat 3's
 * 17 loses. The round the settled-correction tests correct.
 */
export function settledAgainst18(): TwentyOneTable {
  const t = threeWagersClosed();
  t.deal([["s1", "TS"], ["s2", "TH"], ["s3", "TD"], ["pd", "6C"], ["s1", "9S"], ["s2", "8D"], ["s3", "7C"], ["pd", "down"]]);
  for (const seat of [1, 2, 3]) t.do({ type: "player-decision", seat, hand: 0, decision: "stand" });
  t.do({ type: "expose-hole-card", card: "TH" });
  t.deal([["pd", "2D"]]);
  t.do({ type: "settle" });
  return t;
}

/** In settledAgainst18, the player-dealer's third card was a 3, not a 2: 19, not 18 (a supervisor's correction). */
export const PD_THIRD_CARD_WAS_3 = { type: "correct-card" as const, index: 8, card: "3D", reason: "misread the three" };

/** Blackjack X, seats 2 ($10) and 4 ($20) against the player-dealer's ace in seat 1: seat 4 insured for $4.00, seat 2 declined. */
export function insuredBlackjackX(): TwentyOneTable {
  const t = new TwentyOneTable({ gameId: "blackjack-x", decks: 6 });
  t.seat([1, 2, 4], 1, 100_000);
  t.do({ type: "start-shoe", source: "dealer" });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 2, bet: "main", amount: 1_000 });
  t.do({ type: "place-wager", seat: 4, bet: "main", amount: 2_000 });
  t.do({ type: "close-betting" });
  t.deal([["s2", "9S"], ["s4", "TD"], ["pd", "AH"], ["s2", "2D"], ["s4", "5C"], ["pd", "down"]]);
  t.do({ type: "insurance", seat: 2, amount: 0 });
  return t.do({ type: "insurance", seat: 4, amount: 400 });
}
