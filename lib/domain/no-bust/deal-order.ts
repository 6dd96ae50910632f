/**
 * The deal: one card at a time to every player, then the player-dealer; a second card to every
 * player; then, in 6.0 and 2014, the player-dealer's face-down hole card. The players then act in
 * the same order. Only seats with a game wager are dealt to ("the first occupied position").
 */
import { clockwiseAfter, clockwiseOrder, type SeatNumber } from "../seats";
import type { InitialCard } from "../blackjack/next-card";
import type { NoBustGame } from "./game-config";

export type { InitialCard };

/**
 * Joker edition: clockwise from the seat after the player-dealer (L52-53, L203-205); 6.0 and 2014:
 * from the first seat on the house dealer's left, seat 1 (L743-744, L3052-3053).
 */
export function playerOrder(game: NoBustGame, table: { readonly seats: number; readonly pdSeat: SeatNumber }, seatsWithHands: readonly SeatNumber[]): SeatNumber[] {
  const round = game.deal.firstSeat === "after-player-dealer" ? clockwiseAfter(table.pdSeat, table.seats) : clockwiseOrder(1, table.seats);
  return round.filter((s) => s !== table.pdSeat && seatsWithHands.includes(s));
}

/** The initial deal, card by card. */
/** How many cards the initial deal to `players` seats holds (initialDeal's length, without making it). */
export function initialDealSize(game: NoBustGame, players: number): number {
  return 2 * players + (game.deal.playerDealerSecondCard === "hole-card" ? 2 : 1);
}

export function initialDeal(game: NoBustGame, order: readonly SeatNumber[]): InitialCard[] {
  const players = order.map((seat): InitialCard => ({ to: "player", seat }));
  const cards: InitialCard[] = [...players, { to: "player-dealer", faceDown: false }, ...players];
  // The Joker edition's player-dealer gets no second card until the players are set (L211-213).
  if (game.deal.playerDealerSecondCard === "hole-card") cards.push({ to: "player-dealer", faceDown: true });
  return cards;
}
