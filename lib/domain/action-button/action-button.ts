/**
 * The action button: the seat where paying and collecting starts. A game's button is data, one of
 * a card count, a printed card chart, three dice, or none at all (settlement then starts with the
 * player to the left of the player-dealer, as most baccarat and Three Card Poker filings say).
 */
import type { Card } from "../cards/card";
import { assertSeat } from "../seats";
import { actionSeatFromCardChart, type CardChartActionButton } from "./card-chart";
import { ActionButtonError, actionSeatFromCardCount, type ActionCard, type ActionTable, type CardCountActionButton } from "./card-count";
import { actionSeatFromDice, type DiceActionButton } from "./dice-count";
import { seatLeftOfPlayerDealer, type ActionSeat } from "./landing";

/** No button: "The action on payouts will always begin with the player to the left of the player-dealer". */
export interface NoActionButton {
  readonly kind: "left-of-player-dealer";
}

export type ActionButton = CardCountActionButton | CardChartActionButton | DiceActionButton | NoActionButton;

/** What the round supplies to place the button. */
export type ActionDraw =
  | { readonly kind: "card"; readonly card: Card }
  | { readonly kind: "dice"; readonly total: number }
  | { readonly kind: "none" };

/** The card the game module must hand over, or null when the button does not come from a card. */
export function actionCardOf(rule: ActionButton): ActionCard | null {
  return rule.kind === "card-count" || rule.kind === "card-chart" ? rule.card : null;
}

export function placeActionButton(rule: ActionButton, draw: ActionDraw, table: ActionTable): ActionSeat {
  switch (rule.kind) {
    case "left-of-player-dealer": {
      assertSeat(table.pdSeat, table.seats);
      const seat = seatLeftOfPlayerDealer(table.pdSeat, table.seats);
      return { seat, landedOn: seat, route: "counted" };
    }
    case "card-count":
      if (draw.kind !== "card") throw new ActionButtonError(`this game's action button needs a card (${rule.card})`);
      return actionSeatFromCardCount(draw.card, rule, table);
    case "card-chart":
      if (draw.kind !== "card") throw new ActionButtonError(`this game's action button needs a card (${rule.card})`);
      return actionSeatFromCardChart(draw.card, rule, table);
    case "dice":
      if (draw.kind !== "dice") throw new ActionButtonError("this game's action button needs a dice total");
      return actionSeatFromDice(draw.total, rule, table);
  }
}
