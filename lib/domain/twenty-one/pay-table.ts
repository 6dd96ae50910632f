/**
 * The game wager's pay table: the two-card hand of the deal at its own odds (Pure 21.5 3 to 2, 6 to 5
 * or 7 to 5; Pure Spanish 21.5 6 to 5; Natural 31 6 to 5), Blackjack X's Blackjack X 2 to 1 and
 * Hard 31 3 to 1, and every other winning hand 1 to 1.
 */
import { formatOdds, odds, winnings, type Odds } from "../blackjack/odds";
import type { WinPays } from "./comparison";

export { formatOdds, odds, winnings, type Odds };

export interface TwentyOnePayTable {
  readonly natural: Odds;
  /** Blackjack X only (L1045). */
  readonly blackjackX: Odds | null;
  /** Blackjack X only (L1044). */
  readonly hard31: Odds | null;
  readonly otherHands: Odds;
  readonly source: string;
}

export function oddsFor(table: TwentyOnePayTable, pays: WinPays): Odds {
  switch (pays) {
    case "natural":
      return table.natural;
    case "blackjack-x":
      return table.blackjackX ?? table.natural;
    case "hard-31":
      return table.hard31 ?? table.otherHands;
    case "other":
      return table.otherHands;
  }
}
