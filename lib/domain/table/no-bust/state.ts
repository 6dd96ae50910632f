/**
 * The state of one live No Bust table, rebuilt from its events: the shared table parts (settings,
 * seats and the bank's rotation, the shoe) and the round in progress, whose cards and decisions are
 * kept as steps and replayed through the family's rules engine (lib/domain/no-bust).
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { RotationState } from "../../rotation";
import type { FeeLine } from "../../fees";
import type { Decision, NoBustGameId, NoBustSettlement, RoundState } from "../../no-bust";
import type { TableSettingsBase } from "../common/settings";
import type { CardSource, ShoeState } from "../common/shoe";

export interface NoBustTableSettings extends TableSettingsBase {
  readonly gameId: NoBustGameId;
}

export type NoBustBet = "main" | "buster";

export interface NoBustWagerEntry {
  readonly id: string;
  readonly seat: SeatNumber;
  readonly bet: NoBustBet;
  readonly amount: Cents;
  readonly backline: boolean;
  readonly bettor?: string;
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

export type RoundPhase = "betting" | "dealing" | "settling";

export interface NoBustRoundInProgress {
  readonly id: string;
  readonly handNumber: number;
  readonly phase: RoundPhase;
  readonly openedAt: number;
  readonly bettingClosesAt: number | null;
  readonly playerDealerSeat: SeatNumber;
  readonly bankHand: number;
  readonly bank: Cents;
  readonly wagers: readonly NoBustWagerEntry[];
  readonly nextWagerNumber: number;
  /** Fixed when betting closes, from the schedule option then in force. */
  readonly fees: readonly FeeLine[] | null;
  readonly steps: readonly NoBustStep[];
  /** Replayed from `steps` once betting has closed; null while betting is open. */
  readonly play: RoundState | null;
  readonly settlement: NoBustSettlement | null;
  /** Ledger lines the dealer has paid, collected or returned so far. */
  readonly settledLines: number;
  readonly corrections: readonly { readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string }[];
  /** How many times the floor reopened betting (common/floor-corrections.ts); absent: never. */
  readonly bettingReopened?: number;
}

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
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  readonly actionSeat: SeatNumber;
  readonly voided: boolean;
}

export interface NoBustTableState {
  readonly settings: NoBustTableSettings | null;
  readonly status: "open" | "paused" | "closed";
  readonly rotation: RotationState | null;
  /** The player-dealer's bank for the next hand (posted when accepting, topped up between hands). */
  readonly bank: Cents | null;
  readonly shoe: ShoeState | null;
  readonly round: NoBustRoundInProgress | null;
  readonly handNumber: number;
  readonly lastRound: CompletedNoBustRound | null;
  readonly lastActivityAt: number | null;
}

export const EMPTY_NO_BUST_TABLE: NoBustTableState = {
  settings: null,
  status: "open",
  rotation: null,
  bank: null,
  shoe: null,
  round: null,
  handNumber: 0,
  lastRound: null,
  lastActivityAt: null,
};
