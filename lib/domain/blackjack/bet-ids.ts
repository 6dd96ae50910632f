/**
 * Bet ids of a settled round, one per wager the bank walk settles. A seat's hands are named by
 * their place on the layout once play is over: the first hand holds the original wager ("main"),
 * the hands split off it are "split-1" … "split-3", left to right. A hand's double-down wager is
 * its own line ("double", "split-2-double"); a surrendered hand settles as two lines, the
 * forfeited half (the hand's id, lost) and the half handed back ("main-returned", a push).
 */
export const MAIN_BET = "main";
export const INSURANCE_BET = "insurance";
export const BUSTER_BET = "buster";

export function handBetId(position: number): string {
  if (!Number.isInteger(position) || position < 0) throw new RangeError(`a hand position is 0 or more, got ${position}`);
  return position === 0 ? MAIN_BET : `split-${position}`;
}

export function doubleBetId(position: number): string {
  return position === 0 ? "double" : `${handBetId(position)}-double`;
}

export function returnedHalfBetId(position: number): string {
  return `${handBetId(position)}-returned`;
}

/**
 * Settlement order inside a seat: each hand left to right (its wager, then its double), then
 * insurance, then the Buster bet ("NB21 wager, Buster Blackjack Bonus Bet", L3276-3278).
 */
export function betOrder(maxSplits: number, insurance: boolean, buster: boolean): readonly string[] {
  const order: string[] = [];
  for (let k = 0; k <= maxSplits; k++) order.push(handBetId(k), returnedHalfBetId(k), doubleBetId(k));
  if (insurance) order.push(INSURANCE_BET);
  if (buster) order.push(BUSTER_BET);
  return Object.freeze(order);
}
