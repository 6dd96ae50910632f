/**
 * The state of one live twenty-one table, rebuilt from its events: the shared table parts
 * (settings, seats and the bank's rotation, the shoe) and the round in progress, whose cards and
 * decisions are kept as steps and replayed through the family's rules engine
 * (lib/domain/twenty-one), so undo and a supervisor's correction replay the round exactly.
 */
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { Decision, PreDealBet, RoundState, TwentyOneGameId, TwentyOneSettlement } from "../../twenty-one";
import { EMPTY_CARD_STEP_TABLE, type CardStepRound, type CardStepTableState } from "../common/card-step-table";
import type { WagerEntry } from "../common/round-steps";
import type { TableSettingsBase } from "../common/settings";
import type { CardSource } from "../common/shoe";
import type { InsuranceResult } from "../common/insurance-results";

export interface TwentyOneTableSettings extends TableSettingsBase {
  readonly gameId: TwentyOneGameId;
}

export interface TwentyOneWagerEntry extends WagerEntry {
  readonly bet: PreDealBet;
}

/** One step of the round after betting closes, in order; the round is replayed from these (lib/domain/twenty-one round-steps). */
export type TwentyOneTableStep =
  /** `card` is "face-down" for a hole card the system has not read. */
  | { readonly kind: "deal"; readonly card: string; readonly source: CardSource; readonly faceDown: boolean }
  | { readonly kind: "insurance"; readonly seat: SeatNumber; readonly amount: Cents }
  /** Early surrender: the seat's answer before the hole card is checked. */
  | { readonly kind: "surrender"; readonly seat: SeatNumber; readonly surrender: boolean }
  /** The hole card checked for a natural; `card` when it was dealt unread. */
  | { readonly kind: "check"; readonly card: string | null }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly decision: Decision }
  | { readonly kind: "expose"; readonly card: string | null };

/** The round in progress: the shared fields, its steps, and the play replayed from them (common/card-step-table.ts). */
export type TwentyOneRoundInProgress = CardStepRound<TwentyOneWagerEntry, TwentyOneTableStep, RoundState, TwentyOneSettlement>;

/** One finished hand of a seat, as the history and the wall show it. */
export interface CompletedTwentyOneHand {
  readonly seat: SeatNumber;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string;
  /** The double-down wagers made on the hand (Pure Spanish 21.5's double-double downs included). */
  readonly doubles: readonly Cents[];
  readonly surrendered: boolean;
  readonly rescued: boolean;
  readonly outcome: "win" | "lose" | "push";
}

/** A seated player's bonus bet, settled: the Buster Blackjack Bonus or Match the Dealer Up Card. */
export interface BonusResult {
  readonly seat: SeatNumber;
  readonly bet: "buster" | "match";
  readonly outcome: "win" | "lose" | "push";
  /** "4 to 1" when it wins. */
  readonly pays: string | null;
}

export interface CompletedTwentyOneRound {
  readonly id: string;
  readonly handNumber: number;
  readonly playerDealerSeat: SeatNumber;
  readonly playerDealer: readonly string[];
  readonly playerDealerValue: string;
  readonly hands: readonly CompletedTwentyOneHand[];
  readonly bonuses: readonly BonusResult[];
  /** Each seat's insurance and whether it won; absent from rounds recorded before it was kept. */
  readonly insurance?: readonly InsuranceResult[];
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  readonly actionSeat: SeatNumber;
  readonly voided: boolean;
}

export type TwentyOneTableState = CardStepTableState<TwentyOneTableSettings, TwentyOneRoundInProgress, CompletedTwentyOneRound>;

export const EMPTY_TWENTY_ONE_TABLE: TwentyOneTableState = EMPTY_CARD_STEP_TABLE;
