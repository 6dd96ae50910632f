/**
 * The wagering rules of a game, as data. Each game configures its bets (which exist, their limits,
 * which need a line wager first, which allow backline betting) instead of coding them.
 */
import { isCents, type Cents } from "../money";
import type { BetId } from "./wager";

/** A betting spot's limits in cents: each wager at least `min`; the spot's total at most `max`. */
export interface SpotLimits {
  readonly min: Cents;
  readonly max: Cents;
}

/**
 * How a bet capped by another wager measures it (21st Century's early tie "may not exceed the base
 * game wager"): "largest" takes the bettor's largest wager among the named bets, "total" their sum.
 */
export type RelativeMeasure = "largest" | "total";

export interface RelativeLimit {
  readonly bets: readonly BetId[];
  readonly measure: RelativeMeasure;
}

export interface BetRule {
  readonly id: BetId;
  /** As printed on the layout and said by the dealer: "Player", "Tie", "Fortune 7". */
  readonly label: string;
  readonly limits: SpotLimits;
  readonly backlineAllowed: boolean;
  /** The same bettor must already have a wager on one of these bets at the same seat (empty: none needed). */
  readonly requiresOneOf: readonly BetId[];
  /** The wager may not exceed the same bettor's wager on these bets at the same seat. */
  readonly maxRelativeTo: RelativeLimit | null;
}

export interface WageringRules {
  /** The table limit posted for the schedule option in use; bets without their own limits use it. */
  readonly tableLimits: SpotLimits;
  readonly bets: readonly BetRule[];
}

export interface BetRuleInput {
  readonly id: BetId;
  readonly label: string;
  readonly limits?: SpotLimits;
  readonly backlineAllowed: boolean;
  readonly requiresOneOf?: readonly BetId[];
  readonly maxRelativeTo?: { readonly bets: readonly BetId[]; readonly measure?: RelativeMeasure } | null;
}

export interface WageringRulesInput {
  readonly tableLimits: SpotLimits;
  readonly bets: readonly BetRuleInput[];
}

/** A game configured with impossible wagering rules (a programming or admin error, not a refusal). */
export class WageringRulesError extends Error {
  override name = "WageringRulesError";
}

function checkLimits(limits: SpotLimits, what: string): SpotLimits {
  if (!isCents(limits.min) || !isCents(limits.max) || limits.min <= 0 || limits.max < limits.min) {
    throw new WageringRulesError(`${what}: limits must be whole cents with 0 < min <= max, got ${limits.min}..${limits.max}`);
  }
  return { min: limits.min, max: limits.max };
}

/** Validates a game's wagering configuration and fills in defaults. A `WageringRules` is valid input again. */
export function wageringRules(input: WageringRulesInput): WageringRules {
  const tableLimits = checkLimits(input.tableLimits, "table");
  const ids = new Set<BetId>();
  for (const bet of input.bets) {
    if (bet.id.trim() === "" || bet.label.trim() === "") throw new WageringRulesError("every bet needs an id and a label");
    if (ids.has(bet.id)) throw new WageringRulesError(`bet "${bet.id}" is configured twice`);
    ids.add(bet.id);
  }
  const refs = (from: BetId, list: readonly BetId[], what: string): BetId[] => {
    if (list.length === 0) throw new WageringRulesError(`bet "${from}": ${what} names no bet`);
    for (const id of list) {
      if (!ids.has(id)) throw new WageringRulesError(`bet "${from}": ${what} names unknown bet "${id}"`);
      if (id === from) throw new WageringRulesError(`bet "${from}": ${what} names the bet itself`);
    }
    return [...new Set(list)];
  };
  for (const bet of input.bets) {
    const measure = bet.maxRelativeTo?.measure;
    if (measure !== undefined && measure !== "largest" && measure !== "total") {
      throw new WageringRulesError(`bet "${bet.id}": measure must be "largest" or "total", got ${JSON.stringify(measure)}`);
    }
    if (typeof bet.backlineAllowed !== "boolean") throw new WageringRulesError(`bet "${bet.id}": say whether backline betting is allowed`);
  }
  const bets = input.bets.map(
    (bet): BetRule => ({
      id: bet.id,
      label: bet.label,
      limits: bet.limits ? checkLimits(bet.limits, `bet "${bet.id}"`) : tableLimits,
      backlineAllowed: bet.backlineAllowed,
      requiresOneOf: bet.requiresOneOf && bet.requiresOneOf.length > 0 ? refs(bet.id, bet.requiresOneOf, "requiresOneOf") : [],
      maxRelativeTo: bet.maxRelativeTo
        ? { bets: refs(bet.id, bet.maxRelativeTo.bets, "maxRelativeTo"), measure: bet.maxRelativeTo.measure ?? "largest" }
        : null,
    }),
  );
  return { tableLimits, bets };
}

export function findBet(rules: WageringRules, id: BetId): BetRule | undefined {
  return rules.bets.find((b) => b.id === id);
}

export function betLabel(rules: WageringRules, id: BetId): string {
  return findBet(rules, id)?.label ?? id;
}
