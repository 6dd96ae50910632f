/**
 * Where the action goes when a count or the dice land somewhere the action cannot start: on the
 * player-dealer (who never gets action against their own bank) or on a seat without a wager.
 *
 * Seats are numbered 1..N clockwise; seat 1 is the first seat on the house dealer's left (the
 * filings' "player to the left of the house dealer"), so seat N is the one on the dealer's right.
 */
import { assertSeat, clockwiseFrom, clockwiseOrder, type SeatNumber } from "../seats";

/** Filed answers for a count or dice total that lands on the player-dealer. */
export type PlayerDealerLanding =
  /** Fortune Pai Gow Poker (seed 004 L865): "the player to the left of the Player-dealer". */
  | "left-of-player-dealer"
  /** Pai Gow Tiles (seed 004 L810): "the player to the right of the house dealer". */
  | "right-of-house-dealer";

/** What happens when the action lands on a seat with no wager. */
export type EmptySeatLanding =
  /** The button stays where it was counted; settlement still walks on clockwise from there. */
  | "stays"
  /** Face Up Pai Gow Poker (seed 004 L1596): "the first active seat/spot clockwise". */
  | "next-active-clockwise";

/** How the landing was reached, for the dealer screen and the round log. */
export type LandingRoute = "counted" | "player-dealer" | "empty-seat";

export interface ActionSeat {
  /** The seat that gets the action button: settlement starts here. Never the player-dealer. */
  readonly seat: SeatNumber;
  /** The seat the count or dice pointed at before any redirection. */
  readonly landedOn: SeatNumber;
  /** Why `seat` differs from `landedOn` ("counted" when it does not). */
  readonly route: LandingRoute;
}

export function seatLeftOfPlayerDealer(pdSeat: SeatNumber, seats: number): SeatNumber {
  return clockwiseFrom(pdSeat, 1, seats);
}

/** The player on the house dealer's right: seat N, or N-1 when the player-dealer sits at N. */
export function seatRightOfHouseDealer(pdSeat: SeatNumber, seats: number): SeatNumber {
  assertSeat(pdSeat, seats);
  return pdSeat === seats ? seats - 1 : seats;
}

/** Apply the player-dealer and empty-seat rules to a raw landing. */
export function resolveLanding(
  landedOn: SeatNumber,
  table: { readonly pdSeat: SeatNumber; readonly seats: number; readonly active: ReadonlySet<SeatNumber> },
  rules: { readonly onPlayerDealer: PlayerDealerLanding; readonly onEmptySeat: EmptySeatLanding },
): ActionSeat {
  const { pdSeat, seats, active } = table;
  let seat = landedOn;
  let route: LandingRoute = "counted";
  if (seat === pdSeat) {
    seat =
      rules.onPlayerDealer === "left-of-player-dealer"
        ? seatLeftOfPlayerDealer(pdSeat, seats)
        : seatRightOfHouseDealer(pdSeat, seats);
    route = "player-dealer";
  }
  if (rules.onEmptySeat === "next-active-clockwise" && !active.has(seat)) {
    // With no wager anywhere the button has nowhere better to go: leave it.
    const next = clockwiseOrder(seat, seats).find((s) => s !== pdSeat && active.has(s));
    if (next !== undefined && next !== seat) {
      seat = next;
      route = "empty-seat";
    }
  }
  return { seat, landedOn, route };
}

/** The seats holding wagers this round, the player-dealer's seat excluded (it holds the bank). */
export function activeSeatSet(active: Iterable<SeatNumber>, pdSeat: SeatNumber, seats: number): ReadonlySet<SeatNumber> {
  const set = new Set<SeatNumber>();
  for (const s of active) {
    assertSeat(s, seats);
    if (s !== pdSeat) set.add(s);
  }
  return set;
}
