/**
 * The two alternating single decks (seed 003 L1529-1544, seed 004 L283-300): two 52-card decks
 * without jokers, with backs of different colours; "one deck will be shuffled by the automated card
 * shuffling device while the other deck is being dealt", each deck used "for every other round of
 * play", and "the cards from only one deck shall be placed in the discard rack at any given time".
 *
 * Plain data (JSON-safe), every function returning a new value, so a table rebuilds it by replaying
 * its rounds. Per round: `beginRound` brings the other deck into play (the deck just played lies in
 * the discard rack); `loadShuffler` moves that deck from the discard rack into the shuffler; the
 * dealer deals, reading cards with `readCard`; `unloadShuffler` puts the undealt cards of the deck
 * in play into the discard rack, refused while the other deck is still there; `endRound` once every
 * card of the round is in the discard rack.
 */
import { displayCard, isCard, isJoker } from "../cards/card";
import { newShoeComposition, shoeSpec, takeRefusal, takeCard, type ShoeComposition } from "../cards/shoe-composition";

export type DeckIndex = 0 | 1;
export type OtherDeckPlace = "shuffler" | "discard-rack";

export interface AlternatingDecks {
  /** The two back colours, as the dealer names them ("red", "blue"). */
  readonly backs: readonly [string, string];
  /** Rounds begun so far; 0 before the first. */
  readonly round: number;
  /** The deck dealt in the current (or last) round; null before the first round. */
  readonly inPlay: DeckIndex | null;
  /** Where the deck not in play is. */
  readonly otherDeck: OtherDeckPlace;
  /** The undealt cards of the deck in play have gone to the discard rack. */
  readonly unloaded: boolean;
  /** Whether the current round is over (every card of the deck in play in the discard rack). */
  readonly roundOpen: boolean;
  /** Cards of the deck in play read this round: one deck, so each card once. */
  readonly read: ShoeComposition;
}

export type DeckRefusalCode = "no-round" | "wrong-deck" | "card-not-allowed" | "rack-holds-other-deck" | "round-open" | "already-unloaded";

export class DeckRefusal extends Error {
  override name = "DeckRefusal";
  constructor(
    readonly code: DeckRefusalCode,
    message: string,
  ) {
    super(message);
  }
}

function refuse(code: DeckRefusalCode, message: string): never {
  throw new DeckRefusal(code, message);
}

const ONE_DECK = shoeSpec(1, 0);

export function newAlternatingDecks(backs: readonly [string, string]): AlternatingDecks {
  const [a, b] = backs.map((s) => s.trim());
  if (!a || !b) throw new RangeError("each deck needs its back colour");
  if (a.toLowerCase() === b.toLowerCase()) throw new RangeError(`the two decks have backs of different colours (seed 003 L1535), got "${a}" twice`);
  return { backs: [a, b], round: 0, inPlay: null, otherDeck: "shuffler", unloaded: false, roundOpen: false, read: newShoeComposition(ONE_DECK) };
}

function other(deck: DeckIndex): DeckIndex {
  return deck === 0 ? 1 : 0;
}

/** The deck the next round is dealt from: the first deck, then each in turn. */
export function nextDeck(decks: AlternatingDecks): DeckIndex {
  return decks.inPlay === null ? 0 : other(decks.inPlay);
}

/** The other deck comes into play; the deck just played stays in the discard rack until `loadShuffler`. */
export function beginRound(decks: AlternatingDecks): AlternatingDecks {
  if (decks.roundOpen) refuse("round-open", `round ${decks.round} is still being played with the ${decks.backs[decks.inPlay as DeckIndex]} deck`);
  const first = decks.inPlay === null;
  return { ...decks, round: decks.round + 1, inPlay: nextDeck(decks), otherDeck: first ? "shuffler" : "discard-rack", unloaded: false, roundOpen: true, read: newShoeComposition(ONE_DECK) };
}

/** The deck last played leaves the discard rack for the shuffler (it is shuffled while the other is dealt). */
export function loadShuffler(decks: AlternatingDecks): AlternatingDecks {
  if (decks.otherDeck === "shuffler") return decks;
  return { ...decks, otherDeck: "shuffler" };
}

/** Why `card`, with the given back colour (when the reader or the dealer gives one), cannot be read now; null when it can. */
export function cardRefusal(decks: AlternatingDecks, card: string, back?: string): DeckRefusal | null {
  if (!decks.roundOpen || decks.inPlay === null) return new DeckRefusal("no-round", "no round is being dealt");
  if (!isCard(card) || isJoker(card)) return new DeckRefusal("card-not-allowed", `${JSON.stringify(card)} is not a card of a 52-card deck (no jokers, seed 003 L1531-1532)`);
  const playing = decks.backs[decks.inPlay];
  if (back !== undefined && back.trim().toLowerCase() !== playing.toLowerCase()) {
    const resting = decks.backs[other(decks.inPlay)];
    if (back.trim().toLowerCase() !== resting.toLowerCase()) return new DeckRefusal("wrong-deck", `${displayCard(card)} has a ${back} back: this table's decks are ${decks.backs.join(" and ")}`);
    const where = decks.otherDeck === "discard-rack" ? "in the discard rack" : "in the shuffler";
    return new DeckRefusal("wrong-deck", `${displayCard(card)} has a ${resting} back: the ${resting} deck is ${where}; this round is dealt from the ${playing} deck`);
  }
  const taken = takeRefusal(decks.read, card);
  if (taken) return new DeckRefusal("card-not-allowed", `${displayCard(card)} is already in this round: the ${playing} deck holds it once`);
  return null;
}

/** The deck after `card` was read (dealt, or turned over at a reveal). */
export function readCard(decks: AlternatingDecks, card: string, back?: string): AlternatingDecks {
  const refusal = cardRefusal(decks, card, back);
  if (refusal) throw refusal;
  return { ...decks, read: takeCard(decks.read, card) };
}

/** The undealt cards go to the discard rack unseen (seed 003 L1606-1608); only one deck may be there. */
export function unloadShuffler(decks: AlternatingDecks): AlternatingDecks {
  if (!decks.roundOpen || decks.inPlay === null) refuse("no-round", "no round is being dealt");
  if (decks.unloaded) refuse("already-unloaded", "the undealt cards are already in the discard rack");
  if (decks.otherDeck === "discard-rack") {
    const resting = decks.backs[other(decks.inPlay)];
    refuse("rack-holds-other-deck", `the ${resting} deck is still in the discard rack: load it into the shuffler first (only one deck in the discard rack at a time, seed 003 L1544)`);
  }
  return { ...decks, unloaded: true };
}

/** Every card of the round is in the discard rack; the next round is dealt from the other deck. */
export function endRound(decks: AlternatingDecks): AlternatingDecks {
  if (!decks.roundOpen) refuse("no-round", "no round is being dealt");
  return { ...decks, roundOpen: false };
}

/** Where each deck is, by its back colour, for the dealer's screen. */
export function deckPlaces(decks: AlternatingDecks): Readonly<Record<string, "in play" | "in the shuffler" | "in the discard rack">> {
  const out: Record<string, "in play" | "in the shuffler" | "in the discard rack"> = {};
  if (decks.inPlay === null) {
    out[decks.backs[0]] = "in the shuffler";
    out[decks.backs[1]] = "in the shuffler";
    return out;
  }
  out[decks.backs[decks.inPlay]] = decks.roundOpen ? "in play" : "in the discard rack";
  out[decks.backs[other(decks.inPlay)]] = decks.otherDeck === "discard-rack" ? "in the discard rack" : "in the shuffler";
  return out;
}
