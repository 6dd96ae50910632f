/**
 * The value of a No Bust hand. Nothing ever busts: a total over 21 is a hand "more than a
 * Natural", compared by each version's own rules (comparison.ts). Two hands stand apart from totals:
 *
 * - the Natural, the best hand: two jokers as the first two cards in the Joker edition ("Natural
 *   22", seed 003 L23-25, L32-33), an ace with a ten-value card as the first two cards in 6.0 and
 *   2014 (the ace then counts 12: L653-657, L2940-2944);
 * - the Joker hand of the Joker edition: "One Joker dealt with any other card regardless of
 *   values is the second best hand" (L34-35), "a hard 21" on which nobody draws (L145).
 *
 * A split hand is never a Natural or a Joker hand (6.0 L859-860, L864; 2014 L3174-3175).
 */
import { isJoker, rankOf, type Card, type SuitedCard } from "../cards/card";
import { hardPoints, isAce, isTenValue, suitOfCard } from "../blackjack/card-values";

export interface HandRules {
  readonly natural: "two-jokers" | "ace-and-ten";
  /**
   * Joker edition: what a joker is when it is not one of a hand's first two dealt cards (a hit
   * card, a card on a split hand): "hard-21" (L145, counted as an ordinary 21) or a Joker hand.
   * null: the game has no jokers.
   */
  readonly jokers: { readonly elsewhere: "hard-21" | "joker-hand" } | null;
}

export type HandValue =
  | { readonly kind: "natural"; readonly total: 22; readonly cards: number; readonly suited: boolean }
  | { readonly kind: "joker-hand"; readonly total: 21; readonly cards: number }
  | {
      readonly kind: "total";
      readonly total: number;
      /** An ace counted as 11. */
      readonly soft: boolean;
      readonly cards: number;
      /** A three-card 7-8-9 of one suit (6.0 L828-831). */
      readonly suited789: boolean;
    };

export class HandValueError extends RangeError {
  override name = "HandValueError";
}

function isSuited789(cards: readonly Card[]): boolean {
  if (cards.length !== 3) return false;
  const [a, b, c] = cards as [Card, Card, Card];
  if (isJoker(a) || isJoker(b) || isJoker(c)) return false;
  if (suitOfCard(b) !== suitOfCard(a) || suitOfCard(c) !== suitOfCard(a)) return false;
  // Three cards holding a 7, an 8 and a 9 are exactly those. Read without building arrays or
  // closures: every hand's value asks this, and the views value every hand after every command (issue 30).
  return holdsRank(a, b, c, "7") && holdsRank(a, b, c, "8") && holdsRank(a, b, c, "9");
}

function holdsRank(a: SuitedCard, b: SuitedCard, c: SuitedCard, rank: string): boolean {
  return rankOf(a) === rank || rankOf(b) === rank || rankOf(c) === rank;
}

/** Best total: an ace counts 11 when that keeps the hand at 21 or less, as in blackjack. */
export function numericValue(cards: readonly Card[]): Extract<HandValue, { kind: "total" }> {
  const hard = cards.reduce((sum, c) => sum + hardPoints(c), 0);
  const soft = cards.some(isAce) && hard + 10 <= 21;
  return { kind: "total", total: soft ? hard + 10 : hard, soft, cards: cards.length, suited789: isSuited789(cards) };
}

/** The value of `cards`; `splitHand` for a hand made by splitting. */
export function handValue(rules: HandRules, cards: readonly Card[], splitHand = false): HandValue {
  if (cards.length === 0) throw new HandValueError("a hand has at least one card");
  const jokers = cards.filter(isJoker).length;
  if (jokers > 0 && rules.jokers === null) throw new HandValueError("this game has no jokers");
  const firstTwo = cards.slice(0, 2);

  if (!splitHand && cards.length === 2) {
    const [a, b] = firstTwo as [Card, Card];
    if (rules.natural === "two-jokers" && isJoker(a) && isJoker(b)) return { kind: "natural", total: 22, cards: 2, suited: false };
    if (rules.natural === "ace-and-ten" && ((isAce(a) && isTenValue(b)) || (isTenValue(a) && isAce(b)))) {
      return { kind: "natural", total: 22, cards: 2, suited: suitOfCard(a) === suitOfCard(b) };
    }
  }
  if (jokers > 0 && rules.jokers !== null) {
    if (!splitHand && firstTwo.some(isJoker)) return { kind: "joker-hand", total: 21, cards: cards.length };
    if (rules.jokers.elsewhere === "joker-hand") return { kind: "joker-hand", total: 21, cards: cards.length };
    // "A Joker with any card is a hard 21" (L145), whatever the other cards add up to.
    return { kind: "total", total: 21, soft: false, cards: cards.length, suited789: false };
  }
  return numericValue(cards);
}

/** "Natural", "Joker hand", "soft 17", "hard 23": how the dealer calls a hand. */
export function describeValue(v: HandValue): string {
  if (v.kind === "natural") return v.suited ? "suited Natural" : "Natural";
  if (v.kind === "joker-hand") return "Joker hand";
  return `${v.soft ? "soft" : "hard"} ${v.total}`;
}
