/**
 * The rotation's state, rebuilt from its events by `evolveRotation`. It records who sits where, the
 * current player-dealer (with whether this is their first or second hand), the offer going round,
 * and the run of hands the most recent banker has banked, which is what the limits are checked on.
 */
import { assertSeat, type SeatNumber } from "../seats";
import type { PlayerId, RotationEvent } from "./rotation-events";
import { FILED_ROTATION_POLICY, rotationPolicy, type RotationPolicy } from "./rotation-policy";

/** The player holding the bank. */
export interface PlayerDealer {
  readonly seat: SeatNumber;
  readonly player: PlayerId;
  /** When this person's bank began (carried over when they continue a run without a break). */
  readonly since: number;
  readonly handsThisTurn: number;
  readonly inHand: boolean;
}

/** The offer going round: each eligible seat in `order`, skipping those who declined. */
export interface BankOffer {
  readonly order: readonly SeatNumber[];
  readonly offeredTo: SeatNumber;
  readonly declined: readonly SeatNumber[];
}

export type RotationPhase =
  /** No bank yet (or, within one decision, between a turn ending and the next offer). */
  | { readonly kind: "no-bank" }
  | { readonly kind: "offering"; readonly offer: BankOffer }
  | { readonly kind: "banking"; readonly playerDealer: PlayerDealer }
  /** No eligible player accepted the bank: the table must show the game as broken. */
  | { readonly kind: "broken"; readonly declined: readonly SeatNumber[] };

/** The run of consecutive hands banked by the player who banked the latest hand. */
export interface BankRun {
  readonly player: PlayerId;
  readonly hands: number;
  readonly since: number;
  /** The run ended on the time limit: that player needs an intervening dealer whatever the policy. */
  readonly timedOut: boolean;
}

export interface RotationState {
  readonly seats: number;
  readonly policy: RotationPolicy;
  /** Player in each seat, index seat - 1. */
  readonly seated: readonly (PlayerId | null)[];
  readonly phase: RotationPhase;
  readonly run: BankRun | null;
}

export function initialRotation(seats: number, policy: Partial<RotationPolicy> = FILED_ROTATION_POLICY): RotationState {
  if (!Number.isInteger(seats) || seats < 2 || seats > 20) throw new RangeError(`a table has 2 to 20 seats, got ${seats}`);
  return { seats, policy: rotationPolicy(policy), seated: Array.from({ length: seats }, () => null), phase: { kind: "no-bank" }, run: null };
}

export function playerAt(state: RotationState, seat: SeatNumber): PlayerId | null {
  assertSeat(seat, state.seats);
  return state.seated[seat - 1] ?? null;
}

export function seatOf(state: RotationState, player: PlayerId): SeatNumber | null {
  const i = state.seated.indexOf(player);
  return i === -1 ? null : i + 1;
}

export function playerDealerOf(state: RotationState): PlayerDealer | null {
  return state.phase.kind === "banking" ? state.phase.playerDealer : null;
}

/**
 * Whether the current or next hand is the bank's first, second, … : during a hand, that hand's
 * number in the player-dealer's run; between hands, the number the next hand will have. Null when
 * nobody holds the bank.
 */
export function currentBankHand(state: RotationState): number | null {
  const pd = playerDealerOf(state);
  if (!pd) return null;
  const run = state.run && state.run.player === pd.player ? state.run.hands : 0;
  return pd.inHand ? run : run + 1;
}

function withSeat(seated: readonly (PlayerId | null)[], seat: SeatNumber, player: PlayerId | null): (PlayerId | null)[] {
  return seated.map((p, i) => (i === seat - 1 ? player : p));
}

export function evolveRotation(state: RotationState, event: RotationEvent): RotationState {
  switch (event.type) {
    case "player-seated":
      return { ...state, seated: withSeat(state.seated, event.seat, event.player) };
    case "player-left":
      return { ...state, seated: withSeat(state.seated, event.seat, null) };
    case "bank-offered": {
      const declined = state.phase.kind === "offering" ? state.phase.offer.declined : [];
      return { ...state, phase: { kind: "offering", offer: { order: event.order, offeredTo: event.seat, declined } } };
    }
    case "bank-declined": {
      if (state.phase.kind !== "offering") return state;
      const offer = state.phase.offer;
      return { ...state, phase: { kind: "offering", offer: { ...offer, declined: [...offer.declined, event.seat] } } };
    }
    case "bank-accepted": {
      // Someone continuing their own run (only possible without the intervening rule) keeps its clock.
      const since = state.run && state.run.player === event.player ? state.run.since : event.at;
      return { ...state, phase: { kind: "banking", playerDealer: { seat: event.seat, player: event.player, since, handsThisTurn: 0, inHand: false } } };
    }
    case "bank-hand-started": {
      if (state.phase.kind !== "banking") return state;
      const pd = state.phase.playerDealer;
      const run: BankRun =
        state.run && state.run.player === event.player
          ? { ...state.run, hands: state.run.hands + 1 }
          : { player: event.player, hands: 1, since: pd.since, timedOut: false };
      return { ...state, run, phase: { kind: "banking", playerDealer: { ...pd, handsThisTurn: pd.handsThisTurn + 1, inHand: true } } };
    }
    case "bank-hand-completed": {
      if (state.phase.kind !== "banking") return state;
      return { ...state, phase: { kind: "banking", playerDealer: { ...state.phase.playerDealer, inHand: false } } };
    }
    case "bank-passed": {
      const timedOut = event.reason === "time-limit" && state.run !== null && state.run.player === event.player;
      return { ...state, phase: { kind: "no-bank" }, run: timedOut && state.run ? { ...state.run, timedOut: true } : state.run };
    }
    case "game-broken":
      return { ...state, phase: { kind: "broken", declined: event.declined } };
  }
}

export function replayRotation(initial: RotationState, events: readonly RotationEvent[]): RotationState {
  return events.reduce(evolveRotation, initial);
}
