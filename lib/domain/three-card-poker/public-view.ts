/**
 * What a wall display may show of a round: the player-dealer's up card from the deal, its whole hand
 * once revealed, each seat's Play or fold (chips on the layout), and a seat's cards only once turned
 * over. Built from the state alone, it never holds a card that is still face down, even one the
 * system has read (the shuffler's own deck).
 */
import type { SuitedCard } from "../cards/card";
import type { SeatNumber } from "../seats";
import { describeStep, nextStep, playerDealerHand, playerDealerQualifies, seatHand, upCardOf } from "./next-step";
import type { PlayOrFold, RoundState } from "./round-state";
import { describeThree } from "./three-card-ranking";

export interface PublicSeat {
  readonly seat: SeatNumber;
  /** The seated player's Play or fold, once made. */
  readonly decision: PlayOrFold | null;
  /** The hand once turned over, else null. */
  readonly cards: readonly SuitedCard[] | null;
  /** "Pair of Eights", once turned over. */
  readonly hand: string | null;
}

export interface PublicRound {
  readonly playerDealer: {
    /** The bottom card turned face up at the deal. */
    readonly upCard: SuitedCard | null;
    /** The whole hand once revealed, else null. */
    readonly cards: readonly SuitedCard[] | null;
    readonly hand: string | null;
    /** Queen-high or better, once revealed. */
    readonly qualifies: boolean | null;
  };
  readonly seats: readonly PublicSeat[];
  /** The step in the dealer's words ("seat 3 is to make the Play wager ... or fold"). */
  readonly next: string;
}

export function publicRound(state: RoundState): PublicRound {
  const pd = playerDealerHand(state);
  return {
    playerDealer: {
      upCard: upCardOf(state),
      cards: pd ? (state.playerDealer.cards as readonly SuitedCard[]) : null,
      hand: pd ? describeThree(pd) : null,
      qualifies: playerDealerQualifies(state),
    },
    seats: state.hands.map((h) => {
      const hand = seatHand(state, h.seat);
      return { seat: h.seat, decision: h.decision, cards: hand ? (h.cards as readonly SuitedCard[]) : null, hand: hand ? describeThree(hand) : null };
    }),
    next: describeStep(nextStep(state)),
  };
}
