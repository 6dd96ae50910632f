/**
 * 21st Century's late tie bet window (seed 001 L127-137): after the Player cards, before the hole
 * card is checked, only for bettors with an early tie bet, and not at all when
 * - the Player's two-card total (5-9) equals the dealer's up card (5-9) (L129), or
 * - the Player has a two-card 9 (L135).
 */
import type { SuitedCard } from "../cards/card";
import { pointValue } from "./card-value";
import { totalOfValues } from "./hand-total";

export interface LateTieWindow {
  readonly open: boolean;
  readonly because: string;
}

export function lateTieWindowForValues(playerTwoCardTotal: number, dealerUpCardValue: number): LateTieWindow {
  if (playerTwoCardTotal === 9) return { open: false, because: "the Player has a two-card 9 (L135)" };
  if (playerTwoCardTotal >= 5 && playerTwoCardTotal === dealerUpCardValue) {
    return { open: false, because: `the Player's two-card ${playerTwoCardTotal} equals the dealer's up card (L129)` };
  }
  return { open: true, because: `Player two-card ${playerTwoCardTotal}, dealer up card ${dealerUpCardValue}` };
}

export function lateTieWindow(playerFirstTwo: readonly [SuitedCard, SuitedCard], dealerUpCard: SuitedCard): LateTieWindow {
  return lateTieWindowForValues(totalOfValues(playerFirstTwo.map(pointValue)), pointValue(dealerUpCard));
}
