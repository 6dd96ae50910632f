/**
 * A poker game as configuration: its filing, deck and seats, which hole cards make a hand, whether
 * the pot splits high/low, the betting rules the tablet shows, the button and blinds, the kill pots,
 * the drop and the time collection, each with the filing lines it comes from. Nobody banks: there is
 * no player-dealer and no bank walk; the house dealer deals and the room collects.
 */
import type { OptionNote, OptionValue } from "../game-options";

export const POKER_GAME_IDS = ["texas-holdem-mortimers", "omaha-hi-lo-mortimers", "texas-holdem", "omaha"] as const;
export type PokerGameId = (typeof POKER_GAME_IDS)[number];

export const SEED_003 = "003_828b6cbeef6aaf10.txt";
export const SEED_004 = "004_b7b95d88b58787a5.txt";

export type PokerFeeScheduleId = "texas-holdem-mortimers" | "omaha-hi-lo-mortimers" | "texas-holdem-kings" | "omaha-kings";

/** How the first button is settled when two players draw cards of the same rank. */
export type FirstButtonTie = "suit-order" | "redeal";

/**
 * Where the button and blinds go when players leave or sit out. "dead-button": the big blind moves
 * one player on every hand, the small blind takes last hand's big blind seat and the button last
 * hand's small blind seat, even when that seat is now empty (dead) or that player is out (dead small
 * blind). "moving-button": the button goes to the next player in the game, the blinds to the two after.
 */
export type ButtonRule = "dead-button" | "moving-button";

/** Two players: the small blind is the player left of the button as filed, or the button itself. */
export type HeadsUpBlinds = "left-of-button" | "button-small-blind";

/** Which players the drop counts: those dealt in, or those who saw the flop. */
export type DropPlayerCount = "dealt-in" | "at-the-flop";

/** Several winners of one pot, chips left over: all to the first winner left of the button, or one each from there. */
export type OddChips = "all-to-first-left-of-button" | "one-each-from-left-of-button";

/** A hi/lo pot of an odd number of chips: the odd chip to the high half, or to the half whose winner sits first left of the button. */
export type OddChipOfHalves = "high-half" | "first-left-of-button";

export interface KillRules {
  /** Full kill: the kill blind is twice the big blind and the limits double; half kill: one and a half times. */
  readonly size: "full" | "half";
  /**
   * "two-legs": a player who scoops with a leg up (the kill button) kills the next pot; "scoop": any
   * scoop kills the next pot. Either way a scoop kills only if the pot is at least
   * `scoopPotUpperLimits` times the upper limit (seed 003 L2877-2879).
   */
  readonly trigger: "two-legs" | "scoop";
  readonly scoopPotUpperLimits: number;
  /** A voluntary killer needs this many kill blinds in chips (seed 003 L2880-2882). */
  readonly voluntaryStackKillBlinds: number;
  readonly source: string;
}

export interface StraddleRule {
  /** The straddle is this many big blinds (seed 003 L2857-2859: "twice the size of the big blind"). */
  readonly bigBlinds: number;
  /** Betting structures that allow it. */
  readonly structures: readonly ("limit" | "spread-limit" | "pot-limit" | "no-limit")[];
  readonly source: string;
}

export interface TimeRules {
  /** Collected at the start of each half hour for the one to come, or at its end for the one played. */
  readonly payment: "in-advance" | "in-arrears";
  /**
   * "at-collection": a player in the seat when the half hour's fee is collected pays it in full;
   * "any-part": a player in the seat for any part of a half hour pays it in full;
   * "by-minute": a player pays the half hour's fee in proportion to the time in the seat, rounded down to the cent.
   */
  readonly proration: "at-collection" | "any-part" | "by-minute";
  /** A player sitting out keeps the seat and pays, or pays nothing while away. */
  readonly sittingOut: "pays" | "exempt";
  readonly source: string;
}

export interface PokerGame {
  readonly id: PokerGameId;
  /** As filed. */
  readonly name: string;
  readonly room: string;
  readonly filing: { readonly seed: string; readonly bgcId: string | null; readonly lines: string };
  readonly feeScheduleId: PokerFeeScheduleId;
  /** "up to ten seated positions" (seed 004 L105, L200; seed 003 L2511-2512). */
  readonly maxSeats: number;
  readonly holeCards: 2 | 4;
  /** Hold'em: any of the seven, the board may play; Omaha: exactly two hole cards and three board cards. */
  readonly holeCardsUsed: "any" | "exactly-two";
  readonly split: "high" | "high-low-eight-or-better";
  readonly handsSource: string;
  /** Raises per betting round, unlimited when two players are left (shown to the dealer, not enforced: the tablet keeps no bets). */
  readonly raises: { readonly cap: number; readonly headsUpUnlimited: boolean; readonly source: string };
  readonly straddle: StraddleRule | null;
  readonly kill: KillRules | null;
  readonly firstButton: { readonly tie: FirstButtonTie; readonly source: string };
  readonly buttonRule: ButtonRule;
  readonly headsUpBlinds: HeadsUpBlinds;
  readonly drop: { readonly playerCount: DropPlayerCount; readonly withoutFlop: "no-drop" | "drop"; readonly source: string };
  readonly time: TimeRules;
  readonly oddChips: OddChips;
  readonly oddChipOfHalves: OddChipOfHalves;
  readonly oddChipSource: string;
  /** The named options in force, and what each one settles. */
  readonly options: Readonly<Record<string, OptionValue>>;
  readonly optionNotes: Readonly<Record<string, OptionNote>>;
}

/** Suits from highest to lowest where a draw for the button is settled by suit (bridge order). */
export const SUIT_ORDER = ["S", "H", "D", "C"] as const;
