/**
 * The Buster Blackjack Bonus Bet (seed 003 L3223-3294): a side bet that the player-dealer
 * "busts", paid by the number of cards in the busted hand. The filing never says what a bust is in
 * a game where nobody busts; the game option `busterBust` names the reading.
 */
import type { Cents } from "../money";
import type { HandValue } from "./hand-value";
import { odds, type Odds } from "./pay-table";

export interface BusterPayRow {
  /** Cards in the player-dealer's busted hand; the last row is "or more". */
  readonly cards: number;
  readonly pays: Odds;
}

/** BUSTER BLACKJACK PAY TABLE, L3279-3294. */
export const BUSTER_PAY_TABLE: readonly BusterPayRow[] = Object.freeze([
  { cards: 3, pays: odds(1) },
  { cards: 4, pays: odds(3) },
  { cards: 5, pays: odds(6) },
  { cards: 6, pays: odds(25) },
  { cards: 7, pays: odds(120) },
  { cards: 8, pays: odds(280) },
]);

/** A bust: a final total of 22 or more that is not a Natural (default), or of 23 or more. */
export type BusterBust = "22-or-more" | "23-or-more";

export interface BusterRules {
  readonly bust: BusterBust;
  readonly payTable: readonly BusterPayRow[];
  /** "$1 minimum and shall not exceed $100 maximum" (L3239-3241). */
  readonly limits: { readonly min: Cents; readonly max: Cents };
  readonly source: string;
}

export function isBust(rules: BusterRules, v: HandValue): boolean {
  if (v.kind !== "total") return false;
  return v.total >= (rules.bust === "22-or-more" ? 22 : 23);
}

/**
 * The pay-table row for a busted hand of `cards` cards ("8 or More" takes every longer hand), or null
 * below the table. Any pay table will do (the twenty-one family's Buster bet has its own).
 */
export function busterRow(rules: Pick<BusterRules, "payTable">, cards: number): BusterPayRow | null {
  let row: BusterPayRow | null = null;
  for (const r of rules.payTable) if (cards >= r.cards) row = r;
  return row;
}
