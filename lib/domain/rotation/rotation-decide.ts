/**
 * Rotation commands: `decideRotation` turns a command into events or a refusal. Ending a turn
 * (by hand limit, time limit, giving up or leaving) and each decline immediately offer the bank to
 * the next eligible seat clockwise, or break the game when nobody eligible is left.
 */
import { clockwiseAfter, clockwiseOrder, type SeatNumber } from "../seats";
import { bankRefusal, nextOfferSeat, type BankRefusalCode } from "./eligibility";
import type { BankTurnEnd, PlayerId, RotationEvent } from "./rotation-events";
import { evolveRotation, playerAt, seatOf, type RotationState } from "./rotation-state";

export type RotationCommand =
  | { readonly type: "seat-player"; readonly seat: SeatNumber; readonly player: PlayerId }
  | { readonly type: "unseat-player"; readonly seat: SeatNumber; readonly at: number }
  /** Start offering the bank (a new game, or after a broken one), from `firstSeat` (default seat 1). */
  | { readonly type: "open-bank"; readonly firstSeat?: SeatNumber }
  | { readonly type: "accept-bank"; readonly seat: SeatNumber; readonly at: number }
  | { readonly type: "decline-bank"; readonly seat: SeatNumber }
  | { readonly type: "start-hand"; readonly at: number }
  | { readonly type: "complete-hand"; readonly at: number }
  /** The player-dealer gives up the bank between hands. */
  | { readonly type: "pass-bank"; readonly at: number };

export type RotationRefusalCode =
  | BankRefusalCode
  | "invalid-seat"
  | "invalid-player"
  | "invalid-time"
  | "seat-taken"
  | "player-already-seated"
  | "not-offered"
  | "game-in-progress"
  | "no-player-dealer"
  | "hand-in-progress"
  | "no-hand-in-progress";

export interface RotationRefusal {
  readonly code: RotationRefusalCode;
  readonly message: string;
  /** An attempt to bank against the rotation rules: the floor is alerted. */
  readonly alert: boolean;
}

export type RotationDecision =
  | { readonly ok: true; readonly events: readonly RotationEvent[] }
  | { readonly ok: false; readonly refusal: RotationRefusal };

const ALERTS: ReadonlySet<RotationRefusalCode> = new Set(["consecutive-hand-limit", "intervening-dealer-required"]);

const MESSAGES: Record<BankRefusalCode, string> = {
  "seat-empty": "nobody sits in that seat",
  "consecutive-hand-limit": "this player has banked the most consecutive hands allowed",
  "intervening-dealer-required": "another player must bank a hand before this player may bank again",
  "bank-time-limit": "this player has held the bank for the time limit",
};

function refuse(code: RotationRefusalCode, message: string): RotationDecision {
  return { ok: false, refusal: { code, message, alert: ALERTS.has(code) } };
}

/** Collects events, applying each so later decisions in the same command see it. */
class Outcome {
  readonly events: RotationEvent[] = [];
  constructor(public state: RotationState) {}
  emit(event: RotationEvent): this {
    this.events.push(event);
    this.state = evolveRotation(this.state, event);
    return this;
  }
  /**
   * Offer to the next eligible seat of the round, clockwise on from the seat last offered (coming
   * round to any seat passed over while it was empty), or break the game.
   */
  offerNext(order: readonly SeatNumber[]): this {
    const phase = this.state.phase;
    const declined = phase.kind === "offering" ? phase.offer.declined : [];
    const last = phase.kind === "offering" ? order.indexOf(phase.offer.offeredTo) : -1;
    const onward = last === -1 ? order : [...order.slice(last + 1), ...order.slice(0, last + 1)];
    const seat = nextOfferSeat(this.state, onward, declined);
    const player = seat === null ? null : playerAt(this.state, seat);
    if (seat === null || player === null) return this.emit({ type: "game-broken", declined });
    return this.emit({ type: "bank-offered", seat, player, order });
  }
  done(): RotationDecision {
    return { ok: true, events: this.events };
  }
}

const validSeat = (state: RotationState, seat: SeatNumber): boolean => Number.isInteger(seat) && seat >= 1 && seat <= state.seats;
const validTime = (at: number): boolean => Number.isSafeInteger(at);

/** End the player-dealer's turn and send the offer round clockwise from their seat. */
function passBank(out: Outcome, reason: BankTurnEnd, at: number): Outcome {
  if (out.state.phase.kind !== "banking") return out;
  const { seat, player } = out.state.phase.playerDealer;
  out.emit({ type: "bank-passed", seat, player, reason, at });
  if (reason === "left") out.emit({ type: "player-left", seat, player });
  return out.offerNext(clockwiseAfter(seat, out.state.seats));
}

function timeUp(state: RotationState, at: number): boolean {
  const limit = state.policy.maxBankMillis;
  return state.phase.kind === "banking" && limit !== null && at - state.phase.playerDealer.since >= limit;
}

