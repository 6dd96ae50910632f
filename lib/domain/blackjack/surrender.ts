/**
 * Surrender (No Bust, and twenty-one on its rules): the player gives up a two-card hand and forfeits
 * half its wager (seed 003 L179-180, L873-875, L3190-3196). The forfeited half is rounded down to
 * the cent: the player keeps an odd cent.
 */
import { isJoker, type Card } from "../cards/card";
import type { Cents } from "../money";
import { isAce, isTenValue } from "./card-values";
import type { HandInPlay } from "./hand-in-play";

/** Why a hand may not surrender, in the codes both families' refusals share. */
export interface SurrenderRefusal {
  readonly code: "split-aces-one-card" | "not-two-cards" | "surrender-after-split" | "surrender-up-card";
  readonly message: string;
}

export interface SurrenderRules {
  /** Joker edition and 6.0: the first two cards only; 2014: also after each split (L3177). */
  readonly hands: "first-two-cards-only" | "any-two-card-hand";
  /** 2014: only when the player-dealer's face-up card is an ace or a ten-value card (L3192-3193). */
  readonly upCards: "any" | "ace-or-ten";
  readonly source: string;
}

export function surrenderRefusal(rules: SurrenderRules, hand: HandInPlay, upCard: Card): SurrenderRefusal | null {
  if (hand.splitAces) return { code: "split-aces-one-card", message: "split aces receive one card each and are played no further" };
  if (hand.cards.length !== 2) return { code: "not-two-cards", message: `surrender is on the first two cards only (${rules.source})` };
  if (hand.split && rules.hands === "first-two-cards-only") return { code: "surrender-after-split", message: `surrender is on the player's first two cards only (${rules.source})` };
  if (rules.upCards === "ace-or-ten" && (isJoker(upCard) || !(isAce(upCard) || isTenValue(upCard)))) {
    return { code: "surrender-up-card", message: `surrender only against a player-dealer ace or ten-value up card (${rules.source})` };
  }
  return null;
}

/** Half the wager, rounded down to the cent. */
export function forfeitedHalf(wager: Cents): Cents {
  return Math.floor(wager / 2);
}
