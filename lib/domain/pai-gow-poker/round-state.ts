/**
 * The state of one pai gow round: plain data (JSON-safe), rebuilt by replaying the steps, the game's
 * configuration included so every step function needs the state alone.
 *
 * Cards may be known from the start (the server dealt the piles from its own shuffled deck) or only
 * when a hand is turned over and entered (the dealer dealt the piles by hand): a seat's seven cards
 * are null until then.
 */
import type { Card } from "../cards/card";
import { isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { ACE_HIGH_BET, FORTUNE_BET, GAME_BET, type PlacedBet } from "./bet-ids";
import type { PaiGowGame } from "./game-config";
import type { HouseWaySplit } from "./house-way";
import { refuse } from "./refusal";
import type { BonusHand } from "./seven-card";

/** A wager placed before the deal. */
export interface PaiGowWager {
  readonly seat: SeatNumber;
  readonly bet: PlacedBet;
  readonly amount: Cents;
  /** A backline bettor's wager rides on the seated player's hand. */
  readonly backline?: boolean;
  readonly bettor?: string;
}

/** How a hand came to be set. */
export type SetBy =
  /** The player set it. */
  | "player"
  /** The house way, at the player's request (or the player-dealer's hand). */
  | "house-way"
  /** The player fouled and the game has the dealer set the hand the house way. */
  | "house-way-after-foul";

export interface SetHand {
  /** The five-card hand, behind. */
  readonly high: readonly Card[];
  /** The two-card hand, in front. */
  readonly low: readonly Card[];
  readonly by: SetBy;
  /** The two-card hand outranks the five-card hand (kept only where a foul loses). */
  readonly foul: boolean;
}

export interface SeatHand {
  readonly seat: SeatNumber;
  /** The seven cards, once known. */
  readonly cards: readonly Card[] | null;
  readonly set: SetHand | null;
  /** Face Up after a Pai Gow: the seven cards turned over for the seat's bonuses, without being set. */
  readonly shown: boolean;
}

export interface PlayerDealerHand {
  readonly cards: readonly Card[] | null;
  /** Set by the house way once exposed. */
  readonly set: HouseWaySplit | null;
}

export interface DealtState {
  /** Piles 1..7 when the cards are known; null for a hand deal the system has not seen. */
  readonly piles: readonly (readonly Card[])[] | null;
  readonly discards: readonly Card[] | null;
}

export interface RoundTable {
  readonly seats: number;
  readonly pdSeat: SeatNumber;
}

/**
 * Results-only entry: a seat's result as the dealer tapped it, the game wager's outcome against the
 * player-dealer's hand (the player-dealer wins copies: a copy is entered as the result it gives) and
 * the hand the seat's first seven cards made for its bonuses, or null for none that pays.
 */
export interface EnteredResult {
  readonly seat: SeatNumber;
  readonly game: "win" | "lose" | "push";
  readonly bonus: BonusHand | null;
}

export interface RoundState {
  readonly game: PaiGowGame;
  readonly table: RoundTable;
  /** The player-dealer's bank for this hand ("may place a wager to cover some or all of the action", seed 003 L4318). */
  readonly bank: Cents;
  readonly wagers: readonly PaiGowWager[];
  readonly dealt: DealtState | null;
  /** The pile (1..7) the player-dealer chose as the action pile. */
  readonly actionPile: number | null;
  /** The three dice's total. */
  readonly dice: number | null;
  /** The seats with a seated game wager, which keep their piles, by seat number. */
  readonly hands: readonly SeatHand[];
  readonly playerDealer: PlayerDealerHand;
  /** Results-only entry (game option `entry`): each seat's result once entered; absent or null otherwise. */
  readonly results?: readonly EnteredResult[] | null;
}

export interface NewRound {
  readonly pdSeat: SeatNumber;
  readonly bank: Cents;
  readonly wagers: readonly PaiGowWager[];
  /** Seats at the table, the player-dealer's included: 7 (the default), as the seven piles need. */
  readonly seats?: number;
}

function bettorOf(w: PaiGowWager): string {
  return w.backline ? `backline:${w.bettor ?? ""}` : "seated";
}

const BET_NAMES: Readonly<Record<PlacedBet, string>> = { [GAME_BET]: "game wager", [FORTUNE_BET]: "Fortune Bonus", [ACE_HIGH_BET]: "Ace-High Bonus" };

function checkWager(game: PaiGowGame, table: RoundTable, w: PaiGowWager, all: readonly PaiGowWager[]): void {
  const who = `seat ${w.seat}${w.backline ? " backline" : ""}`;
  if (!Number.isInteger(w.seat) || w.seat < 1 || w.seat > table.seats) refuse("bad-round", `${who}: no such seat (1 to ${table.seats})`);
  if (w.seat === table.pdSeat) refuse("bad-round", `${who}: the player-dealer cannot wager against their own bank`);
  if (!isCents(w.amount) || w.amount <= 0) refuse("bad-round", `${who}: a wager is a whole number of cents above zero`);
  if (w.bet !== GAME_BET && w.bet !== FORTUNE_BET && w.bet !== ACE_HIGH_BET) refuse("bad-round", `${who}: no "${String(w.bet)}" wager (game, fortune, ace-high)`);
  if (w.bet === FORTUNE_BET && game.fortune === null) refuse("bad-round", `${who}: ${game.name} has no Fortune Bonus`);
  if (w.bet === ACE_HIGH_BET && game.aceHigh === null) refuse("bad-round", `${who}: ${game.name} has no Ace-High Bonus`);
  const same = all.filter((o) => o.seat === w.seat && o.bet === w.bet && bettorOf(o) === bettorOf(w));
  if (same.length > 1) refuse("bad-round", `${who}: two ${BET_NAMES[w.bet]} wagers from one bettor`);
  // "A player may only place a Fortune Bonus Bet wager if they have also placed a ... game wager" (seed 004 L932, L1678, L1727; seed 003 L4394-4396).
  const ownGame = all.some((o) => o.seat === w.seat && o.bet === GAME_BET && bettorOf(o) === bettorOf(w));
  if (w.bet !== GAME_BET && !ownGame) refuse("bad-round", `${who}: the ${BET_NAMES[w.bet]} needs the same bettor's game wager`);
  const seatedGame = all.some((o) => o.seat === w.seat && o.bet === GAME_BET && !o.backline);
  if (w.backline && !seatedGame) refuse("bad-round", `${who}: a backline wager rides on a seated player's hand, and seat ${w.seat} has none`);
}

/** A round opened with its wagers, before the deal; refuses an impossible one (`bad-round`). */
export function newRound(game: PaiGowGame, input: NewRound): RoundState {
  const table: RoundTable = { seats: input.seats ?? game.seats, pdSeat: input.pdSeat };
  if (table.seats !== game.seats) refuse("bad-round", `${game.name} is dealt in seven piles to ${game.seats} seats, the player-dealer's included; got ${table.seats}`);
  if (!Number.isInteger(table.pdSeat) || table.pdSeat < 1 || table.pdSeat > table.seats) refuse("bad-round", `the player-dealer's seat must be 1 to ${table.seats}`);
  if (!isCents(input.bank) || input.bank < 0) refuse("bad-round", "the bank is a whole number of cents, 0 or more");
  for (const w of input.wagers) checkWager(game, table, w, input.wagers);
  const seats = [...new Set(input.wagers.filter((w) => w.bet === GAME_BET && !w.backline).map((w) => w.seat))].sort((a, b) => a - b);
  if (seats.length === 0) refuse("bad-round", "no player has a game wager");
  return {
    game,
    table,
    bank: input.bank,
    wagers: input.wagers,
    dealt: null,
    actionPile: null,
    dice: null,
    hands: seats.map((seat) => ({ seat, cards: null, set: null, shown: false })),
    playerDealer: { cards: null, set: null },
  };
}

export function seatHand(state: RoundState, seat: SeatNumber): SeatHand | undefined {
  return state.hands.find((h) => h.seat === seat);
}
