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
  /**
   * Who the bettor is, by name ("Ann", "blue chips"): tells backline bettors of one seat apart, and
   * tells that one person plays several spots (`playerKeys`). On a seated wager it names the seat's
   * seated player; it does not make a second one.
   */
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

/** What names the person behind a wager: the spot, whether it is a backline wager, and the bettor's name. */
export type PlayerWager = Pick<Wager, "seat" | "backline" | "bettor">;

/**
 * The seated player's name at each seat: the `bettor` the seat's seated wagers give (a spot has one
 * seated player, so they give one name or none). Seats whose seated wagers give two names are listed
 * in `conflicts`.
 */
export function seatedPlayerNames(wagers: readonly PlayerWager[]): { readonly names: ReadonlyMap<SeatNumber, string>; readonly conflicts: readonly SeatNumber[] } {
  const names = new Map<SeatNumber, string>();
  const conflicts = new Set<SeatNumber>();
  for (const w of wagers) {
    if (w.backline === true || w.bettor === undefined) continue;
    const known = names.get(w.seat);
    if (known === undefined) names.set(w.seat, w.bettor);
    else if (known !== w.bettor) conflicts.add(w.seat);
  }
  return { names, conflicts: [...conflicts].sort((a, b) => a - b) };
}

/**
 * Who made each wager across the whole table, for the rules that look at a player's total rather
 * than a spot's ("the total amount each player has wagered ... at the table", seed 003 L2265-2267).
 * A name given as `bettor` is one person wherever it is used: the seated player of one spot who also
 * plays an empty spot (seed 003 L2273-2275), or someone betting behind two seats. A seat's seated
 * wagers are one person: the name any of them gives, else "the player at seat N". Unnamed backline
 * wagers of one seat are one person, as for the spot rules. One key per wager, in order.
 */
export function playerKeys(wagers: readonly PlayerWager[]): string[] {
  const { names } = seatedPlayerNames(wagers);
  return wagers.map((w) => {
    const name = w.backline === true ? w.bettor : (w.bettor ?? names.get(w.seat));
    if (name === undefined) return w.backline === true ? `seat/${w.seat}/backline` : `seat/${w.seat}`;
    // "The player at seat 2" playing this spot is seat 2's seated player, by the name seat 2's own
    // wagers give or, without one, by the seat (a dealer knows the seat, not always the name).
    const other = seatOfSeatPlayer(name);
    if (other !== null && other !== w.seat) {
      const theirs = names.get(other);
      return theirs !== undefined && seatOfSeatPlayer(theirs) === null ? `bettor/${theirs}` : `seat/${other}`;
    }
    return `bettor/${name}`;
  });
}

/**
 * The bettor name a dealer gives a wager made by the seated player of another seat: a player at
 * Panda 8 may wager on any spot where no one has (seed 003 L2273-2275), and the per-player fee is
 * on everything that player wagers (L2265-2267). `playerKeys` reads it as that seat's player.
 */
export function seatPlayerBettor(seat: SeatNumber): string {
  return `the player at seat ${seat}`;
}

/** The seat a `seatPlayerBettor` name stands for; null for any other name. */
export function seatOfSeatPlayer(name: string): SeatNumber | null {
  const m = /^the player at seat (\d{1,2})$/i.exec(name.trim());
  return m ? Number(m[1]) : null;
}
