/**
 * What the table may show of a round, for the wall display and anyone who is not the dealer: the
 * player-dealer's hole card is "face-down" until it is turned over (even when the system has read it,
 * and even once the dealer has checked it), and so is the hand's value; every player card is face up
 * (seed 003 L387-389, seed 004 L463). The action button shows once its card does.
 */
import type { ActionSeat } from "../action-button";
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import type { SeatNumber } from "../seats";
import { actionButtonFor } from "./action-seat";
import { describeValue, handValue } from "./hand-value";
import { nextStep, playerDealerCards, playerDealerNaturalShown } from "./next-step";
import { visiblePlayerDealerCards } from "./round";
import { FACE_DOWN, type DealtCard, type RoundState } from "./round-state";

export interface TwentyOneHandView {
  readonly seat: SeatNumber;
  /** 0 = the original hand, 1.. = split hands left to right. */
  readonly hand: number;
  readonly cards: readonly Card[];
  /** "hard 17", "Pure 21.5 Blackjack", "frozen 25"; null before a card. */
  readonly value: string | null;
  /** The double-down wagers made on the hand. */
  readonly doubles: readonly Cents[];
  readonly surrendered: boolean;
  readonly rescued: boolean;
}

export interface TwentyOneTableView {
  readonly playerDealer: { readonly cards: readonly DealtCard[]; readonly value: string | null };
  readonly hands: readonly TwentyOneHandView[];
  /** The hand whose turn it is, while the players act. */
  readonly turn: { readonly seat: SeatNumber; readonly hand: number } | null;
  /** The player-dealer's natural was found at the check: the game stopped. */
  readonly naturalShown: boolean;
  readonly actionButton: ActionSeat | null;
}

export function tableView(state: RoundState): TwentyOneTableView {
  const rules = state.game.hand;
  const cards = visiblePlayerDealerCards(state);
  const shown = cards.filter((c): c is Card => c !== FACE_DOWN);
  const whole = shown.length === cards.length ? playerDealerCards(state) : null;
  const pdValue = cards.length === 0 ? null : whole !== null ? describeValue(rules, handValue(rules, whole), whole) : shown.length > 0 ? describeValue(rules, handValue(rules, shown)) : null;
  const step = nextStep(state);
  return {
    playerDealer: { cards, value: pdValue },
    hands: state.players.flatMap((p) =>
      p.hands.map((h, i) => ({
        seat: p.seat,
        hand: i,
        cards: h.cards,
        value: h.cards.length > 0 ? describeValue(rules, handValue(rules, h.cards, h.split), h.cards) : null,
        doubles: h.doubles,
        surrendered: h.surrendered,
        rescued: h.rescued,
      })),
    ),
    turn: step.kind === "decide" ? { seat: step.seat, hand: step.hand } : null,
    naturalShown: playerDealerNaturalShown(state),
    actionButton: actionButtonFor(state),
  };
}
