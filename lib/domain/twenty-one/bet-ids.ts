/**
 * Bet ids of a settled twenty-one round: the No Bust family's (a hand by its place on the layout,
 * "main", "split-1" … "split-3"; its double; a surrendered hand's returned half; insurance; the
 * Buster bet) and what these games add: Match the Dealer Up Card, and Pure Spanish 21.5's
 * double-double downs, each its own line ("double-2", "double-3") because a rescue takes back the
 * last one alone (seed 004 L667-669).
 */
import { BUSTER_BET, INSURANCE_BET, MAIN_BET, doubleBetId, handBetId, returnedHalfBetId } from "../blackjack/bet-ids";

export { BUSTER_BET, INSURANCE_BET, MAIN_BET, doubleBetId, handBetId, returnedHalfBetId };

export const MATCH_BET = "match";

/** The bets a player places before the deal. */
export const PRE_DEAL_BETS = [MAIN_BET, BUSTER_BET, MATCH_BET] as const;
export type PreDealBet = (typeof PRE_DEAL_BETS)[number];

/** The `n`th double of a hand (1 = the double down, 2 and 3 = double-double downs). */
export function nthDoubleBetId(position: number, n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 3) throw new RangeError(`a hand is doubled at most three times, got double ${n}`);
  return n === 1 ? doubleBetId(position) : `${doubleBetId(position)}-${n}`;
}

/**
 * Settlement order inside a seat: each hand left to right (its wager, its returned half, its doubles),
 * then insurance, then the bonus bets in the filing's order: "base game wager, Buster Blackjack
 * Bonus Bet wager, Match the Dealer Bonus Bet wager" (seed 004 L550, L577; L727).
 */
export function twentyOneBetOrder(maxSplits: number, doubles: number, insurance: boolean, buster: boolean, match: boolean): readonly string[] {
  const order: string[] = [];
  for (let k = 0; k <= maxSplits; k++) {
    order.push(handBetId(k), returnedHalfBetId(k));
    for (let n = 1; n <= doubles; n++) order.push(nthDoubleBetId(k, n));
  }
  if (insurance) order.push(INSURANCE_BET);
  if (buster) order.push(BUSTER_BET);
  if (match) order.push(MATCH_BET);
  return Object.freeze(order);
}
