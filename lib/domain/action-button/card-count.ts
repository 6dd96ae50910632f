/**
 * Action button from a card: the dealer counts seats until the card's count value is reached.
 * Every filing that uses one words it differently (where counting starts, whether the player-dealer
 * is a number, the value of a 10 or a king), so each of those is a field here, not a branch.
 */
import { isJoker, rankOf, type Card } from "../cards/card";
import { assertSeat, clockwiseFrom, type SeatNumber } from "../seats";
import {
  activeSeatSet,
  resolveLanding,
  type ActionSeat,
  type EmptySeatLanding,
  type PlayerDealerLanding,
} from "./landing";

/** Which card of the round sets the button (the game module picks it out of the hands). */
export type ActionCard =
  /** The player-dealer's face-down card (21st Century Baccarat 5.0, Pure 21.5, No Bust 6.0). */
  | "player-dealer-hole-card"
  /** The player-dealer's second card, dealt face up after the players draw (No Bust, Joker edition). */
  | "player-dealer-second-card"
  /** The second card dealt to the Banker hand (EZ Baccarat Panda 8, Dragon Bonus). */
  | "banker-second-card";

export interface CardCountValues {
  /** The 10's count: several filings list A, 2-9, J, Q, K and leave the 10 out. */
  readonly ten: number;
  /** J, Q, K count 11, 12, 13 (most filings) or 10 (their value in a blackjack-style game). */
  readonly faces: "11-12-13" | "10";
  /** A joker's count; null where the game has no joker (a joker is then refused). */
  readonly joker: number | null;
}

/** Where the count starts. */
export type CountStart =
  /**
   * From the player-dealer: `pdCountsAs` 0 makes the next seat "one" (21st Century Baccarat 5.0:
   * "The player/dealer's position is always zero"); 1 makes the player-dealer "one".
   */
  | { readonly from: "player-dealer"; readonly pdCountsAs: 0 | 1 }
  /**
   * From a fixed table seat, counted as "one"; the player-dealer's seat is passed over "as if it
   * didn't exist" (seat 1 is "the player to the left of the house dealer").
   */
  | { readonly from: "seat"; readonly seat: SeatNumber };

export interface CardCountActionButton {
  readonly kind: "card-count";
  readonly card: ActionCard;
  readonly start: CountStart;
  readonly direction: "clockwise" | "counterclockwise";
  readonly values: CardCountValues;
  /** Whether seats without a wager are counted as positions. */
  readonly emptySeats: "counted" | "skipped";
  /** Whether the player-dealer's seat is a counted position once the count has gone round the table. */
  readonly pdOnWrap: "skipped" | "counted";
  readonly onPlayerDealer: PlayerDealerLanding;
  readonly onEmptySeat: EmptySeatLanding;
}

export class ActionButtonError extends Error {
  override name = "ActionButtonError";
}

/** The number a card counts for. Ace is one and 2-9 are face value in every filing. */
export function cardCountValue(card: Card, values: CardCountValues): number {
  if (isJoker(card)) {
    if (values.joker === null) throw new ActionButtonError("this game has no joker: a joker cannot set the action button");
    return values.joker;
  }
  const rank = rankOf(card);
  switch (rank) {
    case "A":
      return 1;
    case "T":
      return values.ten;
    case "J":
      return values.faces === "10" ? 10 : 11;
    case "Q":
      return values.faces === "10" ? 10 : 12;
    case "K":
      return values.faces === "10" ? 10 : 13;
    default:
      return Number(rank);
  }
}

export interface ActionTable {
  readonly pdSeat: SeatNumber;
  readonly seats: number;
  /** Seats with at least one wager this round (the player-dealer's seat is ignored). */
  readonly active: Iterable<SeatNumber>;
}

/** The seat a count of `count` lands on, before the player-dealer and empty-seat rules. */
export function countSeats(count: number, rule: CardCountActionButton, table: ActionTable): SeatNumber {
  const { pdSeat, seats } = table;
  assertSeat(pdSeat, seats);
  const active = activeSeatSet(table.active, pdSeat, seats);
  if (!Number.isInteger(count) || count < 0) throw new ActionButtonError(`a count must be a whole number, got ${count}`);
  const fromPd = rule.start.from === "player-dealer";
  const origin = rule.start.from === "player-dealer" ? pdSeat : assertSeat(rule.start.seat, seats);
  let number = rule.start.from === "player-dealer" ? rule.start.pdCountsAs : 1;
  const step = rule.direction === "clockwise" ? 1 : -1;

  const counted = (seat: SeatNumber, pass: number): boolean => {
    if (seat === pdSeat) {
      // On the first pass the player-dealer is the origin (from-PD) or is passed over (from a seat).
      if (pass === 0) return fromPd;
      return rule.pdOnWrap === "counted";
    }
    return rule.emptySeats === "counted" || active.has(seat);
  };

  // Each pass round the table counts at least one seat, so count + 2 passes always suffice.
  for (let k = 0; k < seats * (count + 2); k++) {
    const seat = clockwiseFrom(origin, step * k, seats);
    if (!counted(seat, Math.floor(k / seats))) continue;
    if (number === count) return seat;
    number++;
  }
  throw new ActionButtonError(`a count of ${count} reaches no seat (no seat can be counted)`);
}

export function actionSeatFromCardCount(card: Card, rule: CardCountActionButton, table: ActionTable): ActionSeat {
  const landedOn = countSeats(cardCountValue(card, rule.values), rule, table);
  return resolveLanding(landedOn, { pdSeat: table.pdSeat, seats: table.seats, active: activeSeatSet(table.active, table.pdSeat, table.seats) }, rule);
}
