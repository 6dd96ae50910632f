/**
 * Bets with limits of their own at a baccarat table: some fee schedules set them for single bets,
 * whatever the option (docs/rules-decisions/fees.md O5: Mortimer's EZ Baccarat Panda 8, Dragon 7 and
 * Panda 8 $5-$500, seed 003 L2268-2269; Mortimer's Dragon Bonus, Tie and both Dragon Bonus bets at
 * most $150, L4846-4847). The live table enforces them (lib/domain/table/baccarat/game-of.ts); the
 * views carry only the table limits and the fee schedule id, so the screens look the bet limits up
 * in the same schedule data with the same rule, and show and check exactly what the table enforces.
 */
import { betLimitsOf } from "@/lib/domain/fees/schedule";
import { getSchedule, isFeeScheduleId } from "@/lib/domain/fees/registry";
import { dollars } from "./dollars";

export interface Limits {
  readonly min: number;
  readonly max: number;
}

/**
 * The limits of `bet` at a table posting `table` under fee schedule `scheduleId`, as the live table
 * applies them (game-of.ts: each bound defaults to the table's, and the maximum is never below the
 * minimum); null when the bet simply takes the table limits.
 */
export function ownBetLimits(scheduleId: string, bet: string, table: Limits): Limits | null {
  if (!isFeeScheduleId(scheduleId)) return null;
  const { min, max } = betLimitsOf(getSchedule(scheduleId), bet, table);
  const own = { min, max: Math.max(min, max) };
  return own.min === table.min && own.max === table.max ? null : own;
}

export interface BetLimitGroup {
  /** The bets' names, as the game names them. */
  readonly names: readonly string[];
  readonly limits: Limits;
}

/**
 * The game's bets whose limits differ from the table's, grouped by limits, in the game's order
 * (for posting beside the table limits). Empty for most tables.
 */
export function betLimitGroups(scheduleId: string, bets: readonly { readonly id: string; readonly name: string }[], table: Limits): BetLimitGroup[] {
  const groups: { names: string[]; limits: Limits }[] = [];
  for (const bet of bets) {
    const own = ownBetLimits(scheduleId, bet.id, table);
    if (!own) continue;
    const same = groups.find((g) => g.limits.min === own.min && g.limits.max === own.max);
    if (same) same.names.push(bet.name);
    else groups.push({ names: [bet.name], limits: own });
  }
  return groups;
}

/** "Dragon 7 Bonus Bet" -> "Dragon 7", "Tie Bet" -> "Tie": short enough for a header. */
export function shortBetName(name: string): string {
  return name.replace(/\s+(Bonus\s+)?Bet$/i, "").trim() || name;
}

/** "Dragon 7 and Panda 8", "Tie, Player Dragon and Banker Dragon". */
export function namesText(names: readonly string[]): string {
  const short = names.map(shortBetName);
  if (short.length <= 1) return short.join("");
  return `${short.slice(0, -1).join(", ")} and ${short.at(-1)}`;
}

/** "$5.00–$500.00" for the tablet; the wall uses spaced dashes. */
export function limitsRange(limits: Limits, dash = "–"): string {
  return `${dollars(limits.min)}${dash}${dollars(limits.max)}`;
}

/** One group as a line: "Dragon 7 and Panda 8: $5.00–$500.00". */
export function betLimitGroupText(group: BetLimitGroup, dash = "–"): string {
  return `${namesText(group.names)}: ${limitsRange(group.limits, dash)}`;
}
