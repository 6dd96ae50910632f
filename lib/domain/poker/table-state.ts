/**
 * The state of one poker table: plain data (JSON-safe), rebuilt by replaying its steps (steps.ts),
 * the game's configuration included so every step function needs the state alone. It holds what
 * the room is accountable for: the seats, the button draw, the last hand's button and blinds, the
 * kill button, the hand in play with its drop and winners, and the time clock with each player's
 * time in a seat and the time collected.
 */
import type { ScheduleOption } from "../fees";
import { isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import type { Positions } from "./blinds";
import type { Drop } from "./drop";
import type { ButtonDraw } from "./first-button";
import type { PokerGame } from "./game-config";
import { NEW_GAME_KILL, type HandKill, type KillState } from "./kill";
import type { KingsLimitGrouping, PostedLimit } from "./posted-limits";
import { refuse } from "./refusal";
import { optionForStakes, type PokerStakes } from "./stakes";
import type { SeatStint, TimeClock, TimeCollected } from "./time-collection";

export type SeatStatus = "empty" | "seated" | "sitting-out";

export interface TableSeat {
  readonly seat: SeatNumber;
  readonly status: SeatStatus;
  /** The player's name where the room records it; kills owed follow the name. */
  readonly player: string | null;
}

export interface PokerTableConfig {
  /** Seats at the table, 2 to 10 ("up to ten seated positions", seed 004 L105). */
  readonly seats: number;
  readonly stakes: PokerStakes;
  /** Kings schedules: which reconstruction of the merged limit cells (posted-limits.ts). */
  readonly grouping?: KingsLimitGrouping;
  /** The smallest chip in play, the unit of odd chips at a showdown (default $1). */
  readonly chipCents?: Cents;
}

/** One pot's winners as the dealer taps them: the high hand(s) and, in hi/lo, the low hand(s). */
export interface AwardPot {
  readonly high: readonly SeatNumber[];
  readonly low?: readonly SeatNumber[];
  /** This pot's amount as the dealer counted it, when the amount of every pot is entered (main pot, side pot 1, …). */
  readonly cents?: Cents;
}

export interface HandAward {
  /** The main pot first, then side pots. */
  readonly pots: readonly AwardPot[];
  /** The pot entered, or the pots' amounts added up when each pot's amount is entered. */
  readonly potCents: Cents | null;
  /** Whether the pot reached the scooper rule's size, where the kill needed to know. */
  readonly potQualifiesForKill: boolean | null;
}

export interface HandRecord {
  /** 1-based count of hands at this table (misdeals keep their number for the redeal). */
  readonly number: number;
  readonly positions: Positions;
  /** Seats dealt in, in dealing order (from the button's left). */
  readonly dealtIn: readonly SeatNumber[];
  readonly straddle: SeatNumber | null;
  readonly kill: HandKill | null;
  /** The limits this hand is played at: the table's, or a killed pot's. */
  readonly stakes: PokerStakes;
  /** null until the flop; `players` are those who saw it, where recorded. */
  readonly flop: { readonly players: readonly SeatNumber[] | null } | null;
  readonly drop: Drop | null;
  readonly award: HandAward | null;
  readonly status: "in-play" | "complete" | "misdeal";
  /** The kill state before this hand, restored by a misdeal. */
  readonly killBefore: KillState;
}

export interface PokerTableState {
  readonly game: PokerGame;
  readonly config: PokerTableConfig;
  /** The schedule option the table's stakes choose, and the printed limit they match. */
  readonly option: ScheduleOption;
  readonly limit: PostedLimit;
  readonly seats: readonly TableSeat[];
  readonly buttonDraw: ButtonDraw | null;
  /** The button and blinds of the last completed hand. */
  readonly lastPositions: Positions | null;
  readonly kill: KillState;
  readonly handsPlayed: number;
  /** The hand in play, or the last one. */
  readonly hand: HandRecord | null;
  readonly clock: TimeClock | null;
  readonly stints: readonly SeatStint[];
  readonly timeCollected: readonly TimeCollected[];
  /** The time of the last timed step: steps never go back in time. */
  readonly lastAt: number | null;
}

export const DEFAULT_CHIP_CENTS: Cents = 100;

/** A table opened with its stakes; refuses stakes no printed option covers. */
export function newPokerTable(game: PokerGame, config: PokerTableConfig): PokerTableState {
  if (!Number.isInteger(config.seats) || config.seats < 2 || config.seats > game.maxSeats) {
    refuse("stakes", `${game.name} seats 2 to ${game.maxSeats} players, got ${config.seats}`);
  }
  if (config.chipCents !== undefined && (!isCents(config.chipCents) || config.chipCents < 1)) refuse("stakes", "the smallest chip is a whole number of cents above zero");
  const { option, limit } = optionForStakes(game, config.stakes, config.grouping ?? "A");
  return {
    game,
    config,
    option,
    limit,
    seats: Array.from({ length: config.seats }, (_, i) => ({ seat: i + 1, status: "empty", player: null })),
    buttonDraw: null,
    lastPositions: null,
    kill: NEW_GAME_KILL,
    handsPlayed: 0,
    hand: null,
    clock: null,
    stints: [],
    timeCollected: [],
    lastAt: null,
  };
}

export function seatOf(state: PokerTableState, seat: SeatNumber): TableSeat {
  const found = state.seats.find((s) => s.seat === seat);
  if (found === undefined) refuse("seat", `there is no seat ${seat} (seats 1 to ${state.seats.length})`);
  return found;
}

export function handInPlay(state: PokerTableState): HandRecord | null {
  return state.hand?.status === "in-play" ? state.hand : null;
}

/** A player who did not post a required kill plays no more until it is posted (seed 003 L2890-2892). */
export function owesKill(state: PokerTableState, seat: TableSeat): boolean {
  return state.kill.owed.some((o) => o.reason === "not-posted" && (o.player !== null && seat.player !== null ? o.player === seat.player : o.seat === seat.seat));
}
