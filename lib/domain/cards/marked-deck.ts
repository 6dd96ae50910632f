/**
 * A game's deck with marked cards: Pure 21.5's sixteen "Bonus" cards (every K, Q, J and 10, each
 * "specially marked with the word Bonus"), Pure Spanish 21.5's twelve (K, Q, J; the tens removed),
 * Blackjack X's ace of spades "stamped with an x". A mark changes what the card is called and, in
 * the game's rules, what it is worth; it never changes which cards the deck holds, so the shoe of a
 * marked deck is an ordinary `ShoeSpec` and card entry refuses exactly what that spec cannot hold.
 */
import { RANKS, displayCard, isJoker, rankOf, type Card, type Rank, type SuitedCard } from "./card";
import { deckCards, shoeSpec, type ShoeSpec } from "./shoe-composition";

export interface CardMarking {
  /** The mark as the filing prints it on the card: "Bonus", "x". */
  readonly mark: string;
  /** Every card of these ranks carries the mark. */
  readonly ranks: readonly Rank[];
  /** These cards carry the mark, whatever their rank's marking. */
  readonly cards: readonly SuitedCard[];
}

export interface MarkedDeck {
  /** How the dealer names the deck: "Pure 21.5 deck (52 cards, 16 Bonus)". */
  readonly name: string;
  /** Ranks taken out of every deck (Pure Spanish 21.5's tens). */
  readonly removedRanks: readonly Rank[];
  readonly markings: readonly CardMarking[];
}

export class MarkedDeckError extends RangeError {
  override name = "MarkedDeckError";
}

/** A marked deck, checked: every marked rank or card is one the deck holds, and no card carries two marks. */
export function markedDeck(name: string, removedRanks: readonly Rank[], markings: readonly { mark: string; ranks?: readonly Rank[]; cards?: readonly SuitedCard[] }[]): MarkedDeck {
  const spec = shoeSpec(1, 0, removedRanks);
  const held = new Set<Card>(deckCards(spec));
  const seen = new Map<Card, string>();
  const out = markings.map((m): CardMarking => {
    if (m.mark.trim() === "") throw new MarkedDeckError("a marking needs its printed mark");
    const ranks = [...new Set(m.ranks ?? [])];
    const cards = [...new Set(m.cards ?? [])];
    for (const r of ranks) if (!RANKS.includes(r) || spec.removedRanks.includes(r)) throw new MarkedDeckError(`${name}: no ${r} in this deck to mark "${m.mark}"`);
    for (const c of cards) if (!held.has(c)) throw new MarkedDeckError(`${name}: no ${c} in this deck to mark "${m.mark}"`);
    for (const c of deckCards(spec)) {
      if (isJoker(c) || !(ranks.includes(rankOf(c)) || cards.includes(c))) continue;
      const other = seen.get(c);
      if (other !== undefined) throw new MarkedDeckError(`${name}: ${c} cannot carry both "${other}" and "${m.mark}"`);
      seen.set(c, m.mark);
    }
    return Object.freeze({ mark: m.mark, ranks: Object.freeze(ranks), cards: Object.freeze(cards) });
  });
  return Object.freeze({ name, removedRanks: spec.removedRanks, markings: Object.freeze(out) });
}

/** The shoe of `decks` such decks (no jokers in a marked deck). */
export function markedDeckShoeSpec(deck: MarkedDeck, decks: number): ShoeSpec {
  return shoeSpec(decks, 0, deck.removedRanks);
}

/** Cards in one deck: 52, or 48 without the tens. */
export function cardsPerDeck(deck: MarkedDeck): number {
  return deckCards(markedDeckShoeSpec(deck, 1)).length;
}

/** The mark `card` carries in this deck, or null for an unmarked card (or one the deck does not hold). */
export function markOf(deck: MarkedDeck, card: Card): string | null {
  if (isJoker(card) || deck.removedRanks.includes(rankOf(card))) return null;
  const m = deck.markings.find((k) => k.ranks.includes(rankOf(card)) || k.cards.includes(card));
  return m === undefined ? null : m.mark;
}

/** The cards of one deck carrying `mark`, in deck order. */
export function markedCards(deck: MarkedDeck, mark: string): SuitedCard[] {
  return deckCards(markedDeckShoeSpec(deck, 1)).filter((c): c is SuitedCard => markOf(deck, c) === mark);
}

/** "K♠ Bonus", "A♠ x", "7♥": the card as the table names it in this deck. */
export function displayMarkedCard(deck: MarkedDeck, card: Card): string {
  const mark = markOf(deck, card);
  return mark === null ? displayCard(card) : `${displayCard(card)} ${mark}`;
}
