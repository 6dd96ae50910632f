/**
 * A blackjack round's insurance as it ended (No Bust, twenty-one): each seat's insurance taken and
 * whether it won, kept with the finished round so the wall can show it between hands.
 */
import type { ResolvedWager } from "../../bank-walk";
import { INSURANCE_BET } from "../../blackjack/bet-ids";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";

export interface InsuranceResult {
  readonly seat: SeatNumber;
  /** The insurance taken. */
  readonly amount: Cents;
  readonly outcome: "win" | "lose" | "push";
}

/** The seated players' insurance, resolved, in seat order (a backline bettor takes none). */
export function insuranceResults(wagers: readonly ResolvedWager[]): InsuranceResult[] {
  return wagers
    .filter((w) => !w.backline && w.bet === INSURANCE_BET)
    .map((w) => ({ seat: w.seat, amount: w.amount, outcome: w.resolution.outcome }))
    .sort((a, b) => a.seat - b.seat);
}
