/**
 * A blackjack-style round (No Bust, twenty-one) as a decision correction replays it
 * (decision-corrections.ts): its "decide" steps are the players' decisions, the engine says which
 * decisions a hand may make and where each card goes, and a hand is named as the tablet names it
 * ("Seat 3", "Seat 3 hand 2" once the seat has split).
 */
import type { Refusal } from "../machine";
import { NO_CARD_DUE, type DecisionReplay, type StepDecision } from "./decision-corrections";

type No = { ok: false; refusal: Refusal };

type CardTarget = { readonly kind: "player-dealer" } | { readonly kind: "player"; readonly seat: number; readonly hand: number };
type BlackjackNext = { readonly kind: string; readonly to?: CardTarget; readonly seat?: number; readonly hand?: number; readonly allowed?: readonly string[] };

/** A blackjack round's recorded step: a decision carries its seat, hand and decision. */
type BlackjackStep = { readonly kind: string; readonly seat?: number; readonly hand?: number; readonly decision?: { readonly kind: string; readonly amount?: number } };

interface BlackjackPlay {
  readonly players: readonly { readonly seat: number; readonly hands: readonly unknown[] }[];
}

/** "the player-dealer", "seat 3", "seat 3 hand 2". */
function targetWords(play: BlackjackPlay, to: CardTarget): string {
  if (to.kind === "player-dealer") return "the player-dealer";
  const hands = play.players.find((p) => p.seat === to.seat)?.hands.length ?? 1;
  return hands > 1 || to.hand > 0 ? `seat ${to.seat} hand ${to.hand + 1}` : `seat ${to.seat}`;
}

export function blackjackDecisionReplay<P extends BlackjackPlay, S extends BlackjackStep, N extends BlackjackNext>(
  start: P,
  engine: { apply(play: P, step: S): P; nextStep(play: P): N; describeStep(next: N): string; refusal(error: unknown): No },
): DecisionReplay<P, S> {
  return {
    start,
    apply: engine.apply,
    refusal: engine.refusal,
    decisionOf: (step) =>
      step.kind === "decide" && step.decision && step.seat !== undefined
        ? { seat: step.seat, hand: step.hand ?? 0, decision: step.decision.kind, ...(step.decision.amount !== undefined ? { amount: step.decision.amount } : {}) }
        : null,
    withDecision: (step, change) => ({ ...step, decision: change.decision === "double" && change.amount !== undefined ? { kind: "double", amount: change.amount } : { kind: change.decision } }),
    allowed: (play) => {
      const next = engine.nextStep(play);
      return next.kind === "decide" ? (next.allowed ?? []) : [];
    },
    cardsGoTo: (play, step) => {
      if (step.kind !== "deal") return null;
      const next = engine.nextStep(play);
      if (next.kind !== "deal" || !next.to) return { to: NO_CARD_DUE, words: NO_CARD_DUE };
      // The hand itself is compared: seat 2 before a split is seat 2 hand 1 after it.
      return { to: next.to.kind === "player-dealer" ? "player-dealer" : `${next.to.seat}.${next.to.hand}`, words: targetWords(play, next.to) };
    },
    next: (play) => engine.describeStep(engine.nextStep(play)),
    who: (play, d: StepDecision) => {
      const text = targetWords(play, { kind: "player", seat: d.seat, hand: d.hand ?? 0 });
      return text.charAt(0).toUpperCase() + text.slice(1);
    },
  };
}
