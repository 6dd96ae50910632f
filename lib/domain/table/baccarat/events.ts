/**
 * What happened at a baccarat-family table, as facts. The log of these is the table: its state,
 * its rounds, its fee drops and its audit trail are all derived from it. The events every table
 * shares (seating, the bank, the shoe, betting, the supervisor's actions) are in common/events.ts.
 */
import type { BaccaratSettlement } from "../../baccarat/settlement";
import type { ShoeStatistics } from "../../roads";
import type { ShellEvent } from "../common/events";
import type { CardSource, CompletedBaccaratRound, BaccaratTableSettings, BaccaratWagerEntry } from "./state";

export type BaccaratTableEvent =
  | ShellEvent
  | { readonly type: "TableOpened"; readonly settings: BaccaratTableSettings; readonly at: number }
  | { readonly type: "ShoeEnded"; readonly at: number; readonly statistics: ShoeStatistics; readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string } | null }
  | { readonly type: "WagerPlaced"; readonly wager: BaccaratWagerEntry }
  | { readonly type: "CardDealt"; readonly card: string; readonly source: CardSource; readonly faceDown: boolean }
  | { readonly type: "CardUndone"; readonly card: string }
  | { readonly type: "HoleCardChecked"; readonly card: string | null }
  | { readonly type: "HoleCardExposed"; readonly card: string | null }
  | { readonly type: "ChoiceMade"; readonly wagerId: string; readonly choice: "hit" | "stand" }
  | { readonly type: "ChoicesClosed"; readonly playerHits: boolean }
  | { readonly type: "RoundSettled"; readonly settlement: BaccaratSettlement }
  | { readonly type: "RoundCompleted"; readonly round: CompletedBaccaratRound; readonly at: number }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string };

export type BaccaratEventType = BaccaratTableEvent["type"];
