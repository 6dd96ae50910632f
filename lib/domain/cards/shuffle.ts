/**
 * Fisher-Yates (Durstenfeld) shuffle. With an unbiased `RandomSource` every order of the cards is
 * equally likely; the source is injected so a replay with the same seed gives the same order.
 */
import type { RandomSource } from "./random";

/** A shuffled copy of `items`; `items` is left as it was. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(i + 1);
    // A faulty source would silently lose or duplicate cards; refuse it instead.
    if (!Number.isInteger(j) || j < 0 || j > i) throw new RangeError(`random source answered ${j} for a range of ${i + 1}`);
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
