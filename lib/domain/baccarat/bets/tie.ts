/** Tie wagers (Tie Bet; 21st Century's early and late tie): equal final totals win. */
import { type BetResolution, type Odds, formatOdds, lose, push, win } from "../pay-table";
import { compareHands } from "../outcome";
import type { BetContext } from "./bet-context";

export interface TieRule {
  readonly kind: "tie";
  readonly pays: Odds;
  /** 21st Century L136: "All tie bets will be returned if the dealer has a two card total of 9." */
  readonly returnedOnBankerTwoCard9: boolean;
}

export function resolveTie(rule: TieRule, ctx: BetContext): BetResolution {
  if (rule.returnedOnBankerTwoCard9 && ctx.banker.natural && ctx.banker.total === 9) {
    return push("the player-dealer has a two-card 9: tie bets are returned");
  }
  const cmp = compareHands(ctx.player, ctx.banker);
  if (cmp.winner === "tie") return win(rule.pays, `tie on ${cmp.playerTotal}, pays ${formatOdds(rule.pays)}`);
  return lose(`no tie (${cmp.playerTotal} to ${cmp.bankerTotal})`);
}
