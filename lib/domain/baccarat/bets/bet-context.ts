/** What a bet is settled against: the two final hands (for 21st Century, the Player hand of that wager's line). */
import type { Hand } from "../hand-total";

export interface BetContext {
  readonly player: Hand;
  readonly banker: Hand;
}

export type Side = "player" | "banker";
