/** Helpers for the No Bust tests: open a round, drive it with a card list, read what the engine asks. */
import type { Card } from "../cards/card";
import { dollars } from "../money";
import { decide, type DecisionInput } from "./decisions";
import type { NoBustGame } from "./game-config";
import { handValue, type HandValue } from "./hand-value";
import { nextStep } from "./next-step";
import { checkHoleCard, dealCard, exposeHoleCard, recordFeesCollected, recordInsurance } from "./round";
import { newRound, type NoBustWager, type RoundState } from "./round-state";

export const $ = dollars;

export function main(seat: number, amount = $(10)): NoBustWager {
  return { seat, bet: "main", amount };
}

export function open(game: NoBustGame, wagers: readonly NoBustWager[], pdSeat = 1, bank = $(1000), seats = 8): RoundState {
  return newRound(game, { seats, pdSeat, bank, wagers });
}

export function value(game: NoBustGame, cards: readonly string[], split = false): HandValue {
  return handValue(game.hand, cards as Card[], split);
}

/**
 * Runs the round until it needs a card the list does not have, or a decision `choose` does not give
 * (null), or it is complete. Fees are dropped, insurance declined and the hole card read as they come.
 */
export function drive(state: RoundState, cards: readonly string[], choose: (s: RoundState, seat: number, hand: number, allowed: readonly string[]) => DecisionInput | null = () => null): RoundState {
  let s = state;
  let i = 0;
  for (;;) {
    const step = nextStep(s);
    if (step.kind === "deal") {
      const c = cards[i];
      if (c === undefined) return s;
      s = dealCard(s, c);
      i++;
    } else if (step.kind === "collect-fees") s = recordFeesCollected(s);
    else if (step.kind === "offer-insurance") s = recordInsurance(s, step.seats[0] as number, 0);
    else if (step.kind === "check-hole-card") s = checkHoleCard(s);
    else if (step.kind === "expose-hole-card") s = exposeHoleCard(s);
    else if (step.kind === "decide") {
      const d = choose(s, step.seat, step.hand, step.allowed);
      if (d === null) return s;
      s = decide(s, step.seat, step.hand, d);
    } else return s;
  }
}

/** Stand whenever allowed, else hit. */
export const standOrHit = (_s: RoundState, _seat: number, _hand: number, allowed: readonly string[]): DecisionInput => (allowed.includes("stand") ? "stand" : "hit");
