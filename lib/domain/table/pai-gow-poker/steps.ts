/**
 * The round as a list of steps, replayed through the pai gow rules engine, and the deck the steps
 * use: every step is checked by the engine exactly as a dealer's command would be; an undo drops
 * the last step and a floor correction replaces one and replays, so a corrected round is checked
 * like the original. Pai gow deals its whole 53-card deck each round: every round has a fresh deck
 * of the table's source.
 */
import { newShoeComposition, shoeSpec, takeCard, type ShoeSpec } from "../../cards/shoe-composition";
import { nextCard, closeShoe, shoeProof } from "../../cards/dealing-shoe";
import { cardsWords, type Card } from "../../cards/card";
import { applyStep, newRound, type PaiGowGame, type PaiGowStep, type RoundState } from "../../pai-gow-poker";
import type { CommandContext } from "../machine";
import { newShoe, type ShoeState } from "../common/shoe";
import type { PaiGowTableEvent } from "./events";
import type { PaiGowRoundInProgress } from "./state";
import { engineOpening } from "../common/engine-steps";

/** One deck of 52 cards and the joker (seed 004 L826, L1550; seed 003 L4157). */
export const PAI_GOW_DECK: ShoeSpec = shoeSpec(1, 1);

/** The round as opened when betting closed: its wagers, the player-dealer and the bank. */
export function openPlay(game: PaiGowGame, seats: number, round: Pick<PaiGowRoundInProgress, "playerDealerSeat" | "bank" | "wagers">): RoundState {
  return newRound(game, engineOpening(seats, round));
}

export function replayRound(game: PaiGowGame, seats: number, round: Pick<PaiGowRoundInProgress, "playerDealerSeat" | "bank" | "wagers">, steps: readonly PaiGowStep[]): RoundState {
  return steps.reduce(applyStep, openPlay(game, seats, round));
}

/** Every card the round holds so far, wherever it is. */
export function cardsInPlay(play: RoundState): Card[] {
  const cards = new Set<Card>();
  play.dealt?.piles?.forEach((pile) => pile.forEach((c) => cards.add(c)));
  play.dealt?.discards?.forEach((c) => cards.add(c));
  for (const h of play.hands) h.cards?.forEach((c) => cards.add(c));
  play.playerDealer.cards?.forEach((c) => cards.add(c));
  return [...cards];
}

/**
 * The deck after the round's cards came out of it. The server's deck gives the piles once, in its
 * order; a deck dealt by hand counts the cards as the dealer enters them (recounted after an undo or
 * a correction).
 */
export function deckAfter(shoe: ShoeState | null, step: PaiGowStep | null, play: RoundState): ShoeState | null {
  if (!shoe) return shoe;
  if (shoe.source === "server") {
    if (step?.kind !== "deal-piles" || !step.piles) return shoe;
    let dealing = shoe.dealing;
    const count = step.piles.reduce((n, p) => n + p.length, 0) + (step.discards?.length ?? 0);
    for (let i = 0; i < count; i++) dealing = nextCard(dealing).shoe;
    return { ...shoe, dealing };
  }
  let composition = newShoeComposition(shoe.composition.spec);
  for (const card of cardsInPlay(play)) composition = takeCard(composition, card);
  return { ...shoe, composition };
}

/** The whole deck in the server's order, for the piles: the deck must not have given a card yet. */
export function serverDeck(shoe: ShoeState): { cards: string[] } | { refusal: string } {
  if (shoe.source !== "server") return { refusal: "The cards are dealt by hand at this table." };
  let dealing = shoe.dealing;
  if (dealing.position !== 0) return { refusal: "This deck has already been dealt: void the round." };
  const cards: string[] = [];
  while (dealing.position < dealing.order.length) {
    const drawn = nextCard(dealing);
    cards.push(drawn.card);
    dealing = drawn.shoe;
  }
  return { cards };
}

/**
 * A fresh deck for the next round, of the same source as the one used: the used deck ends (the
 * server's with its order and salt, so its hash can be checked) and the new one starts, its order
 * committed before any wager.
 */
export function freshDeck(shoe: ShoeState, tableId: string, ctx: CommandContext): { readonly deck: ShoeState; readonly events: PaiGowTableEvent[] } {
  const proof = shoe.source === "server" ? shoeProof(closeShoe(shoe.dealing)) : null;
  const deck = newShoe(shoe.source, `${tableId}-deck-${ctx.now}`, 1, PAI_GOW_DECK, ctx.random, 0);
  return {
    deck,
    events: [
      { type: "ShoeEnded", at: ctx.now, proof: proof ? { order: proof.order, salt: proof.salt, orderHash: proof.orderHash } : null, next: true },
      { type: "ShoeStarted", at: ctx.now, shoe: deck },
    ],
  };
}

/** Has a round used this deck? (Each round deals from a deck of its own.) */
export function deckUsed(shoe: ShoeState): boolean {
  return shoe.hands > 0;
}

/** A hand step in words, for the corrections list: "A♠ K♠ Q♠ J♠ 10♠ | 2♣ 3♦", "house way". */
export function handStepWords(step: PaiGowStep): string {
  switch (step.kind) {
    case "set-hand":
      return `${cardsWords(step.high)} | ${cardsWords(step.low)}`;
    case "set-house-way":
      return `house way${step.cards ? ` ${cardsWords(step.cards)}` : ""}`;
    case "expose-player-dealer":
    case "show-cards":
      return step.cards ? cardsWords(step.cards) : "as dealt";
    default:
      return step.kind;
  }
}
