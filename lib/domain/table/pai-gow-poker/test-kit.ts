/** Drives a pai gow poker table through decide/evolve in tests, as the server would. */
import { TableDriver } from "../common/test-kit";
import type { TableConfigInput } from "../common/settings";
import type { PaiGowCommand } from "./commands";
import type { PaiGowTableEvent } from "./events";
import { paiGowFloor } from "./floor";
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

/**
 * Kings Fortune Pai Gow, seats 1-7 seated with the bank at seat 1 ($500.00), the cards from `source`
 * (the dealer's entries, or the server's seeded shuffle): seat 2 on $50.00 and seat 4 on $25.00,
 * the piles dealt and the dice rolled (10), no hand set yet.
 */
export function kingsRoundRolled(source: "dealer" | "server"): PaiGowTable {
  const t = new PaiGowTable({ gameId: "fortune-pai-gow" });
  t.seat([1, 2, 3, 4, 5, 6, 7], 1, 50_000);
  t.do({ type: "start-shoe", source });
  t.do({ type: "open-betting" });
  t.do({ type: "place-wager", seat: 2, bet: "game", amount: 5_000 });
  t.do({ type: "place-wager", seat: 4, bet: "game", amount: 2_500 });
  t.do({ type: "close-betting" });
  t.do({ type: "deal-piles" });
  t.do({ type: "choose-action-pile", pile: 4 });
  return t.do({ type: "roll-dice", total: 10 });
}

/**
 * Kings Fortune Pai Gow: seat 2 ($50.00, four sevens) and seat 4 ($25.00, A-A-9-6-3 behind, Q-T in
 * front) on the game against the player-dealer at seat 1 (K-K-9-8-5-3-2, bank $500.00); both win,
 * every line paid, the round not ended yet. The round the correction tests correct.
 */
export function paidKingsRound(): PaiGowTable {
  const t = kingsRoundRolled("dealer");
  t.do(setHand(2, "7S 7H 7D 7C 4H | QS JD"));
  t.do(setHand(4, "AS AH 9S 6C 3D | QH TC"));
  t.do({ type: "expose-player-dealer", cards: cards("KS KH 9D 8D 5S 3H 2D") });
  t.do({ type: "settle" });
  return t.do({ type: "advance-settlement", through: t.state.round!.settlement!.walk.lines.length });
}

/** Event `at` of the table's log in the replay's words, with the table as it stood before it. */
export function wordsAt(t: PaiGowTable, at: number): string {
  const before = t.log.slice(0, at).reduce(paiGowMachine.evolve, EMPTY_PAI_GOW_TABLE);
  return paiGowFloor.describe(t.log[at]!, before, paiGowMachine.evolve(before, t.log[at]!));
}
