/**
 * What happened at a No Bust table, as facts: the shared table events (common/events.ts) and the
 * round's own: wagers, each step of the round, its settlement and its summary.
 */
import type { NoBustSettlement } from "../../no-bust";
import type { ShellEvent } from "../common/events";
import type { CompletedNoBustRound, NoBustStep, NoBustTableSettings, NoBustWagerEntry } from "./state";

export type NoBustTableEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: NoBustTableSettings; readonly at: number }
  | { readonly type: "ShoeEnded"; readonly at: number; readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string } | null }
  | { readonly type: "WagerPlaced"; readonly wager: NoBustWagerEntry }
  /** A step of the round: a card, the fees dropped, insurance, the hole card, a player's decision. */
  | { readonly type: "StepTaken"; readonly step: NoBustStep }
  | { readonly type: "CardUndone"; readonly card: string }
  | { readonly type: "RoundSettled"; readonly settlement: NoBustSettlement }
  | { readonly type: "RoundCompleted"; readonly round: CompletedNoBustRound; readonly at: number }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string };
