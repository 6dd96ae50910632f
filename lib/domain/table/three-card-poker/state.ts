/**
 * The state of one live Three Card Poker table, rebuilt from its events: the shared table parts
 * (settings, seats and the bank's rotation, the shoe), the two alternating decks, and the round in
 * progress, whose stacks, decisions and reveals are kept as steps and replayed through the family's
 * rules engine (lib/domain/three-card-poker).
 *
 * The shell's shoe (`shoe`) is the deck in play: one 52-card deck, dealt for one round (the
 * server's shuffled order, or the composition of a deck entered by hand or read by the shuffler).
 * When a round ends the deck goes to the discard rack and the other deck, shuffled meanwhile, is the
 * next round's shoe (a ShoeEnded and a ShoeStarted event, so every deck the server shuffles has its
 * order committed before the first card and released after the round). `decks` says which deck, by
 * the colour of its back, is in play and where the other one lies (seed 003 L1529-1544).
 */
import { EMPTY_SHELL_TABLE } from "../common/decide";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { RotationState } from "../../rotation";
import type { AlternatingDecks, PlayOrFold, ResultsInput, PreDealBet, RoundState, ThreeCardPokerGameId, ThreeCardPokerSettlement, SeatSummary } from "../../three-card-poker";
import type { TableSettingsBase } from "../common/settings";
import type { SettlementDifference } from "../common/settlement-difference";
import type { EndedRound } from "../common/ended-round-corrections";
import type { RoundFields, WagerEntry } from "../common/round-steps";
import type { CardSource, ShoeState } from "../common/shoe";

export interface ThreeCardPokerTableSettings extends TableSettingsBase {
  readonly gameId: ThreeCardPokerGameId;
}

export interface ThreeCardPokerWagerEntry extends WagerEntry {
  readonly bet: PreDealBet;
}

/**
 * One step of the round after betting closes, in order; the round is replayed from these.
 * Card lists hold "face-down" for a card not read (a stack dealt by hand is read when turned over).
 */
export type ThreeCardPokerTableStep =
  | { readonly kind: "deal-stack"; readonly cards: readonly string[]; readonly source: CardSource }
  | { readonly kind: "unload-shuffler" }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly decision: PlayOrFold; readonly bettor?: string }
  | { readonly kind: "collect-folds" }
  | { readonly kind: "reveal-player-dealer"; readonly cards?: readonly string[] }
  | { readonly kind: "reveal-hand"; readonly seat: SeatNumber; readonly cards?: readonly string[] }
  /** Results-only entry (game option `entry`): the results as the dealer entered them. */
  | ({ readonly kind: "enter-results" } & ResultsInput);

export interface ThreeCardPokerRoundInProgress extends RoundFields<ThreeCardPokerWagerEntry, ThreeCardPokerTableStep> {
  /** Replayed from `steps` once betting has closed; null while betting is open. */
  readonly play: RoundState | null;
  readonly settlement: ThreeCardPokerSettlement | null;
  /** How many times the floor reopened betting (common/floor-corrections.ts); absent: never. */
  readonly bettingReopened?: number;
}

/** One finished round, as the history, the tablet and the wall show it. */
export interface CompletedThreeCardPokerRound {
  readonly id: string;
  readonly handNumber: number;
  readonly playerDealerSeat: SeatNumber;
  /** The player-dealer's three cards and hand, once revealed (a voided round may have none). */
  readonly playerDealer: { readonly cards: readonly string[]; readonly hand: string; readonly qualifies: boolean } | null;
  /** Each seat dealt in: its Play or fold, its cards and hand once turned over, its 6 Card Bonus hand, and the seated player's results bet by bet. */
  readonly seats: readonly CompletedSeat[];
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  /** The settlement starts with the player to the left of the player-dealer (there is no action button). */
  readonly startSeat: SeatNumber;
  /** The dealer entered each seat's result, not the cards (results-only entry); absent in rounds kept before it existed. */
  readonly enteredBy?: "cards" | "results";
  /** Results-only entry: the results as entered, in words ("the player-dealer qualifies; seat 2 ranks higher ..."). */
  readonly enteredResults?: string;
  /** Results-only entry: the player-dealer's qualification as entered (no cards: `playerDealer` is null). */
  readonly playerDealerQualifies?: boolean;
}

/** A seat of a finished round: the round summary's seat and the seated player's wagers, each with its outcome on the cards. */
export interface CompletedSeat extends SeatSummary {
  readonly results: readonly { readonly bet: string; readonly outcome: "win" | "lose" | "push" }[];
}

export interface ThreeCardPokerTableState {
  readonly settings: ThreeCardPokerTableSettings | null;
  readonly status: "open" | "paused" | "closed";
  readonly rotation: RotationState | null;
  /** The player-dealer's bank for the next hand (posted when accepting, topped up between hands). */
  readonly bank: Cents | null;
  /** The deck in play (or the next one, between rounds) as the shell's one-deck shoe. */
  readonly shoe: ShoeState | null;
  /** The two alternating decks: which is in play, where the other lies; null until the decks are brought in. */
  readonly decks: AlternatingDecks | null;
  readonly round: ThreeCardPokerRoundInProgress | null;
  readonly handNumber: number;
  readonly lastRound: CompletedThreeCardPokerRound | null;
  /** The last round's adjustment after a correction of money already paid, until the next round opens. */
  readonly lastAdjustment?: SettlementDifference | null;
  /** The last round as it ended, while the floor may still correct it (common/ended-round-corrections.ts). */
  readonly endedRound?: EndedRound | null;
  readonly lastActivityAt: number | null;
}

export const EMPTY_THREE_CARD_POKER_TABLE: ThreeCardPokerTableState = { ...EMPTY_SHELL_TABLE, decks: null, lastRound: null };
