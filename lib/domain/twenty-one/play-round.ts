/**
 * A whole round from a script: the wagers, the cards in dealing order and each player's decisions,
 * hand by hand. This is what a dispute, a replay or the settlement calculator feeds in; the live
 * table drives the same step functions one command at a time.
 *
 * Early surrender needs no field of its own: a seat asked before the hole card is checked surrenders
 * when its first hand's first decision is "surrender" (that decision is then used), and declines
 * otherwise.
 */
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { handBetId } from "./bet-ids";
import { decide, toDecision, type DecisionInput } from "./decisions";
import type { TwentyOneGame } from "./game-config";
import { describeStep, nextStep, type NextStep } from "./next-step";
import { walkRound as walkBlackjackRound, type FedItem, type RoundFeed as BlackjackRoundFeed, type RoundRules, type WalkSoFar, type WalkedRound as BlackjackWalkedRound } from "../blackjack/round-walk";
import { refuse } from "./refusal";
import { checkHoleCard, dealCard, exposeHoleCard, recordInsurance, recordSurrender } from "./round";
import { newRound, type NewRound, type RoundState } from "./round-state";

export interface RoundScript extends NewRound {
  /** Every card of the round in dealing order (the initial deal, then draws as they come). */
  readonly cards: readonly string[];
  /**
   * Per seat, per hand (by its final place: 0 the original hand, 1 = "split-1", …), the decisions in
   * the order made; a "split" stays in the list of the hand that split. Hands whose only choice is to
   * hit or to stand need none.
   */
  readonly decisions?: Readonly<Record<SeatNumber, readonly (readonly DecisionInput[])[]>>;
  /** Insurance per seat when the player-dealer shows an ace; a seat not listed declines. */
  readonly insurance?: Readonly<Record<SeatNumber, Cents>>;
}

export interface PlayedRound {
  readonly state: RoundState;
  readonly cardsUsed: number;
}

/** Where a walk through a twenty-one round gets what the round needs (blackjack/round-walk.ts). */
export type RoundFeed = BlackjackRoundFeed<RoundState, NextStep, DecisionInput>;
export type { FedItem };

export interface WalkedRound extends BlackjackWalkedRound<RoundState> {
  /** Seats offered early surrender. */
  readonly offeredSurrender: ReadonlySet<SeatNumber>;
}

/** Twenty-one's step functions, but for its own step (early surrender, which `walkRound` adds). */
const RULES: Omit<RoundRules<RoundState, NextStep, DecisionInput>, "ownSteps"> = {
  nextStep,
  dealCard,
  recordInsurance,
  checkHoleCard: (state) => checkHoleCard(state),
  decide,
  exposeHoleCard: (state) => exposeHoleCard(state),
};

/** The round from `start` to its end, step by step as the rules ask. */
export function walkRound(start: RoundState, feed: RoundFeed): WalkedRound {
  const offeredSurrender = new Set<SeatNumber>();
  const surrenderAnswer = (step: NextStep, state: RoundState, walk: WalkSoFar<RoundState, NextStep, DecisionInput>): RoundState => {
    const seat = (step.kind === "offer-surrender" ? step.seats[0] : undefined) as SeatNumber;
    offeredSurrender.add(seat);
    const first = walk.feed.decision(seat, 0, 0);
    const surrender = first !== undefined && toDecision(first).kind === "surrender";
    if (surrender) walk.taken.set(`${seat}/0`, 1);
    return recordSurrender(state, seat, surrender);
  };
  const walked = walkBlackjackRound(start, { ...RULES, ownSteps: { "offer-surrender": surrenderAnswer } }, feed);
  return { ...walked, offeredSurrender };
}

export function playRound(game: TwentyOneGame, script: RoundScript): PlayedRound {
  const walked = walkRound(newRound(game, script), {
    card: (i) => script.cards[i],
    insurance: (seat) => script.insurance?.[seat] ?? 0,
    decision: (seat, hand, i) => script.decisions?.[seat]?.[hand]?.[i],
    missing(what) {
      if (what.kind === "card") refuse("script", `the round needs card ${what.index + 1} (${describeStep(what.step)}), only ${script.cards.length} given`);
      refuse("script", `seat ${what.step.seat} ${handBetId(what.step.hand)} needs decision ${what.index + 1} (${what.step.allowed.join(", ")}), none given`);
    },
  });
  for (const [seat, hands] of Object.entries(script.decisions ?? {})) {
    (hands as readonly (readonly DecisionInput[])[]).forEach((list, hand) => {
      const done = walked.taken.get(`${seat}/${hand}`) ?? 0;
      if (list.length > done) refuse("script", `seat ${seat} ${handBetId(hand)}: ${list.length - done} decision(s) never used (the hand was finished after ${done})`);
    });
  }
  return { state: walked.state, cardsUsed: walked.cardsUsed };
}
