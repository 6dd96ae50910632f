/**
 * The state of one twenty-one round: plain data (JSON-safe), rebuilt by replaying the steps, the
 * game's configuration included so every step function needs the state alone. Each seat with a game
 * wager holds one hand, or up to four after splits, in the order they lie on the layout.
 */
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import type { DealtCard, HoleCardState } from "../blackjack/player-dealer-cards";
import type { HandInPlay } from "../blackjack/hand-in-play";
import type { SeatNumber } from "../seats";
import { BUSTER_BET, MAIN_BET, MATCH_BET, PRE_DEAL_BETS, type PreDealBet } from "./bet-ids";
import { playerOrder } from "./deal-order";
import type { TwentyOneGame } from "./game-config";
import { refuse } from "./refusal";
import { checkOpeningWager, openingWagers, type RoundTable } from "../blackjack/round-opening";

export { FACE_DOWN, type DealtCard, type HoleCardState } from "../blackjack/player-dealer-cards";

/** A wager placed before the deal. Doubles, splits and insurance are made during the round. */
export interface TwentyOneWager {
  readonly seat: SeatNumber;
  readonly bet: PreDealBet;
  readonly amount: Cents;
  /** A backline bettor's wager: a game wager rides on the seated player's first hand. */
  readonly backline?: boolean;
  readonly bettor?: string;
}

export interface PlayerHand extends HandInPlay {
  readonly cards: readonly Card[];
  /** The double-down wagers in the order made: the double down, then any double-double downs. */
  readonly doubles: readonly Cents[];
  readonly surrendered: boolean;
  /** Pure Spanish 21.5: the last double taken back, the rest forfeited (seed 004 L667). */
  readonly rescued: boolean;
  readonly stood: boolean;
  /** A hit or a double decided whose card is not dealt yet. */
  readonly awaiting: "hit" | "double" | null;
}

export interface SeatRound {
  readonly seat: SeatNumber;
  /** The seated player's game wager: every split hand's wager, and the measure of doubles and insurance. */
  readonly wager: Cents;
  /** The seat's two cards of the deal, for Match the Dealer ("a player's original two cards", L567). */
  readonly dealt: readonly Card[];
  /** Left to right on the layout; the first holds the original wager. */
  readonly hands: readonly PlayerHand[];
  readonly splits: number;
  readonly aceSplits: number;
  /** Insurance taken: null until the seat answers (or when never offered), 0 when declined. */
  readonly insurance: Cents | null;
  /** Early surrender: null until offered (or never offered), then the seat's answer. */
  readonly earlySurrender: boolean | null;
}

export type { RoundTable };

export interface RoundState {
  readonly game: TwentyOneGame;
  readonly table: RoundTable;
  /** The player-dealer's bank for this hand. */
  readonly bank: Cents;
  readonly wagers: readonly TwentyOneWager[];
  /** Seats with a hand, in dealing and playing order. */
  readonly players: readonly SeatRound[];
  readonly playerDealer: readonly DealtCard[];
  /** Cards of the initial deal given so far. */
  readonly initialDealt: number;
  readonly holeCard: HoleCardState;
}

export interface NewRound {
  readonly seats: number;
  readonly pdSeat: SeatNumber;
  readonly bank: Cents;
  readonly wagers: readonly TwentyOneWager[];
}

export function emptyHand(cards: readonly Card[] = [], split = false, splitAces = false): PlayerHand {
  return { cards, split, splitAces, doubles: [], surrendered: false, rescued: false, stood: false, awaiting: null };
}

function bettorOf(w: TwentyOneWager): string {
  return w.backline ? `backline:${w.bettor ?? ""}` : "seated";
}

const BET_NAMES: Readonly<Record<PreDealBet, string>> = { main: "game wager", buster: "Buster Blackjack Bonus", match: "Match the Dealer Up Card" };

function checkWager(game: TwentyOneGame, table: RoundTable, w: TwentyOneWager, all: readonly TwentyOneWager[]): void {
  checkOpeningWager(
    table,
    w,
    all,
    (who) => {
      if (!(PRE_DEAL_BETS as readonly string[]).includes(w.bet)) refuse("bad-round", `${who}: no "${String(w.bet)}" wager before the deal (${PRE_DEAL_BETS.join(", ")})`);
      if (w.bet === BUSTER_BET && game.buster === null) refuse("bad-round", `${who}: ${game.name} has no Buster Blackjack Bonus`);
      if (w.bet === MATCH_BET && game.match === null) refuse("bad-round", `${who}: ${game.name} has no Match the Dealer Up Card bet`);
      if (w.backline && !game.backline.bets.includes(w.bet)) refuse("bad-round", `${who}: no backline betting on the ${BET_NAMES[w.bet]} (${game.backline.source})`);
      const same = all.filter((o) => o.seat === w.seat && o.bet === w.bet && bettorOf(o) === bettorOf(w));
      if (same.length > 1) refuse("bad-round", `${who}: two ${BET_NAMES[w.bet]} wagers from one bettor`);
      const ownMain = all.find((o) => o.seat === w.seat && o.bet === MAIN_BET && bettorOf(o) === bettorOf(w));
      if (w.bet !== MAIN_BET) {
        // "A player must participate in the game in order to make the ... wager" (seed 004 L538, L568, L719, L1105).
        if (ownMain === undefined) refuse("bad-round", `${who}: the ${BET_NAMES[w.bet]} needs the same bettor's game wager`);
        if (game.bonusBetsAtMostGameWager && w.amount > ownMain.amount) refuse("bad-round", `${who}: the ${BET_NAMES[w.bet]} may not exceed the game wager (seed 004 L1109, L1749)`);
      }
    },
    refuse,
  );
}

/** A round opened with its wagers; refuses an impossible one (`bad-round`). */
export function newRound(game: TwentyOneGame, input: NewRound): RoundState {
  const { table, seated } = openingWagers(game, input, (t, w) => checkWager(game, t, w, input.wagers), refuse);
  const order = playerOrder(game, table, seated.map((w) => w.seat));
  const players = order.map((seat): SeatRound => {
    const wager = seated.find((w) => w.seat === seat)?.amount ?? 0;
    return { seat, wager, dealt: [], hands: [emptyHand()], splits: 0, aceSplits: 0, insurance: null, earlySurrender: null };
  });
  return { game, table, bank: input.bank, wagers: input.wagers, players, playerDealer: [], initialDealt: 0, holeCard: "none" };
}

export function seatRound(state: RoundState, seat: SeatNumber): SeatRound | undefined {
  return state.players.find((p) => p.seat === seat);
}
