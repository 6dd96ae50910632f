/**
 * What happened at a pai gow poker table, as facts: the shared table events (common/events.ts) and
 * the round's own: wagers, each step of the round, a step taken back, a hand corrected by the floor,
 * the settlement and the finished round.
 */
import type { PaiGowSettlement, PaiGowStep } from "../../pai-gow-poker";
import type { ShellEvent } from "../common/events";
import type { CompletedPaiGowRound, PaiGowTableSettings, PaiGowWagerEntry } from "./state";

export type PaiGowTableEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: PaiGowTableSettings; readonly at: number }
  /**
   * A deck leaves play (with the server's deck, its order and salt, so its hash can be checked).
   * `next`: the deck used for a round, replaced by a fresh one for the next (a ShoeStarted follows);
   * absent when the dealer takes the deck off the table (end-shoe), and in logs before 2026-12-05.
   */
  | {
      readonly type: "ShoeEnded";
      readonly at: number;
      readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string } | null;
      readonly next?: true;
    }
  | { readonly type: "WagerPlaced"; readonly wager: PaiGowWagerEntry }
  /** A step of the round, as the rules engine takes it (the cards in it when they were entered or dealt by the server). */
  | { readonly type: "StepTaken"; readonly step: PaiGowStep }
  /** The last step taken back by the dealer (a mis-tapped split or hand). */
  | { readonly type: "StepUndone"; readonly step: PaiGowStep }
  /** The floor put a hand right: step `index` replaced by `step`. */
  | { readonly type: "HandCorrected"; readonly index: number; readonly from: PaiGowStep; readonly step: PaiGowStep; readonly reason: string; readonly approvedBy: string }
  | { readonly type: "RoundSettled"; readonly settlement: PaiGowSettlement }
  | { readonly type: "RoundCompleted"; readonly round: CompletedPaiGowRound; readonly at: number };
