/**
 * The player-dealer's cards in a blackjack round (No Bust, twenty-one): the up card, the hole card
 * under it (dealt face down, read when the shoe reads it or the dealer gives it), and what the table
 * may show of them. Each family passes its own card reading and refusals in.
 */
import { cardWords, type Card } from "../cards/card";

/** A hole card dealt face down that the system has not read (no card-reading shoe). */
export const FACE_DOWN = "face-down" as const;
export type DealtCard = Card | typeof FACE_DOWN;

/** The hole card: not dealt, down, checked for a natural (still down), turned over. */
export type HoleCardState = "none" | "down" | "checked" | "exposed";

/** The player-dealer's up card, once dealt and read. */
export function upCard(playerDealer: readonly DealtCard[]): Card | undefined {
  const up = playerDealer[0];
  return up === undefined || up === FACE_DOWN ? undefined : up;
}

/** The player-dealer's cards once all are read; null before. */
export function readCards(playerDealer: readonly DealtCard[]): readonly Card[] | null {
  return playerDealer.some((c) => c === FACE_DOWN) ? null : (playerDealer as readonly Card[]);
}

/** The family's refusal of a hole card step, in its own refusal class. */
export type HoleCardRefusal = (code: "wrong-step" | "card-not-allowed", message: string) => never;

/**
 * The hole card given with a step (`what`): read and put in place where the system has not seen it,
 * checked against the card read before where it has; none given keeps the card as it is unless it
 * was never read.
 */
export function withHoleCard<S extends { readonly playerDealer: readonly DealtCard[] }>(state: S, card: string | undefined, what: string, read: (card: string) => Card, refuse: HoleCardRefusal): S {
  const current = state.playerDealer[1];
  if (current === undefined) refuse("wrong-step", `${what}: no hole card has been dealt`);
  if (card === undefined || card === FACE_DOWN) {
    if (current === FACE_DOWN) refuse("card-not-allowed", `${what}: read the hole card (give its card)`);
    return state;
  }
  const given = read(card);
  if (current !== FACE_DOWN && current !== given) refuse("card-not-allowed", `${what}: the hole card is ${cardWords(current)}, not ${cardWords(given)}`);
  return { ...state, playerDealer: state.playerDealer.map((c, i) => (i === 1 ? given : c)) };
}

/**
 * The player-dealer's cards as the table may show them: the hole card stays FACE_DOWN until it is
 * turned over, even when the system has read it.
 */
export function visiblePlayerDealerCards(round: { readonly playerDealer: readonly DealtCard[]; readonly holeCard: HoleCardState }): readonly DealtCard[] {
  const hidden = round.holeCard === "down" || round.holeCard === "checked";
  return round.playerDealer.map((c, i) => (hidden && i === 1 ? FACE_DOWN : c));
}
