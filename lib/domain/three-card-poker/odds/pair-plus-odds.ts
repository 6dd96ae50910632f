/**
 * Pair Plus by enumeration of all C(52,3) = 22,100 three-card hands, ranked as the game ranks them
 * (option `aceTwoThreeSuited` moves four hands from Straight Flush to Flush) and paid by its table
 * (seed 003 L1687-1701, seed 004 L373-381). The bet is counted as played: a fold forfeits it
 * (L1682-1684), but every paying hand is One Pair or better, which no Play/fold rule of
 * ante-play-odds.ts folds (a test checks it).
 */
import type { ThreeCardPokerGame } from "../game-config";
import { THREE_CARD_CATEGORIES, THREE_CARD_NAMES, rankThreeRanks, type ThreeCardCategory } from "../three-card-ranking";
import { bonusOdds, type BonusOdds } from "./bonus-odds";

/** How many of the 22,100 hands fall in each category of the game's ranking. */
export function threeCardCategoryCounts(game: ThreeCardPokerGame): Record<ThreeCardCategory, number> {
  const counts = Object.fromEntries(THREE_CARD_CATEGORIES.map((c) => [c, 0])) as Record<ThreeCardCategory, number>;
  for (let a = 0; a < 52; a++)
    for (let b = a + 1; b < 52; b++)
      for (let c = b + 1; c < 52; c++) {
        // Card i: rank 2 + (i >> 2), suit i & 3.
        const suited = (a & 3) === (b & 3) && (b & 3) === (c & 3);
        counts[rankThreeRanks(game.ranking, 2 + (a >> 2), 2 + (b >> 2), 2 + (c >> 2), suited).category] += 1;
      }
  return counts;
}

export function pairPlusOdds(game: ThreeCardPokerGame): BonusOdds {
  const counts = threeCardCategoryCounts(game);
  const lines = game.payTables.pairPlus.map((l) => ({ hand: THREE_CARD_NAMES[l.hand], to: l.to, count: counts[l.hand], source: l.source }));
  const named = Object.fromEntries(THREE_CARD_CATEGORIES.map((c) => [THREE_CARD_NAMES[c], counts[c]]));
  return bonusOdds("pair-plus", "all C(52,3) = 22,100 three-card hands", 22100, lines, named);
}
