/**
 * Action button from three dice (the pai gow games): the player-dealer's seat is position 1 and the
 * other seats follow clockwise, so on a 7-position table the player-dealer is 1, 8 and 15, on an
 * 8-position table 1, 9 and 17. Three dice total 3 to 18, so "one" never comes up.
 */
import { assertSeat, clockwiseFrom } from "../seats";
import { ActionButtonError, type ActionTable } from "./card-count";
import {
  activeSeatSet,
  resolveLanding,
  type ActionSeat,
  type EmptySeatLanding,
  type PlayerDealerLanding,
} from "./landing";

export interface DiceActionButton {
  readonly kind: "dice";
  /** Positions round the table, player-dealer included: 7 (PD at 1/8/15) or 8 (PD at 1/9/17). */
  readonly positions: 7 | 8;
  readonly onPlayerDealer: PlayerDealerLanding;
  readonly onEmptySeat: EmptySeatLanding;
}

export const DICE_TOTAL_MIN = 3;
export const DICE_TOTAL_MAX = 18;

/** Position 1..positions that a dice total names (position 1 is the player-dealer). */
export function dicePosition(total: number, positions: number): number {
  if (!Number.isInteger(total) || total < DICE_TOTAL_MIN || total > DICE_TOTAL_MAX) {
    throw new ActionButtonError(`three dice total ${DICE_TOTAL_MIN} to ${DICE_TOTAL_MAX}, got ${total}`);
  }
  return ((total - 1) % positions) + 1;
}

export function actionSeatFromDice(total: number, rule: DiceActionButton, table: ActionTable): ActionSeat {
  const { pdSeat, seats } = table;
  assertSeat(pdSeat, seats);
  // The filed numbering (1/8/15 or 1/9/17) only holds when every position is a seat.
  if (seats !== rule.positions) {
    throw new ActionButtonError(`this dice layout needs a ${rule.positions}-seat table, got ${seats} seats`);
  }
  const landedOn = clockwiseFrom(pdSeat, dicePosition(total, rule.positions) - 1, seats);
  return resolveLanding(landedOn, { pdSeat, seats, active: activeSeatSet(table.active, pdSeat, seats) }, rule);
}
