/**
 * Card entry on the dealer tablet, as pure functions: the rank and suit buttons, and what a desktop
 * keyboard types ("t" "d", "10d", "a" "s"). A card code is a rank (A 2-9 T J Q K) and a suit (S H D C),
 * or "JK" for a joker where the game deals them (typed "jk" or "*").
 */

export const RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"] as const;
export const SUITS = ["S", "H", "D", "C"] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];

export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };
export const SUIT_NAME: Readonly<Record<Suit, string>> = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
const RANK_NAME: Readonly<Record<Rank, string>> = {
  A: "Ace",
  "2": "Two",
  "3": "Three",
  "4": "Four",
  "5": "Five",
  "6": "Six",
  "7": "Seven",
  "8": "Eight",
  "9": "Nine",
  T: "Ten",
  J: "Jack",
  Q: "Queen",
  K: "King",
};

export const JOKER = "JK";

export function isRed(suit: Suit): boolean {
  return suit === "H" || suit === "D";
}

/** "10" for the ten, the letter or digit otherwise. */
export function rankLabel(rank: Rank): string {
  return rank === "T" ? "10" : rank;
}

export function rankName(rank: Rank): string {
  return RANK_NAME[rank];
}

/** "Ten of diamonds" for "TD", "Joker" for "JK"; the code itself when it is not a card. */
export function cardName(code: string): string {
  if (code.toUpperCase() === JOKER) return "Joker";
  const rank = code.slice(0, -1).toUpperCase().replace(/^10$/, "T") as Rank;
  const suit = code.slice(-1).toUpperCase() as Suit;
  if (!RANKS.includes(rank) || !SUITS.includes(suit)) return code;
  return `${RANK_NAME[rank]} of ${SUIT_NAME[suit]}`;
}

/** "10♦" for "TD", "Joker" for "JK". */
export function cardLabel(code: string): string {
  if (code.toUpperCase() === JOKER) return "Joker";
  const rank = code.slice(0, -1).toUpperCase().replace(/^10$/, "T") as Rank;
  const suit = code.slice(-1).toUpperCase() as Suit;
  if (!RANKS.includes(rank) || !SUITS.includes(suit)) return code;
  return `${rankLabel(rank)}${SUIT_SYMBOL[suit]}`;
}

/** The draft of a card being typed or tapped. `one` is a typed "1" waiting for its "0"; `joker` a joker typed. */
export interface CardDraft {
  readonly rank: Rank | null;
  readonly suit: Suit | null;
  readonly one: boolean;
  readonly joker?: boolean;
}

const JOKER_DRAFT: CardDraft = { rank: null, suit: null, one: false, joker: true };

export const EMPTY_DRAFT: CardDraft = { rank: null, suit: null, one: false };

export function draftCard(draft: CardDraft): string | null {
  if (draft.joker) return JOKER;
  return draft.rank && draft.suit ? `${draft.rank}${draft.suit}` : null;
}

/** What the draft reads as so far: "10", "10♦", "K", "Joker", "". */
export function draftLabel(draft: CardDraft): string {
  if (draft.joker) return "Joker";
  if (draft.one) return "1";
  return `${draft.rank ? rankLabel(draft.rank) : ""}${draft.suit ? SUIT_SYMBOL[draft.suit] : ""}`;
}

/**
 * A key typed on a desktop keyboard applied to the draft; null when the key means nothing here.
 * Rank keys: a 2-9 t j q k, and "1" "0" for the ten. Suit keys: s h d c. A new rank starts over.
 * With `jokers` (a game dealt with jokers): "*", or "k" right after "j", is the joker.
 */
export function typeKey(draft: CardDraft, key: string, options: { readonly jokers?: boolean } = {}): CardDraft | null {
  const k = key.toUpperCase();
  if (k.length !== 1) return null;
  if (options.jokers) {
    if (k === "*") return JOKER_DRAFT;
    if (k === "K" && draft.rank === "J" && !draft.suit && !draft.joker) return JOKER_DRAFT;
  }
  if (draft.one) {
    if (k === "0") return { rank: "T", suit: null, one: false };
    if (k === "1") return draft;
  }
  if (k === "1") return { rank: null, suit: null, one: true };
  if ((RANKS as readonly string[]).includes(k)) return { rank: k as Rank, suit: null, one: false };
  if ((SUITS as readonly string[]).includes(k)) {
    if (!draft.rank || draft.joker) return null;
    return { ...draft, suit: k as Suit };
  }
  return null;
}

/** Backspace on the draft: the suit, then the rank; null when the draft is already empty. */
export function eraseKey(draft: CardDraft): CardDraft | null {
  if (draft.joker) return EMPTY_DRAFT;
  if (draft.suit) return { ...draft, suit: null };
  if (draft.rank || draft.one) return EMPTY_DRAFT;
  return null;
}

/** A whole card typed in one go ("10d", "TD", "kh", "jk"): its code, or null. */
export function parseTypedCard(text: string): string | null {
  if (/^\s*jk\s*$/i.test(text)) return JOKER;
  const m = /^\s*(10|[A2-9TJQK])\s*([SHDC])\s*$/i.exec(text);
  if (!m) return null;
  const rank = m[1]!.toUpperCase() === "10" ? "T" : m[1]!.toUpperCase();
  return `${rank}${m[2]!.toUpperCase()}`;
}

const FACE_WORD: Readonly<Partial<Record<Rank, string>>> = { A: "Ace", J: "Jack", Q: "Queen", K: "King" };

/** A grid key's name as a dealer reads it aloud: "Ace of spades", "10 of hearts", "Joker". */
export function keyName(code: string): string {
  if (code === JOKER) return "Joker";
  const rank = code.slice(0, -1) as Rank;
  const suit = code.slice(-1) as Suit;
  return `${FACE_WORD[rank] ?? rankLabel(rank)} of ${SUIT_NAME[suit]}`;
}

/**
 * The one-tap card grid: a row of keys per suit, in the pad's rank order, leaving out the ranks the
 * game's deck does not hold; each key's card, and whether it is already out of a one-deck round.
 */
export function cardGrid(ranks: readonly Rank[], used: ReadonlySet<string> = new Set()): { suit: Suit; keys: { card: string; used: boolean }[] }[] {
  return SUITS.map((suit) => ({
    suit,
    keys: RANKS.filter((r) => ranks.includes(r)).map((r) => ({ card: `${r}${suit}`, used: used.has(`${r}${suit}`) })),
  }));
}

/** The cards already out of a one-deck round, from every list of cards the view holds ("face-down" and the like left out). */
export function cardsOut(...lists: readonly (readonly string[] | null | undefined)[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const list of lists) for (const c of list ?? []) if (/^(?:[A2-9TJQK][SHDC]|JK)$/.test(c)) out.add(c);
  return out;
}
