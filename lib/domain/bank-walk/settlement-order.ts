/**
 * The order wagers are settled in, from the action seat round the table. Filings say it two ways:
 * seat by seat ("all wagers shall be settled from seat to seat in the following order: the game
 * wager, then …") or, read literally, type by type round the table ("from player to player: all
 * Player line wagers, then all Banker line wagers, …", Fortune 7 Baccarat seed 000 L80).
 */
import { assertSeat, clockwiseFrom, type SeatNumber } from "../seats";

export type SettlementOrder =
  /** Each seat's wagers in the game's bet order, then the next seat. */
  | "seat-by-seat"
  /** Every seat's wagers of the first bet type, then every seat's of the next type. */
  | "type-by-type";

export type SettlementDirection = "clockwise" | "counterclockwise";

/** The minimum a wager needs to be put in order. */
export interface OrderableWager {
  readonly seat: SeatNumber;
  readonly bet: string;
  /** A backline bettor's wager; the seated player's wager on the same bet settles first. */
  readonly backline?: boolean;
}

export interface SettlementTable {
  readonly pdSeat: SeatNumber;
  readonly seats: number;
  readonly actionSeat: SeatNumber;
  readonly direction?: SettlementDirection;
}

export class SettlementOrderError extends Error {
  override name = "SettlementOrderError";
}

/** Every seat but the player-dealer's, starting at the action seat. */
export function settlementSeats(table: SettlementTable): SeatNumber[] {
  const { pdSeat, seats, actionSeat } = table;
  assertSeat(pdSeat, seats);
  assertSeat(actionSeat, seats);
  if (actionSeat === pdSeat) throw new SettlementOrderError("the action seat cannot be the player-dealer's seat");
  const step = (table.direction ?? "clockwise") === "clockwise" ? 1 : -1;
  return Array.from({ length: seats }, (_, k) => clockwiseFrom(actionSeat, step * k, seats)).filter((s) => s !== pdSeat);
}

const isBackline = (w: OrderableWager): boolean => w.backline === true;

/**
 * The wagers in settlement order. Within one seat and bet the seated player's wager comes before
 * backline wagers, and otherwise the order given is kept (split hands stay in the order dealt).
 */
export function orderWagers<W extends OrderableWager>(
  wagers: readonly W[],
  table: SettlementTable,
  order: SettlementOrder,
  betOrder: readonly string[],
): W[] {
  if (new Set(betOrder).size !== betOrder.length) throw new SettlementOrderError(`the bet order lists a bet twice: ${betOrder.join(", ")}`);
  const seatRank = new Map(settlementSeats(table).map((s, i) => [s, i]));
  const betRank = new Map(betOrder.map((b, i) => [b, i]));
  const keyed = wagers.map((w, index) => {
    assertSeat(w.seat, table.seats);
    const seat = seatRank.get(w.seat);
    if (seat === undefined) throw new SettlementOrderError(`seat ${w.seat} holds the bank: the player-dealer cannot wager against it`);
    const bet = betRank.get(w.bet);
    if (bet === undefined) throw new SettlementOrderError(`bet "${w.bet}" is not in the game's bet order (${betOrder.join(", ")})`);
    return { w, seat, bet, backline: isBackline(w) ? 1 : 0, index };
  });
  const [major, minor] = order === "seat-by-seat" ? (["seat", "bet"] as const) : (["bet", "seat"] as const);
  keyed.sort((a, b) => a[major] - b[major] || a[minor] - b[minor] || a.backline - b.backline || a.index - b.index);
  return keyed.map((k) => k.w);
}
