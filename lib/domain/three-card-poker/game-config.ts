/**
 * A game of the Three Card Poker family as configuration: its filing, table, decks, ranking,
 * qualifier, what happens when the player-dealer does not qualify, the bonus pay tables, the fee
 * schedule and the named options, each with the filing lines it comes from. The engine reads
 * nothing else, so a game is data (and travels inside a round's state).
 */
import type { OptionNote, OptionValue } from "../game-options";
import type { ThreeCardPokerBet } from "./bet-ids";
import type { BonusPayTables } from "./pay-tables";
import type { ThreeCardRules } from "./three-card-ranking";

export const THREE_CARD_POKER_GAME_IDS = ["three-card-poker-6cb-mortimers", "three-card-poker-6cb"] as const;
export type ThreeCardPokerGameId = (typeof THREE_CARD_POKER_GAME_IDS)[number];

export const SEED_003 = "003_828b6cbeef6aaf10.txt";
export const SEED_004 = "004_b7b95d88b58787a5.txt";

/**
 * The Ante when the player-dealer does not qualify, as each room filed it:
 * "player-outranks": paid even money when the player's hand ranks higher, a push otherwise (Mortimer's,
 * seed 003 L1635-1638, a tie by L1646-1647); "always-paid": every Ante not folded is paid even money
 * "regardless of whether the player's hand ranks higher" (Kings, seed 004 L346).
 */
export type NonQualifyingAnte = "player-outranks" | "always-paid";

/** Named options: each settles a gap or a contradiction (docs/rules-decisions/three-card-poker.md). */
export interface ThreeCardPokerOptions {
  /** "an additional Pair Plus wager or a 6 Card Bonus wager" against the settlement order listing both. */
  readonly bonusBets: "both" | "one";
  /** A-2-3 is the lowest straight, but 4-3-2 is called the lowest straight flush. */
  readonly aceTwoThreeSuited: "straight-flush" | "flush";
  /** When a folded Ante and Pair Plus reach the player-dealer: collected at the fold, before the walk, or in the seat's turn. */
  readonly forfeitsCollected: "at-fold" | "in-walk";
  /** Whether a backline bettor's Play or fold follows the seated player's, or is the bettor's own when the seat plays. */
  readonly backlineDecision: "follows-seat" | "own-when-seat-plays";
}

/** The filing's own figures for the 6 Card Bonus, printed beside the computed ones by `odds`. */
export interface FiledBonusFigures {
  readonly houseAdvantage: string;
  readonly hitFrequency: string;
  readonly source: string;
  /** Where the figures come from another filing of the same pay table, why. */
  readonly note?: string;
}

export interface ThreeCardPokerGame {
  readonly id: ThreeCardPokerGameId;
  /** As filed. */
  readonly name: string;
  readonly room: string;
  readonly filing: { readonly seed: string; readonly bgcId: string; readonly lines: string };
  /** The fee schedule in lib/domain/fees/registry.ts. */
  readonly feeScheduleId: "three-card-poker-6-card-bonus-mortimers" | "three-card-poker-6-card-bonus-kings";
  /** "A maximum of eight players including the player-dealer position". */
  readonly maxSeats: number;
  readonly seatsSource: string;
  /** Two alternating single decks of 52, no jokers, a shuffler dispensing stacks of three. */
  readonly decks: { readonly inPlay: 1; readonly alternating: 2; readonly source: string };
  readonly ranking: ThreeCardRules;
  readonly qualifier: { readonly minimum: "queen-high"; readonly source: string };
  readonly nonQualifyingAnte: NonQualifyingAnte;
  readonly nonQualifyingSource: string;
  readonly payTables: BonusPayTables;
  readonly filedSixCardBonus: FiledBonusFigures;
  /** Fees are taken "after all bets have been placed and before cards have been dealt": the table shell does it. */
  readonly feesCollected: "before-deal";
  readonly feesSource: string;
  /**
   * What the player-dealer's fee counts as total table action: the Ante alone ("all game wagers",
   * Kings' default, seed 004 L1897) or the Ante with Pair Plus and 6 Card Bonus (Mortimer's as
   * printed, seed 003 L1798-1800; Kings' option). The Play wager comes after the deal and never counts.
   */
  readonly feeTableAction: "game-wagers" | "game-wagers-and-bonus-bets";
  /** Every bet in settlement order within a seat. */
  readonly betOrder: readonly ThreeCardPokerBet[];
  /** Lines of the deal, the decisions, the reveal and the settlement walk, for the `because` of a ledger line. */
  readonly sources: {
    readonly deal: string;
    readonly decision: string;
    readonly fold: string;
    readonly foldSixCardBonus: string;
    readonly forfeitsCollected: string;
    readonly qualified: string;
    readonly tie: string;
    readonly revealHands: string;
    readonly settlement: string;
    readonly backline: string;
  };
  readonly bonusBets: ThreeCardPokerOptions["bonusBets"];
  readonly forfeitsCollected: ThreeCardPokerOptions["forfeitsCollected"];
  readonly backlineDecision: ThreeCardPokerOptions["backlineDecision"];
  /**
   * How the dealer enters a round: every card ("cards"), or only each seat's Play or fold, its result
   * against the player-dealer and the hands its bonuses made ("results", a room's option per table;
   * issue 29 item 3, docs/rules-decisions/results-entry.md RE8).
   */
  readonly entry: "cards" | "results";
  /** The named options in force, and what each one settles. */
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionNotes: Readonly<Record<string, OptionNote>>;
}
