/** What the option rules (double, split, surrender) look at on a player's hand. */
import type { Card } from "../cards/card";

export interface HandInPlay {
  readonly cards: readonly Card[];
  /** Made by splitting (both hands of a split, the first included). */
  readonly split: boolean;
  /** Made by splitting aces: one card each. */
  readonly splitAces: boolean;
}

/** The splits a seat has made so far this round. */
export interface SeatSplits {
  readonly splits: number;
  readonly aceSplits: number;
}
