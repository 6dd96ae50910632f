/**
 * What the players may see of a round (the wall display): the dice, the action button, the
 * player-dealer's hand once exposed and set, each player's hand only once the hands are turned over
 * for comparison (when the round is complete: Fortune exposes them after the player-dealer's, L892;
 * Face Up after every player has set, L1647), and a seat's seven cards turned over for its bonuses.
 * A pile dealt face down, a hand set face down, never: they are not in the view at all.
 */
import type { Card } from "../cards/card";
import type { SeatNumber } from "../seats";
import { actionButtonFor } from "./action-seat";
import { isComplete } from "./next-step";
import { describePaiGowHand, rankPaiGowFive, rankPaiGowTwo } from "./ranking";
import type { RoundState } from "./round-state";

export interface ShownSplit {
  readonly high: readonly Card[];
  readonly low: readonly Card[];
  /** "Full house, Kings over Fours" / "Pair of Nines". */
  readonly highName: string;
  readonly lowName: string;
}

export type ShownSeat =
  | { readonly seat: SeatNumber; readonly kind: "face-down" }
  | ({ readonly seat: SeatNumber; readonly kind: "set"; readonly foul: boolean; readonly houseWay: boolean } & ShownSplit)
  | { readonly seat: SeatNumber; readonly kind: "cards"; readonly cards: readonly Card[] };

export interface PaiGowDisplay {
  readonly actionPile: number | null;
  readonly dice: number | null;
  readonly actionSeat: SeatNumber | null;
  readonly playerDealer: (ShownSplit & { readonly cards: readonly Card[] }) | null;
  readonly seats: readonly ShownSeat[];
}

function shownSplit(state: RoundState, high: readonly Card[], low: readonly Card[]): ShownSplit {
  return { high, low, highName: describePaiGowHand(rankPaiGowFive(high, state.game.ranking)), lowName: describePaiGowHand(rankPaiGowTwo(low)) };
}

export function paiGowDisplay(state: RoundState): PaiGowDisplay {
  const complete = isComplete(state);
  const pd = state.playerDealer;
  return {
    actionPile: state.actionPile,
    dice: state.dice,
    actionSeat: actionButtonFor(state)?.seat ?? null,
    playerDealer: pd.set !== null && pd.cards !== null ? { cards: pd.cards, ...shownSplit(state, pd.set.high, pd.set.low) } : null,
    seats: state.hands.map((h): ShownSeat => {
      if (complete && h.set !== null) return { seat: h.seat, kind: "set", foul: h.set.foul, houseWay: h.set.by !== "player", ...shownSplit(state, h.set.high, h.set.low) };
      if (h.shown && h.cards !== null) return { seat: h.seat, kind: "cards", cards: h.cards };
      return { seat: h.seat, kind: "face-down" };
    }),
  };
}
