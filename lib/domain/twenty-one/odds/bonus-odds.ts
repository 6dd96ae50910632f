/**
 * The shape `odds` returns for a bonus bet of the twenty-one games: each pay line's exact count of
 * ordered card sequences out of the total (decimal strings: the counts pass 2^53 with eight decks),
 * its probability, and the bet's exact return. Plain data, ready for JSON.
 */
import { formatOdds, type Odds } from "../pay-table";

export interface PayLineOdds {
  /** As the filing prints the line: "2 suited matches", "5 cards". */
  readonly line: string;
  /** "25 to 1". */
  readonly pays: string;
  readonly count: string;
  readonly probability: number;
  readonly source: string;
}

export interface BonusBetOdds {
  readonly bet: "match" | "buster";
  readonly name: string;
  /** What was enumerated. */
  readonly method: string;
  /** What the figure leaves out, where it is not the bet's exact odds in a live round; null when exact. */
  readonly error: string | null;
  /** Ordered card sequences counted: every line's count is out of this. */
  readonly total: string;
  readonly lines: readonly PayLineOdds[];
  readonly losing: { readonly count: string; readonly probability: number };
  readonly hitFrequency: number;
  /** Net return per unit staked: negative is the bettor's disadvantage. */
  readonly expectedReturn: number;
  /** -expectedReturn: the player-dealer's edge on the bet. */
  readonly houseEdge: number;
  /** expectedReturn as a reduced fraction, "-1234/56789". */
  readonly expectedReturnExact: string;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n/d reduced, the sign on the numerator. */
export function exactFraction(n: bigint, d: bigint): string {
  const g = gcd(n, d) || 1n;
  const sign = d < 0n ? -1n : 1n;
  return `${(sign * n) / g}/${(sign * d) / g}`;
}

/** A ratio of big counts as a float, without losing the low digits. */
export function ratio(n: bigint, d: bigint): number {
  if (d === 0n) return 0;
  const scale = 10n ** 18n;
  return Number((n * scale) / d) / 1e18;
}

export interface CountedLine {
  readonly line: string;
  readonly pays: Odds;
  readonly count: bigint;
  readonly source: string;
}

export function bonusBetOdds(bet: BonusBetOdds["bet"], name: string, method: string, error: string | null, total: bigint, lines: readonly CountedLine[]): BonusBetOdds {
  const hits = lines.reduce((s, l) => s + l.count, 0n);
  const losing = total - hits;
  // Sum of count * to / per, less the losing count, over a common denominator.
  const den = lines.reduce((d, l) => (d % BigInt(l.pays.per) === 0n ? d : d * BigInt(l.pays.per)), 1n);
  const won = lines.reduce((s, l) => s + (l.count * BigInt(l.pays.to) * den) / BigInt(l.pays.per), 0n);
  const num = won - losing * den;
  const expectedReturn = ratio(num, total * den);
  return {
    bet,
    name,
    method,
    error,
    total: total.toString(),
    lines: lines.map((l) => ({ line: l.line, pays: formatOdds(l.pays), count: l.count.toString(), probability: ratio(l.count, total), source: l.source })),
    losing: { count: losing.toString(), probability: ratio(losing, total) },
    hitFrequency: ratio(hits, total),
    expectedReturn,
    houseEdge: -expectedReturn,
    expectedReturnExact: exactFraction(num, total * den),
  };
}
