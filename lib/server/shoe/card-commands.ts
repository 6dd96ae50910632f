/**
 * What a card from a card-reading shoe becomes at each family's table: the command a dealer's tap
 * of that card sends, marked as read by the shoe. One entry per family (a family added without one
 * is a type error); null where the game is not dealt one card at a time from a shoe: Three Card
 * Poker's reader sends a stack of three, pai gow poker deals its deck whole, tiles are no cards,
 * and poker is dealt without a shoe here.
 */
import type { GameFamily } from "@/lib/domain/table/families";

export type ShoeCardCommand = { readonly type: string; readonly card: string; readonly source: "reader" };

export interface ShoeCards {
  /** The command a card read by the shoe becomes. */
  command(card: string): ShoeCardCommand;
  /** Whether the dealer's view says a card is due now (a simulated shoe deals only then; a real one when a card is pulled). */
  cardDue(dealerView: unknown): boolean;
}

/** "The next card due": the family's deal-card, which deals to whichever hand the rules say is next. */
const dealCard = (card: string): ShoeCardCommand => ({ type: "deal-card", card, source: "reader" });

type NextOfView = { readonly phase?: string; readonly next?: { readonly command?: string | null; readonly hand?: string; readonly card?: unknown } };

/** Baccarat's view names the hand a card is due to (views.ts: `next.hand`) when the dealer enters the card. */
const BACCARAT: ShoeCards = { command: dealCard, cardDue: (view) => (view as NextOfView).phase === "dealing" && !(view as NextOfView).next?.command && typeof (view as NextOfView).next?.hand === "string" };
/** A blackjack family's view names where the card goes (`next.card`) when the dealer enters it. */
const BLACKJACK: ShoeCards = { command: dealCard, cardDue: (view) => (view as NextOfView).phase === "dealing" && !(view as NextOfView).next?.command && (view as NextOfView).next?.card !== undefined };

export const SHOE_CARD_COMMANDS: Readonly<Record<GameFamily, ShoeCards | null>> = {
  baccarat: BACCARAT,
  "no-bust": BLACKJACK,
  "twenty-one": BLACKJACK,
  "three-card-poker": null,
  "pai-gow-poker": null,
  "pai-gow-tiles": null,
  poker: null,
};

/** What a shoe's card becomes at a table of this family; null for a family not dealt from a card-reading shoe (or not in this map). */
export function shoeCardsOf(family: string): ShoeCards | null {
  return Object.hasOwn(SHOE_CARD_COMMANDS, family) ? SHOE_CARD_COMMANDS[family as GameFamily] : null;
}

/** A card as a shoe may send it: rank (A, 2-9, T or 10, J, Q, K) and suit (S, H, D, C), any case. */
const CARD = /^(?:[A2-9TJQK]|10)[SHDC]$/i;

/** The card in the rules' own code ("10d" → "TD"), or null when it is no card. */
export function shoeCardCode(text: string): string | null {
  const trimmed = text.trim();
  return CARD.test(trimmed) ? trimmed.toUpperCase().replace(/^10/, "T") : null;
}

/** Refusal codes that mean the rules expect no card now (rather than not this card). */
const NO_CARD_DUE = new Set(["NO_ROUND", "BETTING_OPEN", "NOT_DEALING", "NO_CARD_DUE"]);

/**
 * A refusal of a shoe's card in the dealer's words: "The shoe sent 9S, but no card is due: Close
 * betting before dealing…" or "The shoe sent 9S, but the table did not take it: …".
 */
export function shoeRefusalWords(card: string, code: string, message: string): string {
  if (NO_CARD_DUE.has(code)) return `The shoe sent ${card}, but no card is due: ${message.replace(/^No card is due: /, "")}`;
  return `The shoe sent ${card}, but the table did not take it: ${message}`;
}
