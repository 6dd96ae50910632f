/** The configured game of a Three Card Poker table, and its wagering rules, built once per settings object. */
import { BET_LABELS, threeCardPokerGame, threeCardPokerWageringRules, type ThreeCardPokerBet, type ThreeCardPokerGame } from "../../three-card-poker";
import type { WageringRules } from "../../wagers/bet-rules";
import type { ThreeCardPokerTableSettings } from "./state";

const games = new WeakMap<ThreeCardPokerTableSettings, { game: ThreeCardPokerGame; rules: WageringRules }>();

export function threeCardPokerGameOf(settings: ThreeCardPokerTableSettings): { game: ThreeCardPokerGame; rules: WageringRules } {
  const cached = games.get(settings);
  if (cached) return cached;
  const game = threeCardPokerGame(settings.gameId, settings.gameOptions);
  const built = { game, rules: threeCardPokerWageringRules(game, settings.limits) };
  games.set(settings, built);
  return built;
}

/** Bet names as the layout prints them (seed 003 L1521-1525): Ante, Play, Pair Plus, 6 Card Bonus. */
export function betName(bet: string): string {
  return (BET_LABELS as Readonly<Record<string, string>>)[bet as ThreeCardPokerBet] ?? bet;
}

/** The two decks' back colours. The filing asks only that they differ (seed 003 L1535). */
export const DECK_BACKS: readonly [string, string] = ["red", "blue"];
