/**
 * The state of one Three Card Poker round: plain data (JSON-safe), rebuilt by replaying the steps,
 * the game's configuration included so every step function needs the state alone. Each seat with
 * the seated player's Ante is dealt one stack of three; backline bettors ride on that hand
 * (seed 003 L1592, seed 004 L322).
 */
import type { SuitedCard } from "../cards/card";
import { isCents, type Cents } from "../money";
import type { SeatNumber } from "../seats";
import { ANTE, BET_LABELS, PAIR_PLUS, SIX_CARD_BONUS, isPreDealBet, type PreDealBet } from "./bet-ids";
import { dealingOrder } from "./deal-order";
import type { ThreeCardPokerGame } from "./game-config";
import type { PairPlusHand, SixCardBonusHand } from "./pay-tables";
import { refuse } from "./refusal";

/** A card dealt but not read (cards entered by the dealer are read only when turned over). */
export const FACE_DOWN = "face-down" as const;
export type DealtCard = SuitedCard | typeof FACE_DOWN;

export type PlayOrFold = "play" | "fold";

/** A wager placed before the deal. The Play wager is made after the deal, equal to the same bettor's Ante. */
export interface ThreeCardPokerWager {
  readonly seat: SeatNumber;
  readonly bet: PreDealBet;
  readonly amount: Cents;
  readonly backline?: boolean;
  /** Tells backline bettors of one seat apart; unnamed ones are one bettor. */
  readonly bettor?: string;
}

export interface SeatHand {
  readonly seat: SeatNumber;
  /** The stack as dealt, empty until then; FACE_DOWN for a card not read yet. */
  readonly cards: readonly DealtCard[];
  /** The seated player's Play or fold. */
  readonly decision: PlayOrFold | null;
  /** Option `backlineDecision` "own-when-seat-plays": each backline bettor's own, by bettor name ("" unnamed). */
  readonly backlineDecisions: Readonly<Record<string, PlayOrFold>>;
  /** Turned over for the settlement (seed 003 L1648-1649). */
  readonly revealed: boolean;
}

export interface RoundTable {
  /** Seats at the table, the player-dealer's included (seats.ts). */
  readonly seats: number;
  readonly pdSeat: SeatNumber;
}

export interface PlayerDealerHand {
  /** The stack as dealt: the first card is the bottom card, turned face up at the deal. */
  readonly cards: readonly DealtCard[];
  readonly revealed: boolean;
}

/**
 * Results-only entry (game option `entry`, docs/rules-decisions/results-entry.md RE8-RE12): a seat's
 * result as the dealer tapped it. `result` is the seated player's fold, or how the hand compares with
 * the player-dealer's by the ranking (higher: win, equal: push, lower: lose), whether the
 * player-dealer qualifies or not; `pairPlus` and `sixCardBonus` the pay line each bonus made (null:
 * none that pays), asked only where the bonus is on the hand and still in action.
 */
export interface EnteredResult {
  readonly seat: SeatNumber;
  readonly result: "fold" | "win" | "lose" | "push";
  readonly pairPlus: PairPlusHand | null;
  readonly sixCardBonus: SixCardBonusHand | null;
}

/** Every seat's result and whether the player-dealer's hand qualified (Queen-high or better). */
export interface EnteredResults {
  readonly playerDealerQualifies: boolean;
  readonly seats: readonly EnteredResult[];
}

export interface RoundState {
  readonly game: ThreeCardPokerGame;
  readonly table: RoundTable;
  /** The player-dealer's bank for this hand. */
  readonly bank: Cents;
  readonly wagers: readonly ThreeCardPokerWager[];
  /** Seats with a hand, in dealing order: from the player-dealer's left, clockwise. */
  readonly hands: readonly SeatHand[];
  readonly playerDealer: PlayerDealerHand;
  /** The undealt cards went to the discard rack (seed 003 L1606-1608). */
  readonly shufflerUnloaded: boolean;
  /** The forfeited wagers (and the hands nothing else needs) were collected (seed 003 L1623-1625). */
  readonly foldsCollected: boolean;
  /** Results-only entry: the results once entered; absent or null for a round entered by its cards. */
  readonly results?: EnteredResults | null;
}

export interface NewRound {
  readonly seats: number;
  readonly pdSeat: SeatNumber;
  readonly bank: Cents;
  readonly wagers: readonly ThreeCardPokerWager[];
}

/** A backline bettor's key on its seat: its name, "" when unnamed. */
export function bettorName(w: Pick<ThreeCardPokerWager, "bettor">): string {
  return w.bettor ?? "";
}

function sameBettor(a: ThreeCardPokerWager, b: ThreeCardPokerWager): boolean {
  return a.seat === b.seat && (a.backline === true) === (b.backline === true) && (!a.backline || bettorName(a) === bettorName(b));
}

export function describeWagerBettor(w: Pick<ThreeCardPokerWager, "seat" | "backline" | "bettor">): string {
  if (!w.backline) return `seat ${w.seat}`;
  return w.bettor ? `seat ${w.seat} backline (${w.bettor})` : `seat ${w.seat} backline`;
}

