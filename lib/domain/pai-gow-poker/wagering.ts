/**
 * The game's bets for the wagers module and the fee engine: the game wager (backline allowed, seed 004
 * L855, L1582; seed 003 L4300), the Fortune Bonus (only with the same bettor's game wager, backline
 * bettors too, L932-934, L1678) and Face Up's Ace-High Bonus (with a game wager, L1727). The bonuses
 * take the table limits (seed 003 L4399-4401: "within the minimum and maximum table limits").
 */
import type { FeeWager } from "../fees";
import { wageringRules, type BetRuleInput, type SpotLimits, type WageringRules } from "../wagers/bet-rules";
import { ACE_HIGH_BET, FORTUNE_BET, GAME_BET } from "./bet-ids";
import type { PaiGowGame } from "./game-config";
import type { PaiGowWager } from "./round-state";

export function paiGowWageringRules(game: PaiGowGame, tableLimits: SpotLimits): WageringRules {
  const bonus = game.bonusMinimum === "table-minimum" ? tableLimits : { min: Math.min(game.bonusMinimum, tableLimits.max), max: tableLimits.max };
  const bets: BetRuleInput[] = [{ id: GAME_BET, label: "Game wager", backlineAllowed: true }];
  if (game.fortune) bets.push({ id: FORTUNE_BET, label: "Fortune Bonus", limits: bonus, backlineAllowed: true, requiresOneOf: [GAME_BET] });
  if (game.aceHigh) bets.push({ id: ACE_HIGH_BET, label: "Ace-High Bonus", limits: bonus, backlineAllowed: true, requiresOneOf: [GAME_BET] });
  return wageringRules({ tableLimits, bets });
}

/** The wagers as the fee engine takes them: the game wager is a game wager, the bonuses are bonus bets. */
export function paiGowFeeWagers(wagers: readonly PaiGowWager[]): FeeWager[] {
  return wagers.map((w) => ({
    seat: w.seat,
    bet: w.bet,
    kind: w.bet === GAME_BET ? "game" : "bonus",
    amount: w.amount,
    ...(w.backline ? { backline: true } : {}),
    ...(w.bettor !== undefined ? { bettor: w.bettor } : {}),
  }));
}
