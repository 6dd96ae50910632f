/**
 * Odds and the main wager's pay table. A winning Natural is paid at the game's Natural odds (2 to 1
 * in the Joker edition, 6 to 5 in 6.0 and 2014); every other winning hand at 1 to 1.
 */
import { payout, type Cents } from "../money";

export interface Odds {
  readonly to: number;
  readonly per: number;
}

/** "6 to 5" is odds(6, 5). */
export function odds(to: number, per = 1): Odds {
  if (!Number.isInteger(to) || !Number.isInteger(per) || to <= 0 || per <= 0) throw new RangeError(`odds must be positive whole numbers, got ${to} to ${per}`);
  return Object.freeze({ to, per });
}

export function formatOdds(o: Odds): string {
  return `${o.to} to ${o.per}`;
}

/** Winnings of `stake` at `o`, rounded down to the cent (money.ts). */
export function winnings(stake: Cents, o: Odds): Cents {
  return payout(stake, o.to, o.per);
}

export interface MainPayTable {
  readonly natural: Odds;
  readonly otherHands: Odds;
  readonly source: string;
}
