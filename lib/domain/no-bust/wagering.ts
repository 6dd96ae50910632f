/**
 * The game's bets for the wagers module: the game wager (backline allowed, L154, L885-886,
 * L3211-3212) and, in the 2014 version, the Buster Blackjack Bonus Bet ($1-$100, only with the same
 * bettor's game wager, L3232-3241).
 */
import { wageringRules, type BetRuleInput, type SpotLimits, type WageringRules } from "../wagers/bet-rules";
import { BUSTER_BET, MAIN_BET } from "../blackjack/bet-ids";
import type { NoBustGame } from "./game-config";

export function noBustWageringRules(game: NoBustGame, tableLimits: SpotLimits): WageringRules {
  const bets: BetRuleInput[] = [{ id: MAIN_BET, label: "Game wager", backlineAllowed: true }];
  if (game.buster) {
    bets.push({ id: BUSTER_BET, label: "Buster Blackjack Bonus", limits: game.buster.limits, backlineAllowed: true, requiresOneOf: [MAIN_BET] });
  }
  return wageringRules({ tableLimits, bets });
}
