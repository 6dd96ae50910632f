/**
 * The round as a list of steps, as a live table stores them in its events and replays them: each
 * step is applied through the same step functions as a dealer's command, so a replayed or corrected
 * round is checked exactly like the original, and undo is dropping the last step.
 */
import type { SeatNumber } from "../seats";
import type { ThreeCardPokerGame } from "./game-config";
import { collectFolds, dealStack, decide, revealHand, revealPlayerDealer, unloadShuffler } from "./round";
import { enterResults, type ResultsInput } from "./results-entry";
import { newRound, type NewRound, type PlayOrFold, type RoundState } from "./round-state";

export type ThreeCardPokerStep =
  /** Three card codes, "face-down" for a card not read; the player-dealer's first card is its up card. */
  | { readonly kind: "deal-stack"; readonly cards: readonly string[] }
  | { readonly kind: "unload-shuffler" }
  /** `bettor`: a backline bettor deciding on its own; omitted, the seated player. */
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly decision: PlayOrFold; readonly bettor?: string }
  | { readonly kind: "collect-folds" }
  /** `cards`: the hand's three cards, needed when it was dealt unread. */
  | { readonly kind: "reveal-player-dealer"; readonly cards?: readonly string[] }
  | { readonly kind: "reveal-hand"; readonly seat: SeatNumber; readonly cards?: readonly string[] }
  /** Results-only entry: whether the player-dealer qualified, each seat's fold or result and the hands its bonuses made. */
  | ({ readonly kind: "enter-results" } & ResultsInput);

export function applyStep(state: RoundState, step: ThreeCardPokerStep): RoundState {
  switch (step.kind) {
    case "deal-stack":
      return dealStack(state, step.cards);
    case "unload-shuffler":
      return unloadShuffler(state);
    case "decide":
      return decide(state, step.seat, step.decision, step.bettor);
    case "collect-folds":
      return collectFolds(state);
    case "reveal-player-dealer":
      return revealPlayerDealer(state, step.cards);
    case "reveal-hand":
      return revealHand(state, step.seat, step.cards);
    case "enter-results":
      return enterResults(state, step);
  }
}

/** The round rebuilt from its opening and its steps; the first refused step throws its refusal. */
export function replaySteps(game: ThreeCardPokerGame, round: NewRound, steps: readonly ThreeCardPokerStep[]): RoundState {
  return steps.reduce(applyStep, newRound(game, round));
}
