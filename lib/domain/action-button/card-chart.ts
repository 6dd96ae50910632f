/**
 * Action button from a chart printed in the filing: each rank names a position counted clockwise
 * from the player-dealer, who is position 0. 21st Century Baccarat 5.0 (seed 001, rule 16) prints
 * one for an 8-seat table; other table sizes fall back to a counting rule or to the chart as printed.
 */
import { isJoker, rankOf, type Card, type Rank } from "../cards/card";
import { assertSeat, clockwiseFrom } from "../seats";
import {
  ActionButtonError,
  actionSeatFromCardCount,
  type ActionCard,
  type ActionTable,
  type CardCountActionButton,
} from "./card-count";
import { activeSeatSet, resolveLanding, type ActionSeat, type EmptySeatLanding } from "./landing";

export interface CardChartActionButton {
  readonly kind: "card-chart";
  readonly card: ActionCard;
  /** Rank to position clockwise from the player-dealer (position 0). */
  readonly chart: Readonly<Record<Rank, number>>;
  /** The table size the chart is printed for (player-dealer included). */
  readonly chartSeats: number;
  /** Any other table size: a counting rule, or the printed positions used as they stand. */
  readonly otherTables: CardCountActionButton | "printed-chart";
  readonly onEmptySeat: EmptySeatLanding;
}

export function actionSeatFromCardChart(card: Card, rule: CardChartActionButton, table: ActionTable): ActionSeat {
  const { pdSeat, seats } = table;
  assertSeat(pdSeat, seats);
  if (seats !== rule.chartSeats && rule.otherTables !== "printed-chart") {
    return actionSeatFromCardCount(card, rule.otherTables, table);
  }
  if (isJoker(card)) throw new ActionButtonError("this game has no joker: a joker cannot set the action button");
  const position = rule.chart[rankOf(card)];
  if (!Number.isInteger(position) || position < 1 || position >= seats) {
    throw new ActionButtonError(`chart position ${position} for ${card} does not exist at a ${seats}-seat table`);
  }
  const landedOn = clockwiseFrom(pdSeat, position, seats);
  return resolveLanding(
    landedOn,
    { pdSeat, seats, active: activeSeatSet(table.active, pdSeat, seats) },
    { onPlayerDealer: "left-of-player-dealer", onEmptySeat: rule.onEmptySeat },
  );
}
