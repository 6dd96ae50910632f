/**
 * The state of one No Bust round: plain data (JSON-safe), rebuilt by replaying the commands, the
 * game's configuration included so every step function needs the state alone. Each seat with a
 * game wager holds one hand, or up to four after splits, in the order they lie on the layout.
 */
import type { Card } from "../cards/card";
import { isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { BUSTER_BET, MAIN_BET } from "../blackjack/bet-ids";
import type { NoBustGame } from "./game-config";
import type { HandInPlay } from "../blackjack/hand-in-play";
import { playerOrder } from "./deal-order";
import { refuse } from "./refusal";

import type { DealtCard, HoleCardState } from "../blackjack/player-dealer-cards";

export { FACE_DOWN, type DealtCard, type HoleCardState } from "../blackjack/player-dealer-cards";

/** A wager placed before the deal. Doubles, splits and insurance are made during the round. */
export interface NoBustWager {
  readonly seat: SeatNumber;
  readonly bet: typeof MAIN_BET | typeof BUSTER_BET;
  readonly amount: Cents;
  /** A backline bettor's wager rides on the seated player's first hand. */
  readonly backline?: boolean;
  readonly bettor?: string;
}

export interface PlayerHand extends HandInPlay {
  readonly cards: readonly Card[];
  /** The double-down wager, once doubled. */
  readonly doubled: Cents | null;
  readonly surrendered: boolean;
  readonly stood: boolean;
  /** A hit or a double decided whose card is not dealt yet. */
  readonly awaiting: "hit" | "double" | null;
}

export interface SeatRound {
  readonly seat: SeatNumber;
  /** The seated player's game wager: every split hand's wager, and the cap on a double and on insurance. */
  readonly wager: Cents;
  /** Left to right on the layout; the first holds the original wager. */
  readonly hands: readonly PlayerHand[];
  readonly splits: number;
  readonly aceSplits: number;
  /** Insurance taken: null until the seat answers (or when never offered), 0 when declined. */
  readonly insurance: Cents | null;
}

export interface RoundTable {
  /** Seats at the table, the player-dealer's included (seats.ts). */
  readonly seats: number;
  readonly pdSeat: SeatNumber;
}

export interface RoundState {
  readonly game: NoBustGame;
  readonly table: RoundTable;
  /** The player-dealer's bank for this hand. */
  readonly bank: Cents;
  readonly wagers: readonly NoBustWager[];
  /** Seats with a hand, in dealing and playing order. */
  readonly players: readonly SeatRound[];
  readonly playerDealer: readonly DealtCard[];
  /** Cards of the initial deal given so far. */
  readonly initialDealt: number;
  readonly feesCollected: boolean;
  readonly holeCard: HoleCardState;
}

export interface NewRound {
  readonly seats: number;
  readonly pdSeat: SeatNumber;
  readonly bank: Cents;
  readonly wagers: readonly NoBustWager[];
}

export function emptyHand(cards: readonly Card[] = [], split = false, splitAces = false): PlayerHand {
  return { cards, split, splitAces, doubled: null, surrendered: false, stood: false, awaiting: null };
}

function bettorOf(w: NoBustWager): string {
  return w.backline ? `backline:${w.bettor ?? ""}` : "seated";
}

function checkWager(game: NoBustGame, table: RoundTable, w: NoBustWager, all: readonly NoBustWager[]): void {
  const who = `seat ${w.seat}${w.backline ? " backline" : ""}`;
  if (!Number.isInteger(w.seat) || w.seat < 1 || w.seat > table.seats) refuse("bad-round", `${who}: no such seat (1 to ${table.seats})`);
  if (w.seat === table.pdSeat) refuse("bad-round", `${who}: the player-dealer cannot wager against their own bank`);
  if (!isCents(w.amount) || w.amount <= 0) refuse("bad-round", `${who}: a wager is a whole number of cents above zero`);
  if (w.bet !== MAIN_BET && w.bet !== BUSTER_BET) refuse("bad-round", `${who}: no "${String(w.bet)}" wager before the deal (main, buster)`);
  if (w.bet === BUSTER_BET && game.buster === null) refuse("bad-round", `${who}: ${game.name} has no Buster bet`);
  const same = all.filter((o) => o.seat === w.seat && o.bet === w.bet && bettorOf(o) === bettorOf(w));
  if (same.length > 1) refuse("bad-round", `${who}: two ${w.bet} wagers from one bettor`);
  const ownMain = all.some((o) => o.seat === w.seat && o.bet === MAIN_BET && bettorOf(o) === bettorOf(w));
  // "A player must participate in the base game in order to make the additional wager" (L3232-3234).
  if (w.bet === BUSTER_BET && !ownMain) refuse("bad-round", `${who}: the Buster bet needs the same bettor's game wager`);
  const seatedMain = all.some((o) => o.seat === w.seat && o.bet === MAIN_BET && !o.backline);
  if (w.backline && !seatedMain) refuse("bad-round", `${who}: a backline wager rides on a seated player's hand, and seat ${w.seat} has none`);
}

/** A round opened with its wagers; refuses an impossible one (`bad-round`). */
export function newRound(game: NoBustGame, input: NewRound): RoundState {
  const table: RoundTable = { seats: input.seats, pdSeat: input.pdSeat };
  if (!Number.isInteger(table.seats) || table.seats < 2 || table.seats > game.maxSeats) {
    refuse("bad-round", `${game.name} seats 2 to ${game.maxSeats}, the player-dealer included; got ${table.seats}`);
  }
  if (!Number.isInteger(table.pdSeat) || table.pdSeat < 1 || table.pdSeat > table.seats) refuse("bad-round", `the player-dealer's seat must be 1 to ${table.seats}`);
  if (!isCents(input.bank) || input.bank < 0) refuse("bad-round", "the bank is a whole number of cents, 0 or more");
  for (const w of input.wagers) checkWager(game, table, w, input.wagers);
  const seated = input.wagers.filter((w) => w.bet === MAIN_BET && !w.backline);
  if (seated.length === 0) refuse("bad-round", "no player has a game wager");
  const order = playerOrder(game, table, seated.map((w) => w.seat));
  const players = order.map((seat): SeatRound => {
    const wager = seated.find((w) => w.seat === seat)?.amount ?? 0;
    return { seat, wager, hands: [emptyHand()], splits: 0, aceSplits: 0, insurance: null };
  });
  return { game, table, bank: input.bank, wagers: input.wagers, players, playerDealer: [], initialDealt: 0, feesCollected: false, holeCard: "none" };
}

export function seatRound(state: RoundState, seat: SeatNumber): SeatRound | undefined {
  return state.players.find((p) => p.seat === seat);
}
