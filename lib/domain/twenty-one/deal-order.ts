/**
 * The deal: one card face up to every player, then the player-dealer's up card; a second card to
 * every player, then the player-dealer's face-down card, last (seed 003 L386-400; seed 004 L463-464,
 * L650-651; Blackjack X L1084). Players act in the same order. Only seats with a game wager are
 * dealt to.
 */
import { clockwiseAfter, clockwiseOrder, type SeatNumber } from "../seats";
import type { InitialCard } from "../blackjack/next-card";
import type { TwentyOneGame } from "./game-config";

export type { InitialCard };

export function playerOrder(game: TwentyOneGame, table: { readonly seats: number; readonly pdSeat: SeatNumber }, seatsWithHands: readonly SeatNumber[]): SeatNumber[] {
  const round = game.deal.firstSeat === "left-of-player-dealer" ? clockwiseAfter(table.pdSeat, table.seats) : clockwiseOrder(1, table.seats);
  return round.filter((s) => s !== table.pdSeat && seatsWithHands.includes(s));
}

/** The initial deal, card by card. */
/** How many cards the initial deal to `players` seats holds (initialDeal's length, without making it). */
export function initialDealSize(players: number): number {
  return 2 * players + 2;
}

export function initialDeal(order: readonly SeatNumber[]): InitialCard[] {
  const players = order.map((seat): InitialCard => ({ to: "player", seat }));
  return [...players, { to: "player-dealer", faceDown: false }, ...players, { to: "player-dealer", faceDown: true }];
}
