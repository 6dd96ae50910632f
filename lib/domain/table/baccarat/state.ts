/**
 * The state of one live baccarat-family table, rebuilt from its events: its settings, who sits
 * where and who banks, the shoe, the round in progress, and this shoe's results for the roads.
 */
import type { EndedRound } from "../common/ended-round-corrections";
import { EMPTY_SHELL_TABLE } from "../common/decide";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { RotationState } from "../../rotation";
import type { FeeLine } from "../../fees";
import type { TableSettingsBase } from "../common/settings";
import type { PaidMoney, SettlementDifference } from "../common/settlement-difference";
import type { CardSource, ShoeState } from "../common/shoe";
import type { BaccaratGameId, BetId, RoundState as CardsState, PlayerLineChoice } from "../../baccarat";
import type { BaccaratSettlement } from "../../baccarat/settlement";
import type { Outcome as RoadOutcome, ShoeStatistics } from "../../roads";

export interface BaccaratTableSettings extends TableSettingsBase {
  readonly gameId: BaccaratGameId;
}

export type { CardSource, ShoeState };

export interface BaccaratWagerEntry {
  readonly id: string;
  readonly seat: SeatNumber;
  readonly bet: BetId;
  readonly amount: Cents;
  readonly backline: boolean;
  readonly bettor?: string;
  /** 21st Century Player-line wagers on a two-card 5. */
  readonly choice?: PlayerLineChoice;
}

/** One step of the deal, in order; the cards' state is replayed from these (so undo and corrections are exact). */
export type BaccaratCardStep =
  /** `card` is "face-down" for a hole card the system has not read. */
  | { readonly kind: "deal"; readonly card: string; readonly source: CardSource; readonly faceDown: boolean }
  | { readonly kind: "check"; readonly card: string | null }
  | { readonly kind: "expose"; readonly card: string | null }
  | { readonly kind: "choose"; readonly playerHits: boolean };

export type RoundPhase = "betting" | "dealing" | "settling";

export interface BaccaratRoundInProgress {
  readonly id: string;
  readonly handNumber: number;
  readonly phase: RoundPhase;
  readonly openedAt: number;
  readonly bettingClosesAt: number | null;
  readonly playerDealerSeat: SeatNumber;
  readonly bankHand: number;
  readonly bank: Cents;
  readonly wagers: readonly BaccaratWagerEntry[];
  readonly nextWagerNumber: number;
  /** Fixed when betting closes, from the schedule option then in force. */
  readonly fees: readonly FeeLine[] | null;
  readonly steps: readonly BaccaratCardStep[];
  /** Replayed from `steps`. */
  readonly cards: CardsState;
  readonly settlement: BaccaratSettlement | null;
  /** Ledger lines the dealer has paid, collected or returned so far. */
  readonly settledLines: number;
  readonly corrections: readonly { readonly index: number; readonly from: string; readonly to: string; readonly reason: string; readonly approvedBy: string }[];
  /** How many times the floor reopened betting (common/floor-corrections.ts); absent: never. */
  readonly bettingReopened?: number;
  /** The money paid before a correction reopened the settlement (common/settlement-difference.ts); absent: none. */
  readonly paidBefore?: PaidMoney | null;
}

export interface CompletedBaccaratRound {
  readonly id: string;
  readonly handNumber: number;
  readonly winner: "player" | "banker" | "tie";
  readonly playerTotal: number;
  readonly bankerTotal: number;
  readonly player: readonly string[];
  readonly banker: readonly string[];
  readonly playerDealerSeat: SeatNumber;
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  readonly actionSeat: SeatNumber;
  readonly markers: readonly string[];
  readonly voided: boolean;
}

export interface BaccaratTableState {
  readonly settings: BaccaratTableSettings | null;
  readonly status: "open" | "paused" | "closed";
  readonly players: Readonly<Record<string, string>>;
  readonly rotation: RotationState | null;
  /** The player-dealer's bank for the next hand (posted when accepting, topped up between hands). */
  readonly bank: Cents | null;
  readonly shoe: ShoeState | null;
  readonly round: BaccaratRoundInProgress | null;
  readonly handNumber: number;
  readonly lastRound: CompletedBaccaratRound | null;
  /** The last round's adjustment after a correction of money already paid, until the next round opens. */
  readonly lastAdjustment?: SettlementDifference | null;
  /** The last round as it ended, while the floor may still correct it (common/ended-round-corrections.ts). */
  readonly endedRound?: EndedRound | null;
  /** This shoe's results, for the roads and statistics. */
  readonly roadLog: readonly RoadOutcome[];
  readonly previousShoe: ShoeStatistics | null;
  readonly lastActivityAt: number | null;
}

export const EMPTY_BACCARAT_TABLE: BaccaratTableState = { ...EMPTY_SHELL_TABLE, players: {}, lastRound: null, roadLog: [], previousShoe: null };
