/**
 * Bets with limits of their own (fees.md O5: Mortimer's EZ Baccarat Panda 8, Dragon 7 and Panda 8
 * $5-$500, seed 003 L2268-2269; Mortimer's Dragon Bonus, Tie and both Dragon Bonus bets at most $150,
 * L4846-4847; No Bust's Buster bonus). The live table enforces them and its views carry them with
 * each bet (`limits`, null for the table's), so the screens show and check exactly what it enforces.
 */
import { dollars } from "./dollars";

export interface Limits {
  readonly min: number;
  readonly max: number;
}

export interface BetLimitGroup {
  /** The bets' names, as the game names them. */
  readonly names: readonly string[];
  readonly limits: Limits;
}

/** The bets with limits of their own, grouped by limits, in the game's order (posted beside the table limits). */
export function betLimitGroups(bets: readonly { readonly name: string; readonly limits?: Limits | null }[]): BetLimitGroup[] {
  const groups: { names: string[]; limits: Limits }[] = [];
  for (const bet of bets) {
    const own = bet.limits;
    if (!own) continue;
    const same = groups.find((g) => g.limits.min === own.min && g.limits.max === own.max);
    if (same) same.names.push(bet.name);
    else groups.push({ names: [bet.name], limits: { min: own.min, max: own.max } });
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
