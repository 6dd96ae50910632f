/**
 * Opening a blackjack round (No Bust, twenty-one): the table (its seats, the player-dealer's seat),
 * the bank, and each wager placed before the deal, refused as an impossible round ("bad-round") in
 * the family's own refusal. What a family's bets allow (which bets, bonus bets and the game wager
 * they need) is its `betRules`.
 */
import { isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { MAIN_BET } from "./bet-ids";

export interface RoundTable {
  /** Seats at the table, the player-dealer's included (seats.ts). */
  readonly seats: number;
  readonly pdSeat: SeatNumber;
}

/** A wager placed before the deal, as both families hold it. */
export interface OpeningWager {
  readonly seat: SeatNumber;
  readonly bet: string;
  readonly amount: Cents;
  readonly backline?: boolean;
  readonly bettor?: string;
}

export type BadRound = (code: "bad-round", message: string) => never;

/**
 * One wager: on a seat at the table that is not the player-dealer's, for whole cents; then the
 * family's `betRules` (who: "seat 3" or "seat 3 backline"); a backline wager rides on a seated
 * player's game wager.
 */
export function checkOpeningWager<W extends OpeningWager>(table: RoundTable, w: W, all: readonly W[], betRules: (who: string) => void, refuse: BadRound): void {
  const who = `seat ${w.seat}${w.backline ? " backline" : ""}`;
  if (!Number.isInteger(w.seat) || w.seat < 1 || w.seat > table.seats) refuse("bad-round", `${who}: no such seat (1 to ${table.seats})`);
  if (w.seat === table.pdSeat) refuse("bad-round", `${who}: the player-dealer cannot wager against their own bank`);
  if (!isCents(w.amount) || w.amount <= 0) refuse("bad-round", `${who}: a wager is a whole number of cents above zero`);
  betRules(who);
  const seatedMain = all.some((o) => o.seat === w.seat && o.bet === MAIN_BET && !o.backline);
  if (w.backline && !seatedMain) refuse("bad-round", `${who}: a backline wager rides on a seated player's hand, and seat ${w.seat} has none`);
}

/**
 * The table and the bank checked, each wager checked (`checkWager`), and the seated players' game
 * wagers: the seats dealt a hand.
 */
export function openingWagers<W extends OpeningWager>(
  game: { readonly name: string; readonly maxSeats: number },
  input: { readonly seats: number; readonly pdSeat: SeatNumber; readonly bank: Cents; readonly wagers: readonly W[] },
  checkWager: (table: RoundTable, w: W) => void,
  refuse: BadRound,
): { readonly table: RoundTable; readonly seated: readonly W[] } {
  const table: RoundTable = { seats: input.seats, pdSeat: input.pdSeat };
  if (!Number.isInteger(table.seats) || table.seats < 2 || table.seats > game.maxSeats) {
    refuse("bad-round", `${game.name} seats 2 to ${game.maxSeats}, the player-dealer included; got ${table.seats}`);
  }
  if (!Number.isInteger(table.pdSeat) || table.pdSeat < 1 || table.pdSeat > table.seats) refuse("bad-round", `the player-dealer's seat must be 1 to ${table.seats}`);
  if (!isCents(input.bank) || input.bank < 0) refuse("bad-round", "the bank is a whole number of cents, 0 or more");
  for (const w of input.wagers) checkWager(table, w);
  const seated = input.wagers.filter((w) => w.bet === MAIN_BET && !w.backline);
  if (seated.length === 0) refuse("bad-round", "no player has a game wager");
  return { table, seated };
}
