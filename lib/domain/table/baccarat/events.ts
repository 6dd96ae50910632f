/**
 * What happened at a baccarat-family table, as facts. The log of these is the table: its state,
 * its rounds, its fee drops and its audit trail are all derived from it.
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { RotationEvent } from "../../rotation";
import type { FeeLine, ScheduleOption } from "../../fees";
import type { BaccaratSettlement } from "../../baccarat/settlement";
import type { ShoeStatistics } from "../../roads";
import type { CardSource, CompletedRound, ShoeState, TableSettings, WagerEntry } from "./state";

export type BaccaratTableEvent =
  | { readonly type: "TableOpened"; readonly settings: TableSettings; readonly at: number }
  | { readonly type: "Rotation"; readonly rotation: RotationEvent }
  | { readonly type: "BankPosted"; readonly seat: SeatNumber; readonly cents: Cents }
  | { readonly type: "ShoeStarted"; readonly shoe: ShoeState; readonly at: number }
  | { readonly type: "CardsBurned"; readonly cards: readonly string[] }
  | { readonly type: "ShoeEnded"; readonly at: number; readonly statistics: ShoeStatistics; readonly proof: { readonly order: readonly string[]; readonly salt: string; readonly orderHash: string } | null }
  | {
      readonly type: "RoundOpened";
      readonly roundId: string;
      readonly handNumber: number;
      readonly at: number;
      readonly bettingClosesAt: number | null;
      readonly playerDealerSeat: SeatNumber;
      readonly bankHand: number;
      readonly bank: Cents;
    }
  | { readonly type: "WagerPlaced"; readonly wager: WagerEntry }
  | { readonly type: "WagerRemoved"; readonly wagerId: string }
  | { readonly type: "BettingClosed"; readonly at: number; readonly fees: readonly FeeLine[]; readonly byTimer: boolean }
  | { readonly type: "CardDealt"; readonly card: string; readonly source: CardSource; readonly faceDown: boolean }
  | { readonly type: "CardUndone"; readonly card: string }
  | { readonly type: "HoleCardChecked"; readonly card: string | null }
  | { readonly type: "HoleCardExposed"; readonly card: string | null }
  | { readonly type: "ChoiceMade"; readonly wagerId: string; readonly choice: "hit" | "stand" }
  | { readonly type: "ChoicesClosed"; readonly playerHits: boolean }
  | { readonly type: "RoundSettled"; readonly settlement: BaccaratSettlement }
  | { readonly type: "SettlementProgressed"; readonly through: number }
  | { readonly type: "RoundCompleted"; readonly round: CompletedRound; readonly at: number }
  | { readonly type: "RoundVoided"; readonly roundId: string; readonly reason: string; readonly by: string; readonly at: number; readonly fees: readonly FeeLine[] }
  | { readonly type: "CardCorrected"; readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string }
  | { readonly type: "TablePaused"; readonly reason: string; readonly by: string }
  | { readonly type: "TableResumed"; readonly by: string }
  | { readonly type: "TableClosed"; readonly reason: string; readonly by: string }
  | { readonly type: "FeeOptionChanged"; readonly scheduleId: string; readonly optionId: string; readonly option: ScheduleOption; readonly by: string }
  | { readonly type: "BettingTimerSet"; readonly seconds: number | null }
  | { readonly type: "RefusalNoted"; readonly code: string; readonly message: string; readonly by: string };

export type BaccaratEventType = BaccaratTableEvent["type"];
