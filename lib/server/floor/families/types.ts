/**
 * What the floor needs of each game family to show its tables' history: how to replay the log
 * (the family's evolve and empty state), the supervisor's view after each event (a replay frame),
 * each event in plain words, and the regulator's record of the game and of each round. Every
 * family answers in the shapes below; the parts every table shares (seats, the bank, wagers,
 * fees, the settlement ledger) have one shape for all of them.
 */
import type { BankWalkLine } from "@/lib/domain/bank-walk";
import type { GameFamily } from "@/lib/domain/table/settings";
import type { ShellRound, ShellState } from "@/lib/domain/table/common/decide";
import type { TableSettingsBase } from "@/lib/domain/table/common/settings";
import type { HandView } from "@/lib/domain/table/baccarat/views";
import type { CompletedNoBustRound } from "@/lib/domain/table/no-bust/state";
import type { NoBustHandView } from "@/lib/domain/table/no-bust/views";

export type { GameFamily };

// ------------------------------------------------------------------------------------------------
// Replay frames: the supervisor's view after one event

export interface FeeLineView {
  readonly payer: string;
  readonly cents: number;
  readonly rule: string;
  readonly source: string;
}

export interface WagerLineView {
  readonly id: string;
  readonly seat: number;
  readonly bet: string;
  readonly betName: string;
  readonly amount: number;
  readonly backline: boolean;
  readonly bettor?: string;
  /** Baccarat, 21st Century Player-line wagers on a two-card 5. */
  readonly choice?: string;
}

/** One ledger line of the settlement walk, and (No Bust) the rule that decided its wager. */
export type LedgerLineView = BankWalkLine & { readonly because?: string };

export interface SettlementFrame {
  readonly lines: readonly LedgerLineView[];
  readonly settledLines: number;
  readonly bankBefore: number;
  readonly bankAfter: number;
  readonly pdNet: number;
  readonly actionSeat: number;
  readonly exhaustedAfter: number | null;
}

export interface CorrectionView {
  readonly index: number;
  readonly from: string;
  readonly to: string;
  readonly reason: string;
  readonly approvedBy: string;
}

interface FrameBase {
  readonly status: string;
  readonly phase: "setup" | "waiting" | "betting" | "dealing" | "settling";
  readonly handNumber: number;
  readonly gameName: string;
  readonly playerDealer: { readonly seat: number; readonly bankHand: number | null } | null;
  readonly bank: number | null;
  readonly wagers: readonly WagerLineView[];
  readonly fees: { readonly lines: readonly FeeLineView[] | null; readonly total: number | null; readonly option: string };
  readonly settlement: SettlementFrame | null;
  readonly actionSeat: number | null;
  readonly next: { readonly label: string; readonly hint: string };
  readonly corrections: readonly CorrectionView[];
}

export interface BaccaratReplayFrame extends FrameBase {
  readonly family: "baccarat";
  readonly handNames: { readonly player: string; readonly banker: string };
  readonly player: HandView;
  readonly banker: HandView;
  /** The hole card as recorded while it is face down on the table (the supervisor sees it). */
  readonly holeCard: string | null;
  readonly result: {
    readonly handNumber: number;
    readonly winner: "player" | "banker" | "tie";
    readonly playerTotal: number;
    readonly bankerTotal: number;
    readonly markers: readonly string[];
    readonly natural: boolean;
  } | null;
}

export interface NoBustReplayFrame extends FrameBase {
  readonly family: "no-bust";
  /** The player-dealer's cards as the table showed them ("face-down" for the hole card until it is turned over) and their value then. */
  readonly dealerHand: { readonly cards: readonly string[]; readonly value: string | null };
  /** The hole card as recorded while it is face down on the table (the supervisor sees it); "face-down" while unread. */
  readonly holeCard: string | null;
  /** The player-dealer's whole hand as recorded, hole card included, once every card is known. */
  readonly dealerValueRecorded: string | null;
  /** Each seat's hands (split hands left to right), with their cards, values and, once settled, outcomes. */
  readonly hands: readonly NoBustHandView[];
  /** Each seat's insurance answer so far: the amount taken, 0 when declined. */
  readonly insurance: readonly { readonly seat: number; readonly amount: number }[];
  /** The players' decisions so far, in the order they were made. */
  readonly decisions: readonly { readonly seat: number; readonly hand: number; readonly decision: string; readonly amount?: number }[];
  /** The hand whose turn it is, while the players act. */
  readonly turn: { readonly seat: number; readonly hand: number } | null;
  /** Joker edition: the player-dealer's first card is a joker and every hand is frozen. */
  readonly frozen: boolean;
  /** The finished round, once it is complete. */
  readonly result: CompletedNoBustRound | null;
}

export type ReplayFrame = BaccaratReplayFrame | NoBustReplayFrame;

// ------------------------------------------------------------------------------------------------
// The round list

/** What a finished round's `rounds.result` gives the history list, by family. */
export type RoundResultFields =
  | {
      readonly family: "baccarat";
      readonly winner: "player" | "banker" | "tie" | null;
      readonly playerTotal: number | null;
      readonly bankerTotal: number | null;
      readonly player: readonly string[];
      readonly banker: readonly string[];
    }
  | {
      readonly family: "no-bust";
      readonly dealer: { readonly cards: readonly string[]; readonly value: string } | null;
      readonly hands: CompletedNoBustRound["hands"];
    };

// ------------------------------------------------------------------------------------------------
// The regulator's export

