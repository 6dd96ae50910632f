/**
 * The parts of a blackjack-style table's views (No Bust, twenty-one) read the same way from either
 * family's engine: the hand whose turn it is, the round's wagers resolved once the last card is out
 * (the wall shows results before the dealer taps Settle), and the round's cards in dealing order
 * with where each went (the floor's card correction names them; the hole card face down until it
 * is turned over, but for the supervisor).
 */
import { dealtCards } from "./card-corrections";
import type { CardStep } from "./card-corrections";
import type { DealtCard } from "./views";

/** Where a blackjack engine's next card goes, and why (the initial deal, a hit, ...). */
type CardTarget = { readonly kind: "player-dealer" } | { readonly kind: "player"; readonly seat: number; readonly hand: number };

/** What a blackjack engine says comes next, as far as these views read it. */
type BlackjackNext =
  | { readonly kind: "deal"; readonly to: CardTarget; readonly cardNumber: number; readonly why: string }
  | { readonly kind: "decide"; readonly seat: number; readonly hand: number }
  | { readonly kind: "complete" }
  | { readonly kind: string };

function isDeal(next: BlackjackNext): next is Extract<BlackjackNext, { kind: "deal" }> {
  return next.kind === "deal";
}

function isDecide(next: BlackjackNext): next is Extract<BlackjackNext, { kind: "decide" }> {
  return next.kind === "decide";
}

/** The hand whose turn it is: deciding, or taking a card it asked for (not the initial deal). */
export function turnOf(next: BlackjackNext | null): { readonly seat: number; readonly hand: number } | null {
  if (!next) return null;
  if (isDecide(next)) return { seat: next.seat, hand: next.hand };
  if (isDeal(next) && next.to.kind === "player" && next.why !== "initial") return { seat: next.to.seat, hand: next.to.hand };
  return null;
}

/** The round's wagers resolved once the last card is out (settled or not), else null. */
export function resolvedWagers<P, W>(
  play: P,
  round: { readonly phase: string; readonly settlement: { readonly wagers: readonly W[] } | null },
  engine: { nextStep(play: P): { readonly kind: string }; resolve(play: P): readonly W[] },
): readonly W[] | null {
  if (round.phase === "settling") return round.settlement?.wagers ?? null;
  if (round.phase !== "dealing" || engine.nextStep(play).kind !== "complete") return null;
  try {
    return engine.resolve(play);
  } catch {
    return null;
  }
}

/** "Player-dealer card 2", "Seat 4 hand 2 card 3": where the card due goes; `otherwise` when no card is due. */
function cardPlace(next: BlackjackNext, otherwise: string): string {
  if (!isDeal(next)) return otherwise;
  return next.to.kind === "player-dealer" ? `Player-dealer card ${next.cardNumber}` : `Seat ${next.to.seat}${next.to.hand > 0 ? ` hand ${next.to.hand + 1}` : ""} card ${next.cardNumber}`;
}

/**
 * The round's cards in dealing order with where each went, replayed from its opening (`start`);
 * the hole card stays face down for everyone but the supervisor (`reveal`) until it is turned over.
 * `otherwise(n)` names card `n` (1..) should the engine say no card is due where one was dealt.
 */
export function blackjackDealtCards<P extends { readonly holeCard: string }, S extends CardStep>(
  steps: readonly S[],
  start: P,
  engine: { apply(play: P, step: S): P; nextStep(play: P): BlackjackNext },
  reveal: boolean,
  otherwise: (n: number) => string,
): DealtCard[] {
  return dealtCards(steps, { start, apply: engine.apply, where: (play, index) => cardPlace(engine.nextStep(play), otherwise(index + 1)), holeExposed: (play) => play.holeCard === "exposed" }, reveal);
}
