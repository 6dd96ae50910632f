/**
 * What a shoe holds and what is left in it. Used when cards come from the dealer's taps or a
 * card-reading shoe: a card the shoe cannot contain (a ninth A♠ in eight decks, a joker where there
 * are none) is a mis-tap or a misread, and is refused before it reaches a hand.
 *
 * The composition is plain data (JSON-safe) and every function returns a new value, because table
 * state is rebuilt by replaying events.
 */
import { FULL_DECK, JOKER, RANKS, displayCard, isCard, isJoker, rankOf, type Card, type Joker, type Rank } from "./card";

export interface ShoeSpec {
  /** Standard 52-card decks in the shoe. */
  readonly decks: number;
  /** Jokers in the whole shoe (not per deck): the No Bust Joker edition adds one per deck. */
  readonly jokers: number;
  /** Ranks taken out of every deck: Pure Spanish 21.5 plays a 48-card deck without tens ("T"). */
  readonly removedRanks: readonly Rank[];
}

export interface ShoeComposition {
  readonly spec: ShoeSpec;
  /** How many of each card have come out so far; a card not yet seen has no entry. */
  readonly dealt: Readonly<Partial<Record<Card, number>>>;
}

export type CardRefusalReason =
  /** Not a card code at all (a misread). */
  | "NotACard"
  /** The shoe never holds this card (a joker without jokers, a ten in a Spanish shoe). */
  | "NotInThisShoe"
  /** Every copy the shoe holds is already out. */
  | "AllOut"
  /** Putting back a card that never came out. */
  | "NotDealt";

/** A card the shoe cannot give (or take back). `message` is for the dealer. */
export class CardRefused extends Error {
  override name = "CardRefused";
  readonly code = "CardRefused";
  constructor(
    readonly card: string,
    readonly reason: CardRefusalReason,
    message: string,
  ) {
    super(message);
  }
}

export const MAX_DECKS = 16;
export const MAX_JOKERS = 16;

export function shoeSpec(decks: number, jokers = 0, removedRanks: readonly Rank[] = []): ShoeSpec {
  if (!Number.isInteger(decks) || decks < 1 || decks > MAX_DECKS) throw new RangeError(`a shoe holds 1 to ${MAX_DECKS} decks, got ${decks}`);
  if (!Number.isInteger(jokers) || jokers < 0 || jokers > MAX_JOKERS) throw new RangeError(`a shoe holds 0 to ${MAX_JOKERS} jokers, got ${jokers}`);
  const unique = [...new Set(removedRanks)];
  if (unique.some((r) => !RANKS.includes(r))) throw new RangeError(`not a rank in ${JSON.stringify(removedRanks)}`);
  if (unique.length === RANKS.length) throw new RangeError("a deck cannot have every rank removed");
  // Keep rank order canonical so two equal specs serialise identically.
  return { decks, jokers, removedRanks: RANKS.filter((r) => unique.includes(r)) };
}

export function newShoeComposition(spec: ShoeSpec): ShoeComposition {
  return { spec, dealt: {} };
}

/** The cards of one deck of this shoe, in FULL_DECK order. */
export function deckCards(spec: ShoeSpec): Card[] {
  return FULL_DECK.filter((c) => !spec.removedRanks.includes(rankOf(c)));
}

/** Every card in the shoe once, in a fixed order: deck after deck, then the jokers. */
export function shoeCards(spec: ShoeSpec): Card[] {
  const deck = deckCards(spec);
  const cards: Card[] = [];
  for (let d = 0; d < spec.decks; d++) cards.push(...deck);
  for (let j = 0; j < spec.jokers; j++) cards.push(JOKER);
  return cards;
}

export function shoeSize(spec: ShoeSpec): number {
  return deckCards(spec).length * spec.decks + spec.jokers;
}

