/**
 * Raised when a fee cannot be computed or a schedule is not acceptable. A refusal is better than a
 * guessed fee: a wrong drop costs the room its licence, a refused one only stops the hand.
 */
export class FeeError extends Error {
  override name = "FeeError";
}
