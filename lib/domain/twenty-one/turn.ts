/**
 * The players' turn: seats in playing order, each seat's hands left to right. A hand whose only
 * choice is to stand is finished without asking; one whose only choice is to hit gets its card
 * without asking; otherwise the player decides.
 */
import type { Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { openDecisions, type DecisionKind } from "./hand-options";
import type { RoundState } from "./round-state";

export type PlayersTurn =
  | { readonly kind: "deal"; readonly seat: SeatNumber; readonly hand: number; readonly why: "split" | "hit" | "double" | "must-hit" }
  | { readonly kind: "decide"; readonly seat: SeatNumber; readonly hand: number; readonly allowed: readonly DecisionKind[] }
  | { readonly kind: "done" };

export function playersTurn(state: RoundState, upCard: Card): PlayersTurn {
  for (const seat of state.players) {
    for (let h = 0; h < seat.hands.length; h++) {
      const hand = seat.hands[h];
      if (!hand || hand.surrendered || hand.stood || hand.rescued) continue;
      // A split hand takes its second card before anything else.
      if (hand.cards.length < 2) return { kind: "deal", seat: seat.seat, hand: h, why: "split" };
      if (hand.awaiting !== null) return { kind: "deal", seat: seat.seat, hand: h, why: hand.awaiting };
      const allowed = openDecisions(state.game, upCard, seat, hand);
      if (allowed.length === 0 || (allowed.length === 1 && allowed[0] === "stand")) continue;
      if (allowed.length === 1 && allowed[0] === "hit") return { kind: "deal", seat: seat.seat, hand: h, why: "must-hit" };
      return { kind: "decide", seat: seat.seat, hand: h, allowed };
    }
  }
  return { kind: "done" };
}
