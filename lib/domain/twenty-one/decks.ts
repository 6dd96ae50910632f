/**
 * The decks as filed. Pure 21.5's "modified 52-card deck": aces through nines of the four suits and
 * sixteen cards "specially marked with the word Bonus", four each of king, queen, jack and ten (seed
 * 004 L434; seed 003 L316-319, L355-359): every ten-value card is a Bonus card, so the deck holds the
 * 52 ordinary card codes. Pure Spanish 21.5's 48-card deck: "All 10's shall be removed", twelve Bonus
 * K, Q, J (L622). Blackjack X: "A standard deck ... All Aces of spade will have an 'x' stamped on the
 * card" (L1022).
 */
import { markedDeck, type MarkedDeck } from "../cards/marked-deck";

export const BONUS = "Bonus";
export const STAMPED_X = "x";

export const PURE_21_5_DECK: MarkedDeck & { readonly source: string } = Object.freeze({
  ...markedDeck("Pure 21.5 deck: 52 cards, 16 of them Bonus cards", [], [{ mark: BONUS, ranks: ["K", "Q", "J", "T"] }]),
  source: "seed 004 L434; seed 003 L316-319, L355-359",
});

export const PURE_SPANISH_21_5_DECK: MarkedDeck & { readonly source: string } = Object.freeze({
  ...markedDeck("Pure Spanish 21.5 deck: 48 cards, no tens, 12 Bonus cards", ["T"], [{ mark: BONUS, ranks: ["K", "Q", "J"] }]),
  source: "seed 004 L622",
});

export const BLACKJACK_X_DECK: MarkedDeck & { readonly source: string } = Object.freeze({
  ...markedDeck("Blackjack X deck: standard 52 cards, the ace of spades stamped x", [], [{ mark: STAMPED_X, cards: ["AS"] }]),
  source: "seed 004 L1022",
});
