/**
 * Surrender: the player gives up a two-card hand and forfeits half its wager (No Bust's rule and
 * rounding), before the player-dealer's down card is exposed. When: "early", offered to each seat
 * after the deal and before the dealer checks the hole card (Blackjack X L1064, L1085; the Pure
 * games' own rule, seed 003 L530-533, seed 004 L523, L673), or "late", in the player's turn once the
 * check shows no natural (Pure Spanish 21.5's "late surrender option", L674-676).
 */
import { forfeitedHalf, surrenderRefusal as noBustSurrenderRefusal } from "../blackjack/surrender";
import type { Card } from "../cards/card";
import type { HandInPlay } from "../blackjack/hand-in-play";
import type { Refusal } from "./refusal";

export { forfeitedHalf };

export interface SurrenderRules {
  readonly timing: "early" | "late";
  /** A split hand's two cards may be surrendered too (Blackjack X, L1067). */
  readonly afterSplit: boolean;
  readonly source: string;
}

/** The No Bust checks: two cards, split aces, a split hand where not allowed. */
export function surrenderRefusal(rules: SurrenderRules, hand: HandInPlay, upCard: Card): Refusal | null {
  return noBustSurrenderRefusal({ hands: rules.afterSplit ? "any-two-card-hand" : "first-two-cards-only", upCards: "any", source: rules.source }, hand, upCard);
}
