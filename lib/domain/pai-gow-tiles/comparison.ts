/**
 * A player's two hands against the player-dealer's, high against high and low against low.
 * "A player wins if both hands rank higher than both hands of the player-dealer. If only one hand
 * ranks higher, it is a tie or a 'push.' If both of the player's hands rank lower ... the player
 * loses" (seed 004 L814). Copies and two zero hands go to the player-dealer (L762).
 */
import { compareHands, describeHand, type TileHand } from "./hand";

export type HandWinner = "player" | "player-dealer";

export interface HandComparison {
  readonly winner: HandWinner;
  /** higher / lower by rank; copy: equal value and high tiles of equal rank; zero: both hands 0. */
  readonly by: "higher" | "lower" | "copy" | "zero";
  readonly because: string;
}

export const COPY_SOURCE = "seed 004 L762";
export const RESULT_SOURCE = "seed 004 L814";

/** One of the player's hands against the player-dealer's hand of the same place. */
export function compareWithPlayerDealer(player: TileHand, pd: TileHand): HandComparison {
  const p = describeHand(player);
  const d = describeHand(pd);
  // "When two hands have a numeric value of zero (0), regardless of the high tile, the player-dealer also wins."
  if (player.category === "points" && pd.category === "points" && player.points === 0 && pd.points === 0) {
    return { winner: "player-dealer", by: "zero", because: `${p} against ${d}: two zero hands go to the player-dealer (${COPY_SOURCE})` };
  }
  const c = compareHands(player, pd);
  if (c > 0) return { winner: "player", by: "higher", because: `${p} beats ${d}` };
  if (c < 0) return { winner: "player-dealer", by: "lower", because: `${p} loses to ${d}` };
  return { winner: "player-dealer", by: "copy", because: `${p} against ${d}: a copy goes to the player-dealer (${COPY_SOURCE})` };
}

export type WagerOutcome = "win" | "push" | "lose";

export interface RoundComparison {
  readonly high: HandComparison;
  readonly low: HandComparison;
  readonly outcome: WagerOutcome;
  readonly because: string;
}

/** Both hands higher wins, one of each pushes, both lower (or copied) loses. */
export function compareSettings(player: { readonly high: TileHand; readonly low: TileHand }, pd: { readonly high: TileHand; readonly low: TileHand }): RoundComparison {
  const high = compareWithPlayerDealer(player.high, pd.high);
  const low = compareWithPlayerDealer(player.low, pd.low);
  const wins = [high, low].filter((h) => h.winner === "player").length;
  const outcome: WagerOutcome = wins === 2 ? "win" : wins === 1 ? "push" : "lose";
  const verdict = outcome === "win" ? "both hands higher: the player wins" : outcome === "push" ? "one hand higher: a push" : "neither hand higher: the player loses";
  return { high, low, outcome, because: `high ${high.because}; low ${low.because}; ${verdict} (${RESULT_SOURCE})` };
}
