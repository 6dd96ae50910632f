/**
 * Double down (No Bust, and twenty-one on its rules): a second wager on a two-card hand, which then
 * receives exactly one card "regardless of the total" (seed 003 L159-162, L840-845, L3158-3163).
 * Doubling is drawing, so by default a hand the chart makes stand cannot double (the game option
 * `doubleOnMustStand`), and split aces take no card beyond their one.
 */
import type { Cents } from "../money";
import { formatCents } from "../money";
import type { ChartCell } from "./player-chart";
import type { HandInPlay } from "./hand-in-play";

/** Why a hand may not double, or not for this amount, in the codes both families' refusals share. */
export interface DoubleDownRefusal {
  readonly code: "split-aces-one-card" | "not-two-cards" | "no-double-after-split" | "must-stand" | "double-amount";
  readonly message: string;
}

export interface DoubleDownRules {
  /** Joker edition: "a second wager equal to the wager" (L160); 6.0 and 2014: up to it, less allowed (L845, L3160). */
  readonly amount: "equal-to-wager" | "up-to-wager";
  /** Double after a split (L172-173, L844, L3162-3163). */
  readonly afterSplit: boolean;
  /**
   * A two-card hand the player chart makes stand (hard 20 in the Joker edition, hard 19 in 6.0):
   * "refused" (doubling takes a card, which the chart forbids) or "allowed" ("double-down on any
   * two-cards", L841, L3159). Naturals and Joker hands never double.
   */
  readonly onMustStand: "refused" | "allowed";
  readonly source: string;
}

export function doubleRefusal(rules: DoubleDownRules, hand: HandInPlay, cell: ChartCell): DoubleDownRefusal | null {
  if (hand.splitAces) return { code: "split-aces-one-card", message: "split aces receive one card each: no double down" };
  if (hand.cards.length !== 2) return { code: "not-two-cards", message: `double down is on two cards only (${rules.source})` };
  if (hand.split && !rules.afterSplit) return { code: "no-double-after-split", message: "no double down after a split in this game" };
  if (cell === "stand" && rules.onMustStand === "refused") return { code: "must-stand", message: "the chart says this hand must stand, so it cannot take the double-down card" };
  return null;
}

export function doubleAmountRefusal(rules: DoubleDownRules, wager: Cents, amount: Cents): DoubleDownRefusal | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return { code: "double-amount", message: "a double-down wager is a whole number of cents above zero" };
  if (rules.amount === "equal-to-wager" && amount !== wager) {
    return { code: "double-amount", message: `the double-down wager must equal the wager, ${formatCents(wager)} (${rules.source})` };
  }
  if (amount > wager) return { code: "double-amount", message: `the double-down wager may be at most the wager, ${formatCents(wager)} (${rules.source})` };
  return null;
}
