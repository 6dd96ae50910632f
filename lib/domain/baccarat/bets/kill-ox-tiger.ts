/**
 * Dai Bacc's Kill the Ox/Tiger (seed 004 L1494-1495): a Player three-card six that does not beat the
 * Banker, or a Banker three-card seven that does not beat the Player.
 */
import { type BetResolution, type Odds, formatOdds, lose, win } from "../pay-table";
import { isThreeCard } from "../hand-total";
import type { BetContext } from "./bet-context";

export interface KillOxTigerRule {
  readonly kind: "kill-ox-tiger";
  readonly pays: Odds;
}

export function resolveKillOxTiger(rule: KillOxTigerRule, ctx: BetContext): BetResolution {
  const { player, banker } = ctx;
  if (isThreeCard(player, 6) && player.total <= banker.total) return win(rule.pays, `the Ox is killed: Player three-card 6 does not beat ${banker.total}, pays ${formatOdds(rule.pays)}`);
  if (isThreeCard(banker, 7) && banker.total <= player.total) return win(rule.pays, `the Tiger is killed: Banker three-card 7 does not beat ${player.total}, pays ${formatOdds(rule.pays)}`);
  return lose("neither a Player three-card 6 nor a Banker three-card 7 failed to win");
}
