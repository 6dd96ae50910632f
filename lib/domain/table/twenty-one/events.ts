/**
 * What happened at a twenty-one table, as facts: the shared table events (common/events.ts) and the
 * round's own: wagers, each step of the round, its settlement, its summary and a corrected card.
 */
import type { TwentyOneSettlement } from "../../twenty-one";
import type { CardCorrected } from "../common/card-corrections";
import type { ShellEvent } from "../common/events";
import type { CompletedTwentyOneRound, TwentyOneTableSettings, TwentyOneTableStep, TwentyOneWagerEntry } from "./state";

export type TwentyOneTableEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: TwentyOneTableSettings; readonly at: number }
  | { readonly type: "ShoeEnded"; readonly at: number; readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string } | null }
  | { readonly type: "WagerPlaced"; readonly wager: TwentyOneWagerEntry }
  /** A step of the round: a card, insurance, early surrender, the hole card, a player's decision. */
  | { readonly type: "StepTaken"; readonly step: TwentyOneTableStep }
  | { readonly type: "CardUndone"; readonly card: string }
  | { readonly type: "RoundSettled"; readonly settlement: TwentyOneSettlement }
  | { readonly type: "RoundCompleted"; readonly round: CompletedTwentyOneRound; readonly at: number }
  | CardCorrected;
