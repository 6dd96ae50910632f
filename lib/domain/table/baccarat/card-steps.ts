/**
 * The deal as a list of steps, replayed through the family's round engine. Undo drops the last
 * step; a supervisor's correction replaces one card and replays, so the rules check the corrected
 * round exactly as they checked the original.
 */
import { checkHoleCard, dealCard, exposeHoleCard, FACE_DOWN, newRound, recordHitOrStand, type AnyGameConfig, type RoundState } from "../../baccarat";
import type { BaccaratCardStep } from "./state";

export function replaySteps(game: AnyGameConfig, steps: readonly BaccaratCardStep[]): RoundState {
  let state = newRound();
  for (const step of steps) {
    switch (step.kind) {
      case "deal":
        state = dealCard(game, state, step.card === FACE_DOWN ? FACE_DOWN : step.card);
        break;
      case "check":
        state = checkHoleCard(game, state, step.card ?? undefined);
        break;
      case "expose":
        state = exposeHoleCard(game, state, step.card ?? undefined);
        break;
      case "choose":
        state = recordHitOrStand(game, state, step.playerHits);
        break;
    }
  }
  return state;
}

/** Every physical card of the round known to the system, in dealing order ("face-down" where unread). */
export function cardsInOrder(steps: readonly BaccaratCardStep[]): string[] {
  const cards: string[] = [];
  for (const step of steps) {
    if (step.kind === "deal") cards.push(step.card);
    else if ((step.kind === "check" || step.kind === "expose") && step.card && cards[3] === FACE_DOWN) cards[3] = step.card;
  }
  return cards;
}

/** The steps with physical card `index` replaced (the hole card may be recorded on its check or expose step). */
export function correctedSteps(steps: readonly BaccaratCardStep[], index: number, to: string): BaccaratCardStep[] {
  let n = -1;
  return steps.map((step) => {
    if (step.kind === "deal") {
      n++;
      if (n === index) return { ...step, card: step.card === FACE_DOWN && index === 3 ? FACE_DOWN : to };
    }
    if ((step.kind === "check" || step.kind === "expose") && index === 3 && step.card !== null) return { ...step, card: to };
    return step;
  });
}
