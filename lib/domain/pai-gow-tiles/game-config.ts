/**
 * Pai Gow Tiles as configuration: its filing, table, dice, deal, house way, pay and settlement,
 * each with the lines it comes from. The engine reads nothing else, so the game is data (and
 * travels inside a round's state). Every gap the filing leaves is a named option
 * (docs/rules-decisions/pai-gow-tiles.md).
 */
import type { DiceActionButton, DiceCountOnSmallerTable } from "../action-button";
import type { OptionNote, OptionValue } from "../game-options";
import type { HouseWayRules } from "./house-way";

export const PAI_GOW_TILES_GAME_IDS = ["pai-gow-tiles"] as const;
export type PaiGowTilesGameId = (typeof PAI_GOW_TILES_GAME_IDS)[number];

export const SEED_004 = "004_b7b95d88b58787a5.txt";

/** The one bet of a betting area: "one separate betting space ... for one separate base game wager" (L798). */
export const MAIN_BET = "main";

export interface PaiGowTilesGame {
  readonly id: PaiGowTilesGameId;
  readonly name: string;
  readonly filing: { readonly seed: string; readonly bgcId: string; readonly lines: string };
  /** The fee schedule in lib/domain/fees/registry.ts (options 1-4, seed 004 L1974-2001). */
  readonly feeScheduleId: "pai-gow-tiles";
  /** "seven players and a player-dealer position for a total of eight seated positions" (L798); 32 tiles make eight stacks of four (L804). */
  readonly maxSeats: number;
  readonly houseWay: HouseWayRules;
  /** Whether the player-dealer sets its own hands (or asks for the house way), or always plays the house way. */
  readonly playerDealerSets: "own-choice" | "house-way";
  /** A setting whose high hand ranks below its low hand: refused (the player sets again) or the two swapped. */
  readonly highBelowLow: "refused" | "swapped";
  /** Stacks for positions nobody plays: dealt there and set aside unseen, or not dealt (the next position takes them). */
  readonly vacantPositions: "dealt-and-set-aside" | "skipped";
  /** "Starting with the action button and proceeding counterclockwise" (L804), from the seat the dice land on (L810). */
  readonly deal: { readonly direction: "counterclockwise"; readonly source: string };
  readonly actionButton: DiceActionButton;
  /** How the dice count at a table with fewer than the eight filed positions. */
  readonly smallerTables: DiceCountOnSmallerTable;
  /** "Wagers shall be settled in a clockwise manner around the table, starting with the player with the action button" (L814). */
  readonly settlementDirection: "clockwise";
  /** A winning wager is paid even money; the filing prints no other odds and the house takes no commission (PGT-7). */
  readonly pays: { readonly to: 1; readonly per: 1; readonly source: string };
  /**
   * How the dealer enters a round: every tile ("cards", the name every family's option shares), or
   * only each seat's result against the player-dealer ("results", a room's option per table; issue 29
   * item 3, docs/rules-decisions/results-entry.md RT1-RT7).
   */
  readonly entry: "cards" | "results";
  /** Every bet id in settlement order within a seat. */
  readonly betOrder: readonly string[];
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionNotes: Readonly<Record<string, OptionNote>>;
}
