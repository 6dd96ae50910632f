/**
 * "The house dealer shall deliver the first stack ... to the player to the left of the player-dealer
 * position ... to each of the other players, including the player-dealer, moving clockwise" (seed 003
 * L1600-1603, seed 004 L330): seats with an Ante from the player-dealer's left, the player-dealer
 * last. Decisions (L1617-1618), reveals (L1648-1649) and payouts (L1653-1654) go in the same order.
 */
import { clockwiseAfter, type SeatNumber } from "../seats";

/** The part of the round's table the order reads (the round's RoundTable has it). */
interface SeatsAround {
  readonly pdSeat: SeatNumber;
  readonly seats: number;
}

/** Seats with a hand, clockwise from the player-dealer's left. */
export function dealingOrder(table: SeatsAround, seatsWithHands: readonly SeatNumber[]): SeatNumber[] {
  return clockwiseAfter(table.pdSeat, table.seats).filter((s) => s !== table.pdSeat && seatsWithHands.includes(s));
}

/** The seat the settlement walk starts from: the player to the left of the player-dealer. */
export function leftOfPlayerDealer(table: SeatsAround): SeatNumber {
  return clockwiseAfter(table.pdSeat, table.seats)[0] as SeatNumber;
}
