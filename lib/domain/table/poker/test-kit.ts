/** Drives a poker table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import type { TableConfigInput } from "../common/settings";
import type { PokerCommand } from "./commands";
import type { PokerTableEvent } from "./events";
import { pokerMachine } from "./machine";
import { pokerSettingsFromConfig } from "./settings";
import { EMPTY_POKER_TABLE, type PokerLiveState } from "./state";
import type { PokerViews } from "./views";

export { DEALER, SUPERVISOR } from "../common/test-kit";

export const MINUTE = 60_000;

/** A table of each game at stakes its filing prints (the demo floor's). */
export const TABLE_OF: Record<string, Omit<TableConfigInput, "tableId" | "name" | "gameId" | "seats">> = {
  /** Mortimer's option 3: $3-$6 limit, blinds $2/$3 as printed (seed 003 L3687-3692). */
  "texas-holdem-mortimers": { minWagerCents: 300, maxWagerCents: 600, feeScheduleId: "texas-holdem-mortimers", feeOptionId: "3" },
  /** Mortimer's Omaha rows 1-3: $3/$6 limit, blinds $1/$3 (seed 003 L3994-4011), full kill. */
  "omaha-hi-lo-mortimers": { minWagerCents: 300, maxWagerCents: 600, feeScheduleId: "omaha-hi-lo-mortimers", feeOptionId: "1-3" },
  /** Kings option 2 (grouping A): $3-$6 limit; Kings prints no blinds, the room sets $1/$3 (seed 004 L9-10). */
  "texas-holdem": { minWagerCents: 300, maxWagerCents: 600, feeScheduleId: "texas-holdem-kings", feeOptionId: "2", gameOptions: { smallBlindCents: 100, bigBlindCents: 300 } },
  /** Kings option 6: $75-$150 limit, time $5 per player per half hour (seed 004 L54-55). */
  omaha: { minWagerCents: 7_500, maxWagerCents: 15_000, feeScheduleId: "omaha-kings", feeOptionId: "6", gameOptions: { smallBlindCents: 2_500, bigBlindCents: 7_500 } },
};

export class PokerTable extends TableDriver<PokerLiveState, PokerCommand, PokerTableEvent, PokerViews> {
  constructor(config: Partial<TableConfigInput> & Pick<TableConfigInput, "gameId">) {
    const base = TABLE_OF[config.gameId]!;
    const settings = pokerSettingsFromConfig({ tableId: "pk1", name: "Poker test table", seats: 10, ...base, ...config, gameOptions: { ...(base.gameOptions as object), ...(config.gameOptions as object) } });
    super(pokerMachine, EMPTY_POKER_TABLE, { type: "TableOpened", settings, at: Date.parse("2026-11-22T20:00:00Z") });
  }

  /** Seat players named P<seat>. */
  seatPlayers(seats: readonly number[]): this {
    for (const seat of seats) this.do({ type: "seat-player", seat, name: `P${seat}` });
    return this;
  }

  /** The first button by entered cards: `button` draws the ace of spades, everyone else a low card. */
  drawButton(button: number): this {
    const seats = this.state.table!.seats.filter((s) => s.status === "seated").map((s) => s.seat);
    const low = ["2S", "2H", "2D", "2C", "3S", "3H", "3D", "3C", "4S", "4H"];
    return this.do({ type: "draw-for-button", cards: seats.map((seat, i) => ({ seat, card: seat === button ? "AS" : low[i]! })) });
  }

  advance(ms: number): this {
    this.now += ms;
    return this;
  }

  /** The fee lines every FeesDropped event carried, in order. */
  dropped(): { roundId: string | null; cents: number; collection: string }[] {
    return this.log.flatMap((e) => (e.type === "FeesDropped" ? e.fees.map((f) => ({ roundId: e.roundId, cents: f.cents, collection: f.rule.collection })) : []));
  }
}
