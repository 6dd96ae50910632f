/**
 * Everything `npm run -s odds -- --game <id> --json` prints for a Three Card Poker game, as plain
 * data: Pair Plus and the 6 Card Bonus by enumeration (the filing's stated 6 Card Bonus figures
 * beside the computed ones), and the Ante and Play under each stated Play/fold rule. Pure and
 * deterministic; the 6 Card Bonus enumeration is the slow part (measured in the report).
 */
import type { ThreeCardPokerGame } from "../game-config";
import { antePlayOdds, type AntePlayOdds } from "./ante-play-odds";
import type { BonusOdds } from "./bonus-odds";
import { pairPlusOdds } from "./pair-plus-odds";
import { sixCardBonusOdds, type SixCardBonusOdds } from "./six-card-bonus-odds";
import { sixCardCategoryCounts, type SixCardCounts } from "./six-card-counts";

export interface ThreeCardPokerOdds {
  readonly game: string;
  readonly name: string;
  readonly room: string;
  /** The named options the figures were computed under (the ranking option changes Pair Plus). */
  readonly options: Readonly<Record<string, string | number | boolean>>;
  readonly pairPlus: BonusOdds;
  readonly sixCardBonus: SixCardBonusOdds;
  /** One entry per Play/fold rule, each stated in words. */
  readonly antePlay: readonly AntePlayOdds[];
}

export function threeCardPokerOdds(game: ThreeCardPokerGame, sixCardCounts: SixCardCounts = sixCardCategoryCounts()): ThreeCardPokerOdds {
  return {
    game: game.id,
    name: game.name,
    room: game.room,
    options: game.options,
    pairPlus: pairPlusOdds(game),
    sixCardBonus: sixCardBonusOdds(game, sixCardCounts),
    antePlay: antePlayOdds(game),
  };
}
