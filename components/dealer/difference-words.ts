/**
 * The words of the walk of differences after a correction of a round already paid (DifferenceWalk):
 * a result as a dealer reads it at a glance, and the one button's words at each moment.
 */
import { dollars } from "@/lib/client/dollars";

/**
 * A seat's or the bank's result for the round, from its side: "Won $20.00", "Lost $10.00", "Even"
 * (nothing won or lost), never a signed sum a dealer must decode.
 */
export function resultWords(cents: number): string {
  return cents > 0 ? `Won ${dollars(cents)}` : cents < 0 ? `Lost ${dollars(-cents)}` : "Even";
}

/**
 * The walk's one button: it marks every difference left made and finishes the round, and says so
 * for the moment it is pressed at (each difference alone is marked on the big button).
 */
export function finishWords(left: number, total: number): string {
  if (total === 0) return "No money changes hands: finish the round";
  if (left === 0) return "Finish the round";
  if (left === 1) return total === 1 ? "The difference is made: finish the round" : "The last difference is made: finish the round";
  return left === total ? `All ${left} differences are made: finish the round` : `The ${left} differences left are made: finish the round`;
}