/** How many copies of `card` a full shoe holds. */
export function copiesInShoe(spec: ShoeSpec, card: Card): number {
  if (isJoker(card)) return spec.jokers;
  return spec.removedRanks.includes(rankOf(card)) ? 0 : spec.decks;
}

export function dealtOf(shoe: ShoeComposition, card: Card): number {
  return shoe.dealt[card] ?? 0;
}

export function remainingOf(shoe: ShoeComposition, card: Card): number {
  return copiesInShoe(shoe.spec, card) - dealtOf(shoe, card);
}

export function dealtTotal(shoe: ShoeComposition): number {
  let n = 0;
  for (const count of Object.values(shoe.dealt)) n += count ?? 0;
  return n;
}

export function remainingTotal(shoe: ShoeComposition): number {
  return shoeSize(shoe.spec) - dealtTotal(shoe);
}

/** Remaining count of every card the shoe holds (zeros included, cards it never holds left out). */
export function remainingByCard(shoe: ShoeComposition): Partial<Record<Card, number>> {
  const out: Partial<Record<Card, number>> = {};
  for (const card of deckCards(shoe.spec)) out[card] = remainingOf(shoe, card);
  if (shoe.spec.jokers > 0) out[JOKER] = remainingOf(shoe, JOKER);
  return out;
}

/** Remaining count by rank, jokers under "JK"; every rank is present (0 for a removed rank). */
export function remainingByRank(shoe: ShoeComposition): Record<Rank | Joker, number> {
  const out = Object.fromEntries([...RANKS, JOKER].map((r) => [r, 0])) as Record<Rank | Joker, number>;
  for (const [card, n] of Object.entries(remainingByCard(shoe)) as [Card, number][]) {
    out[isJoker(card) ? JOKER : rankOf(card)] += n;
  }
  return out;
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

function shoeName(spec: ShoeSpec): string {
  return `${spec.decks}-deck shoe`;
}

/** Why the shoe cannot give `card` now, or null when it can. */
export function takeRefusal(shoe: ShoeComposition, card: string): CardRefused | null {
  if (!isCard(card)) return new CardRefused(card, "NotACard", `${JSON.stringify(card)} is not a card`);
  const copies = copiesInShoe(shoe.spec, card);
  const name = displayCard(card);
  if (copies === 0) {
    const why = isJoker(card) ? "this shoe has no jokers" : `this shoe has no ${displayCard(card).slice(0, -1)}s`;
    return new CardRefused(card, "NotInThisShoe", `${name} refused: ${why}`);
  }
  if (dealtOf(shoe, card) >= copies) {
    const what = isJoker(card) ? plural(copies, "the only joker", `all ${copies} jokers`) : plural(copies, `the only ${name}`, `all ${copies} ${name}`);
    return new CardRefused(card, "AllOut", `${name} refused: ${what} in this ${shoeName(shoe.spec)} ${plural(copies, "is", "are")} already out`);
  }
  return null;
}

/** The shoe after `card` came out. Throws `CardRefused` if the shoe cannot hold another one. */
export function takeCard(shoe: ShoeComposition, card: string): ShoeComposition {
  const refusal = takeRefusal(shoe, card);
  if (refusal) throw refusal;
  const c = card as Card;
  return { spec: shoe.spec, dealt: { ...shoe.dealt, [c]: dealtOf(shoe, c) + 1 } };
}

/** The shoe after a wrongly entered `card` is put back (a dealer's correction). */
export function returnCard(shoe: ShoeComposition, card: string): ShoeComposition {
  if (!isCard(card)) throw new CardRefused(card, "NotACard", `${JSON.stringify(card)} is not a card`);
  const n = dealtOf(shoe, card);
  if (n === 0) throw new CardRefused(card, "NotDealt", `${displayCard(card)} cannot go back: none has come out of this shoe`);
  const dealt = { ...shoe.dealt };
  if (n === 1) delete dealt[card];
  else dealt[card] = n - 1;
  return { spec: shoe.spec, dealt };
}
