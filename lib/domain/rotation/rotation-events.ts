/**
 * What happened to the bank, as facts. Every offer, acceptance and decline is its own event, so the
 * log shows the floor exactly how the position went round the table.
 */
import type { SeatNumber } from "../seats";

/** Whoever sits in a seat; rotation limits follow the person, not the chair. */
export type PlayerId = string;

/** Why a player-dealer's turn ended. */
export type BankTurnEnd =
  /** Banked the most hands in a row the policy allows. */
  | "hand-limit"
  /** Held the bank for the policy's time limit. */
  | "time-limit"
  /** Gave the bank up between hands. */
  | "gave-up"
  /** Left the table between hands. */
  | "left";

export type RotationEvent =
  | { readonly type: "player-seated"; readonly seat: SeatNumber; readonly player: PlayerId }
  | { readonly type: "player-left"; readonly seat: SeatNumber; readonly player: PlayerId }
  /** `order` is the round's seat order: the offer goes to each eligible seat in it until one accepts. */
  | { readonly type: "bank-offered"; readonly seat: SeatNumber; readonly player: PlayerId; readonly order: readonly SeatNumber[] }
  | { readonly type: "bank-declined"; readonly seat: SeatNumber; readonly player: PlayerId }
  | { readonly type: "bank-accepted"; readonly seat: SeatNumber; readonly player: PlayerId; readonly at: number }
  /** `bankHand` is the hand's number in the player-dealer's run: 1 for the first, 2 for the second. */
  | { readonly type: "bank-hand-started"; readonly seat: SeatNumber; readonly player: PlayerId; readonly bankHand: number; readonly at: number }
  | { readonly type: "bank-hand-completed"; readonly seat: SeatNumber; readonly player: PlayerId; readonly bankHand: number; readonly at: number }
  | { readonly type: "bank-passed"; readonly seat: SeatNumber; readonly player: PlayerId; readonly reason: BankTurnEnd; readonly at: number }
  /** No eligible player accepted: the game is broken until the bank is offered again. */
  | { readonly type: "game-broken"; readonly declined: readonly SeatNumber[] };
