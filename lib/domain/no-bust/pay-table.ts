/**
 * Odds and the main wager's pay table. A winning Natural is paid at the game's Natural odds (2 to 1
 * in the Joker edition, 6 to 5 in 6.0 and 2014); every other winning hand at 1 to 1.
 */
import type { Odds } from "../blackjack/odds";

export { odds, formatOdds, winnings, type Odds } from "../blackjack/odds";

export interface MainPayTable {
  readonly natural: Odds;
  readonly otherHands: Odds;
  readonly source: string;
}
