/**
 * The outcome of a completed round: "the hand that is closest to nine wins" (seed 000 L51, 001 L23),
 * equal totals tie. Cards dealt beyond two do not change the comparison; bets that care about the
 * number of cards (three-card 7, naturals) read the hands themselves.
 */
import type { Hand } from "./hand-total";

export type Winner = "player" | "banker" | "tie";

export interface Comparison {
  readonly winner: Winner;
  readonly playerTotal: number;
  readonly bankerTotal: number;
  /** Points between the two totals (0 on a tie). */
  readonly margin: number;
}

export function compareTotals(playerTotal: number, bankerTotal: number): Comparison {
  const winner: Winner = playerTotal > bankerTotal ? "player" : playerTotal < bankerTotal ? "banker" : "tie";
  return { winner, playerTotal, bankerTotal, margin: Math.abs(playerTotal - bankerTotal) };
}

export function compareHands(player: Hand, banker: Hand): Comparison {
  return compareTotals(player.total, banker.total);
}

/** The hand on the other side of the table. */
export function otherSide(side: "player" | "banker"): "player" | "banker" {
  return side === "player" ? "banker" : "player";
}
