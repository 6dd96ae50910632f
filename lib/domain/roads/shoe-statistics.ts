/**
 * EZTRAK-style shoe statistics from the same round log: hands this shoe, wins by side with
 * percentages, naturals, pairs and game markers, next to the previous shoe's figures.
 */
import type { RoundLog } from "./outcome";

export interface Tally {
  readonly count: number;
  /** Percent of hands this shoe, rounded half up to one decimal; 0 when no hands. */
  readonly percent: number;
}

export interface ShoeTotals {
  readonly hands: number;
  readonly banker: Tally;
  readonly player: Tally;
  readonly tie: Tally;
  readonly naturals: Tally;
  readonly bankerPairs: Tally;
  readonly playerPairs: Tally;
  /** Hands showing each game marker (dragon7, panda8, fortune7, ...), sorted by marker. */
  readonly markers: readonly { readonly marker: string; readonly count: number }[];
}

export interface ShoeStatistics extends ShoeTotals {
  /** The previous shoe's totals as passed in (only one shoe back), or null. */
  readonly previousShoe: ShoeTotals | null;
}

/**
 * Rounded per figure, so Player + Banker + Tie may show 99.9 or 100.1, as on the displays;
 * counts are exact. Integer arithmetic first so 1 of 8 is 12.5, not 12.4999.
 */
export function percentOf(count: number, hands: number): number {
  if (hands === 0) return 0;
  return Math.floor((count * 1000 * 2 + hands) / (2 * hands)) / 10;
}

function totals(log: RoundLog): ShoeTotals {
  const hands = log.length;
  const tally = (count: number): Tally => ({ count, percent: percentOf(count, hands) });
  const count = (pred: (o: RoundLog[number]) => boolean) => log.filter(pred).length;
  const markerCounts = new Map<string, number>();
  for (const o of log) {
    // A marker listed twice on one hand is still one hand.
    for (const m of new Set(o.markers ?? [])) markerCounts.set(m, (markerCounts.get(m) ?? 0) + 1);
  }
  return {
    hands,
    banker: tally(count((o) => o.winner === "B")),
    player: tally(count((o) => o.winner === "P")),
    tie: tally(count((o) => o.winner === "T")),
    naturals: tally(count((o) => o.natural === true)),
    bankerPairs: tally(count((o) => o.bankerPair === true)),
    playerPairs: tally(count((o) => o.playerPair === true)),
    markers: [...markerCounts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([marker, n]) => ({ marker, count: n })),
  };
}

function onlyTotals(s: ShoeTotals): ShoeTotals {
  const { hands, banker, player, tie, naturals, bankerPairs, playerPairs, markers } = s;
  return { hands, banker, player, tie, naturals, bankerPairs, playerPairs, markers };
}

/** `previousShoe`: the statistics of the shoe before (its own previous shoe is dropped, one level only). */
export function shoeStatistics(log: RoundLog, previousShoe: ShoeTotals | null = null): ShoeStatistics {
  return { ...totals(log), previousShoe: previousShoe ? onlyTotals(previousShoe) : null };
}
