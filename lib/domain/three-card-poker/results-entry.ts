/**
 * Results-only entry (game option `entry`, docs/rules-decisions/results-entry.md RE8-RE12): instead of
 * every card, the dealer enters whether the player-dealer qualified, each seat's fold or result
 * against the player-dealer, and the pay line each bonus on the hand made. The settlement then runs
 * through the same code as a round entered card by card (resolution.ts reads the comparison, the
 * qualifier and the bonus hands from here instead of from the cards).
 */
import type { SeatNumber } from "../seats";
import { eachSeatResult } from "../seat-results";
import { describeStep, nextStep } from "./next-step";
import { SIX_CARD_BONUS_NAMES, type PairPlusHand, type SixCardBonusHand } from "./pay-tables";
import { refuse } from "./refusal";
import { backlineBettors, type EnteredResult, type EnteredResults, type RoundState } from "./round-state";
import { THREE_CARD_NAMES } from "./three-card-ranking";

const RESULTS = ["fold", "win", "lose", "push"] as const;

const RESULT_RULES = { refuse, strayCode: "no-such-hand", handWager: "Ante" } as const;

export interface ResultInput {
  readonly seat: SeatNumber;
  readonly result: EnteredResult["result"];
  readonly pairPlus?: string | null;
  readonly sixCardBonus?: string | null;
}

export interface ResultsInput {
  readonly playerDealerQualifies: boolean;
  readonly seats: readonly ResultInput[];
}

function payLineHand<H extends string>(state: RoundState, seat: SeatNumber, given: unknown, lines: readonly { readonly hand: H }[], what: string, names: Readonly<Record<string, string>>): H | null {
  if (given === null || given === undefined) return null;
  const line = lines.find((l) => l.hand === given);
  if (!line) refuse("bad-results", `seat ${seat}: ${names[String(given)] ?? JSON.stringify(given)} is not paid on ${state.game.name}'s ${what} pay table`);
  return line.hand;
}

/** Every seat's result at once: each seat with a hand once, and a bonus hand only where that bonus is in action on it. */
export function enterResults(state: RoundState, input: ResultsInput): RoundState {
  const step = nextStep(state);
  if (step.kind !== "enter-results") refuse("wrong-step", `entering the results refused: ${describeStep(step)}`);
  if (typeof input?.playerDealerQualifies !== "boolean") refuse("bad-results", "say whether the player-dealer's hand qualified (Queen-high or better)");
  const given = Array.isArray(input.seats) ? input.seats : refuse("bad-results", "the results are a list, one a seat");
  // A backline bettor who decides on its own has a Play or fold the seat's result does not say (RE11).
  if (state.game.backlineDecision === "own-when-seat-plays" && state.hands.some((h) => backlineBettors(state, h.seat).length > 0)) {
    refuse("bad-results", "a backline bettor here makes its own Play or fold: enter this round card by card");
  }
  const out: EnteredResult[] = eachSeatResult(step.seats, given, RESULT_RULES, (seat, r: ResultInput) => {
    if (!(RESULTS as readonly string[]).includes(r.result)) refuse("bad-results", `seat ${seat}: a result is fold, win, lose or push`);
    if (r.pairPlus != null && (!step.pairPlusSeats.includes(seat) || r.result === "fold")) refuse("bad-results", `seat ${seat} has no Pair Plus in action`);
    if (r.sixCardBonus != null && !step.sixCardBonusSeats.includes(seat)) refuse("bad-results", `seat ${seat} has no 6 Card Bonus`);
    const pairPlus: PairPlusHand | null = payLineHand(state, seat, r.pairPlus, state.game.payTables.pairPlus, "Pair Plus", THREE_CARD_NAMES);
    const sixCardBonus: SixCardBonusHand | null = payLineHand(state, seat, r.sixCardBonus, state.game.payTables.sixCardBonus, "6 Card Bonus", SIX_CARD_BONUS_NAMES);
    return { seat, result: r.result, pairPlus, sixCardBonus };
  });
  const results: EnteredResults = { playerDealerQualifies: input.playerDealerQualifies, seats: out };
  // The seated player's Play or fold, as the result says: backline bettors follow it (option backlineDecision "follows-seat").
  const hands = state.hands.map((h) => ({ ...h, decision: out.find((r) => r.seat === h.seat)!.result === "fold" ? ("fold" as const) : ("play" as const) }));
  return { ...state, hands, results };
}

/** The round was entered by results (the replay and the export say so). */
export function enteredByResults(state: RoundState): boolean {
  return state.results !== undefined && state.results !== null;
}

/** A seat's entered result; undefined when the round is entered by its cards. */
export function enteredResult(state: RoundState, seat: SeatNumber): EnteredResult | undefined {
  return state.results?.seats.find((r) => r.seat === seat);
}

/** "win" → 1, "push" → 0, "lose" → -1: the entered comparison, as `compareThree` would give it. */
export function comparisonOf(result: "win" | "lose" | "push"): number {
  return result === "win" ? 1 : result === "lose" ? -1 : 0;
}

/** The results in the dealer's words, for the replay and the export: "player-dealer qualifies; seat 2 wins (Pair Plus: Flush); seat 3 folds". */
export function resultsWords(results: EnteredResults | ResultsInput): string {
  const name = (names: Readonly<Record<string, string>>, hand: string) => names[hand] ?? hand;
  const verbs = { fold: "folds", win: "ranks higher", lose: "ranks lower", push: "ties" } as const;
  const seats = results.seats.map((r) => {
    const bonuses = [r.pairPlus ? `Pair Plus ${name(THREE_CARD_NAMES, r.pairPlus)}` : null, r.sixCardBonus ? `6 Card Bonus ${name(SIX_CARD_BONUS_NAMES, r.sixCardBonus)}` : null].filter(Boolean);
    return `seat ${r.seat} ${verbs[r.result]}${bonuses.length ? ` (${bonuses.join(", ")})` : ""}`;
  });
  return [`the player-dealer ${results.playerDealerQualifies ? "qualifies" : "does not qualify"}`, ...seats].join("; ");
}