export function decideRotation(state: RotationState, command: RotationCommand): RotationDecision {
  const out = new Outcome(state);
  const phase = state.phase;
  switch (command.type) {
    case "seat-player": {
      if (!validSeat(state, command.seat)) return refuse("invalid-seat", `no seat ${command.seat}`);
      if (command.player.trim() === "") return refuse("invalid-player", "a seated player needs an id");
      if (playerAt(state, command.seat) !== null) return refuse("seat-taken", `seat ${command.seat} is taken`);
      if (seatOf(state, command.player) !== null) return refuse("player-already-seated", "this player already has a seat");
      return out.emit({ type: "player-seated", seat: command.seat, player: command.player }).done();
    }

    case "unseat-player": {
      if (!validSeat(state, command.seat)) return refuse("invalid-seat", `no seat ${command.seat}`);
      if (!validTime(command.at)) return refuse("invalid-time", "a time must be whole milliseconds");
      const player = playerAt(state, command.seat);
      if (player === null) return refuse("seat-empty", MESSAGES["seat-empty"]);
      if (phase.kind === "banking" && phase.playerDealer.seat === command.seat) {
        if (phase.playerDealer.inHand) return refuse("hand-in-progress", "the player-dealer cannot leave during a hand");
        return passBank(out, "left", command.at).done();
      }
      out.emit({ type: "player-left", seat: command.seat, player });
      if (phase.kind === "offering" && phase.offer.offeredTo === command.seat) out.offerNext(phase.offer.order);
      return out.done();
    }

    case "open-bank": {
      if (phase.kind !== "no-bank" && phase.kind !== "broken") return refuse("game-in-progress", "the bank is already held or on offer");
      const first = command.firstSeat ?? 1;
      if (!validSeat(state, first)) return refuse("invalid-seat", `no seat ${first}`);
      return out.offerNext(clockwiseOrder(first, state.seats)).done();
    }

    case "accept-bank": {
      if (!validSeat(state, command.seat)) return refuse("invalid-seat", `no seat ${command.seat}`);
      if (!validTime(command.at)) return refuse("invalid-time", "a time must be whole milliseconds");
      // The rules first: an attempt to keep or retake the bank against them is what the floor must see.
      const refusal = bankRefusal(state, command.seat, command.at);
      if (refusal !== null) return refuse(refusal, MESSAGES[refusal]);
      const player = playerAt(state, command.seat);
      if (phase.kind !== "offering" || phase.offer.offeredTo !== command.seat || player === null) {
        return refuse("not-offered", `the bank is not on offer to seat ${command.seat}`);
      }
      return out.emit({ type: "bank-accepted", seat: command.seat, player, at: command.at }).done();
    }

    case "decline-bank": {
      if (!validSeat(state, command.seat)) return refuse("invalid-seat", `no seat ${command.seat}`);
      const player = playerAt(state, command.seat);
      if (phase.kind !== "offering" || phase.offer.offeredTo !== command.seat || player === null) {
        return refuse("not-offered", `the bank is not on offer to seat ${command.seat}`);
      }
      return out.emit({ type: "bank-declined", seat: command.seat, player }).offerNext(phase.offer.order).done();
    }

    case "start-hand": {
      if (!validTime(command.at)) return refuse("invalid-time", "a time must be whole milliseconds");
      if (phase.kind !== "banking") return refuse("no-player-dealer", "nobody holds the bank");
      const pd = phase.playerDealer;
      if (pd.inHand) return refuse("hand-in-progress", "a hand is already in progress");
      const refusal = bankRefusal(state, pd.seat, command.at);
      if (refusal !== null) return refuse(refusal, MESSAGES[refusal]);
      const run = state.run && state.run.player === pd.player ? state.run.hands : 0;
      return out.emit({ type: "bank-hand-started", seat: pd.seat, player: pd.player, bankHand: run + 1, at: command.at }).done();
    }

    case "complete-hand": {
      if (!validTime(command.at)) return refuse("invalid-time", "a time must be whole milliseconds");
      if (phase.kind !== "banking" || !phase.playerDealer.inHand) return refuse("no-hand-in-progress", "no hand is in progress");
      const pd = phase.playerDealer;
      const bankHand = state.run?.hands ?? 1;
      out.emit({ type: "bank-hand-completed", seat: pd.seat, player: pd.player, bankHand, at: command.at });
      if (bankHand >= state.policy.maxConsecutiveHands) passBank(out, "hand-limit", command.at);
      else if (timeUp(state, command.at)) passBank(out, "time-limit", command.at);
      return out.done();
    }

    case "pass-bank": {
      if (!validTime(command.at)) return refuse("invalid-time", "a time must be whole milliseconds");
      if (phase.kind !== "banking") return refuse("no-player-dealer", "nobody holds the bank");
      if (phase.playerDealer.inHand) return refuse("hand-in-progress", "the bank cannot pass during a hand");
      return passBank(out, timeUp(state, command.at) ? "time-limit" : "gave-up", command.at).done();
    }
  }
}
