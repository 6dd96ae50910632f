/** The configured game of a No Bust table, and its wagering rules, built once per settings object. */
import { noBustGame, noBustWageringRules, type NoBustGame } from "../../no-bust";
import type { WageringRules } from "../../wagers/bet-rules";
import type { NoBustTableSettings } from "./state";

const games = new WeakMap<NoBustTableSettings, { game: NoBustGame; rules: WageringRules }>();

export function noBustGameOf(settings: NoBustTableSettings): { game: NoBustGame; rules: WageringRules } {
  const cached = games.get(settings);
  if (cached) return cached;
  const game = noBustGame(settings.gameId, settings.gameOptions);
  const built = { game, rules: noBustWageringRules(game, settings.limits) };
  games.set(settings, built);
  return built;
}

/** Bet names as the layout prints them. */
export function betName(game: NoBustGame, bet: string): string {
  if (bet === "main") return "Game wager";
  if (bet === "buster") return game.buster ? "Buster Blackjack Bonus" : "Buster bet";
  return bet;
}
