/**
 * What happened at a poker table, as facts: the shared table events (common/events.ts: the hand
 * opened as a round, voided, the floor's pause and configuration) and the table's own: each step
 * of the rules engine as recorded (seating, the button draw, the deal, the flop, the drop, the
 * award, the time clock), the fees dropped (the drop from the pot, each half hour of time: the rows
 * of the fee-drop reports), the clock's half hours, the board shown, and the finished hand.
 */
import type { FeeLine } from "../../fees";
import type { AwardPot, PokerStep } from "../../poker";
import type { ShellEvent } from "../common/events";
import type { CompletedPokerHand } from "./state";
import type { PokerTableSettings } from "./settings";

export type PokerTableEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: PokerTableSettings; readonly at: number }
  /** One step of the rules engine, as applied (steps.ts of lib/domain/poker). */
  | { readonly type: "PokerStep"; readonly step: PokerStep }
  /**
   * Fees taken outside the no-more-bets step, each a fee line like every other fee: the drop from
   * the pot after the flop (the hand's round), time collected by the half hour (no round: time is
   * owed whether or not a hand is in play). The projection writes a fee-drop row for each line.
   */
  | { readonly type: "FeesDropped"; readonly roundId: string | null; readonly fees: readonly FeeLine[]; readonly at: number }
  /** The server's clock reached a half hour of the time clock: time falls due. */
  | { readonly type: "TimeFellDue"; readonly at: number }
  | { readonly type: "BoardShown"; readonly cards: readonly string[] }
  /** The last step of the hand taken back (the flop tapped by mistake). */
  | { readonly type: "StepUndone"; readonly step: PokerStep }
  | { readonly type: "RoundCompleted"; readonly round: CompletedPokerHand; readonly at: number }
  /** A supervisor corrected the winners of the hand just finished (before another step). */
  | {
      readonly type: "RoundCorrected";
      /** The award as corrected, applied to the table as it was before the first award. */
      readonly step: Extract<PokerStep, { kind: "award" }>;
      readonly round: CompletedPokerHand;
      readonly from: readonly AwardPot[];
      /** The change in words with the pot, "Seat 5 wins the $120.00 pot → Seat 7 wins the $120.00 pot" (absent in older records). */
      readonly words?: string;
      readonly reason: string;
      readonly approvedBy: string;
      readonly endedAt: number;
      readonly at: number;
    };
