/**
 * Results-only entry (game option `entry`, docs/rules-decisions/results-entry.md RT1-RT7): the dealer
 * enters each player's result against the player-dealer, as the filing decides it from the two hands
 * (both higher wins, one higher pushes, neither loses; copies and two zero hands go to the
 * player-dealer, seed 004 L814, L762), instead of every tile. The settlement then runs exactly as for
 * a round entered tile by tile (resolution.ts reads the result from here instead of the hands).
 */
import type { SeatNumber } from "../seats";
import { eachSeatResult } from "../seat-results";
import { describeStep, nextStep } from "./next-step";
import { refuse } from "./refusal";
import type { EnteredResult, RoundState } from "./round-state";

const RESULTS = ["win", "push", "lose"] as const;

const RESULT_RULES = { refuse, strayCode: "bad-results", handWager: "wager" } as const;

export interface ResultInput {
  readonly seat: SeatNumber;
  readonly result: EnteredResult["result"];
}

/** Every player's result at once: each seat with a hand once, win, push or lose. */
export function enterResults(state: RoundState, results: readonly ResultInput[]): RoundState {
  const step = nextStep(state);
  if (step.kind !== "enter-results") refuse("wrong-step", `entering the results refused: ${describeStep(step)}`);
  const out: EnteredResult[] = eachSeatResult(step.seats, results, RESULT_RULES, (seat, r: ResultInput) => {
    if (!(RESULTS as readonly string[]).includes(r.result)) refuse("bad-results", `seat ${seat}: a result is win, push or lose`);
    return { seat, result: r.result };
  });
  return { ...state, results: out };
}

/** The round was entered by results (the replay and the export say so). */
export function enteredByResults(state: RoundState): boolean {
  return state.results !== undefined && state.results !== null;
}

/** A seat's entered result; undefined when the round is entered by its tiles. */
export function enteredResult(state: RoundState, seat: SeatNumber): EnteredResult | undefined {
  return state.results?.find((r) => r.seat === seat);
}

const VERBS: Readonly<Record<EnteredResult["result"], string>> = { win: "wins", push: "pushes", lose: "loses" };

/** The results in the dealer's words, for the replay and the export: "seat 3 wins; seat 5 pushes; seat 6 loses". */
export function resultsWords(results: readonly { readonly seat: number; readonly result: string }[]): string {
  return results.map((r) => `seat ${r.seat} ${VERBS[r.result as EnteredResult["result"]] ?? r.result}`).join("; ");
}
