/**
 * The game's bets for the wagers module: the Ante, required to be dealt in, and the Pair Plus and
 * 6 Card Bonus, each needing the same bettor's Ante (seed 003 L1581-1586, L1668-1669, L1704-1705),
 * backline betting on every one (L1592). All within the table limit (seed 004 L1897; seed 003
 * L1802-1803: a bonus may be less than, equal to or more than the Ante). The Play wager is made
 * after the deal, equal to the Ante, so it is never validated here.
 *
 * Option `bonusBets` "one" (a Pair Plus or a 6 Card Bonus, not both) has no rule in the wagers
 * module: `bonusBetsRefusal` checks it.
 */
import { wageringRules, type SpotLimits, type WageringRules } from "../wagers/bet-rules";
import { ANTE, BET_LABELS, PAIR_PLUS, SIX_CARD_BONUS } from "./bet-ids";
import type { ThreeCardPokerGame } from "./game-config";
import { describeWagerBettor, type ThreeCardPokerWager } from "./round-state";

export function threeCardPokerWageringRules(_game: ThreeCardPokerGame, tableLimits: SpotLimits): WageringRules {
  return wageringRules({
    tableLimits,
    bets: [
      { id: ANTE, label: BET_LABELS[ANTE], backlineAllowed: true },
      { id: PAIR_PLUS, label: BET_LABELS[PAIR_PLUS], backlineAllowed: true, requiresOneOf: [ANTE] },
      { id: SIX_CARD_BONUS, label: BET_LABELS[SIX_CARD_BONUS], backlineAllowed: true, requiresOneOf: [ANTE] },
    ],
  });
}

/** Under option `bonusBets` "one", the index of the first 6 Card Bonus whose bettor also has a Pair Plus, and why; else null. */
export function bonusBetsRefusal(game: ThreeCardPokerGame, wagers: readonly ThreeCardPokerWager[]): { readonly index: number; readonly message: string } | null {
  if (game.bonusBets === "both") return null;
  const key = (w: ThreeCardPokerWager) => `${w.seat}|${w.backline ? `b|${w.bettor ?? ""}` : "s"}`;
  const withPairPlus = new Set(wagers.filter((w) => w.bet === PAIR_PLUS).map(key));
  const index = wagers.findIndex((w) => w.bet === SIX_CARD_BONUS && withPairPlus.has(key(w)));
  if (index < 0) return null;
  const w = wagers[index] as ThreeCardPokerWager;
  return { index, message: `${describeWagerBettor(w)}: a Pair Plus or a 6 Card Bonus, not both (option bonusBets "one", ${game.optionNotes.bonusBets?.source ?? ""})` };
}
