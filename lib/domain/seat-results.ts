/**
 * Results-only entry's shared shape (docs/rules-decisions/results-entry.md): the dealer's results
 * come as a list, one a seat; every seat with a hand has exactly one, and no other seat has any.
 * Each family reads a seat's own result (`each`) and refuses in its own words and codes.
 */
import type { SeatNumber } from "./seats";

export interface SeatResultRules<C extends string> {
  /** The family's refusal (it throws). */
  refuse(code: "bad-results" | C, message: string): never;
  /** The code for a result given for a seat with no hand. */
  readonly strayCode: "bad-results" | C;
  /** What a seat with a hand has, in the stray's words ("no game wager there"): "game wager", "wager", "Ante". */
  readonly handWager: string;
}

/** Each seat's one result, in the seats' order, through `each`; then no result for a seat without a hand. */
export function eachSeatResult<R extends { readonly seat: SeatNumber }, T, C extends string = never>(seats: readonly SeatNumber[], given: unknown, rules: SeatResultRules<C>, each: (seat: SeatNumber, result: R) => T): T[] {
  if (!Array.isArray(given)) rules.refuse("bad-results", "the results are a list, one a seat");
  const results = given as readonly (R | null | undefined)[];
  const out: T[] = [];
  for (const seat of seats) {
    const mine = results.filter((r) => r?.seat === seat);
    if (mine.length === 0) rules.refuse("bad-results", `seat ${seat}'s result is missing`);
    if (mine.length > 1) rules.refuse("bad-results", `seat ${seat}'s result is given twice`);
    out.push(each(seat, mine[0]!));
  }
  const stray = results.find((r) => !seats.includes(r?.seat as SeatNumber));
  if (stray) rules.refuse(rules.strayCode, `seat ${String(stray?.seat)} has no hand this round (no ${rules.handWager} there)`);
  return out;
}
