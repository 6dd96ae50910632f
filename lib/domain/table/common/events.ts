/**
 * The events every live table records, whatever its game. Each family's event union includes
 * these beside its own round events; evolve.ts folds them.
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { RotationEvent } from "../../rotation";
import type { FeeLine, ScheduleOption } from "../../fees";
import type { ShoeState } from "./shoe";
import type { StoredTableConfig, TableSettingsBase } from "./settings";
import type { EndedRoundCorrected } from "./ended-round-corrections";

export type ShellEvent =
  | { readonly type: "Rotation"; readonly rotation: RotationEvent }
  | { readonly type: "BankPosted"; readonly seat: SeatNumber; readonly cents: Cents }
  | { readonly type: "ShoeStarted"; readonly shoe: ShoeState; readonly at: number }
  | { readonly type: "CardsBurned"; readonly cards: readonly string[] }
  | {
      readonly type: "RoundOpened";
      readonly roundId: string;
      readonly handNumber: number;
      readonly at: number;
      readonly bettingClosesAt: number | null;
      /** The seat that banks this hand; null in a game nobody banks (poker). */
      readonly playerDealerSeat: SeatNumber | null;
      readonly bankHand: number | null;
      readonly bank: Cents | null;
    }
  | { readonly type: "WagerRemoved"; readonly wagerId: string }
  | { readonly type: "BettingClosed"; readonly at: number; readonly fees: readonly FeeLine[]; readonly byTimer: boolean }
  | { readonly type: "SettlementProgressed"; readonly through: number }
  | { readonly type: "RoundVoided"; readonly roundId: string; readonly reason: string; readonly by: string; readonly at: number; readonly fees: readonly FeeLine[] }
  | { readonly type: "TablePaused"; readonly reason: string; readonly by: string }
  | { readonly type: "TableResumed"; readonly by: string; readonly reason?: string | null }
  | { readonly type: "TableClosed"; readonly reason: string; readonly by: string }
  | {
      readonly type: "FeeOptionChanged";
      readonly scheduleId: string;
      readonly optionId: string;
      readonly option: ScheduleOption;
      readonly by: string;
      readonly reason?: string | null;
      /** The table limits the option brings, when they differ from the table's (absent: unchanged). */
      readonly limits?: { readonly min: Cents; readonly max: Cents };
    }
  | {
      readonly type: "TableConfigured";
      /** As stored in the `tables` row, and the settings the rules made of it. */
      readonly config: StoredTableConfig;
      readonly settings: TableSettingsBase;
      readonly changed: readonly string[];
      readonly by: string;
      readonly reason: string | null;
    }
  | { readonly type: "BettingTimerSet"; readonly seconds: number | null }
  | { readonly type: "RefusalNoted"; readonly code: string; readonly message: string; readonly by: string }
  /** A fresh betting countdown: the timer ran out before anyone bet (`byTimer`), or the dealer asked for more time. */
  | { readonly type: "BettingTimerRestarted"; readonly at: number; readonly bettingClosesAt: number; readonly byTimer: boolean }
  /** Betting ended with no wager on the table: no hand was played, the bank's hand is not counted. */
  | { readonly type: "RoundEndedWithoutAction"; readonly roundId: string; readonly at: number; readonly by: string }
  /** The floor's corrections of a round in progress (floor-corrections.ts), each with who and why. */
  | { readonly type: "MisdealDeclared"; readonly roundId: string; readonly reason: string; readonly by: string; readonly at: number; readonly cards: readonly string[] }
  | {
      readonly type: "BettingReopened";
      readonly roundId: string;
      readonly reason: string;
      readonly by: string;
      readonly at: number;
      readonly bettingClosesAt: number | null;
      /** The fees fixed when betting closed, reversed now (they are fixed again at the next "no more bets"). */
      readonly fees: readonly FeeLine[];
    }
  | { readonly type: "SettlementLineUndone"; readonly roundId: string; readonly line: number; readonly reason: string; readonly by: string; readonly at: number }
  /** The last round corrected after it ended (ended-round-corrections.ts): its correction, re-settlement and the money to make right. */
  | EndedRoundCorrected;

export type RoundOpened = Extract<ShellEvent, { type: "RoundOpened" }>;
