/**
 * The round as a list of steps, the way a live table records it: each step is one dealer command,
 * tried on the engine exactly as given, so a table machine stores steps in its events and rebuilds
 * the round by replaying them (undo drops the last one; a correction replaces a card and replays).
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { decide, type Decision, type DecisionInput } from "./decisions";
import type { TwentyOneGame } from "./game-config";
import { checkHoleCard, dealCard, exposeHoleCard, recordInsurance, recordSurrender } from "./round";
import { FACE_DOWN, newRound, type NewRound, type RoundState } from "./round-state";

export type TwentyOneStep =
  /** A card where `nextStep` says; "face-down" for a hole card dealt unread. */
  | { readonly kind: "deal"; readonly card: string }
  | { readonly kind: "insurance"; readonly seat: SeatNumber; readonly amount: Cents }
  /** Early surrender: the seat's answer before the hole card is checked. */
  | { readonly kind: "surrender"; readonly seat: SeatNumber; readonly surrender: boolean }
  /** The hole card checked for a natural; `card` when it was dealt unread. */
  | { readonly kind: "check"; readonly card?: string | null }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly decision: Decision | DecisionInput }
  | { readonly kind: "expose"; readonly card?: string | null };

export function applyStep(state: RoundState, step: TwentyOneStep): RoundState {
  switch (step.kind) {
    case "deal":
      return dealCard(state, step.card === FACE_DOWN ? FACE_DOWN : step.card);
    case "insurance":
      return recordInsurance(state, step.seat, step.amount);
    case "surrender":
      return recordSurrender(state, step.seat, step.surrender);
    case "check":
      return checkHoleCard(state, step.card ?? undefined);
    case "decide":
      return decide(state, step.seat, step.hand, step.decision);
    case "expose":
      return exposeHoleCard(state, step.card ?? undefined);
  }
}

/** The round rebuilt from its opening and its steps. */
export function replaySteps(game: TwentyOneGame, round: NewRound, steps: readonly TwentyOneStep[]): RoundState {
  return steps.reduce(applyStep, newRound(game, round));
}
