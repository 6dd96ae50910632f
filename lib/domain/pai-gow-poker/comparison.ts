/**
 * A player's set hand against the player-dealer's: the five-card hand against the five-card hand,
 * the two-card hand against the two-card hand (seed 004 L894, L1648). Both higher wins 1 to 1, both
 * lower loses, one of each pushes (L898-902, L1656-1659); a hand "identical in rank" is a copy and the
 * player-dealer wins it (L904, L1660; seed 003 L4356-4357), so a copy and a win push and a copy and a
 * loss lose. A foul loses whatever the player-dealer holds (Face Up L1602, and option `foul`).
 */
import type { Card } from "../cards/card";
import { describePaiGowHand, rankPaiGowFive, rankPaiGowTwo, type PaiGowHand, type PaiGowRanking } from "./ranking";

export type HandResult = "higher" | "copy" | "lower";

export interface Comparison {
  readonly outcome: "win" | "push" | "lose";
  readonly high: HandResult;
  readonly low: HandResult;
  readonly because: string;
}

export interface SetCards {
  readonly high: readonly Card[];
  readonly low: readonly Card[];
}

export interface RankedSplit {
  readonly high: PaiGowHand;
  readonly low: PaiGowHand;
}

export function rankSplit(split: SetCards, ranking: PaiGowRanking): RankedSplit {
  return { high: rankPaiGowFive(split.high, ranking), low: rankPaiGowTwo(split.low) };
}

function result(player: PaiGowHand, pd: PaiGowHand): HandResult {
  return player.score > pd.score ? "higher" : player.score === pd.score ? "copy" : "lower";
}

const WORDS: Readonly<Record<HandResult, string>> = { higher: "higher", copy: "a copy (the player-dealer wins copies)", lower: "lower" };

export function compareSplits(player: RankedSplit, pd: RankedSplit, source: string): Comparison {
  const high = result(player.high, pd.high);
  const low = result(player.low, pd.low);
  const outcome = high === "higher" && low === "higher" ? "win" : high !== "higher" && low !== "higher" ? "lose" : "push";
  const because =
    `five-card ${describePaiGowHand(player.high)} against ${describePaiGowHand(pd.high)}: ${WORDS[high]}; ` +
    `two-card ${describePaiGowHand(player.low)} against ${describePaiGowHand(pd.low)}: ${WORDS[low]} (${source})`;
  return { outcome, high, low, because };
}
