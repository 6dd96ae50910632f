/**
 * The round log the road maps are computed from: one outcome per hand, in the order dealt. Every
 * road is a function of this log alone, never of what a screen has drawn, so scrolling or cutting a
 * board can never change a mark.
 */
export type Winner = "B" | "P" | "T";
/** A winner that takes a big-road cell (ties never do). */
export type Side = "B" | "P";

export interface Outcome {
  readonly winner: Winner;
  readonly bankerPair?: boolean;
  readonly playerPair?: boolean;
  readonly natural?: boolean;
  /** Game markers such as "dragon7", "panda8", "fortune7". */
  readonly markers?: readonly string[];
}

export type RoundLog = readonly Outcome[];

export class RoadInputError extends Error {
  override name = "RoadInputError";
}

const WINNERS: readonly string[] = ["B", "P", "T"];

export function isWinner(value: unknown): value is Winner {
  return typeof value === "string" && WINNERS.includes(value);
}

/**
 * "BBPPT" to outcomes without flags. Strict: only the capital letters B, P and T, at least one;
 * anything else is refused with its position, so a typo never becomes a silently different shoe.
 */
export function parseSequence(text: string): Outcome[] {
  if (text.length === 0) throw new RoadInputError("empty sequence: give the hands in order as letters B, P, T (e.g. BBPPPTBPBB)");
  return Array.from(text, (ch, i) => {
    if (!isWinner(ch)) {
      throw new RoadInputError(`bad sequence ${JSON.stringify(text)}: ${JSON.stringify(ch)} at position ${i + 1} is not B, P or T`);
    }
    return { winner: ch };
  });
}

/** For logs that arrive as data (events, JSON): refuses anything that is not a list of outcomes. */
export function assertRoundLog(value: unknown): asserts value is RoundLog {
  if (!Array.isArray(value)) throw new RoadInputError("round log must be an array of outcomes");
  value.forEach((o: unknown, i) => {
    const where = `round log hand ${i + 1}`;
    if (typeof o !== "object" || o === null) throw new RoadInputError(`${where}: not an outcome`);
    const r = o as Record<string, unknown>;
    if (!isWinner(r.winner)) throw new RoadInputError(`${where}: winner must be "B", "P" or "T", got ${JSON.stringify(r.winner)}`);
    for (const flag of ["bankerPair", "playerPair", "natural"] as const) {
      if (r[flag] !== undefined && typeof r[flag] !== "boolean") throw new RoadInputError(`${where}: ${flag} must be true or false`);
    }
    if (r.markers !== undefined && !(Array.isArray(r.markers) && r.markers.every((m) => typeof m === "string"))) {
      throw new RoadInputError(`${where}: markers must be a list of strings`);
    }
  });
}
