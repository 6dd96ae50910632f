/**
 * The state of one Pai Gow Tiles round: plain data (JSON-safe), rebuilt by replaying the steps, the
 * game's configuration included so every step function needs the state alone. The seats in play
 * are the player-dealer's and every seat with a seated wager; each holds four tiles, known to the
 * system only once it is told them (a tile set the server dealt, a house-way setting, the hands
 * turned over at the end).
 */
import { isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { MAIN_BET, type PaiGowTilesGame } from "./game-config";
import { refuse } from "./refusal";
import type { TileId } from "./tiles";

/** Four tiles dealt that the system has not read (no tile reader: the dealer enters them when turned over). */
export const FACE_DOWN = "face-down" as const;

export interface PaiGowTilesWager {
  readonly seat: SeatNumber;
  readonly bet: typeof MAIN_BET;
  readonly amount: Cents;
  /** A backline bettor's wager rides on the seated player's hands (L798). */
  readonly backline?: boolean;
  readonly bettor?: string;
}

/** A seat's two hands: the high hand's two tiles and the low hand's. */
export interface Split {
  readonly high: readonly [TileId, TileId];
  readonly low: readonly [TileId, TileId];
}

export interface TileSeat {
  readonly seat: SeatNumber;
  readonly role: "player" | "player-dealer";
  /** The woodpile stack (1 = the first dealt) this seat received; null until dealt. */
  readonly stack: number | null;
  /** The four tiles, once the system knows them. */
  readonly tiles: readonly TileId[] | null;
  /** Who set the hands: the player (or player-dealer) or the house dealer by the house way; null until set. */
  readonly setBy: "player" | "house-way" | null;
  /** The two hands, once known. */
  readonly split: Split | null;
  /** Turned over for the comparison (the player-dealer's hands when set, L806). */
  readonly exposed: boolean;
}

export interface RoundTable {
  /** Seats at the table, the player-dealer's included (seats.ts). */
  readonly seats: number;
  readonly pdSeat: SeatNumber;
}

/**
 * Results-only entry (game option `entry`, docs/rules-decisions/results-entry.md RT1-RT7): a seat's
 * result as the dealer tapped it, its two hands against the player-dealer's (L814). Copies and two
 * zero hands go to the player-dealer (L762), so a copy is entered as the result it gives.
 */
export interface EnteredResult {
  readonly seat: SeatNumber;
  readonly result: "win" | "push" | "lose";
}

export interface RoundState {
  readonly game: PaiGowTilesGame;
  readonly table: RoundTable;
  /** The player-dealer's bank for this hand. */
  readonly bank: Cents;
  readonly wagers: readonly PaiGowTilesWager[];
  /** The three dice's total, once the cup is opened. */
  readonly dice: number | null;
  /** The seats in play in seat order: the player-dealer's and every seat with a seated wager. */
  readonly seats: readonly TileSeat[];
  /** Results-only entry: each player's result once entered; absent or null for a round entered by its tiles. */
  readonly results?: readonly EnteredResult[] | null;
}

export interface NewRound {
  readonly seats: number;
  readonly pdSeat: SeatNumber;
  readonly bank: Cents;
  readonly wagers: readonly PaiGowTilesWager[];
}

function bettorOf(w: PaiGowTilesWager): string {
  return w.backline ? `backline:${w.bettor ?? ""}` : "seated";
}

function checkWager(table: RoundTable, w: PaiGowTilesWager, all: readonly PaiGowTilesWager[]): void {
  const who = `seat ${w.seat}${w.backline ? " backline" : ""}`;
  if (!Number.isInteger(w.seat) || w.seat < 1 || w.seat > table.seats) refuse("bad-round", `${who}: no such seat (1 to ${table.seats})`);
  if (w.seat === table.pdSeat) refuse("bad-round", `${who}: the player-dealer cannot wager against their own bank`);
  if (!isCents(w.amount) || w.amount <= 0) refuse("bad-round", `${who}: a wager is a whole number of cents above zero`);
  if (w.bet !== MAIN_BET) refuse("bad-round", `${who}: Pai Gow Tiles has one wager per betting area ("${MAIN_BET}"), not "${String(w.bet)}"`);
  if (all.filter((o) => o.seat === w.seat && bettorOf(o) === bettorOf(w)).length > 1) refuse("bad-round", `${who}: two wagers from one bettor`);
  if (w.backline && !all.some((o) => o.seat === w.seat && !o.backline)) refuse("bad-round", `${who}: a backline wager rides on a seated player's hands, and seat ${w.seat} has none`);
}

/** A round opened with its wagers, "before the dice cup is opened" (L802); refuses an impossible one (`bad-round`). */
export function newRound(game: PaiGowTilesGame, input: NewRound): RoundState {
  const table: RoundTable = { seats: input.seats, pdSeat: input.pdSeat };
  if (!Number.isInteger(table.seats) || table.seats < 2 || table.seats > game.maxSeats) {
    refuse("bad-round", `${game.name} seats 2 to ${game.maxSeats}, the player-dealer included; got ${table.seats}`);
  }
  if (!Number.isInteger(table.pdSeat) || table.pdSeat < 1 || table.pdSeat > table.seats) refuse("bad-round", `the player-dealer's seat must be 1 to ${table.seats}`);
  if (!isCents(input.bank) || input.bank < 0) refuse("bad-round", "the bank is a whole number of cents, 0 or more");
  for (const w of input.wagers) checkWager(table, w, input.wagers);
  const playing = new Set(input.wagers.filter((w) => !w.backline).map((w) => w.seat));
  if (playing.size === 0) refuse("bad-round", "no player has a wager");
  const seats: TileSeat[] = [];
  for (let s = 1; s <= table.seats; s++) {
    if (s !== table.pdSeat && !playing.has(s)) continue;
    seats.push({ seat: s, role: s === table.pdSeat ? "player-dealer" : "player", stack: null, tiles: null, setBy: null, split: null, exposed: false });
  }
  return { game, table, bank: input.bank, wagers: input.wagers, dice: null, seats };
}

export function seatOf(state: RoundState, seat: SeatNumber): TileSeat | undefined {
  return state.seats.find((s) => s.seat === seat);
}

export function playerDealerSeat(state: RoundState): TileSeat {
  return state.seats.find((s) => s.role === "player-dealer") as TileSeat;
}

/** Every tile the system knows to be out this round. */
export function tilesOut(state: RoundState): TileId[] {
  return state.seats.flatMap((s) => s.tiles ?? []);
}
