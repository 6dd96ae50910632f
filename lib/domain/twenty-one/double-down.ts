/**
 * Doubling: No Bust's double down (two cards, one card more, for less where the filing allows) and
 * what Pure Spanish 21.5 adds (seed 004 L666-670): the rescue, taking back the last doubled portion
 * and forfeiting the rest, and the double-double down, doubling the whole wager again up to three
 * doubles in all (8 times the original wager), where the player-dealer hits soft 17 and the casino
 * allows it.
 */
import { formatCents, type Cents } from "../money";
import { doubleAmountRefusal, doubleRefusal, type DoubleDownRules } from "../blackjack/double-down";
import type { HandInPlay } from "../blackjack/hand-in-play";
import type { ChartCell } from "../blackjack/player-chart";
import type { Refusal } from "./refusal";

export { doubleAmountRefusal, doubleRefusal };

export interface DoubleRules extends DoubleDownRules {
  /** Pure Spanish 21.5: "rescue" (take back) the last doubled portion of a non-busted doubled hand (L667). */
  readonly rescue: boolean;
  /** Pure Spanish 21.5's double-double down: up to three doubles, each the whole wager so far (L669). */
  readonly doubleDouble: boolean;
}

/** A hand's doubling as far as it has gone. */
export interface DoubledHand extends HandInPlay {
  /** The double-down wagers in the order made (the double down, then double-double downs). */
  readonly doubles: readonly Cents[];
  /** The hand is over 21 (more than 21.5, or frozen). */
  readonly busted: boolean;
}

export const MAX_DOUBLES = 3;

/** "double his total wager again": the original wager and every double so far. */
export function totalWager(wager: Cents, hand: DoubledHand): Cents {
  return hand.doubles.reduce((s, d) => s + d, wager);
}

/** Why a double-double down is refused on a hand already doubled, or null. */
export function doubleDoubleRefusal(rules: DoubleRules, hand: DoubledHand, cell: ChartCell): Refusal | null {
  if (!rules.doubleDouble) return { code: "double-double-limit", message: `a doubled hand is not doubled again in this game (${rules.source})` };
  if (hand.doubles.length >= MAX_DOUBLES) return { code: "double-double-limit", message: `at most three doubles, 8 times the original wager: after the third the player stands or rescues (${rules.source})` };
  if (hand.busted) return { code: "must-stand", message: "the hand is over 21: no more doubling" };
  if (cell === "stand" && rules.onMustStand === "refused") return { code: "must-stand", message: "the chart says this hand must stand, so it cannot take another double card" };
  return null;
}

/** A double-double down must double the whole wager so far, no less and no more (L669-670). */
export function doubleDoubleAmountRefusal(rules: DoubleRules, wager: Cents, hand: DoubledHand, amount: Cents): Refusal | null {
  const due = totalWager(wager, hand);
  if (amount !== due) return { code: "double-amount", message: `a double-double down doubles the whole wager: ${formatCents(due)} (${rules.source})` };
  return null;
}

/** Why a rescue is refused, or null. */
export function rescueRefusal(rules: DoubleRules, hand: DoubledHand): Refusal | null {
  if (!rules.rescue) return { code: "no-rescue", message: "this game has no rescue" };
  if (hand.doubles.length === 0) return { code: "no-rescue", message: `a rescue takes back a double: this hand is not doubled (${rules.source})` };
  if (hand.busted) return { code: "no-rescue", message: `only a hand that has not busted may be rescued (${rules.source})` };
  return null;
}
