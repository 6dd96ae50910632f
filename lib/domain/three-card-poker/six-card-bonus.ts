/**
 * The 6 Card Bonus hand: "the three cards dealt to the player's hand and the three cards dealt to the
 * player-dealer's hand. A player then uses any of those six cards ... to make the best possible five
 * card poker hand" (seed 003 L1709-1712, seed 004 L390). Neither filing prints a five-card ranking:
 * the standard one of lib/domain/poker-hands is used, A-2-3-4-5 a straight (decision T6).
 */
import type { SuitedCard } from "../cards/card";
import { bestFive, describeFive, type BestHand, type FiveCardHand } from "../poker-hands";
import type { SixCardBonusHand } from "./pay-tables";

export interface SixCardBonusResult {
  readonly best: BestHand;
  /** The pay line the hand makes, or null when it pays nothing. */
  readonly hand: SixCardBonusHand | null;
  /** "Full house, Kings over Fours". */
  readonly description: string;
}

/** The pay line of a five-card hand: a Royal Flush is the ace-high straight flush; below Three of a Kind nothing pays. */
export function sixCardBonusHandOf(hand: Pick<FiveCardHand, "category" | "ranks">): SixCardBonusHand | null {
  switch (hand.category) {
    case "straight-flush":
      return hand.ranks[0] === 14 ? "royal-flush" : "straight-flush";
    case "four-of-a-kind":
    case "full-house":
    case "flush":
    case "straight":
    case "three-of-a-kind":
      return hand.category;
    default:
      return null;
  }
}

export function sixCardBonus(player: readonly SuitedCard[], playerDealer: readonly SuitedCard[]): SixCardBonusResult {
  if (player.length !== 3 || playerDealer.length !== 3) throw new RangeError("the 6 Card Bonus takes the player's three cards and the player-dealer's three");
  const best = bestFive([...player, ...playerDealer]);
  return { best, hand: sixCardBonusHandOf(best), description: describeFive(best) };
}
