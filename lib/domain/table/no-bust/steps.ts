/**
 * The round as a list of steps, replayed through the No Bust rules engine. Each step is checked by
 * the engine exactly as a dealer's command would be; undo drops the last step, and a supervisor's
 * correction replaces one card and replays, so a corrected round is checked like the original.
 */
import { checkHoleCard, dealCard, decide, exposeHoleCard, FACE_DOWN, newRound, recordFeesCollected, recordInsurance, type NoBustGame, type RoundState } from "../../no-bust";
import type { NoBustRoundInProgress, NoBustStep } from "./state";
import { engineOpening } from "../common/engine-steps";

export function applyStep(state: RoundState, step: NoBustStep): RoundState {
  switch (step.kind) {
    case "deal":
      return dealCard(state, step.card === FACE_DOWN ? FACE_DOWN : step.card);
    case "fees":
      return recordFeesCollected(state);
    case "insurance":
      return recordInsurance(state, step.seat, step.amount);
    case "check":
      return checkHoleCard(state, step.card ?? undefined);
    case "decide":
      return decide(state, step.seat, step.hand, step.decision);
    case "expose":
      return exposeHoleCard(state, step.card ?? undefined);
  }
}

/** The round as opened when betting closed: its wagers, seats and the bank. */
export function openPlay(game: NoBustGame, seats: number, round: Pick<NoBustRoundInProgress, "playerDealerSeat" | "bank" | "wagers">): RoundState {
  return newRound(game, engineOpening(seats, round));
}

export function replaySteps(game: NoBustGame, seats: number, round: Pick<NoBustRoundInProgress, "playerDealerSeat" | "bank" | "wagers">, steps: readonly NoBustStep[]): RoundState {
  return steps.reduce(applyStep, openPlay(game, seats, round));
}
