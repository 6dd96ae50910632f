/**
 * The game's bets for the wagers module: the game wager, and where the game has them the Buster
 * Blackjack Bonus and Match the Dealer Up Card bets, each needing the same bettor's game wager
 * (seed 004 L537-538, L568, L719, L1105), at most that wager where the schedule says so (L1109,
 * L1749; Pure Spanish 21.5 allows more, L1828), backline where the filing allows.
 */
import { wageringRules, type BetRuleInput, type SpotLimits, type WageringRules } from "../wagers/bet-rules";
import { BUSTER_BET, MAIN_BET, MATCH_BET } from "./bet-ids";
import type { TwentyOneGame } from "./game-config";

export const BET_LABELS: Readonly<Record<string, string>> = {
  [MAIN_BET]: "Game wager",
  [BUSTER_BET]: "Buster Blackjack Bonus",
  [MATCH_BET]: "Match the Dealer Up Card",
};

export function twentyOneWageringRules(game: TwentyOneGame, tableLimits: SpotLimits): WageringRules {
  const backline = (bet: string) => game.backline.bets.includes(bet);
  const bonus = (id: string): BetRuleInput => ({
    id,
    label: BET_LABELS[id] ?? id,
    backlineAllowed: backline(id),
    requiresOneOf: [MAIN_BET],
    maxRelativeTo: game.bonusBetsAtMostGameWager ? { bets: [MAIN_BET] } : null,
  });
  const bets: BetRuleInput[] = [{ id: MAIN_BET, label: BET_LABELS[MAIN_BET] as string, backlineAllowed: backline(MAIN_BET) }];
  if (game.buster) bets.push(bonus(BUSTER_BET));
  if (game.match) bets.push(bonus(MATCH_BET));
  return wageringRules({ tableLimits, bets });
}
