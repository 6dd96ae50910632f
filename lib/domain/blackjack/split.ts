/**
 * Splitting a two-card hand into two hands, each with a wager equal to the original (seed 003
 * L163-175, L852-864, L3168-3178): at most three splits (four hands); split aces receive one card
 * each and cannot make a Natural; jokers are never split (two jokers are the Natural 22).
 */
import { isJoker, type Card } from "../cards/card";
import { isAce, isTenValue, sameRank } from "./card-values";
import type { HandInPlay, SeatSplits } from "./hand-in-play";

/** Why a hand may not split, in the codes both families' refusals share. */
export interface SplitRefusal {
  readonly code: "not-two-cards" | "not-a-pair" | "split-limit" | "aces-split-once";
  readonly message: string;
}

export interface SplitRules {
  readonly maxSplits: number;
  /** "same-value": any two ten-value cards split too (K-10); "same-rank": only true pairs. */
  readonly pairs: "same-value" | "same-rank";
  /** How many times aces may be split at one seat: once (Joker edition, 6.0) or within the limit (2014). */
  readonly aceSplits: number;
  readonly source: string;
}

export function isSplittablePair(rules: SplitRules, a: Card, b: Card): boolean {
  if (isJoker(a) || isJoker(b)) return false;
  if (sameRank(a, b)) return true;
  return rules.pairs === "same-value" && isTenValue(a) && isTenValue(b);
}

export function splitRefusal(rules: SplitRules, hand: HandInPlay, seat: SeatSplits): SplitRefusal | null {
  const [a, b] = hand.cards;
  if (hand.cards.length !== 2 || a === undefined || b === undefined) return { code: "not-two-cards", message: "only a two-card hand can be split" };
  if (!isSplittablePair(rules, a, b)) {
    return { code: "not-a-pair", message: rules.pairs === "same-rank" ? `only two cards of the same rank can be split (${rules.source})` : `only a pair or two ten-value cards can be split (${rules.source})` };
  }
  if (seat.splits >= rules.maxSplits) return { code: "split-limit", message: `at most ${rules.maxSplits} splits per hand (${rules.source})` };
  if (isAce(a) && seat.aceSplits >= rules.aceSplits) {
    return { code: "aces-split-once", message: rules.aceSplits === 1 ? `aces may be split only once (${rules.source})` : `aces may be split ${rules.aceSplits} times at most` };
  }
  return null;
}
