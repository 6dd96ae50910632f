/**
 * The first button: "all players shall be dealt one card face-up ... The player with the highest
 * ranked card shall receive the dealer button" (seed 004 L117, L204; seed 003 L2536-2538). Aces are
 * high (seed 004 L84). Equal ranks are settled by suit where the filing says "by suit" (Mortimer's
 * Omaha, the order spades, hearts, diamonds, clubs being the common one, not printed), otherwise
 * the tied players are dealt again.
 */
import { isJoker, suitOf, type Card, type SuitedCard } from "../cards/card";
import { pokerRank } from "../poker-hands";
import type { SeatNumber } from "../seats";
import { SUIT_ORDER, type FirstButtonTie } from "./game-config";
import { refuse } from "./refusal";

export interface DrawnCard {
  readonly seat: SeatNumber;
  readonly card: Card;
}

export interface ButtonDraw {
  /** The players drawing in the current round: everyone seated, then only those tied. */
  readonly seats: readonly SeatNumber[];
  readonly rounds: readonly (readonly DrawnCard[])[];
  /** The seat that takes the button, once settled. */
  readonly winner: SeatNumber | null;
}

export function startButtonDraw(seats: readonly SeatNumber[]): ButtonDraw {
  return { seats: [...seats].sort((a, b) => a - b), rounds: [], winner: null };
}

function strength(card: SuitedCard, tie: FirstButtonTie): number {
  const suit = tie === "suit-order" ? SUIT_ORDER.length - SUIT_ORDER.indexOf(suitOf(card)) : 0;
  return pokerRank(card) * 10 + suit;
}

/** One round of the draw: a face-up card for each drawing seat; the button is settled or the tied seats draw again. */
export function drawRound(draw: ButtonDraw, cards: readonly DrawnCard[], tie: FirstButtonTie): ButtonDraw {
  if (draw.winner !== null) refuse("button-draw", `the button is already with seat ${draw.winner}`);
  const given = cards.map((c) => c.seat).sort((a, b) => a - b);
  if (given.length !== draw.seats.length || given.some((s, i) => s !== draw.seats[i])) {
    refuse("button-draw", `deal one card face up to each of seats ${draw.seats.join(", ")}`);
  }
  if (new Set(cards.map((c) => c.card)).size !== cards.length) refuse("button-draw", "the same card is given twice");
  const suited = cards.map((c) => {
    if (isJoker(c.card)) refuse("button-draw", "poker is dealt from a 52-card deck without a joker");
    return { seat: c.seat, score: strength(c.card, tie) };
  });
  const best = Math.max(...suited.map((c) => c.score));
  const top = suited.filter((c) => c.score === best).map((c) => c.seat);
  const rounds = [...draw.rounds, cards];
  if (top.length === 1) return { seats: draw.seats, rounds, winner: top[0]! };
  return { seats: top.sort((a, b) => a - b), rounds, winner: null };
}
