/** Helpers for the twenty-one tests: open a round, drive it with a card list, read what the engine asks. */
import type { Card } from "../cards/card";
import { dollars } from "../money";
import { decide, type DecisionInput } from "./decisions";
import type { TwentyOneGame } from "./game-config";
import { handValue, type HandValue } from "./hand-value";
import { nextStep } from "./next-step";
import { checkHoleCard, dealCard, exposeHoleCard, recordInsurance, recordSurrender } from "./round";
import { newRound, type RoundState, type TwentyOneWager } from "./round-state";

export const $ = dollars;

export function main(seat: number, amount = $(10)): TwentyOneWager {
  return { seat, bet: "main", amount };
}

export function open(game: TwentyOneGame, wagers: readonly TwentyOneWager[], pdSeat = 1, bank = $(1000), seats = 8): RoundState {
  return newRound(game, { seats, pdSeat, bank, wagers });
}

export function value(game: TwentyOneGame, cards: readonly string[], split = false): HandValue {
  return handValue(game.hand, cards as Card[], split);
}

export type Chooser = (s: RoundState, seat: number, hand: number, allowed: readonly string[]) => DecisionInput | null;

/**
 * Runs the round until it needs a card the list does not have, or a decision `choose` does not give
 * (null), or it is complete. Insurance and early surrender are declined unless `answers` says
 * otherwise; the hole card is read as it comes.
 */
export function drive(
  state: RoundState,
  cards: readonly string[],
  choose: Chooser = () => null,
  answers: { readonly insurance?: (seat: number) => number; readonly surrender?: (seat: number) => boolean } = {},
): RoundState {
  let s = state;
  let i = 0;
  for (;;) {
    const step = nextStep(s);
    if (step.kind === "deal") {
      const c = cards[i];
      if (c === undefined) return s;
      s = dealCard(s, c);
      i++;
    } else if (step.kind === "offer-insurance") {
      const seat = step.seats[0] as number;
      s = recordInsurance(s, seat, answers.insurance?.(seat) ?? 0);
    } else if (step.kind === "offer-surrender") {
      const seat = step.seats[0] as number;
      s = recordSurrender(s, seat, answers.surrender?.(seat) ?? false);
    } else if (step.kind === "check-hole-card") s = checkHoleCard(s);
    else if (step.kind === "expose-hole-card") s = exposeHoleCard(s);
    else if (step.kind === "decide") {
      const d = choose(s, step.seat, step.hand, step.allowed);
      if (d === null) return s;
      s = decide(s, step.seat, step.hand, d);
    } else return s;
  }
}

/** Stand whenever allowed, else hit. */
export const standOrHit: Chooser = (_s, _seat, _hand, allowed) => (allowed.includes("stand") ? "stand" : "hit");
