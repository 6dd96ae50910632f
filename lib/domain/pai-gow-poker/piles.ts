/**
 * The seven piles of seven (seed 004 L861, L1588-1590; seed 003 L4254-4261): the dealer lays one card
 * on each pile left to right, the next card on each right to left, and so on until each pile holds
 * seven; the four cards left go to the discard pile. Piles are numbered 1 to 7 from the dealer's left.
 *
 * The player-dealer picks the action pile (L863) and the dice pick the seat it goes to (L865); the
 * piles then go round "starting with the pile that has the Action button and continuing clockwise"
 * (L867): the next pile to its right (left to right is clockwise from the dealer's side) to the next
 * seat clockwise, every seat, with or without a wager.
 */
import type { Card } from "../cards/card";
import { clockwiseFrom, type SeatNumber } from "../seats";

export const PILES = 7;
export const PILE_SIZE = 7;
export const DISCARDS = 4;
export const DECK_SIZE = PILES * PILE_SIZE + DISCARDS;

export interface DealtPiles {
  /** Pile 1 (the dealer's left) first, each pile's cards in the order laid. */
  readonly piles: readonly (readonly Card[])[];
  readonly discards: readonly Card[];
}

/** The piles a shuffled 53-card deck makes, dealt as filed. */
export function dealPiles(deck: readonly Card[]): DealtPiles {
  if (deck.length !== DECK_SIZE) throw new RangeError(`the piles are dealt from the whole deck of ${DECK_SIZE} cards, got ${deck.length}`);
  const piles: Card[][] = Array.from({ length: PILES }, () => []);
  for (let round = 0; round < PILE_SIZE; round++) {
    for (let k = 0; k < PILES; k++) {
      const pile = round % 2 === 0 ? k : PILES - 1 - k;
      piles[pile]!.push(deck[round * PILES + k]!);
    }
  }
  return { piles, discards: deck.slice(PILES * PILE_SIZE) };
}

/** The pile (1..7) a seat receives, when `firstSeat` receives the action pile. */
export function pileOfSeat(seat: SeatNumber, firstSeat: SeatNumber, actionPile: number, seats: number): number {
  for (let k = 0; k < seats; k++) {
    if (clockwiseFrom(firstSeat, k, seats) === seat) return ((actionPile - 1 + k) % PILES) + 1;
  }
  throw new RangeError(`seat ${seat} is not at a ${seats}-seat table`);
}
