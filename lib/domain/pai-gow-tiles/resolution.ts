/**
 * Every wager of a completed round resolved for the bank walk: each seat's wager, and the backline
 * wagers riding on its hands, win (even money), push or lose by the seat's two hands against the
 * player-dealer's (L814).
 */
import type { ResolvedWager } from "../bank-walk";
import { payout, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { compareSettings, RESULT_SOURCE, type RoundComparison, type WagerOutcome } from "./comparison";
import { handOf } from "./hand";
import { describeStep, nextStep } from "./next-step";
import { refuse } from "./refusal";
import { enteredByResults, enteredResult } from "./results-entry";
import { playerDealerSeat, type RoundState, type Split } from "./round-state";

export interface ResolvedPaiGowTilesWager extends ResolvedWager {
  /** The hands compared; null when the round was entered by results (no tile was entered). */
  readonly comparison: RoundComparison | null;
  /** The rule that decided it, with its filing lines. */
  readonly because: string;
}

function hands(split: Split) {
  return { high: handOf(split.high), low: handOf(split.low) };
}

/** Each player's two hands against the player-dealer's, by seat. */
export function compareRound(state: RoundState): ReadonlyMap<SeatNumber, RoundComparison> {
  const pd = playerDealerSeat(state).split;
  if (pd === null) refuse("wrong-step", "the player-dealer's hands are not set");
  const out = new Map<SeatNumber, RoundComparison>();
  for (const s of state.seats) {
    if (s.role !== "player" || s.split === null || !s.exposed) continue;
    out.set(s.seat, compareSettings(hands(s.split), hands(pd)));
  }
  return out;
}

/** Every wager of a completed round, seat by seat in seat order (the walk puts them in settlement order). */
export function resolveRound(state: RoundState): ResolvedPaiGowTilesWager[] {
  const step = nextStep(state);
  if (step.kind !== "complete") refuse("wrong-step", `the round is not complete: ${describeStep(step)}`);
  const byResults = enteredByResults(state);
  const results = byResults ? new Map<SeatNumber, RoundComparison>() : compareRound(state);
  const { pays } = state.game;
  return state.wagers.map((w) => {
    const comparison = results.get(w.seat) ?? null;
    let outcome: WagerOutcome;
    let because: string;
    if (byResults) {
      // A backline wager rides on the seated player's hands (L798): it takes the seat's entered result.
      const entered = enteredResult(state, w.seat);
      if (!entered) refuse("wrong-step", `seat ${w.seat}'s result is not entered`);
      outcome = entered.result;
      because = `entered by results: seat ${w.seat}'s hands ${outcome === "win" ? "both higher: the player wins" : outcome === "push" ? "one higher: a push" : "neither higher (copies go to the player-dealer): the player loses"} (${RESULT_SOURCE})`;
    } else {
      if (!comparison) refuse("wrong-step", `seat ${w.seat}'s hands are not turned over`);
      outcome = comparison.outcome;
      because = comparison.because;
    }
    const resolution = outcome === "win" ? { outcome: "win" as const, winnings: payout(w.amount, pays.to, pays.per) } : { outcome };
    return {
      seat: w.seat,
      bet: w.bet,
      amount: w.amount,
      ...(w.backline ? { backline: true } : {}),
      ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
      resolution,
      comparison,
      because,
    };
  });
}

/** Everything the players put on the table this round. */
export function totalStaked(state: RoundState): Cents {
  return state.wagers.reduce((sum, w) => sum + w.amount, 0);
}
