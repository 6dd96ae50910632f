/**
 * The Buster Blackjack Bonus Bet (seed 003 L3223-3294): a side bet that the player-dealer
 * "busts", paid by the number of cards in the busted hand. The filing never says what a bust is in
 * a game where nobody busts; the game option `busterBust` names the reading.
 */
import type { Cents } from "../money";
import type { HandValue } from "./hand-value";
import { odds } from "./pay-table";
import type { BusterPayRow } from "../blackjack/buster-pay-row";

export { busterRow, type BusterPayRow } from "../blackjack/buster-pay-row";


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
