/**
 * The state of one live pai gow poker table, rebuilt from its events: the shared table parts
 * (settings, seats and the bank's rotation, the deck) and the round in progress, whose steps (the
 * piles, the action pile, the dice, each hand set or turned over) are replayed through the family's
 * rules engine (lib/domain/pai-gow-poker).
 */
import type { SettlementDifference } from "../common/settlement-difference";
import type { EndedRound } from "../common/ended-round-corrections";
import { EMPTY_SHELL_TABLE } from "../common/decide";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { RotationState } from "../../rotation";
import type { PaiGowDisplay, PaiGowGameId, PaiGowSettlement, PaiGowStep, PlacedBet, RoundState, RoundSummary } from "../../pai-gow-poker";
import type { TableSettingsBase } from "../common/settings";
import type { RoundFields, WagerEntry } from "../common/round-steps";
import type { ShoeState } from "../common/shoe";

export interface PaiGowTableSettings extends TableSettingsBase {
  readonly gameId: PaiGowGameId;
}

export interface PaiGowWagerEntry extends WagerEntry {
  readonly bet: PlacedBet;
}

export interface PaiGowRoundInProgress extends RoundFields<PaiGowWagerEntry, PaiGowStep> {
  /** Replayed from `steps` once betting has closed; null while betting is open. */
  readonly play: RoundState | null;
  readonly settlement: PaiGowSettlement | null;
  /**
   * The player-dealer's hand has been turned over this round. Never reset by an undo: in a game
   * where the players set first, a player's hand is final from then on (only the floor corrects it).
   */
  readonly playerDealerShown: boolean;
}

/** One seat's results, as the wall and the history show them. */
export interface SeatResult {
  readonly seat: SeatNumber;
  /** The seated player's game wager. */
  readonly game: "win" | "lose" | "push" | null;
  /** The Fortune Bonus: its outcome and the seven-card hand that paid ("Four of a Kind"). */
  readonly fortune: { readonly outcome: "win" | "lose" | "push"; readonly hand: string | null } | null;
  readonly aceHigh: "win" | "lose" | "push" | null;
}

/** An Envy payout: the button's seat, the hand it was paid for. */
export interface EnvyWin {
  readonly seat: SeatNumber;
  readonly backline: boolean;
  readonly forSeat: SeatNumber;
  readonly hand: string;
  readonly amount: Cents;
}

/** A finished round as the display, the history and the export keep it. */
export interface CompletedPaiGowRound {
  readonly id: string;
  readonly handNumber: number;
  readonly playerDealerSeat: SeatNumber;
  /** What the table showed at the end (never a hand that stayed face down). */
  readonly shown: PaiGowDisplay;
  /** Every hand as recorded, for the floor (staff only). */
  readonly summary: RoundSummary;
  readonly results: readonly SeatResult[];
  readonly envy: readonly EnvyWin[];
  /** Face Up: the player-dealer's ace-high hand pushed every game wager. */
  readonly paiGowPush: boolean;
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  readonly actionSeat: SeatNumber;
  readonly voided: boolean;
  /** The dealer entered each seat's result, not the cards (results-only entry); absent in rounds kept before it existed. */
  readonly enteredBy?: "cards" | "results";
}

export interface PaiGowTableState {
  readonly settings: PaiGowTableSettings | null;
  readonly status: "open" | "paused" | "closed";
  readonly rotation: RotationState | null;
  /** The player-dealer's bank for the next hand. */
  readonly bank: Cents | null;
  /** The deck: a fresh 53-card deck for every round (the same source: dealer, reader or server). */
  readonly shoe: ShoeState | null;
  readonly round: PaiGowRoundInProgress | null;
  readonly handNumber: number;
  readonly lastRound: CompletedPaiGowRound | null;
  /** The last round's adjustment after a correction of money already paid, in force until the next round opens. */
  readonly lastAdjustment?: SettlementDifference | null;
  /** The last round as it ended, while the floor may still correct it (common/ended-round-corrections.ts). */
  readonly endedRound?: EndedRound | null;
  readonly lastActivityAt: number | null;
}

export const EMPTY_PAI_GOW_TABLE: PaiGowTableState = { ...EMPTY_SHELL_TABLE, lastRound: null };
