/**
 * The player-dealer's drawing chart, the same in all three filings: "Must Stand On Hard 17 And
 * Above / Must Hit On Soft 17 Or Less / Have Option On None" (seed 003 L62-71, L107-111, L774-780,
 * L3082-3088). Soft 18 to 21 is in neither column; the text's "until a Hard 17 or higher number is
 * reached" (L222-223, L771-772, L3079-3080) would have it hit. The player-dealer never busts: a
 * total over 21 is a hard 17 or more, and stands.
 */
import type { ChartedHand } from "./player-chart";

export interface PlayerDealerChart {
  /** Soft 18-21, not in the chart: "stand" (the chart's columns) or "hit" (the text read literally). */
  readonly soft18To21: "stand" | "hit";
  /**
   * Soft 17: "hit" in every No Bust chart (absent means hit). A twenty-one game may stand on it
   * (Pure Spanish 21.5 names a player-dealer "that stands on all totals of 17", seed 004 L670).
   */
  readonly soft17?: "hit" | "stand";
  readonly source: string;
}

/** Whether the player-dealer must take another card. */
export function playerDealerDraws(chart: PlayerDealerChart, v: ChartedHand): boolean {
  if (v.kind !== "total") return false;
  if (v.soft !== true) return v.total < 17;
  if (v.total === 17) return chart.soft17 !== "stand";
  return v.total < 17 || chart.soft18To21 === "hit";
}
