/**
 * The round as a list of steps, replayed through the No Bust rules engine. Each step is checked by
 * the engine exactly as a dealer's command would be; undo drops the last step, and a supervisor's
 * correction replaces one card and replays, so a corrected round is checked like the original.
 */
import { checkHoleCard, dealCard, decide, exposeHoleCard, FACE_DOWN, newRound, recordFeesCollected, recordInsurance, type NoBustGame, type RoundState } from "../../no-bust";
import type { NoBustRoundInProgress, NoBustStep } from "./state";

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
  return newRound(game, {
    seats,
    pdSeat: round.playerDealerSeat,
    bank: round.bank,
    wagers: round.wagers.map((w) => ({ seat: w.seat, bet: w.bet, amount: w.amount, ...(w.backline ? { backline: true } : {}), ...(w.bettor ? { bettor: w.bettor } : {}) })),
  });
}

export function replaySteps(game: NoBustGame, seats: number, round: Pick<NoBustRoundInProgress, "playerDealerSeat" | "bank" | "wagers">, steps: readonly NoBustStep[]): RoundState {
  return steps.reduce(applyStep, openPlay(game, seats, round));
}

/** Every card of the round in dealing order: "face-down" where a hole card is still unread. */
export function cardsInOrder(steps: readonly NoBustStep[]): string[] {
  const cards: string[] = [];
  let holeAt = -1;
  for (const step of steps) {
    if (step.kind === "deal") {
      if (step.faceDown) holeAt = cards.length;
      cards.push(step.card);
    } else if ((step.kind === "check" || step.kind === "expose") && step.card && holeAt >= 0) {
      cards[holeAt] = step.card;
    }
  }
  return cards;
}

/** The steps with card `index` (in dealing order) replaced by `to`. */
export function correctedSteps(steps: readonly NoBustStep[], index: number, to: string): NoBustStep[] {
  let n = -1;
  let holeStep = -1;
  return steps.map((step) => {
    if (step.kind === "deal") {
      n += 1;
      if (step.faceDown) holeStep = n;
      return n === index && step.card !== FACE_DOWN ? { ...step, card: to } : step;
    }
    if ((step.kind === "check" || step.kind === "expose") && step.card && holeStep === index) return { ...step, card: to };
    return step;
  });
}
