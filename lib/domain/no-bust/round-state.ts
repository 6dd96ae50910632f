/**
 * The state of one No Bust round: plain data (JSON-safe), rebuilt by replaying the commands, the
 * game's configuration included so every step function needs the state alone. Each seat with a
 * game wager holds one hand, or up to four after splits, in the order they lie on the layout.
 */
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { BUSTER_BET, MAIN_BET } from "../blackjack/bet-ids";
import type { NoBustGame } from "./game-config";
import type { HandInPlay } from "../blackjack/hand-in-play";
import { playerOrder } from "./deal-order";
import { refuse } from "./refusal";

import type { DealtCard, HoleCardState } from "../blackjack/player-dealer-cards";
import { checkOpeningWager, openingWagers, type RoundTable } from "../blackjack/round-opening";

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

export type { RoundTable };

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
  checkOpeningWager(
    table,
    w,
    all,
    (who) => {
      if (w.bet !== MAIN_BET && w.bet !== BUSTER_BET) refuse("bad-round", `${who}: no "${String(w.bet)}" wager before the deal (main, buster)`);
      if (w.bet === BUSTER_BET && game.buster === null) refuse("bad-round", `${who}: ${game.name} has no Buster bet`);
      const same = all.filter((o) => o.seat === w.seat && o.bet === w.bet && bettorOf(o) === bettorOf(w));
      if (same.length > 1) refuse("bad-round", `${who}: two ${w.bet} wagers from one bettor`);
      const ownMain = all.some((o) => o.seat === w.seat && o.bet === MAIN_BET && bettorOf(o) === bettorOf(w));
      // "A player must participate in the base game in order to make the additional wager" (L3232-3234).
      if (w.bet === BUSTER_BET && !ownMain) refuse("bad-round", `${who}: the Buster bet needs the same bettor's game wager`);
    },
    refuse,
  );
}

/** A round opened with its wagers; refuses an impossible one (`bad-round`). */
export function newRound(game: NoBustGame, input: NewRound): RoundState {
  const { table, seated } = openingWagers(game, input, (t, w) => checkWager(game, t, w, input.wagers), refuse);
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
