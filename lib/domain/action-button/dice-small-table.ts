/**
 * Three dice at a table with fewer seats than the dice layout has positions (a Pai Gow Tiles game,
 * filed for eight positions, dealt at a table set up with six seats). `actionSeatFromDice` refuses
 * such a table; these are the two ways a room may count it. At a full table both give exactly what
 * `actionSeatFromDice` gives.
 */
import { assertSeat, clockwiseAfter, clockwiseFrom, type SeatNumber } from "../seats";
import { ActionButtonError, type ActionTable } from "./card-count";
import { dicePosition, type DiceActionButton } from "./dice-count";
import { activeSeatSet, resolveLanding, type ActionSeat } from "./landing";

export type DiceCountOnSmallerTable =
  /**
   * The player-dealer keeps its filed numbers ("always one, nine, and seventeen", seed 004 L810):
   * the numbers between two of them go round the other seats clockwise from the player-dealer's
   * left, round again when there are fewer seats than numbers.
   */
  | "player-dealer-keeps-its-numbers"
  /** Every seat of the table is a position and the count goes round them: the player-dealer is 1, N+1, 2N+1. */
  | "seats-counted-round";

/** The seat a dice total points at, before the player-dealer and empty-seat rules. */
export function diceLandingOnTable(total: number, positions: number, pdSeat: SeatNumber, seats: number, count: DiceCountOnSmallerTable): SeatNumber {
  assertSeat(pdSeat, seats);
  if (seats < 2) throw new ActionButtonError(`a table with dice has at least 2 seats, got ${seats}`);
  if (seats > positions) throw new ActionButtonError(`this dice layout counts ${positions} positions; a ${seats}-seat table has more seats than it numbers`);
  if (count === "seats-counted-round") return clockwiseFrom(pdSeat, dicePosition(total, seats) - 1, seats);
  const position = dicePosition(total, positions);
  if (position === 1) return pdSeat;
  const others = clockwiseAfter(pdSeat, seats).filter((s) => s !== pdSeat);
  return others[(position - 2) % others.length] as SeatNumber;
}

export function actionSeatFromDiceOnTable(total: number, rule: DiceActionButton, table: ActionTable, count: DiceCountOnSmallerTable): ActionSeat {
  const { pdSeat, seats } = table;
  const landedOn = diceLandingOnTable(total, rule.positions, pdSeat, seats, count);
  return resolveLanding(landedOn, { pdSeat, seats, active: activeSeatSet(table.active, pdSeat, seats) }, rule);
}
