/**
 * The two alternating decks at a live table (the rules are lib/domain/three-card-poker's
 * alternating-decks.ts): which deck a card must come from, the deck's cards read this round
 * rebuilt after an undo or a correction, and where each deck is, in the dealer's words.
 */
import { newShoeComposition } from "../../cards/shoe-composition";
import { cardRefusal, deckPlaces, readCard, type AlternatingDecks } from "../../three-card-poker";
import { ONE_DECK } from "./one-deck";

/** Why `card` (with its back colour, when given) cannot be read from the deck in play now; null when it can. */
export function deckCardRefusal(decks: AlternatingDecks | null, card: string, back?: string): string | null {
  if (!decks) return null;
  const refusal = cardRefusal(decks, card, back);
  return refusal ? refusal.message.charAt(0).toUpperCase() + refusal.message.slice(1) + "." : null;
}

/** The decks with exactly `cards` read this round (after an undo or a correction). */
export function rereadDecks(decks: AlternatingDecks | null, cards: readonly string[]): AlternatingDecks | null {
  if (!decks) return decks;
  return cards.reduce((d, card) => readCard(d, card), { ...decks, read: newShoeComposition(ONE_DECK) } as AlternatingDecks);
}

export interface DeckInfo {
  /** The colour of the deck dealt this round (or next), null before the first round. */
  readonly inPlay: string | null;
  /** Each deck by its back colour, and where it is. */
  readonly places: readonly { readonly back: string; readonly place: "in play" | "in the shuffler" | "in the discard rack" }[];
  /** The other deck still lies in the discard rack: it goes into the shuffler before this deck's undealt cards go there. */
  readonly loadDue: boolean;
}

/** Where each deck is, for the dealer and the floor (the wall shows only the deck in play). */
export function deckInfo(decks: AlternatingDecks | null): DeckInfo | null {
  if (!decks) return null;
  const places = deckPlaces(decks);
  return {
    inPlay: decks.inPlay === null ? null : decks.backs[decks.inPlay],
    places: decks.backs.map((back) => ({ back, place: places[back] ?? "in the shuffler" })),
    loadDue: decks.roundOpen && decks.otherDeck === "discard-rack",
  };
}
