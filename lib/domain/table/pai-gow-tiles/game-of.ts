/** The configured game of a Pai Gow Tiles table, and its wagering rules, built once per settings object. */
import { paiGowTilesGame, paiGowTilesWageringRules, type PaiGowTilesGame } from "../../pai-gow-tiles";
import type { WageringRules } from "../../wagers/bet-rules";
import type { PaiGowTilesTableSettings } from "./state";

const games = new WeakMap<PaiGowTilesTableSettings, { game: PaiGowTilesGame; rules: WageringRules }>();

export function paiGowTilesGameOf(settings: PaiGowTilesTableSettings): { game: PaiGowTilesGame; rules: WageringRules } {
  const cached = games.get(settings);
  if (cached) return cached;
  const game = paiGowTilesGame(settings.gameId, settings.gameOptions);
  const built = { game, rules: paiGowTilesWageringRules(settings.limits) };
  games.set(settings, built);
  return built;
}

/** The one bet of a betting area (seed 004 L798), as the layout names it. */
export function betName(bet: string): string {
  return bet === "main" ? "Pai Gow" : bet;
}
