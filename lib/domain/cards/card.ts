/**
 * Cards. A card is written as rank + suit ("AS", "TD", "KH") or "JK" for a joker, the notation of
 * the settlement calculator's input. Ranks: A 2-9 T J Q K; suits: S H D C.
 */
export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"] as const;
export const SUITS = ["S", "H", "D", "C"] as const;

export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export type SuitedCard = `${Rank}${Suit}`;
export type Joker = "JK";
export type Card = SuitedCard | Joker;

export const JOKER: Joker = "JK";

const CARD_PATTERN = /^(?:[A2-9TJQK][SHDC]|JK)$/;

export function isCard(value: unknown): value is Card {
  return typeof value === "string" && CARD_PATTERN.test(value);
}

export function parseCard(text: string): Card {
  const code = text.trim().toUpperCase().replace(/^10/, "T");
  if (!isCard(code)) throw new RangeError(`not a card: ${JSON.stringify(text)} (use rank A 2-9 T J Q K and suit S H D C, or JK)`);
  return code;
}

export function isJoker(card: Card): card is Joker {
  return card === JOKER;
}

export function rankOf(card: SuitedCard): Rank {
  return card[0] as Rank;
}

export function suitOf(card: SuitedCard): Suit {
  return card[1] as Suit;
}

export function isRed(card: SuitedCard): boolean {
  const s = suitOf(card);
  return s === "H" || s === "D";
}

/** Rank index 1..13 (A = 1, T = 10, J = 11, Q = 12, K = 13). */
export function rankNumber(rank: Rank): number {
  return RANKS.indexOf(rank) + 1;
}

/** Every suited card once, in a fixed order (spades A-K, hearts, diamonds, clubs). */
export const FULL_DECK: readonly SuitedCard[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}` as SuitedCard));

const SUIT_SYMBOL: Record<Suit, string> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** "A♠", "10♦", "Joker" for screens. */
export function displayCard(card: Card): string {
  if (isJoker(card)) return "Joker";
  const r = rankOf(card);
  return `${r === "T" ? "10" : r}${SUIT_SYMBOL[suitOf(card)]}`;
}

/**
 * A card in the words the screens use ("9♠", "10♦", "Joker"), for refusals and the floor's words:
 * the tablet's card pad and the floor page show cards so. Anything that is not a card code (a
 * face-down card, an unread hole card) is said as it is.
 */
export function cardWords(card: string): string {
  const code = card.trim().toUpperCase().replace(/^10(?=[SHDC]$)/, "T");
  return isCard(code) ? displayCard(code) : card;
}

/** Cards in the screens' words, one space apart: "9♠ 4♥ 10♣". */
export function cardsWords(cards: readonly string[]): string {
  return cards.map(cardWords).join(" ");
}
