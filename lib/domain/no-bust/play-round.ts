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

type DealStep = Extract<NextStep, { kind: "deal" }>;
type DecideStep = Extract<NextStep, { kind: "decide" }>;

/** What the rules refused, and where it came from in the feed. */
export type FedItem = { readonly kind: "card"; readonly index: number } | { readonly kind: "insurance"; readonly seat: SeatNumber } | { readonly kind: "decision"; readonly seat: SeatNumber; readonly hand: number; readonly index: number };

/**
 * Where a walk through a round gets what the round needs. `card` and `decision` return undefined
 * when the feed has none; `missing` then says so in the feed's words (it must throw). `refused`
 * explains a card, insurance or decision the rules refused (it must throw; the default rethrows).
 */
export interface RoundFeed {
  card(index: number): string | undefined;
  insurance(seat: SeatNumber): Cents;
  decision(seat: SeatNumber, hand: number, index: number): DecisionInput | undefined;
  missing(what: { readonly kind: "card"; readonly index: number; readonly step: DealStep } | { readonly kind: "decision"; readonly index: number; readonly step: DecideStep }, state: RoundState): never;
  refused?(what: FedItem, error: unknown): never;
}

export interface WalkedRound extends PlayedRound {
  /** Decisions taken per "seat/hand". */
  readonly taken: ReadonlyMap<string, number>;
  /** Seats offered insurance. */
  readonly insured: ReadonlySet<SeatNumber>;
}

/**
 * The round from `start` to its end, step by step as the rules ask: the one walk the script player
 * below and the settlement calculator's input (settle-input.ts) share, each with its own feed.
 */
export function walkRound(start: RoundState, feed: RoundFeed): WalkedRound {
  let state = start;
  let used = 0;
  const taken = new Map<string, number>();
  const insured = new Set<SeatNumber>();
  const attempt = (what: FedItem, apply: () => RoundState): RoundState => {
    try {
      return apply();
    } catch (error) {
      if (feed.refused) feed.refused(what, error);
      throw error;
    }
  };
  for (;;) {
    const step = nextStep(state);
    switch (step.kind) {
      case "deal": {
        const card = feed.card(used);
        if (card === undefined) feed.missing({ kind: "card", index: used, step }, state);
        const current = state;
        state = attempt({ kind: "card", index: used }, () => dealCard(current, card));
        used += 1;
        break;
      }
      case "collect-fees":
        state = recordFeesCollected(state);
        break;
      case "offer-insurance": {
        const seat = step.seats[0] as SeatNumber;
        insured.add(seat);
        const current = state;
        state = attempt({ kind: "insurance", seat }, () => recordInsurance(current, seat, feed.insurance(seat)));
        break;
      }
      case "check-hole-card":
        state = checkHoleCard(state);
        break;
      case "decide": {
        const key = `${step.seat}/${step.hand}`;
        const i = taken.get(key) ?? 0;
        const decision = feed.decision(step.seat, step.hand, i);
        if (decision === undefined) feed.missing({ kind: "decision", index: i, step }, state);
        taken.set(key, i + 1);
        const current = state;
        state = attempt({ kind: "decision", seat: step.seat, hand: step.hand, index: i }, () => decide(current, step.seat, step.hand, decision));
        break;
      }
      case "expose-hole-card":
        state = exposeHoleCard(state);
        break;
      case "complete":
        return { state, cardsUsed: used, taken, insured };
    }
  }
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
