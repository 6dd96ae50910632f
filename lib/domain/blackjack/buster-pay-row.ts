/**
 * The Buster Blackjack Bonus pays by the number of cards in the player-dealer's busted hand: No
 * Bust's pay table (seed 003 L3279-3294) and each twenty-one game's own.
 */
import type { Odds } from "./odds";

export interface BusterPayRow {
  /** Cards in the player-dealer's busted hand; the last row is "or more". */
  readonly cards: number;
  readonly pays: Odds;
}

/**
 * The pay-table row for a busted hand of `cards` cards ("8 or More" takes every longer hand), or null
 * below the table.
 */
export function busterRow(rules: { readonly payTable: readonly BusterPayRow[] }, cards: number): BusterPayRow | null {
  let row: BusterPayRow | null = null;
  for (const r of rules.payTable) if (cards >= r.cards) row = r;
  return row;
}
