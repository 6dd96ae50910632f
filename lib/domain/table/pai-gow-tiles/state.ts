/**
 * The state of one live Pai Gow Tiles table, rebuilt from its events: the shared table parts
 * (settings, seats and the bank's rotation) and the round in progress, whose steps (the dice, the
 * stacks, each seat's setting, each player's hands turned over) are replayed through the family's
 * rules engine (lib/domain/pai-gow-tiles). There is no shoe: the tiles come from the dealer's tile
 * pad as they are turned over, or from the server's woodpile shuffled for every hand.
 */
import type { SettlementDifference } from "../common/settlement-difference";
import type { EndedRound } from "../common/ended-round-corrections";
import { EMPTY_SHELL_TABLE } from "../common/decide";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { RotationState } from "../../rotation";
import type { EnteredResult, HandSetting, PaiGowTilesGameId, PaiGowTilesSettlement, RoundState, TileId, WagerOutcome } from "../../pai-gow-tiles";
import type { TableSettingsBase } from "../common/settings";
import type { RoundFields, WagerEntry } from "../common/round-steps";
import type { ShoeState } from "../common/shoe";
import type { WoodpileCommitment } from "../../pai-gow-tiles/woodpile-commitment";

export interface PaiGowTilesTableSettings extends TableSettingsBase {
  readonly gameId: PaiGowTilesGameId;
}

export interface PaiGowTilesWagerEntry extends WagerEntry {
  readonly bet: "main";
}

/** The dealer's tile pad (tiles entered as they are turned over), or the server's woodpile, shuffled for every hand. */
export type TileSource = "dealer" | "server";

/** One step of the round after betting closes, in order; the round is replayed from these. Tiles are the ids the rules resolved. */
export type TilesStep =
  /** The three dice's total; `dice` when the server rolled them. */
  | { readonly kind: "dice"; readonly total: number; readonly source: TileSource; readonly dice?: readonly [number, number, number] }
  /** A stack to a seat: face down (`tiles` null), or the server's four tiles. */
  | { readonly kind: "deal"; readonly seat: SeatNumber; readonly stack: number; readonly tiles: readonly TileId[] | null }
  /** A seat's hands set, by the player or the house way, with the tiles given then (if any). */
  | { readonly kind: "set"; readonly seat: SeatNumber; readonly setting: HandSetting }
  /** A player's hands turned over; the high and low given then (null when the system knew them). */
  | { readonly kind: "expose"; readonly seat: SeatNumber; readonly high: readonly TileId[] | null; readonly low: readonly TileId[] | null }
  /** Results-only entry (game option `entry`): every player's result against the player-dealer. */
  | { readonly kind: "results"; readonly results: readonly EnteredResult[] };

export interface PaiGowTilesRoundInProgress extends RoundFields<PaiGowTilesWagerEntry, TilesStep> {
  /** Where this hand's tiles come from (the table's source when the round opened). */
  readonly source: TileSource;
  /** The server's woodpile for this hand, once shuffled; never shown to the players. */
  readonly woodpile: readonly TileId[] | null;
  /** The commitment to that woodpile (the wall shows its fingerprint while `woodpile` is in play). */
  readonly woodpileCommitment?: WoodpileCommitment | null;
  /** Replayed from `steps` once betting has closed; null while betting is open. */
  readonly play: RoundState | null;
  readonly settlement: PaiGowTilesSettlement | null;
}

/** A seat's two hands as the history and the wall show them. */
export interface CompletedTilesHands {
  readonly seat: SeatNumber;
  readonly role: "player" | "player-dealer";
  readonly high: readonly TileId[];
  readonly low: readonly TileId[];
  /** "Wong (Teen and a 9)", "7, Gor high". */
  readonly highText: string;
  readonly lowText: string;
  readonly setBy: "player" | "house-way";
  /** A player's result against the player-dealer; null for the player-dealer. */
  readonly outcome: WagerOutcome | null;
}

export interface CompletedPaiGowTilesRound {
  readonly id: string;
  readonly handNumber: number;
  readonly playerDealerSeat: SeatNumber;
  readonly dice: number;
  /** The seat the dice landed on (it took the first stack). */
  readonly landedOn: SeatNumber;
  readonly actionSeat: SeatNumber;
  readonly playerDealer: CompletedTilesHands;
  /** The players' hands, in settlement order. */
  readonly hands: readonly CompletedTilesHands[];
  readonly bankBefore: Cents;
  readonly bankAfter: Cents;
  readonly voided: boolean;
  /** The dealer entered each seat's result, not the tiles (results-only entry); absent in rounds kept before it existed. */
  readonly enteredBy?: "cards" | "results";
}

export interface PaiGowTilesTableState {
  readonly settings: PaiGowTilesTableSettings | null;
  readonly status: "open" | "paused" | "closed";
  readonly rotation: RotationState | null;
  /** The player-dealer's bank for the next hand (posted when accepting, topped up between hands). */
  readonly bank: Cents | null;
  /** Always null: no shoe (the shell's `shoe: "none"`). */
  readonly shoe: ShoeState | null;
  /** Where the tiles come from, and how many hands have been dealt from it. */
  readonly tiles: { readonly source: TileSource; readonly hands: number };
  readonly round: PaiGowTilesRoundInProgress | null;
  readonly handNumber: number;
  readonly lastRound: CompletedPaiGowTilesRound | null;
  /** The last round's adjustment after a correction of money already paid, in force until the next round opens. */
  readonly lastAdjustment?: SettlementDifference | null;
  /** The last round as it ended, while the floor may still correct it (common/ended-round-corrections.ts). */
  readonly endedRound?: EndedRound | null;
  readonly lastActivityAt: number | null;
}

export const EMPTY_PAI_GOW_TILES_TABLE: PaiGowTilesTableState = { ...EMPTY_SHELL_TABLE, tiles: { source: "dealer", hands: 0 }, lastRound: null };
