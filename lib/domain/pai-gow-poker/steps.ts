/**
 * A round's steps as data: what a live table stores in its events and replays. `applyStep` runs one
 * through the step functions of round.ts (so a step the rules forbid is refused with the engine's own
 * reason), `replaySteps` rebuilds a round from its opening and its steps.
 */
import type { SeatNumber } from "../seats";
import { newRound, type NewRound, type RoundState } from "./round-state";
import type { PaiGowGame } from "./game-config";
import { enterResults } from "./results-entry";
import { chooseActionPile, exposePlayerDealer, recordPilesDealt, rollDice, setHand, setHouseWay, showCards } from "./round";

export type PaiGowStep =
  /** The seven piles dealt; the cards when the system dealt them from its own deck. */
  | { readonly kind: "deal-piles"; readonly piles?: readonly (readonly string[])[]; readonly discards?: readonly string[] }
  | { readonly kind: "choose-action-pile"; readonly pile: number }
  | { readonly kind: "roll-dice"; readonly total: number }
  /** The player-dealer's seven cards (omitted when the system dealt them), set the house way. */
  | { readonly kind: "expose-player-dealer"; readonly cards?: readonly string[] }
  | { readonly kind: "set-hand"; readonly seat: SeatNumber; readonly high: readonly string[]; readonly low: readonly string[] }
  | { readonly kind: "set-house-way"; readonly seat: SeatNumber; readonly cards?: readonly string[] }
  | { readonly kind: "show-cards"; readonly seat: SeatNumber; readonly cards?: readonly string[] }
  /** Results-only entry: every seat's result against the player-dealer, and the hand its bonus made (null: none that pays). */
  | { readonly kind: "enter-results"; readonly results: readonly { readonly seat: SeatNumber; readonly game: "win" | "lose" | "push"; readonly bonus: string | null }[] };

export function applyStep(state: RoundState, step: PaiGowStep): RoundState {
  switch (step.kind) {
    case "deal-piles":
      return recordPilesDealt(state, step.piles, step.discards);
    case "choose-action-pile":
      return chooseActionPile(state, step.pile);
    case "roll-dice":
      return rollDice(state, step.total);
    case "expose-player-dealer":
      return exposePlayerDealer(state, step.cards);
    case "set-hand":
      return setHand(state, step.seat, step.high, step.low);
    case "set-house-way":
      return setHouseWay(state, step.seat, step.cards);
    case "show-cards":
      return showCards(state, step.seat, step.cards);
    case "enter-results":
      return enterResults(state, step.results);
  }
}

export function replaySteps(game: PaiGowGame, opening: NewRound, steps: readonly PaiGowStep[]): RoundState {
  return steps.reduce(applyStep, newRound(game, opening));
}
