/**
 * Results-only entry (game option `entry`, docs/rules-decisions/results-entry.md): the dealer enters
 * each seat's result against the player-dealer and the hand its first seven cards made for the
 * bonuses, instead of every card. The settlement then runs exactly as for a round entered card by
 * card (resolution.ts reads a seat's outcome and bonus hand from here instead of from its cards).
 */
import type { SeatNumber } from "../seats";
import { eachSeatResult } from "../seat-results";
import { ACE_HIGH_BET } from "./bet-ids";
import { payLineOf } from "./bonus-pay-tables";
import { describeStep, nextStep } from "./next-step";
import { refuse } from "./refusal";
import type { EnteredResult, RoundState } from "./round-state";
import { BONUS_HAND_NAMES, BONUS_HANDS, bonusHandOf, type BonusHand } from "./seven-card";

const OUTCOMES = ["win", "lose", "push"] as const;

const RESULT_RULES = { refuse, strayCode: "no-such-hand", handWager: "game wager" } as const;

export interface ResultInput {
  readonly seat: SeatNumber;
  readonly game: "win" | "lose" | "push";
  readonly bonus: string | null;
}

function isBonusHand(value: unknown): value is BonusHand {
  return typeof value === "string" && (BONUS_HANDS as readonly string[]).includes(value);
}

/** Every seat's result at once: each seat with a hand once, its outcome, and a bonus hand only where a bonus reads it and the pay table pays it. */
export function enterResults(state: RoundState, results: readonly ResultInput[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "enter-results") refuse("wrong-step", `entering the results refused: ${describeStep(step)}`);
  if (state.wagers.some((w) => w.bet === ACE_HIGH_BET)) {
    refuse("bad-results", "the Ace-High Bonus is paid on the player-dealer's seven cards: enter this round card by card");
  }
  const out: EnteredResult[] = eachSeatResult(step.seats, results, RESULT_RULES, (seat, r: ResultInput) => {
    if (!(OUTCOMES as readonly string[]).includes(r.game)) refuse("bad-results", `seat ${seat}: a result is win, lose or push`);
    let bonus: BonusHand | null = null;
    const hand: unknown = r.bonus;
    if (hand !== null && hand !== undefined) {
      if (!step.bonusSeats.includes(seat)) refuse("bad-results", `seat ${seat} has no bonus that reads its hand`);
      if (!isBonusHand(hand)) refuse("bad-results", `seat ${seat}: "${String(hand)}" is not a hand of the bonus pay table`);
      const fortune = state.game.fortune;
      if (fortune === null || payLineOf(fortune.payTable, hand) === null) refuse("bad-results", `seat ${seat}: ${BONUS_HAND_NAMES[hand]} is not paid on ${state.game.name}'s pay table`);
      bonus = hand;
    }
    return { seat, game: r.game, bonus };
  });
  return { ...state, results: out };
}

/** A seat's entered result, in results-only entry; undefined when the round is entered by cards. */
export function enteredResult(state: RoundState, seat: SeatNumber): EnteredResult | undefined {
  return state.results?.find((r) => r.seat === seat);
}

/** The round was entered by results (the replay and the export say so). */
export function enteredByResults(state: RoundState): boolean {
  return state.results !== undefined && state.results !== null;
}

/** What a seat's first seven cards made for the bonuses: as entered, or read from its cards; null when unknown or none. */
export function seatBonusHand(state: RoundState, seat: SeatNumber): BonusHand | null {
  const fortune = state.game.fortune;
  if (fortune === null) return null;
  if (enteredByResults(state)) return enteredResult(state, seat)?.bonus ?? null;
  const cards = state.hands.find((h) => h.seat === seat)?.cards;
  return cards == null ? null : bonusHandOf(cards, fortune.hands);
}
