/**
 * The shoe of a live table, whatever the game: the server's own shuffled shoe (its order known and
 * provable), or a shoe dealt by hand or read by a card reader (only its composition known, so an
 * impossible card is refused). Games differ only in the shoe's composition and their burn.
 */
import { newShoeComposition, remainingTotal, returnCard, takeCard, takeRefusal, type ShoeComposition, type ShoeSpec } from "../../cards/shoe-composition";
import { beginRound, cardsRemaining, createDealingShoe, cutCardOut, nextCard, type DealingShoe } from "../../cards/dealing-shoe";
import type { RandomInts } from "../machine";
import { displayCard, isCard } from "../../cards/card";
import { fingerprintOf, type ShoeCommitment } from "../../cards/shoe-commitment";

export type CardSource = "dealer" | "reader" | "server";

/** A hole card dealt face down that the system has not read. */
export const UNREAD = "face-down" as const;

export type ShoeState =
  | { readonly source: "server"; readonly id: string; readonly dealing: DealingShoe; readonly hands: number }
  | { readonly source: "dealer" | "reader"; readonly id: string; readonly decks: number; readonly composition: ShoeComposition; readonly hands: number };

/** Cards left behind the cut card in a shoe the server shuffles. */
export const CARDS_BEHIND_CUT_CARD = 14;

/**
 * A new shoe. `cardsBehindCutCard` is for a game that deals its whole deck every round (pai gow
 * poker's 53 cards): 0 puts the cut card after the last card, so it never comes out.
 */
export function newShoe(source: CardSource, id: string, decks: number, spec: ShoeSpec, random: RandomInts, cardsBehindCutCard = CARDS_BEHIND_CUT_CARD): ShoeState {
  if (source === "server") {
    return { source, id, dealing: createDealingShoe({ spec, random, cardsBehindCutCard }), hands: 0 };
  }
  return { source, id, decks, composition: newShoeComposition(spec), hands: 0 };
}

/** A new round begins on this shoe (the server's shoe counts it against its cut card). */
export function shoeForNewRound(shoe: ShoeState | null): ShoeState | null {
  if (!shoe) return shoe;
  return shoe.source === "server" ? { ...shoe, dealing: beginRound(shoe.dealing), hands: shoe.hands + 1 } : { ...shoe, hands: shoe.hands + 1 };
}

/** A card has come out of the shoe (for the server's shoe, the next card of its order). */
export function takeFromShoe(shoe: ShoeState | null, card: string): ShoeState | null {
  if (!shoe || card === UNREAD) return shoe;
  if (shoe.source === "server") return { ...shoe, dealing: nextCard(shoe.dealing).shoe };
  return { ...shoe, composition: takeCard(shoe.composition, card) };
}

/** A card entered by mistake goes back (never a card of the server's shoe). */
export function giveBackToShoe(shoe: ShoeState | null, card: string): ShoeState | null {
  if (!shoe || shoe.source === "server" || card === UNREAD) return shoe;
  return { ...shoe, composition: returnCard(shoe.composition, card) };
}

/** Why this card cannot come out of a hand-dealt or read shoe now, or null. */
export function shoeRefusalFor(shoe: ShoeState | null, card: string): string | null {
  if (!shoe || shoe.source === "server") return null;
  return takeRefusal(shoe.composition, card)?.message ?? null;
}

/**
 * Would `to` fit in the shoe if `from` went back? (a supervisor's correction) Null, or why not in
 * the floor's words: "10♠ cannot come out of this shoe: this shoe has no 10s."
 */
export function correctionRefusal(shoe: ShoeState | null, from: string, to: string, container = "shoe"): string | null {
  if (!shoe || shoe.source === "server") return null;
  const back = from === UNREAD ? shoe.composition : returnCard(shoe.composition, from);
  const refused = takeRefusal(back, to);
  if (!refused) return null;
  // The composition's message names the card first ("10♠ refused: ..."): the reason is what follows.
  const why = refused.message.replace(/^.*? refused: /, "");
  return `${isCard(to) ? displayCard(to) : to} cannot come out of this ${container}: ${why}.`;
}

export function shoeCardsRemaining(shoe: ShoeState): number {
  return shoe.source === "server" ? cardsRemaining(shoe.dealing) : remainingTotal(shoe.composition);
}

export function shoeCutCardOut(shoe: ShoeState): boolean {
  return shoe.source === "server" ? cutCardOut(shoe.dealing) : false;
}

/**
 * What players may know of the shoe: how many hands, how many cards left, whether the cut card is
 * out, and for the server's shuffled shoe the fingerprint of its commitment (never the order).
 */
export function publicShoe(
  shoe: ShoeState | null,
): { readonly hands: number; readonly cardsRemaining: number | null; readonly cutCardOut: boolean; readonly cards?: number; readonly commitment?: ShoeCommitment | null } | null {
  return shoe ? { hands: shoe.hands, cardsRemaining: shoeCardsRemaining(shoe), cutCardOut: shoeCutCardOut(shoe), cards: shoeCards(shoe), commitment: shoeCommitment(shoe) } : null;
}

/** The fingerprint the wall shows of a server shoe's commitment; null for a shoe dealt by hand or read. */
export function shoeCommitment(shoe: ShoeState | null): ShoeCommitment | null {
  return shoe?.source === "server" ? { shoeId: shoe.id, fingerprint: fingerprintOf(shoe.dealing.orderHash) } : null;
}

/** How many cards the shoe held when it started (the wall's shoe progress bar). */
export function shoeCards(shoe: ShoeState): number {
  const spec = shoe.source === "server" ? shoe.dealing.spec : shoe.composition.spec;
  return spec.decks * (52 - 4 * spec.removedRanks.length) + spec.jokers;
}

/** What the dealer and the floor see of the shoe, the order's hash included (never the order). */
export function shoeInfo(shoe: ShoeState | null): { readonly source: string; readonly id: string; readonly orderHash: string | null; readonly cardsRemaining: number; readonly cutCardOut: boolean } | null {
  if (!shoe) return null;
  return {
    source: shoe.source,
    id: shoe.id,
    orderHash: shoe.source === "server" ? shoe.dealing.orderHash : null,
    cardsRemaining: shoeCardsRemaining(shoe),
    cutCardOut: shoeCutCardOut(shoe),
  };
}
