/**
 * What happens next in a round, for the dealer screen: which hand takes the next card (and whether
 * face down), when fees are dropped, insurance offered, the hole card checked or turned over, or
 * which player must decide. Every command is checked against it, so a stale tap is refused.
 */
import { isJoker, type Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { isAce, isTenValue } from "../blackjack/card-values";
import { initialDeal, initialDealSize } from "./deal-order";
import type { DecisionKind } from "./hand-options";
import { handValue, type HandValue } from "./hand-value";
import { insuranceOffered } from "./insurance";
import { handsFrozenByJoker } from "./joker-up-card";
import { playerDealerDraws } from "../blackjack/player-dealer-chart";
import { describeSharedStep, initialCardDue, insuranceSeats, playerCardDue, type CardTarget } from "../blackjack/next-card";
import { readCards, upCard } from "../blackjack/player-dealer-cards";
import type { RoundState } from "./round-state";
import { playersTurn } from "./turn";

export type { CardTarget };

export type DealReason =
  | "initial"
  /** A split hand's second card. */
  | "split"
  | "hit"
  | "double"
  /** The chart leaves the hand no choice but to hit. */
  | "must-hit"
  /** Joker edition: the player-dealer's second card, face up, after the players (L90-92). */
  | "player-dealer-second-card"
  | "player-dealer-draw";

export type NextStep =
  | {
      readonly kind: "deal";
      readonly to: CardTarget;
      /** 1-based place of the card in that hand. */
      readonly cardNumber: number;
      readonly faceDown: boolean;
      readonly why: DealReason;
      /** Joker edition: the first draw card to the left of the up card, later ones to its right (L102-106). */
      readonly placement?: "left-of-up-card" | "right-of-up-card";
    }
  /** 6.0 and 2014: the fees are dropped now, after the initial two-card hands (L880-881, L3201). */
  | { readonly kind: "collect-fees" }
  /** The player-dealer shows an ace: these seats still answer insurance (an amount, 0 to decline). */
  | { readonly kind: "offer-insurance"; readonly seats: readonly SeatNumber[] }
  /** The dealer checks the hole card under an ace or ten-value up card for a Natural. */
  | { readonly kind: "check-hole-card" }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly allowed: readonly DecisionKind[] }
  /** The players are done: the hole card is turned over (L764-766, L3072-3074). */
  | { readonly kind: "expose-hole-card" }
  | { readonly kind: "complete" };

export function upCardOf(state: RoundState): Card | undefined {
  return upCard(state.playerDealer);
}

/** The player-dealer's hand, or null while a card is missing or unread. */
export function playerDealerValue(state: RoundState): HandValue | null {
  const cards = readCards(state.playerDealer);
  if (cards === null || cards.length === 0) return null;
  return handValue(state.game.hand, cards);
}

/** A checked hole card made a Natural: the players do not act. */
export function playerDealerNaturalShown(state: RoundState): boolean {
  return state.holeCard === "exposed" && playerDealerValue(state)?.kind === "natural";
}

export function handsFrozen(state: RoundState): boolean {
  return handsFrozenByJoker(state.game.jokerUpCard, state.playerDealer);
}

function mayHoldNatural(up: Card): boolean {
  return !isJoker(up) && (isAce(up) || isTenValue(up));
}

export function nextStep(state: RoundState): NextStep {
  const { game } = state;
  // The deal's order is made only while it is being dealt (the views ask for the next step after every command).
  const initialCard = state.initialDealt < initialDealSize(game, state.players.length) ? initialCardDue(state, initialDeal(game, state.players.map((p) => p.seat))) : undefined;
  if (initialCard) return initialCard;
  if (game.feesCollected === "after-initial-two-cards" && !state.feesCollected) return { kind: "collect-fees" };

  const up = upCardOf(state);
  if (up === undefined) throw new RangeError("the player-dealer's up card is dealt face up");
  if (insuranceOffered(game.insurance, up)) {
    const seats = insuranceSeats(state);
    if (seats.length > 0) return { kind: "offer-insurance", seats };
  }
  if (game.holeCardCheck === "peek-ace-or-ten" && state.holeCard === "down" && mayHoldNatural(up)) return { kind: "check-hole-card" };

  if (!handsFrozen(state) && !playerDealerNaturalShown(state)) {
    const turn = playersTurn(state, up);
    if (turn.kind === "decide") return turn;
    if (turn.kind === "deal") return playerCardDue(state, turn.seat, turn.hand, turn.why);
  }

  const jokerEdition = game.deal.playerDealerSecondCard === "after-the-players";
  if (jokerEdition && state.playerDealer.length < 2) {
    return { kind: "deal", to: { kind: "player-dealer" }, cardNumber: 2, faceDown: false, why: "player-dealer-second-card", placement: "left-of-up-card" };
  }
  if (!jokerEdition && state.holeCard !== "exposed") return { kind: "expose-hole-card" };
  const pd = playerDealerValue(state);
  if (pd === null) throw new RangeError("the player-dealer's cards must be known once the hole card is exposed");
  if (playerDealerDraws(game.playerDealerChart, pd)) {
    return {
      kind: "deal",
      to: { kind: "player-dealer" },
      cardNumber: state.playerDealer.length + 1,
      faceDown: false,
      why: "player-dealer-draw",
      ...(jokerEdition ? { placement: "right-of-up-card" as const } : {}),
    };
  }
  return { kind: "complete" };
}

export function isComplete(state: RoundState): boolean {
  return nextStep(state).kind === "complete";
}

/** The step in the dealer's words, for refusals and the screen. */
export function describeStep(step: NextStep): string {
  switch (step.kind) {
    case "collect-fees":
      return "the collection fees are dropped first";
    case "check-hole-card":
      return "the hole card is checked for a Natural first";
    default:
      return describeSharedStep(step);
  }
}
