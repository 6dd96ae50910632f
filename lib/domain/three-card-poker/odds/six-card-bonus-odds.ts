/**
 * The 6 Card Bonus by enumeration of all C(52,6) = 20,358,520 six-card sets, paid by the game's
 * table (seed 003 L1724-1742, seed 004 L399-407), with the filing's own figures beside the computed
 * ones ("House Advantage 6.74%", "Hit frequency 7.2798%", seed 003 L1743-1746).
 */
import { CATEGORY_NAMES } from "../../poker-hands";
import type { FiledBonusFigures, ThreeCardPokerGame } from "../game-config";
import { SIX_CARD_BONUS_NAMES } from "../pay-tables";
import { bonusOdds, type BonusOdds } from "./bonus-odds";
import { SIX_CARD_CATEGORIES, sixCardCategoryCounts, type SixCardCounts } from "./six-card-counts";

export interface SixCardBonusOdds extends BonusOdds {
  readonly filed: FiledBonusFigures;
}

/** `counts` may be passed in so a caller enumerating once can price both games. */
export function sixCardBonusOdds(game: ThreeCardPokerGame, counts: SixCardCounts = sixCardCategoryCounts()): SixCardBonusOdds {
  const lines = game.payTables.sixCardBonus.map((l) => ({ hand: SIX_CARD_BONUS_NAMES[l.hand], to: l.to, count: counts.counts[l.hand], source: l.source }));
  const named = Object.fromEntries(SIX_CARD_CATEGORIES.map((c) => [c === "royal-flush" ? "Royal flush" : c === "straight-flush" ? "Straight flush (not royal)" : CATEGORY_NAMES[c], counts.counts[c]]));
  return { ...bonusOdds("six-card-bonus", "all C(52,6) = 20,358,520 six-card sets", counts.sets, lines, named), filed: game.filedSixCardBonus };
}
