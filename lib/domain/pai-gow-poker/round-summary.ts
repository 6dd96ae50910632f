/**
 * A round's hands in words, for the settlement report, the floor's history and a replay: each seat's
 * seven cards, how they were set and what they make, and the player-dealer's hand with the house way
 * row that set it. Plain JSON.
 */
import type { Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { actionButtonFor } from "./action-seat";
import { paiGowPush, playerDealerAceHigh } from "./next-step";
import { describePaiGowHand, rankPaiGowFive, rankPaiGowTwo } from "./ranking";
import type { RoundState, SetBy } from "./round-state";
import { BONUS_HAND_NAMES, bonusHandOf } from "./seven-card";
import { seatBonusHand } from "./results-entry";

export interface SplitSummary {
  readonly high: readonly Card[];
  readonly low: readonly Card[];
  readonly highName: string;
  readonly lowName: string;
}

export interface SeatSummary {
  readonly seat: SeatNumber;
  readonly cards: readonly Card[] | null;
  readonly set: (SplitSummary & { readonly by: SetBy; readonly foul: boolean }) | null;
  /** What the seven cards make for the Fortune Bonus and Envy ("Four of a Kind"), or null. */
  readonly bonusHand: string | null;
}

export interface RoundSummary {
  readonly game: string;
  readonly dice: number | null;
  readonly actionPile: number | null;
  readonly actionButton: { readonly seat: SeatNumber; readonly landedOn: SeatNumber; readonly route: string } | null;
  readonly playerDealer: {
    readonly seat: SeatNumber;
    readonly cards: readonly Card[] | null;
    readonly set: (SplitSummary & { readonly row: string; readonly line: string; readonly why: string }) | null;
    /** Face Up: the ace-high seven-card hand, "Pai Gow" (with or without the joker), or null. */
    readonly aceHigh: string | null;
    readonly paiGowPush: boolean;
  };
  readonly seats: readonly SeatSummary[];
}

function describe(state: RoundState, high: readonly Card[], low: readonly Card[]): SplitSummary {
  return { high, low, highName: describePaiGowHand(rankPaiGowFive(high, state.game.ranking)), lowName: describePaiGowHand(rankPaiGowTwo(low)) };
}

export function roundSummary(state: RoundState): RoundSummary {
  const { game } = state;
  const pd = state.playerDealer;
  const aceHigh = playerDealerAceHigh(state);
  return {
    game: game.id,
    dice: state.dice,
    actionPile: state.actionPile,
    actionButton: actionButtonFor(state),
    playerDealer: {
      seat: state.table.pdSeat,
      cards: pd.cards,
      set: pd.set === null ? null : { ...describe(state, pd.set.high, pd.set.low), row: pd.set.row, line: pd.set.line, why: pd.set.why },
      aceHigh: aceHigh === null ? null : aceHigh === "with-joker" ? "ace-high with the joker" : "ace-high, no joker",
      paiGowPush: paiGowPush(state),
    },
    seats: state.hands.map((h) => {
      const hand = h.cards !== null && game.fortune !== null ? bonusHandOf(h.cards, game.fortune.hands) : seatBonusHand(state, h.seat);
      return {
        seat: h.seat,
        cards: h.cards,
        set: h.set === null ? null : { ...describe(state, h.set.high, h.set.low), by: h.set.by, foul: h.set.foul },
        bonusHand: hand === null ? null : BONUS_HAND_NAMES[hand],
      };
    }),
  };
}
