/**
 * The next step of a blackjack round where No Bust and twenty-one take it alike: the initial deal's
 * next card (to a seat's first hand, or the player-dealer's up card or face-down hole card), a
 * card a player's hand takes in its turn, the seats still to answer insurance, and those steps and
 * the reasons a card is dealt in words. Each family decides when each step comes, and says its own.
 */
import type { SeatNumber } from "../seats";

/** Where a card goes: a seat's hand (0 = the first, 1.. = split hands left to right) or the player-dealer. */
export type CardTarget = { readonly kind: "player"; readonly seat: SeatNumber; readonly hand: number } | { readonly kind: "player-dealer" };

/** One card of the initial deal, in dealing order. */
export type InitialCard = { readonly to: "player"; readonly seat: SeatNumber } | { readonly to: "player-dealer"; readonly faceDown: boolean };

/** A card due now: where it goes, its place in that hand (1-based), whether face down, and why. */
export interface CardDue<W extends string> {
  readonly kind: "deal";
  readonly to: CardTarget;
  readonly cardNumber: number;
  readonly faceDown: boolean;
  readonly why: W;
}

/** A round as these steps read it: the player-dealer's cards, the seats' hands and insurance answers, and how much of the initial deal is out. */
interface DealtRound {
  readonly playerDealer: readonly unknown[];
  readonly players: readonly { readonly seat: SeatNumber; readonly insurance: number | null; readonly hands: readonly { readonly cards: readonly unknown[] }[] }[];
  readonly initialDealt: number;
}

/** The initial deal's next card, or undefined once it is all out. */
export function initialCardDue(state: DealtRound, initial: readonly InitialCard[]): CardDue<"initial"> | undefined {
  const next = initial[state.initialDealt];
  if (next === undefined) return undefined;
  if (next.to === "player-dealer") {
    return { kind: "deal", to: { kind: "player-dealer" }, cardNumber: state.playerDealer.length + 1, faceDown: next.faceDown, why: "initial" };
  }
  return playerCardDue(state, next.seat, 0, "initial");
}

/** The card a seat's hand takes now, face up (the initial deal, a split hand's second card, a hit, a double). */
export function playerCardDue<W extends string>(state: DealtRound, seat: SeatNumber, hand: number, why: W): CardDue<W> {
  const cards = state.players.find((p) => p.seat === seat)?.hands[hand]?.cards.length ?? 0;
  return { kind: "deal", to: { kind: "player", seat, hand }, cardNumber: cards + 1, faceDown: false, why };
}

/** The seats still to answer insurance (an amount, 0 to decline), once it is offered. */
export function insuranceSeats(state: DealtRound): SeatNumber[] {
  return state.players.filter((p) => p.insurance === null).map((p) => p.seat);
}

/** Why a card is dealt, in the settlement calculator's words, for the reasons both families deal for. */
export const DEAL_REASON_WORDS = {
  initial: "the initial deal",
  split: "a split hand's second card",
  hit: "the player hit",
  double: "the double-down card",
  "must-hit": "the player chart makes the hand hit",
  "player-dealer-draw": "the player-dealer draws",
} as const satisfies Readonly<Record<string, string>>;

/** The steps both families take, as these words say them. */
export type SharedStep =
  | { readonly kind: "deal"; readonly to: CardTarget; readonly faceDown: boolean }
  | { readonly kind: "offer-insurance"; readonly seats: readonly SeatNumber[] }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly allowed: readonly string[] }
  | { readonly kind: "expose-hole-card" }
  | { readonly kind: "complete" };

/** A step both families take, in the dealer's words, for refusals and the screen. */
export function describeSharedStep(step: SharedStep): string {
  switch (step.kind) {
    case "deal": {
      const who = step.to.kind === "player-dealer" ? "the player-dealer" : `seat ${step.to.seat}${step.to.hand > 0 ? ` hand ${step.to.hand + 1}` : ""}`;
      return `the next card goes to ${who}${step.faceDown ? " face down" : ""}`;
    }
    case "offer-insurance":
      return `insurance is offered first (seats ${step.seats.join(", ")})`;
    case "decide":
      return `seat ${step.seat}${step.hand > 0 ? ` hand ${step.hand + 1}` : ""} is to decide (${step.allowed.join(", ")})`;
    case "expose-hole-card":
      return "the hole card is turned over first";
    case "complete":
      return "the round is complete";
  }
}
