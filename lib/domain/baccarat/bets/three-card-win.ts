/**
 * Bonus bets won by a side winning with a given three-card total: Fortune 7 / Dragon 7 / Tiger 7
 * (Banker three-card 7 with the Player on 6 or less, i.e. the Banker wins), Panda 8 (Player
 * three-card 8 with the Banker on 7 or less), Ox 6 (Player wins with a three-card 6).
 */
import { type BetResolution, type Odds, formatOdds, lose, win } from "../pay-table";
import { compareHands } from "../outcome";
import { isThreeCard } from "../hand-total";
import type { BetContext, Side } from "./bet-context";

export interface ThreeCardWinRule {
  readonly kind: "three-card-win";
  readonly side: Side;
  readonly total: number;
  readonly pays: Odds;
}

export function resolveThreeCardWin(rule: ThreeCardWinRule, ctx: BetContext): BetResolution {
  const hand = rule.side === "player" ? ctx.player : ctx.banker;
  const cmp = compareHands(ctx.player, ctx.banker);
  const name = `${rule.side === "player" ? "Player" : "Banker"} three-card ${rule.total}`;
  if (isThreeCard(hand, rule.total) && cmp.winner === rule.side) return win(rule.pays, `${name} wins, pays ${formatOdds(rule.pays)}`);
  return lose(`no winning ${name}`);
}
