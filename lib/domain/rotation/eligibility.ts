/**
 * Who may bank. The limits are checked on the run of hands the latest banker has banked, so they
 * hold across give-ups, broken games and a player leaving and sitting down again.
 */
import type { SeatNumber } from "../seats";
import { playerAt, playerDealerOf, type RotationState } from "./rotation-state";

export type BankRefusalCode =
  | "seat-empty"
  /** Would be one hand more than the policy allows in a row (a third consecutive hand under the filings). */
  | "consecutive-hand-limit"
  /** Banked the latest hand; a different player must bank one before they may again. */
  | "intervening-dealer-required"
  /** Has held the bank for the policy's time limit. */
  | "bank-time-limit";

/**
 * Why the player at `seat` may not bank the next hand, or null if they may. For the current
 * player-dealer this asks whether they may bank another hand; pass `at` to apply the time limit.
 */
export function bankRefusal(state: RotationState, seat: SeatNumber, at?: number): BankRefusalCode | null {
  const player = playerAt(state, seat);
  if (player === null) return "seat-empty";
  const { policy, run } = state;
  const ownRun = run !== null && run.player === player ? run : null;
  if (ownRun && ownRun.hands >= policy.maxConsecutiveHands) return "consecutive-hand-limit";

  const pd = playerDealerOf(state);
  if (pd && pd.seat === seat) {
    if (at !== undefined && policy.maxBankMillis !== null && at - pd.since >= policy.maxBankMillis) return "bank-time-limit";
    return null;
  }
  if (ownRun?.timedOut) return "bank-time-limit";
  if (ownRun && policy.requireInterveningDealer) return "intervening-dealer-required";
  return null;
}

export function canBank(state: RotationState, seat: SeatNumber, at?: number): boolean {
  return bankRefusal(state, seat, at) === null;
}

/** The next seat in `order` that has a player who may bank and has not declined, or null. */
export function nextOfferSeat(state: RotationState, order: readonly SeatNumber[], declined: readonly SeatNumber[]): SeatNumber | null {
  return order.find((seat) => !declined.includes(seat) && canBank(state, seat)) ?? null;
}
