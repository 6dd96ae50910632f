/**
 * The Buster Blackjack Bonus Bet of seed 004 (Pure 21.5, L531-562; Blackjack X, L1094-1125): the
 * player-dealer busts, paid by the number of cards in the busted hand. The table is not the 2014 No
 * Bust one (seed 003 L3279-3294); the row lookup is shared.
 */
import { busterRow, type BusterPayRow } from "../blackjack/buster-pay-row";
import { odds } from "./pay-table";
import type { HandValue } from "./hand-value";

export { busterRow, type BusterPayRow };

/** "Payout Option 1" (seed 004 L554-562), the same as Blackjack X's table (L1117-1125). */
export const SEED_004_BUSTER_PAY_TABLE: readonly BusterPayRow[] = Object.freeze([
  { cards: 3, pays: odds(2) },
  { cards: 4, pays: odds(2) },
  { cards: 5, pays: odds(4) },
  { cards: 6, pays: odds(18) },
  { cards: 7, pays: odds(50) },
  { cards: 8, pays: odds(200) },
]);

export interface BusterRules {
  readonly payTable: readonly BusterPayRow[];
  /**
   * What a bust is: a final total over 21.5 (Pure 21.5: "without going over", L429), or 22 to 30 in
   * Blackjack X (the frozen hands, L983; the player-dealer stands on 17 or more and never reaches 31).
   */
  readonly bust: "over-21-5" | "22-to-30";
  readonly source: string;
}

export function isBust(rules: BusterRules, pd: HandValue): boolean {
  if (pd.kind !== "total") return false;
  return rules.bust === "over-21-5" ? pd.total > 21 : pd.total >= 22 && pd.total <= 30;
}
