/**
 * The state of one live No Bust table, rebuilt from its events: the shared table parts (settings,
 * seats and the bank's rotation, the shoe) and the round in progress, whose cards and decisions are
 * kept as steps and replayed through the family's rules engine (lib/domain/no-bust).
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { Decision, NoBustGameId, NoBustSettlement, RoundState } from "../../no-bust";
import { EMPTY_CARD_STEP_TABLE, type CardStepRound, type CardStepTableState } from "../common/card-step-table";
import type { WagerEntry } from "../common/round-steps";
import type { TableSettingsBase } from "../common/settings";
import type { CardSource } from "../common/shoe";
import type { InsuranceResult } from "../common/insurance-results";

export interface NoBustTableSettings extends TableSettingsBase {
  readonly gameId: NoBustGameId;
}

export type NoBustBet = "main" | "buster";

export interface NoBustWagerEntry extends WagerEntry {
  readonly bet: NoBustBet;
}

/** One step of the round after betting closes, in order; the round is replayed from these. */
export type NoBustStep =
  /** `card` is "face-down" for a hole card the system has not read. */
  | { readonly kind: "deal"; readonly card: string; readonly source: CardSource; readonly faceDown: boolean }
  /** 6.0 and 2014: the dealer dropped the fees after the initial two-card hands. */
  | { readonly kind: "fees" }
  | { readonly kind: "insurance"; readonly seat: SeatNumber; readonly amount: Cents }
  | { readonly kind: "check"; readonly card: string | null }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly decision: Decision }
  | { readonly kind: "expose"; readonly card: string | null };

/** The round in progress: the shared fields, its steps, and the play replayed from them (common/card-step-table.ts). */
export type NoBustRoundInProgress = CardStepRound<NoBustWagerEntry, NoBustStep, RoundState, NoBustSettlement>;

/** One finished hand of a seat, as the history and the display show it. */
export interface CompletedHand {
  readonly seat: SeatNumber;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string;
  readonly doubled: boolean;
  readonly surrendered: boolean;
  readonly outcome: "win" | "lose" | "push";
}

export interface CompletedNoBustRound {
  readonly id: string;
  readonly handNumber: number;
  readonly playerDealerSeat: SeatNumber;
  readonly playerDealer: readonly string[];
  readonly playerDealerValue: string;
  readonly hands: readonly CompletedHand[];
  /** Each seat's insurance and whether it won; absent from rounds recorded before it was kept. */
  readonly insurance?: readonly InsuranceResult[];
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  readonly actionSeat: SeatNumber;
  readonly voided: boolean;
}

export type NoBustTableState = CardStepTableState<NoBustTableSettings, NoBustRoundInProgress, CompletedNoBustRound>;

export const EMPTY_NO_BUST_TABLE: NoBustTableState = EMPTY_CARD_STEP_TABLE;