function checkWager(game: ThreeCardPokerGame, table: RoundTable, w: ThreeCardPokerWager, all: readonly ThreeCardPokerWager[]): void {
  const who = describeWagerBettor(w);
  if (!Number.isInteger(w.seat) || w.seat < 1 || w.seat > table.seats) refuse("bad-round", `${who}: no such seat (1 to ${table.seats})`);
  if (w.seat === table.pdSeat) refuse("bad-round", `${who}: the player-dealer cannot wager against their own bank`);
  if (!isPreDealBet(w.bet)) refuse("bad-round", `${who}: no "${String(w.bet)}" wager before the deal (ante, pair-plus, six-card-bonus); the Play wager is made after the deal`);
  if (!isCents(w.amount) || w.amount <= 0) refuse("bad-round", `${who}: a wager is a whole number of cents above zero`);
  const label = BET_LABELS[w.bet];
  if (all.filter((o) => o.bet === w.bet && sameBettor(o, w)).length > 1) refuse("bad-round", `${who}: two ${label} wagers from one bettor`);
  const ownAnte = all.some((o) => o.bet === ANTE && sameBettor(o, w));
  // "A player shall only place a Pair Plus [6 Card Bonus] wager if he/she has also placed an Ante wager" (seed 003 L1668-1669, L1704-1705).
  if (w.bet !== ANTE && !ownAnte) refuse("bad-round", `${who}: the ${label} needs the same bettor's Ante`);
  if (w.bet === SIX_CARD_BONUS && game.bonusBets === "one" && all.some((o) => o.bet === PAIR_PLUS && sameBettor(o, w))) {
    refuse("bad-round", `${who}: a Pair Plus or a 6 Card Bonus, not both (option bonusBets "one", ${game.optionNotes.bonusBets?.source ?? ""})`);
  }
  const seatedAnte = all.some((o) => o.seat === w.seat && o.bet === ANTE && !o.backline);
  if (w.backline && !seatedAnte) refuse("bad-round", `${who}: a backline wager rides on a seated player's hand, and seat ${w.seat} has no Ante`);
}

/** A round opened with its wagers; refuses an impossible one (`bad-round`). */
export function newRound(game: ThreeCardPokerGame, input: NewRound): RoundState {
  const table: RoundTable = { seats: input.seats, pdSeat: input.pdSeat };
  if (!Number.isInteger(table.seats) || table.seats < 2 || table.seats > game.maxSeats) {
    refuse("bad-round", `${game.name} seats 2 to ${game.maxSeats}, the player-dealer included (${game.seatsSource}); got ${table.seats}`);
  }
  if (!Number.isInteger(table.pdSeat) || table.pdSeat < 1 || table.pdSeat > table.seats) refuse("bad-round", `the player-dealer's seat must be 1 to ${table.seats}`);
  if (!isCents(input.bank) || input.bank < 0) refuse("bad-round", "the bank is a whole number of cents, 0 or more");
  for (const w of input.wagers) checkWager(game, table, w, input.wagers);
  const seated = input.wagers.filter((w) => w.bet === ANTE && !w.backline).map((w) => w.seat);
  // "each player shall be required to place an Ante wager" (seed 003 L1581): no Ante, no hand.
  if (seated.length === 0) refuse("bad-round", "no player has an Ante");
  const hands = dealingOrder(table, seated).map((seat): SeatHand => ({ seat, cards: [], decision: null, backlineDecisions: {}, revealed: false }));
  return {
    game,
    table,
    bank: input.bank,
    wagers: input.wagers,
    hands,
    playerDealer: { cards: [], revealed: false },
    shufflerUnloaded: false,
    foldsCollected: false,
  };
}

export function handOf(state: RoundState, seat: SeatNumber): SeatHand | undefined {
  return state.hands.find((h) => h.seat === seat);
}

/** The backline bettors with an Ante on `seat`, by name ("" unnamed), in the order their Antes were placed. */
export function backlineBettors(state: RoundState, seat: SeatNumber): string[] {
  const names: string[] = [];
  for (const w of state.wagers) if (w.seat === seat && w.backline && w.bet === ANTE && !names.includes(bettorName(w))) names.push(bettorName(w));
  return names;
}

/**
 * A bettor's Play or fold: the seated player's own; a backline bettor's follows the seated player's
 * (option `backlineDecision` "follows-seat"), or is its own once the seated player plays. A seated
 * player's fold folds the hand for everyone on it: the cards are the seated player's (seed 003
 * L1611-1613). null while undecided.
 */
export function decisionOf(state: RoundState, w: Pick<ThreeCardPokerWager, "seat" | "backline" | "bettor">): PlayOrFold | null {
  const hand = handOf(state, w.seat);
  if (!hand) return null;
  if (!w.backline || state.game.backlineDecision === "follows-seat" || hand.decision !== "play") return hand.decision;
  return hand.backlineDecisions[bettorName(w)] ?? null;
}

/** The Play wager a bettor makes: equal to its own Ante (seed 003 L1582-1583, L1614-1615). */
export function anteOf(state: RoundState, w: Pick<ThreeCardPokerWager, "seat" | "backline" | "bettor">): Cents {
  const ante = state.wagers.find((o) => o.bet === ANTE && o.seat === w.seat && (o.backline === true) === (w.backline === true) && (!w.backline || bettorName(o) === bettorName(w)));
  return ante?.amount ?? 0;
}
