/** Odds as a blackjack pay table prints them ("6 to 5"), and the winnings they pay, rounded down to the cent. */
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
