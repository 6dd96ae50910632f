/**
 * Insurance (6.0 L866-871, 2014 L3180-3189): when the player-dealer's up card is an ace, a player
 * may bet up to half of their original wager that the hole card makes a Natural; it pays 2 to 1.
 */
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import { isAce } from "../blackjack/card-values";
import type { Odds } from "./pay-table";

export interface InsuranceRules {
  readonly pays: Odds;
  readonly source: string;
}

export function insuranceOffered(rules: InsuranceRules | null, upCard: Card | undefined): boolean {
  return rules !== null && upCard !== undefined && isAce(upCard);
}

/** "may not exceed half (1/2) of the original wager", to the cent below. */
export function maxInsurance(wager: Cents): Cents {
  return Math.floor(wager / 2);
}
