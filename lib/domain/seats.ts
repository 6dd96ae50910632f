/**
 * Seat layouts. Seats are numbered 1..N clockwise around the table, seat 1 being the first seat on
 * the house dealer's left, the player-dealer included:
 * the player-dealer is whichever seated player holds the bank, so it is a seat number, not a
 * separate place. "7 players + player-dealer" is 8 seats; "13 + player-dealer" is 14.
 */
export type SeatNumber = number;

export interface SeatLayout {
  readonly id: string;
  readonly label: string;
  /** Total seated positions, the player-dealer's included. */
  readonly seats: number;
}

export const SEAT_LAYOUTS = {
  "7+PD": { id: "7+PD", label: "7 players + player-dealer", seats: 8 },
  "13+PD": { id: "13+PD", label: "13 players + player-dealer", seats: 14 },
} as const satisfies Record<string, SeatLayout>;

export type SeatLayoutId = keyof typeof SEAT_LAYOUTS;

export function layoutOf(seats: number): SeatLayout {
  if (!Number.isInteger(seats) || seats < 2 || seats > 20) throw new RangeError(`a table has 2 to 20 seats, got ${seats}`);
  const known = Object.values(SEAT_LAYOUTS).find((l) => l.seats === seats);
  return known ?? { id: `${seats - 1}+PD`, label: `${seats - 1} players + player-dealer`, seats };
}

export function assertSeat(seat: SeatNumber, seats: number): SeatNumber {
  if (!Number.isInteger(seat) || seat < 1 || seat > seats) throw new RangeError(`seat must be 1..${seats}, got ${seat}`);
  return seat;
}

/** The seat `steps` places clockwise from `seat` (wrapping). */
export function clockwiseFrom(seat: SeatNumber, steps: number, seats: number): SeatNumber {
  assertSeat(seat, seats);
  return ((((seat - 1 + steps) % seats) + seats) % seats) + 1;
}

/** Every seat once, clockwise, starting at `start` (included). */
export function clockwiseOrder(start: SeatNumber, seats: number): SeatNumber[] {
  assertSeat(start, seats);
  return Array.from({ length: seats }, (_, i) => clockwiseFrom(start, i, seats));
}

/** Every seat once, clockwise, starting with the seat to the left of `seat` and ending with `seat`. */
export function clockwiseAfter(seat: SeatNumber, seats: number): SeatNumber[] {
  return clockwiseOrder(clockwiseFrom(seat, 1, seats), seats);
}
