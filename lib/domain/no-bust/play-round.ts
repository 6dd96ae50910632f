/**
 * A whole round from a script: the wagers, the cards in dealing order and each player's decisions,
 * hand by hand. This is what a dispute, a replay or the settlement calculator feeds in; the live
 * table drives the same step functions one command at a time.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { handBetId } from "./bet-ids";
import { decide, type DecisionInput } from "./decisions";
import type { NoBustGame } from "./game-config";
import { describeStep, nextStep } from "./next-step";
import { refuse } from "./refusal";
import { checkHoleCard, dealCard, exposeHoleCard, recordFeesCollected, recordInsurance } from "./round";
import { newRound, type NewRound, type RoundState } from "./round-state";

export interface RoundScript extends NewRound {
  /** Every card of the round in dealing order (the initial deal, then draws as they come). */
  readonly cards: readonly string[];
  /**
   * Per seat, per hand (by its final place: 0 the original hand, 1 = "split-1", …), the decisions
   * in the order made; a "split" stays in the list of the hand that split. Hands whose only choice
   * is to hit or to stand need none.
   */
  readonly decisions?: Readonly<Record<SeatNumber, readonly (readonly DecisionInput[])[]>>;
  /** Insurance per seat when the player-dealer shows an ace; a seat not listed declines. */
  readonly insurance?: Readonly<Record<SeatNumber, Cents>>;
}

export interface PlayedRound {
  readonly state: RoundState;
  readonly cardsUsed: number;
}

export function playRound(game: NoBustGame, script: RoundScript): PlayedRound {
  let state = newRound(game, script);
  let used = 0;
  const taken = new Map<string, number>();
  for (;;) {
    const step = nextStep(state);
    switch (step.kind) {
      case "deal": {
        const card = script.cards[used];
        if (card === undefined) refuse("script", `the round needs card ${used + 1} (${describeStep(step)}), only ${script.cards.length} given`);
        state = dealCard(state, card);
        used += 1;
        break;
      }
      case "collect-fees":
        state = recordFeesCollected(state);
        break;
      case "offer-insurance": {
        const seat = step.seats[0] as SeatNumber;
        state = recordInsurance(state, seat, script.insurance?.[seat] ?? 0);
        break;
      }
      case "check-hole-card":
        state = checkHoleCard(state);
        break;
      case "decide": {
        const key = `${step.seat}/${step.hand}`;
        const i = taken.get(key) ?? 0;
        const decision = script.decisions?.[step.seat]?.[step.hand]?.[i];
        if (decision === undefined) refuse("script", `seat ${step.seat} ${handBetId(step.hand)} needs decision ${i + 1} (${step.allowed.join(", ")}), none given`);
        taken.set(key, i + 1);
        state = decide(state, step.seat, step.hand, decision);
        break;
      }
      case "expose-hole-card":
        state = exposeHoleCard(state);
        break;
      case "complete":
        checkAllUsed(script, taken);
        return { state, cardsUsed: used };
    }
  }
}

function checkAllUsed(script: RoundScript, taken: ReadonlyMap<string, number>): void {
  for (const [seat, hands] of Object.entries(script.decisions ?? {})) {
    (hands as readonly (readonly DecisionInput[])[]).forEach((list, hand) => {
      const used = taken.get(`${seat}/${hand}`) ?? 0;
      if (list.length > used) refuse("script", `seat ${seat} ${handBetId(hand)}: ${list.length - used} decision(s) never used (the hand was finished after ${used})`);
    });
  }
}
