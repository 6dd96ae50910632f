/**
 * A Three Card Poker round as a decision correction replays it (common/decision-corrections.ts):
 * its Play-or-fold steps are the decisions, a seat's or a backline bettor's, in seat order. Once
 * the folds are collected, no Play or fold is changed: a folded hand's cards and forfeited wagers
 * have left the layout, and a hand played has been counted among those still in action
 * (docs/rules-decisions/decision-corrections.md).
 */
import { nextStep, describeStep, type RoundState, type ThreeCardPokerGame } from "../../three-card-poker";
import type { Refusal } from "../machine";
import type { DecisionReplay } from "../common/decision-corrections";
import { applyStep, openPlay } from "./steps";
import type { ThreeCardPokerRoundInProgress, ThreeCardPokerTableStep } from "./state";

type No = { ok: false; refusal: Refusal };

/** "Seat 3", "Seat 3 backline (Ann)": who made the decision. */
function whoDecided(seat: number, bettor: string | undefined): string {
  if (bettor === undefined) return `Seat ${seat}`;
  return bettor === "" ? `Seat ${seat} backline` : `Seat ${seat} backline (${bettor})`;
}

export function threeCardPokerDecisionReplay(
  game: ThreeCardPokerGame,
  seats: number,
  round: Pick<ThreeCardPokerRoundInProgress, "playerDealerSeat" | "bank" | "wagers">,
  refusal: (error: unknown) => No,
): DecisionReplay<RoundState, ThreeCardPokerTableStep> {
  return {
    start: openPlay(game, seats, round),
    apply: applyStep,
    refusal,
    decisionOf: (step) => (step.kind === "decide" ? { seat: step.seat, hand: null, decision: step.decision, ...(step.bettor !== undefined ? { by: step.bettor } : {}) } : null),
    withDecision: (step, change) => (step.kind === "decide" ? { ...step, decision: change.decision as "play" | "fold" } : step),
    allowed: (play) => (nextStep(play).kind === "decide" ? ["play", "fold"] : []),
    cardsGoTo: () => null,
    next: (play) => describeStep(nextStep(play)),
    who: (_play, d) => whoDecided(d.seat, d.by),
    closes: (step) => (step.kind === "collect-folds" ? "The folds have been collected: a Play or fold can no longer be changed." : null),
  };
}
