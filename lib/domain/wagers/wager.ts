/**
 * Wagers on the layout. Each seat has one betting spot per bet the game offers ("five separate
 * betting spaces": Player line, Banker line, Tie, One Up, Fortune 7). A spot holds the seated
 * player's wager and, where the game allows backline betting, wagers from people standing behind
 * that seat.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";

/** A bet's id in a game's configuration: "player", "banker", "tie", "fortune7". */
export type BetId = string;

export interface Wager {
  /** The seat whose betting spot holds the chips. */
  readonly seat: SeatNumber;
  readonly bet: BetId;
  readonly amount: Cents;
  /** Made by a person standing behind the seat, not by the seated player. */
  readonly backline?: boolean;
  /** Tells backline bettors of one seat apart ("Ann", "blue chips"); ignored for the seated player. */
  readonly bettor?: string;
}

export function isBackline(wager: Wager): boolean {
  return wager.backline === true;
}

/**
 * Who made the wager: the seated player of a seat, or one backline bettor of that seat. Rules that
 * speak of "the same player" (a bonus needs that player's own line wager) compare these keys.
 */
export function bettorKey(wager: Wager): string {
  return isBackline(wager) ? `${wager.seat}/backline/${wager.bettor ?? ""}` : `${wager.seat}`;
}

export function sameBettor(a: Wager, b: Wager): boolean {
  return bettorKey(a) === bettorKey(b);
}

/** "Seat 3", "Seat 3 backline", "Seat 3 backline (Ann)": how a dealer names the bettor. */
export function describeBettor(wager: Wager): string {
  if (!isBackline(wager)) return `Seat ${wager.seat}`;
  return wager.bettor ? `Seat ${wager.seat} backline (${wager.bettor})` : `Seat ${wager.seat} backline`;
}

/** Everything on one spot: the seated player's wager plus the backline wagers on that seat and bet. */
export function spotTotal(wagers: readonly Wager[], seat: SeatNumber, bet: BetId): Cents {
  let total = 0;
  for (const w of wagers) if (w.seat === seat && w.bet === bet) total += w.amount;
  return total;
}
