/**
 * The round as the table records it, replayed through the twenty-one rules engine: each recorded
 * step is the engine's own step (lib/domain/twenty-one round-steps.ts) with where its card came
 * from. Undo drops the last step; a supervisor's correction replaces one card and replays
 * (common/card-corrections.ts), so a corrected round is checked like the original.
 */
import { applyStep as applyRuleStep, newRound, type RoundState, type TwentyOneGame } from "../../twenty-one";
import type { TwentyOneRoundInProgress, TwentyOneTableStep } from "./state";
import { engineOpening } from "../common/engine-steps";

export function applyStep(state: RoundState, step: TwentyOneTableStep): RoundState {
  return applyRuleStep(state, step);
}

/** The round as opened when betting closed: its wagers, seats and the bank. */
export function openPlay(game: TwentyOneGame, seats: number, round: Pick<TwentyOneRoundInProgress, "playerDealerSeat" | "bank" | "wagers">): RoundState {
  return newRound(game, engineOpening(seats, round));
}

export function replaySteps(game: TwentyOneGame, seats: number, round: Pick<TwentyOneRoundInProgress, "playerDealerSeat" | "bank" | "wagers">, steps: readonly TwentyOneTableStep[]): RoundState {
  return steps.reduce(applyStep, openPlay(game, seats, round));
}
