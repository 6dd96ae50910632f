/**
 * The state of one live poker table, rebuilt from its events: the shared table parts (settings,
 * status) and the rules engine's table (lib/domain/poker: seats, button and blinds, kill pots, the
 * hand, the time clock), advanced one recorded step at a time. Nobody banks and no shoe is
 * recorded: the shell's rotation, bank and shoe stay empty. A hand is the shell's round, so the
 * rounds, fee drops and history every family has cover poker hands too.
 */
import { EMPTY_SHELL_TABLE } from "../common/decide";
import type { FeeLine } from "../../fees";
import type { Cents } from "../../money";
import type { SeatNumber } from "../../seats";
import type { SeatShare } from "./pot-shares";
import type { HandRecord, PokerStep, PokerTableState } from "../../poker";
import type { RotationState } from "../../rotation";
import type { ShoeState } from "../common/shoe";
import type { PokerTableSettings } from "./settings";

/** The hand in play as the shell's round: dealt (no betting window), its drop lines as taken. */
export interface PokerRound {
  readonly id: string;
  /** The shell's count of hands opened at this table (a misdeal's redeal is a new one). */
  readonly handNumber: number;
  readonly phase: "dealing";
  readonly openedAt: number;
  readonly bettingClosesAt: null;
  readonly playerDealerSeat: null;
  readonly bankHand: 0;
  readonly bank: 0;
  readonly wagers: readonly never[];
  /** The drop taken from this hand's pot (reversed if the hand is voided). */
  readonly fees: readonly FeeLine[];
  readonly settlement: null;
  readonly settledLines: 0;
  /** The engine's steps of this hand, in order (deal, flop, drop, award), for the floor's record. */
  readonly steps: readonly PokerStep[];
  /** The community cards the dealer entered for the wall (rooms that show the board). */
  readonly board: readonly string[];
  /** The deal as the rules placed it (set by the deal step), for the floor's records. */
  readonly dealt: HandRecord | null;
}

/** A finished hand as the history, the reports and the wall keep it. */
export interface CompletedPokerHand {
  readonly id: string;
  /** The hand's number at the table (the engine's; a misdeal's redeal keeps it). */
  readonly handNumber: number;
  readonly button: SeatNumber;
  readonly buttonDead: boolean;
  readonly smallBlind: SeatNumber | null;
  readonly bigBlind: SeatNumber;
  readonly dealtIn: readonly SeatNumber[];
  readonly straddle: SeatNumber | null;
  /** The kill posted this hand, if the pot was killed. */
  readonly kill: { readonly seat: SeatNumber; readonly kind: string; readonly reason: string; readonly cents: Cents } | null;
  /** The stakes the hand was played at, in words. */
  readonly stakes: string;
  readonly flop: boolean;
  readonly dropCents: Cents;
  readonly dropText: string | null;
  /** Each pot's winners: the high hand(s) and, in hi/lo, the low hand(s). */
  readonly pots: readonly {
    readonly high: readonly SeatNumber[];
    readonly low?: readonly SeatNumber[];
    /** This pot's amount, when the dealer entered the amount of every pot of a hand with side pots (absent in older records). */
    readonly cents?: Cents;
    /** Each seat's share of `cents` when more than one seat takes this pot, by the game's odd-chip rule. */
    readonly shares?: readonly SeatShare[];
  }[];
  readonly potCents: Cents | null;
  /** Each seat's share of `potCents` (one pot) when more than one seat takes it, by the game's odd-chip rule (absent in older records). */
  readonly shares?: readonly SeatShare[] | null;
  readonly board: readonly string[];
  /** The kill the next hand carries, in words ("" without kill pots). */
  readonly killAfter: string;
}

export interface PokerLiveState {
  readonly settings: PokerTableSettings | null;
  readonly status: "open" | "paused" | "closed";
  /** Always null: nobody banks, so there is no bank to rotate (the shell's fields kept for its checks). */
  readonly rotation: RotationState | null;
  readonly bank: Cents | null;
  readonly shoe: ShoeState | null;
  readonly round: PokerRound | null;
  readonly handNumber: number;
  readonly lastActivityAt: number | null;
  /** The rules engine's table; null before the table opens. */
  readonly table: PokerTableState | null;
  /** The latest time the table has recorded: the time owed is counted up to it. */
  readonly clockNow: number | null;
  readonly lastHand: CompletedPokerHand | null;
  /**
   * The hand just finished while its winners may still be corrected by the floor (nothing recorded
   * since): the engine's table before the award, so a correction is the award applied again.
   */
  readonly correctable: { readonly before: PokerTableState; readonly roundId: string; readonly endedAt: number } | null;
}

export const EMPTY_POKER_TABLE: PokerLiveState = { ...EMPTY_SHELL_TABLE, table: null, clockNow: null, lastHand: null, correctable: null };
