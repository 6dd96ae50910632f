/**
 * The value of a twenty-one hand. Two scorings share the blackjack count (2-9 face value, every
 * ten-value card 10, an ace 1 or 11 as it keeps the hand at 21 or less: No Bust's `numericValue`):
 *
 * - Pure 21.5 (both filings) and Pure Spanish 21.5: a Bonus card and an ace as the first two cards
 *   of the deal are a "Pure 21.5" worth 21.5, the best hand (seed 003 L321-328, L344-346; seed 004
 *   L436-440, L626-630). Any total over 21 is "more than a Pure 21.5" and is settled by the game's
 *   rules, not busted on the spot.
 * - Blackjack X, "play to 31" (seed 004 L979-1092): an ace and a 10-point card as the first two
 *   cards are a "Natural 31" (L985, L1024); the ace and king of spades are "Blackjack X" (L986); a
 *   hard 21 that draws a ten-value card is a "Hard 31" (L1026); 22 to 30 is frozen (L983, L1028).
 *
 * A split hand never makes a two-card hand of the deal: its two cards are not "the initial two
 * cards dealt" (seed 004 L425; L1052 for Blackjack X), unless the game's option says otherwise.
 */
import { isJoker, rankOf, suitOf, type Card, type Rank, type SuitedCard } from "../cards/card";
import { isAce, isTenValue } from "../blackjack/card-values";
import { numericValue } from "../no-bust/hand-value";

export type HandRules =
  | {
      readonly scoring: "pure-21-5";
      /** The Bonus ranks of the deck: K, Q, J, 10 (Pure 21.5) or K, Q, J (Pure Spanish 21.5, no tens). */
      readonly bonusRanks: readonly Rank[];
      /** What the two-card hand is called: "Pure 21.5 Blackjack", "Pure Spanish 21.5". */
      readonly naturalName: string;
      /** An ace and a Bonus card on a split hand: an ordinary 21, or a Pure 21.5 (game option). */
      readonly naturalAfterSplit: boolean;
    }
  | {
      readonly scoring: "play-to-31";
      /** "Ace/King of Spades" (L986) or "an Ace and King suited" (L1024). */
      readonly blackjackX: "ace-king-of-spades" | "ace-king-suited";
      /** The ace stamped "x" (L1022), and whether it makes a Natural 31 with another 10-point card ("a standard ace", L1024). */
      readonly markedAce: { readonly card: SuitedCard; readonly natural: boolean };
    };

export type HandValue =
  /** Pure 21.5 / Pure Spanish 21.5: a Bonus card and an ace, the first two cards of the deal. */
  | { readonly kind: "pure-21-5"; readonly total: 21.5; readonly soft: false; readonly cards: 2 }
  | { readonly kind: "natural-31"; readonly total: 31; readonly soft: false; readonly cards: 2 }
  | { readonly kind: "blackjack-x"; readonly total: 31; readonly soft: false; readonly cards: 2 }
  | {
      readonly kind: "total";
      readonly total: number;
      /** An ace counted as 11. */
      readonly soft: boolean;
      readonly cards: number;
    };

export type TotalValue = Extract<HandValue, { kind: "total" }>;

/** The two-card hands of the deal that stand apart from totals. */
export function isNatural(v: HandValue): v is Exclude<HandValue, TotalValue> {
  return v.kind !== "total";
}

export class HandValueError extends RangeError {
  override name = "HandValueError";
}

function total(cards: readonly Card[]): TotalValue {
  const v = numericValue(cards);
  return { kind: "total", total: v.total, soft: v.soft, cards: v.cards };
}

function aceAndTen(cards: readonly Card[]): { ace: SuitedCard; ten: SuitedCard } | null {
  const [a, b] = cards as [SuitedCard, SuitedCard];
  if (isAce(a) && isTenValue(b)) return { ace: a, ten: b };
  if (isTenValue(a) && isAce(b)) return { ace: b, ten: a };
  return null;
}

/** The value of `cards`; `splitHand` for a hand made by splitting. */
export function handValue(rules: HandRules, cards: readonly Card[], splitHand = false): HandValue {
  if (cards.length === 0) throw new HandValueError("a hand has at least one card");
  if (cards.some(isJoker)) throw new HandValueError("the twenty-one games are played without jokers");
  const pair = cards.length === 2 ? aceAndTen(cards) : null;
  if (rules.scoring === "pure-21-5") {
    if (pair && (!splitHand || rules.naturalAfterSplit) && rules.bonusRanks.includes(rankOf(pair.ten))) return { kind: "pure-21-5", total: 21.5, soft: false, cards: 2 };
    return total(cards);
  }
  if (pair && !splitHand) {
    const ak = rankOf(pair.ten) === "K" && suitOf(pair.ace) === suitOf(pair.ten);
    const blackjackX = ak && (rules.blackjackX === "ace-king-suited" || suitOf(pair.ace) === "S");
    if (blackjackX) return { kind: "blackjack-x", total: 31, soft: false, cards: 2 };
    if (pair.ace !== rules.markedAce.card || rules.markedAce.natural) return { kind: "natural-31", total: 31, soft: false, cards: 2 };
  }
  return total(cards);
}

/** Blackjack X: a hand of 22 to 30 is frozen and loses (L983, L1028). */
export function isFrozen(v: HandValue): boolean {
  return v.kind === "total" && v.total >= 22 && v.total <= 30;
}

/** Three eights: the player-dealer hand that pushes (or pays) every player over 21.5 (seed 003 L497-503, seed 004 L507-509, L708-710). */
export function isEightEightEight(cards: readonly Card[]): boolean {
  return cards.length === 3 && cards.every((c) => !isJoker(c) && rankOf(c) === "8");
}

/** "Pure 21.5 Blackjack", "Natural 31", "Blackjack X", "hard 31", "frozen 25", "soft 17", "hard 24 (888)". */
export function describeValue(rules: HandRules, v: HandValue, cards?: readonly Card[]): string {
  switch (v.kind) {
    case "pure-21-5":
      return rules.scoring === "pure-21-5" ? rules.naturalName : "Pure 21.5";
    case "natural-31":
      return "Natural 31";
    case "blackjack-x":
      return "Blackjack X";
    case "total": {
      if (rules.scoring === "play-to-31" && isFrozen(v)) return `frozen ${v.total}`;
      const text = `${v.soft ? "soft" : "hard"} ${v.total}`;
      return cards !== undefined && isEightEightEight(cards) ? `${text} (888)` : text;
    }
  }
}
