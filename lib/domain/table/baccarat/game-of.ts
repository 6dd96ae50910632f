/** The configured game of a table, and its wagering rules, built once per settings object. */
import { baccaratGame, type AnyGameConfig, type BetSpec } from "../../baccarat";
import { wageringRules, type WageringRules } from "../../wagers/bet-rules";
import type { TableSettings } from "./state";

const LINE_BETS = new Set(["player", "banker", "dealer"]);
const games = new WeakMap<TableSettings, { game: AnyGameConfig; rules: WageringRules }>();

function ruleInput(spec: BetSpec, lineBets: string[]) {
  return {
    id: spec.id,
    label: spec.name,
    backlineAllowed: spec.backline,
    requiresOneOf: spec.requires === "line-wager" ? lineBets : spec.requires === "early-tie" ? ["early-tie"] : undefined,
    maxRelativeTo: spec.maxStake === "base-wager" ? { bets: lineBets, measure: "largest" as const } : null,
  };
}

export function gameOf(settings: TableSettings): { game: AnyGameConfig; rules: WageringRules } {
  const cached = games.get(settings);
  if (cached) return cached;
  const game = baccaratGame(settings.gameId, settings.gameOptions);
  const lineBets = game.bets.filter((b) => LINE_BETS.has(b.id)).map((b) => b.id);
  const rules = wageringRules({ tableLimits: settings.limits, bets: game.bets.map((b) => ruleInput(b, lineBets)) });
  const built = { game, rules };
  games.set(settings, built);
  return built;
}

export function isLineBet(bet: string): boolean {
  return LINE_BETS.has(bet);
}
