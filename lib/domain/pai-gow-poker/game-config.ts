/**
 * A game of the pai gow poker family as configuration: its filing, its ranking and joker, its house
 * way, who sets first, what a foul does, its bonuses and pay tables, its action button and its bet
 * order, each with the filing lines it comes from. The engine reads nothing else, so a game is data
 * (and travels inside a round's state).
 */
import type { DiceActionButton } from "../action-button/dice-count";
import type { Cents } from "../money";
import type { OptionNote, OptionValue } from "../game-options";
import type { AceHighPayTable, FortunePayTable } from "./bonus-pay-tables";
import type { HouseWayRules } from "./house-way";
import type { PaiGowRanking } from "./ranking";
import type { SevenCardRules } from "./seven-card";

export const PAI_GOW_GAME_IDS = ["fortune-pai-gow-mortimers", "fortune-pai-gow", "face-up-pai-gow", "pai-gow-poker"] as const;
export type PaiGowGameId = (typeof PAI_GOW_GAME_IDS)[number];

export const SEED_003 = "003_828b6cbeef6aaf10.txt";
export const SEED_004 = "004_b7b95d88b58787a5.txt";

/** Positions round a pai gow table, the player-dealer's included: seven piles for seven seats (dice 1/8/15). */
export const PAI_GOW_SEATS = 7;

/**
 * What happens to a player's hand set with the two-card hand outranking the five-card hand: it loses
 * (Face Up L1602), the dealer refuses it and the player sets again, or the dealer sets it the house way.
 */
export type FoulRule = "loses" | "refused" | "reset-house-way";

export interface FortuneBonusRules {
  readonly payTable: FortunePayTable;
  /** What seven cards make for the bonus (joker, three of a kind with a straight). */
  readonly hands: SevenCardRules;
  readonly source: string;
}

/**
 * Envy: one button per Fortune Bonus of at least `minimum`; a button wins a fixed amount for another
 * seat's qualifying hand (Four of a Kind or higher), never for its own seat's hand or the
 * player-dealer's (seed 004 L920-922, L946-958).
 */
export interface EnvyRules {
  readonly minimum: Cents;
  /** Several qualifying hands: each pays (Fortune, L921), or only the highest-ranking one (Face Up, L1698). */
  readonly several: "each-hand" | "table-highest" | "highest-other-hand";
  /** In each seat's turn after its Fortune Bonus (L865, L1650), or after every other wager (L918). */
  readonly paid: "in-seat-order" | "end-of-round";
  /** Which hands qualify: those of seats with a Fortune Bonus on them (L948, L952), or any seat's (L920). */
  readonly qualifyingHands: "fortune-bettors" | "any-hand";
  readonly source: string;
}

export interface AceHighRules {
  readonly payTable: AceHighPayTable;
  readonly source: string;
}

export interface PaiGowGame {
  readonly id: PaiGowGameId;
  readonly name: string;
  readonly filing: { readonly seed: string; readonly bgcId: string | null; readonly lines: string };
  /** The fee schedule in lib/domain/fees/registry.ts. */
  readonly feeScheduleId: "fortune-pai-gow-poker-mortimers" | "fortune-pai-gow-poker-kings" | "face-up-pai-gow-poker" | "pai-gow-poker-double-hand";
  /** Seats at the table, the player-dealer's included. */
  readonly seats: typeof PAI_GOW_SEATS;
  readonly ranking: PaiGowRanking;
  readonly houseWay: HouseWayRules;
  /**
   * "players-first": players set, then the player-dealer's hand is exposed and set (Fortune, L873-875).
   * "player-dealer-first": the player-dealer's hand is exposed and set before the players set (Face Up, L1598-1602).
   */
  readonly setOrder: "players-first" | "player-dealer-first";
  /** Face Up: a player-dealer's seven-card ace-high hand ("Pai Gow") pushes every game wager (L1544, L1599, L1661). */
  readonly paiGowPushes: boolean;
  readonly foul: FoulRule;
  readonly comparisonSource: string;
  readonly fortune: FortuneBonusRules | null;
  readonly envy: EnvyRules | null;
  readonly aceHigh: AceHighRules | null;
  /**
   * The least bonus wager (Fortune, Ace-High): the table minimum (Mortimer's, seed 003 L4399-4401), or
   * $1 where a Fortune Bonus under the table minimum must exist for the $5 Envy threshold to mean
   * anything (Kings, seed 004 L824, L948; Face Up L1692, whose bonus limits are in a schedule the file
   * lacks, L1688, L1728). The maximum is the table's.
   */
  readonly bonusMinimum: Cents | "table-minimum";
  readonly actionButton: DiceActionButton;
  /** Where the first pile goes: the seat the dice name, or (Face Up) the seat the action button moved to. */
  readonly firstPile: "dice-seat" | "action-seat";
  readonly dealSource: string;
  /**
   * How the dealer enters a round: every card ("cards"), or only each seat's result against the
   * player-dealer and the hand its bonus made ("results", a room's option per table; issue 29 item 3,
   * docs/rules-decisions/results-entry.md).
   */
  readonly entry: "cards" | "results";
  /** Every bet id of the game in settlement order within a seat (bet-ids.ts). */
  readonly betOrder: readonly string[];
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionNotes: Readonly<Record<string, OptionNote>>;
}
