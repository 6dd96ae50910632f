/**
 * Settling a completed round: the wagers resolved, the action button placed, and the bank walk
 * from the action seat, seat by seat in the game's bet order, within the player-dealer's bank
 * ("All pay-offs are to the extent that the Player/Dealer's money covers", L186-189, L891-894, L3217-3220).
 *
 * In 2014 (option `naturalsPaid`, default "at-deal") a player's Natural is paid at the deal when the
 * player-dealer does not or cannot have a Natural (L3243-3249): those game wagers take the first
 * lines of the walk, in order from the action button, and the walk then goes on from the action
 * button with what is left of the bank (`settledFirst` of `walkBank`).
 */
import { settlementWalk, type BlackjackSettlement } from "../blackjack/settlement-walk";
import type { Card } from "../cards/card";
import { actionButtonFor } from "./action-seat";
import { isAce, isTenValue } from "../blackjack/card-values";
import { handValue } from "./hand-value";
import { playerDealerValue, upCardOf } from "./next-step";
import { refuse } from "./refusal";
import { resolveRound, type ResolvedNoBustWager } from "./resolution";
import type { RoundState } from "./round-state";

export type NoBustSettlement = BlackjackSettlement<ResolvedNoBustWager>;

export const NATURALS_PAID_SOURCE = "seed 003 L3243-3249";

/**
 * The seats whose Natural is paid at the deal: none unless the game pays Naturals at the deal and
 * the player-dealer "does not or cannot have a Natural" as the deal stands, that is its up card
 * cannot make one, or the hole card under it was checked and made none. Without the check (option
 * `holeCardCheck` "no-peek") a Natural against an ace or ten-value up card waits for the walk.
 */
export function naturalsPaidAtDeal(state: RoundState): ReadonlySet<number> {
  const { game } = state;
  if (game.naturalsPaid !== "at-deal") return new Set();
  const pd = playerDealerValue(state);
  const up = upCardOf(state);
  if (pd === null || up === undefined || pd.kind === "natural") return new Set();
  const mayHoldNatural = isAce(up) || isTenValue(up);
  if (mayHoldNatural && game.holeCardCheck !== "peek-ace-or-ten") return new Set();
  const seats = state.players.filter((p) => {
    const [hand, ...others] = p.hands;
    return hand !== undefined && others.length === 0 && !hand.split && handValue(game.hand, hand.cards as readonly Card[]).kind === "natural";
  });
  return new Set(seats.map((p) => p.seat));
}

export function settleRound(state: RoundState): NoBustSettlement {
  const resolved = resolveRound(state);
  const actionButton = actionButtonFor(state);
  if (actionButton === null) refuse("wrong-step", "the action button's card is not showing");
  return settlementWalk(state, actionButton, resolved, { seats: naturalsPaidAtDeal(state), source: NATURALS_PAID_SOURCE });
}