export interface GameRecord {
  readonly id: string;
  readonly family: GameFamily;
  readonly name: string;
  readonly rulesVersion: string;
  readonly filings: readonly { readonly seed: string; readonly bgcId?: string; readonly lines: string }[];
  /** The options as configured at the table (only those the room set). */
  readonly configured: Readonly<Record<string, string | number | boolean>>;
  /** Every named option with the value in force, its allowed values and its source line. */
  readonly options: readonly { readonly name: string; readonly value: unknown; readonly values: readonly unknown[]; readonly source: string; readonly why: string }[];
  /** The game's rules as configured, each with the filing lines it comes from (No Bust). */
  readonly rules?: readonly { readonly rule: string; readonly text: string; readonly source: string }[];
  readonly seats: number;
  readonly decks: number;
  readonly limits: { readonly minCents: number; readonly maxCents: number };
  readonly rotationPolicy: unknown;
}

export interface ExportedWager {
  readonly id: string;
  readonly seat: number;
  readonly bet: string;
  readonly amountCents: number;
  readonly backline: boolean;
  readonly bettor?: string;
  readonly choice?: string;
}

export interface ExportedFee {
  readonly payer: string;
  readonly cents: number;
  readonly rule: string;
  readonly source: string;
}

interface ExportedRoundBase {
  readonly roundId: string;
  readonly handNumber: number;
  readonly status: "complete" | "voided" | "in-progress";
  readonly openedAt: string;
  readonly endedAt: string | null;
  readonly playerDealerSeat: number;
  readonly bankHand: number;
  readonly bankCents: number;
  readonly feeOption: string;
  readonly wagers: readonly ExportedWager[];
  readonly fees: readonly ExportedFee[];
  readonly feeTotalCents: number;
  readonly settlement: {
    readonly actionSeat: number;
    readonly bankBeforeCents: number;
    readonly bankAfterCents: number;
    readonly pdNetCents: number;
    readonly ledger: readonly LedgerLineView[];
    readonly conservation: unknown;
  } | null;
  readonly corrections: readonly CorrectionView[];
  readonly voidReason: string | null;
  readonly voidedBy: string | null;
}

export interface ExportedBaccaratRound extends ExportedRoundBase {
  readonly family: "baccarat";
  readonly cards: { readonly player: readonly string[]; readonly banker: readonly string[]; readonly dealOrder: readonly { readonly hand: string; readonly card: string }[] };
  readonly result: { readonly winner: string; readonly playerTotal: number; readonly bankerTotal: number; readonly markers: readonly string[] } | null;
}

export interface ExportedNoBustHand {
  readonly seat: number;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly string[];
  readonly value: string | null;
  readonly split: boolean;
  readonly doubledCents: number | null;
  readonly surrendered: boolean;
  readonly outcome: "win" | "lose" | "push" | null;
}

export interface ExportedNoBustRound extends ExportedRoundBase {
  readonly family: "no-bust";
  readonly cards: {
    /** The player-dealer's cards, the hole card as recorded ("face-down" only if never read). */
    readonly playerDealer: readonly string[];
    /** Every card in dealing order and where it went ("player-dealer", or "seat 2 hand 1"). */
    readonly dealOrder: readonly { readonly to: string; readonly card: string; readonly faceDown: boolean; readonly source: string }[];
  };
  readonly playerDealerValue: string | null;
  readonly hands: readonly ExportedNoBustHand[];
  /** Each seat's insurance answer: the amount taken, 0 when declined. */
  readonly insurance: readonly { readonly seat: number; readonly amountCents: number }[];
  /** The players' decisions, in the order they were made. */
  readonly decisions: readonly { readonly seat: number; readonly hand: number; readonly decision: string; readonly amountCents?: number }[];
  /** Every step of the round after betting closed, as recorded: cards, fees dropped, insurance, hole card, decisions. */
  readonly steps: readonly unknown[];
  readonly result: { readonly playerDealer: readonly string[]; readonly playerDealerValue: string; readonly actionSeat: number; readonly hands: readonly { readonly seat: number; readonly hand: number; readonly value: string; readonly outcome: string }[] } | null;
}

export type ExportedRound = ExportedBaccaratRound | ExportedNoBustRound;

// ------------------------------------------------------------------------------------------------
// A family as the floor sees it

/** The part of any family's state the floor reads. */
export type FloorState = ShellState & {
  readonly settings: TableSettingsBase | null;
  readonly round: (ShellRound & { readonly handNumber: number; readonly bankHand: number; readonly bank: number }) | null;
};

export interface FloorFamily<S extends FloorState, E extends { readonly type: string }> {
  readonly family: GameFamily;
  /** The state every log is replayed onto. */
  readonly empty: S;
  evolve(state: S, event: E): S;
  /** The supervisor's view of the state; null before the table is set up. */
  frame(state: S): ReplayFrame | null;
  /** One line of plain words for an event; `after` is the state once it is applied. */
  describe(event: E, before: S, after: S): string;
  /** The game as configured at the table, with its filing lines. */
  gameRecord(settings: NonNullable<S["settings"]>): GameRecord;
  /** A round as it stands (in progress, or at the moment it ended). */
  exportRound(round: NonNullable<S["round"]>, settings: NonNullable<S["settings"]>, openedAt: Date): ExportedRound;
  /** The exported round completed by its RoundCompleted event. */
  withResult(exported: ExportedRound, event: E, at: Date): ExportedRound;
  /** The history list's fields from a finished round's stored summary (`rounds.result`, null while in play). */
  resultFields(result: unknown): RoundResultFields;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyFloorFamily = FloorFamily<any, any>;
