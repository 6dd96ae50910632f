/**
 * Settling a completed round: the wagers resolved, the action button placed, and the bank walk from
 * the action seat, seat by seat in the game's bet order, within the player-dealer's bank ("All
 * payoffs are to the extent that the player-dealer's money covers the action", seed 003 L537-539,
 * seed 004 L525, L678).
 *
 * Seed 004's Pure games pay a player's two-card natural at the deal ("If the player-dealer does not
 * or cannot have a Pure 21.5 Blackjack and the player has a Pure 21.5 Blackjack, the game wager is
 * paid and the player's cards are put away", L542, L571, L722): those game wagers take the first
 * lines of the walk, in order from the action button, and the walk goes on from the action button
 * with what is left of the bank (No Bust's reading of the same rule, `settledFirst` of `walkBank`).
 * Their bonus bets stay in action.
 */
import { settlementWalk, type BlackjackSettlement } from "../blackjack/settlement-walk";
import { actionButtonFor } from "./action-seat";
import { handValue } from "./hand-value";
import { playerDealerValue } from "./next-step";
import { refuse } from "./refusal";
import { resolveRound, type ResolvedTwentyOneWager } from "./resolution";
import type { RoundState } from "./round-state";

export type TwentyOneSettlement = BlackjackSettlement<ResolvedTwentyOneWager>;

export const NATURALS_PAID_SOURCE = "seed 004 L542, L571, L722";

/**
 * The seats whose natural is paid at the deal: none unless the game pays naturals at the deal and
 * the player-dealer has none (its hole card is always checked under an up card that could make one,
 * so the deal settles the question).
 */
export function naturalsPaidAtDeal(state: RoundState): ReadonlySet<number> {
  if (state.game.naturalsPaid !== "at-deal") return new Set();
  const pd = playerDealerValue(state);
  if (pd === null || pd.kind !== "total") return new Set();
  const seats = state.players.filter((p) => {
    const [hand, ...others] = p.hands;
    return hand !== undefined && others.length === 0 && !hand.split && !hand.surrendered && handValue(state.game.hand, hand.cards).kind !== "total";
  });
  return new Set(seats.map((p) => p.seat));
}

export function settleRound(state: RoundState): TwentyOneSettlement {
  const resolved = resolveRound(state);
  const actionButton = actionButtonFor(state);
  if (actionButton === null) refuse("wrong-step", "the action button's card is not showing");
  return settlementWalk(state, actionButton, resolved, { seats: naturalsPaidAtDeal(state), source: NATURALS_PAID_SOURCE });
}
