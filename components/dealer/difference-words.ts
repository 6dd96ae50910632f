/**
 * The words of the settlement walks: a result as a dealer reads it at a glance (the walk of
 * differences after a correction of a round already paid, DifferenceWalk), and the one button's
 * words at each moment, for that walk and the ordinary one line by line (SettlementPanel).
 */
import { dollars } from "@/lib/client/dollars";

/**
 * A seat's or the bank's result for the round, from its side: "Won $20.00", "Lost $10.00", "Even"
 * (nothing won or lost), never a signed sum a dealer must decode.
 */
export function resultWords(cents: number): string {
  return cents > 0 ? `Won ${dollars(cents)}` : cents < 0 ? `Lost ${dollars(-cents)}` : "Even";
}

/** What a walk's one button counts, in its words: a difference made, a line settled. */
export type WalkWords = { readonly one: string; readonly many: string; readonly done: string };

/** The walk of differences after a correction of a round already paid (DifferenceWalk). */
export const DIFFERENCES: WalkWords = { one: "difference", many: "differences", done: "made" };

/** An ordinary settlement, walked line by line (SettlementPanel): a line paid, collected or pushed is settled. */
export const LINES: WalkWords = { one: "line", many: "lines", done: "settled" };

/**
 * A walk's one button: it marks every step left done and finishes the round, and says so for the
 * moment it is pressed at ("All 4 lines are settled: finish the round", "The 2 differences left are
 * made: finish the round"); each step alone is marked on the big button. The button is there only
 * while a step is left (`left` at least 1): with none, the big button alone says "Finish the round".
 */
export function finishWords(left: number, total: number, walk: WalkWords): string {
  if (left === 1) return total === 1 ? `The ${walk.one} is ${walk.done}: finish the round` : `The last ${walk.one} is ${walk.done}: finish the round`;
  return left === total ? `All ${left} ${walk.many} are ${walk.done}: finish the round` : `The ${left} ${walk.many} left are ${walk.done}: finish the round`;
}
