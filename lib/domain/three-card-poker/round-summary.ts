/**
 * A completed round's hands as the settle calculator and the floor's history print them: the
 * player-dealer's hand and whether it qualifies, and each seat's cards, Play or fold, three-card
 * hand and 6 Card Bonus hand (cards never turned over stay null).
 */
import type { SuitedCard } from "../cards/card";
import type { SeatNumber } from "../seats";
import { SIX_CARD_BONUS } from "./bet-ids";
import { playerDealerHand, seatHand } from "./next-step";
import type { PlayOrFold, RoundState } from "./round-state";
import { sixCardBonus } from "./six-card-bonus";
import { describeThree, qualifiesQueenHigh } from "./three-card-ranking";

export interface SeatSummary {
  readonly seat: SeatNumber;
  readonly decision: PlayOrFold | null;
  /** null for a folded hand never turned over. */
  readonly cards: readonly SuitedCard[] | null;
  readonly hand: string | null;
  /** The best five of six, when the seat has a 6 Card Bonus. */
  readonly sixCardBonus: { readonly cards: readonly SuitedCard[]; readonly hand: string } | null;
}

export interface RoundSummary {
  readonly playerDealer: { readonly cards: readonly SuitedCard[]; readonly hand: string; readonly qualifies: boolean } | null;
  readonly seats: readonly SeatSummary[];
}

export function roundSummary(state: RoundState): RoundSummary {
  const pd = playerDealerHand(state);
  const pdCards = state.playerDealer.cards as readonly SuitedCard[];
  return {
    playerDealer: pd ? { cards: pdCards, hand: describeThree(pd), qualifies: qualifiesQueenHigh(pd) } : null,
    seats: state.hands.map((h) => {
      const hand = seatHand(state, h.seat);
      const cards = hand ? (h.cards as readonly SuitedCard[]) : null;
      const bonus = cards && pd && state.wagers.some((w) => w.seat === h.seat && w.bet === SIX_CARD_BONUS) ? sixCardBonus(cards, pdCards) : null;
      return {
        seat: h.seat,
        decision: h.decision,
        cards,
        hand: hand ? describeThree(hand) : null,
        sixCardBonus: bonus ? { cards: bonus.best.cards, hand: bonus.description } : null,
      };
    }),
  };
}
