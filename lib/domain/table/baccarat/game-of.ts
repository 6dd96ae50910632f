/** The configured game of a table, and its wagering rules, built once per settings object. */
import { baccaratGame, type AnyGameConfig, type BetSpec } from "../../baccarat";
import { wageringRules, type WageringRules } from "../../wagers/bet-rules";
import { betLimitsOf, isFeeScheduleId, getSchedule } from "../../fees";
import type { BaccaratTableSettings } from "./state";

const LINE_BETS = new Set(["player", "banker", "dealer"]);
type Limits = { readonly min: number; readonly max: number };
const games = new WeakMap<BaccaratTableSettings, { game: AnyGameConfig; rules: WageringRules; ownLimits: ReadonlyMap<string, Limits> }>();

function ruleInput(spec: BetSpec, lineBets: string[], limits: { readonly min: number; readonly max: number }) {
  return {
    id: spec.id,
    label: spec.name,
    limits,
    backlineAllowed: spec.backline,
    requiresOneOf: spec.requires === "line-wager" ? lineBets : spec.requires === "early-tie" ? ["early-tie"] : undefined,
    maxRelativeTo: spec.maxStake === "base-wager" ? { bets: lineBets, measure: "largest" as const } : null,
  };
}

/**
 * The table's game, its wagering rules, and the bets whose limits are their own rather than the
 * table's (`ownLimits`, for the views to post and the tablet to check as the dealer types).
 */
export function baccaratGameOf(settings: BaccaratTableSettings): { game: AnyGameConfig; rules: WageringRules; ownLimits: ReadonlyMap<string, Limits> } {
  const cached = games.get(settings);
  if (cached) return cached;
  const game = baccaratGame(settings.gameId, settings.gameOptions);
  const lineBets = game.bets.filter((b) => LINE_BETS.has(b.id)).map((b) => b.id);
  // Bets the fee schedule in force limits on its own (Mortimer's Dragon 7 and Panda 8 $5-$500, seed 003
  // L2268-2269; Mortimer's Dragon Bonus Tie and Dragon bets at most $150, L4846-4847); the rest take the table limit.
  const schedule = isFeeScheduleId(settings.fee.scheduleId) ? getSchedule(settings.fee.scheduleId) : undefined;
  const limitsOf = (bet: string) => {
    const { min, max } = schedule === undefined ? settings.limits : betLimitsOf(schedule, bet, settings.limits);
    return { min, max: Math.max(min, max) };
  };
  const rules = wageringRules({ tableLimits: settings.limits, bets: game.bets.map((b) => ruleInput(b, lineBets, limitsOf(b.id))) });
  const ownLimits = new Map<string, Limits>();
  for (const b of game.bets) {
    const l = limitsOf(b.id);
    if (l.min !== settings.limits.min || l.max !== settings.limits.max) ownLimits.set(b.id, l);
  }
  const built = { game, rules, ownLimits };
  games.set(settings, built);
  return built;
}

export function isLineBet(bet: string): boolean {
  return LINE_BETS.has(bet);
}
