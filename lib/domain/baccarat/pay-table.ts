/**
 * Odds, bet resolutions and pay tables as data. A resolution is what the bank walk consumes:
 * `win` at `to`:`per` (money.ts `payout(stake, to, per)`), `lose`, or `push` (the wager goes back).
 */

export interface Odds {
  readonly to: number;
  readonly per: number;
}

/** "19 to 20" is odds(19, 20); "8 to 1" is odds(8). */
export function odds(to: number, per = 1): Odds {
  if (!Number.isInteger(to) || !Number.isInteger(per) || to <= 0 || per <= 0) throw new RangeError(`odds must be positive whole numbers, got ${to} to ${per}`);
  return Object.freeze({ to, per });
}

export function formatOdds(o: Odds): string {
  return `${o.to} to ${o.per}`;
}

export type BetResolution =
  | { readonly result: "win"; readonly to: number; readonly per: number; readonly because: string }
  | { readonly result: "lose"; readonly because: string }
  | { readonly result: "push"; readonly because: string };

export function win(o: Odds, because: string): BetResolution {
  return { result: "win", to: o.to, per: o.per, because };
}

export function lose(because: string): BetResolution {
  return { result: "lose", because };
}

export function push(because: string): BetResolution {
  return { result: "push", because };
}

/** What one row of a printed pay table pays. */
export type Payout = Odds | "push" | "lose";

/**
 * A printed pay table: rows in the filing's order, each with the condition it names (`when`, typed
 * by the bet that reads the table) and its payout. The first matching row applies.
 */
export interface PayTableRow<When> {
  readonly row: string;
  readonly when: When;
  readonly pays: Payout;
}

export type PayTable<When> = readonly PayTableRow<When>[];

export function resolveRow<When>(row: PayTableRow<When>, because: string): BetResolution {
  if (row.pays === "push") return push(because);
  if (row.pays === "lose") return lose(because);
  return win(row.pays, because);
}

/** "win 19:20", "lose", "push": a resolution in one short word, for logs and tests. */
export function resolutionLabel(r: BetResolution): string {
  return r.result === "win" ? `win ${r.to}:${r.per}` : r.result;
}
