/**
 * A whole round from a script: the wagers, the cards in dealing order and each player's decisions,
 * hand by hand. This is what a dispute, a replay or the settlement calculator feeds in; the live
 * table drives the same step functions one command at a time.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { handBetId } from "../blackjack/bet-ids";
import { decide, type DecisionInput } from "./decisions";
import type { NoBustGame } from "./game-config";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { walkRound as walkBlackjackRound, type FedItem, type RoundFeed as BlackjackRoundFeed, type RoundRules, type WalkedRound as BlackjackWalkedRound } from "../blackjack/round-walk";
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

/** Where a walk through a No Bust round gets what the round needs (blackjack/round-walk.ts). */
export type RoundFeed = BlackjackRoundFeed<RoundState, NextStep, DecisionInput>;
export type WalkedRound = BlackjackWalkedRound<RoundState>;
export type { FedItem };

/** No Bust's step functions; its own step: the fees dropped after the initial two-card hands. */
const RULES: RoundRules<RoundState, NextStep, DecisionInput> = {
  nextStep,
  dealCard,
  recordInsurance,
  checkHoleCard: (state) => checkHoleCard(state),
  decide,
  exposeHoleCard: (state) => exposeHoleCard(state),
  ownSteps: { "collect-fees": (_step, state) => recordFeesCollected(state) },
};

/**
 * The round from `start` to its end, step by step as the rules ask: the one walk the script player
 * below and the settlement calculator's input (settle-input.ts) share, each with its own feed.
 */
export function walkRound(start: RoundState, feed: RoundFeed): WalkedRound {
  return walkBlackjackRound(start, RULES, feed);
}

export function playRound(game: NoBustGame, script: RoundScript): PlayedRound {
  const walked = walkRound(newRound(game, script), {
    card: (i) => script.cards[i],
    insurance: (seat) => script.insurance?.[seat] ?? 0,
    decision: (seat, hand, i) => script.decisions?.[seat]?.[hand]?.[i],
    missing(what) {
      if (what.kind === "card") refuse("script", `the round needs card ${what.index + 1} (${describeStep(what.step)}), only ${script.cards.length} given`);
      refuse("script", `seat ${what.step.seat} ${handBetId(what.step.hand)} needs decision ${what.index + 1} (${what.step.allowed.join(", ")}), none given`);
    },
  });
  checkAllUsed(script, walked.taken);
  return { state: walked.state, cardsUsed: walked.cardsUsed };
}

function checkAllUsed(script: RoundScript, taken: ReadonlyMap<string, number>): void {
  for (const [seat, hands] of Object.entries(script.decisions ?? {})) {
    (hands as readonly (readonly DecisionInput[])[]).forEach((list, hand) => {
      const used = taken.get(`${seat}/${hand}`) ?? 0;
      if (list.length > used) refuse("script", `seat ${seat} ${handBetId(hand)}: ${list.length - used} decision(s) never used (the hand was finished after ${used})`);
    });
  }
}
