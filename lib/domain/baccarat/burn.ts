/**
 * The burn at the start of a shoe. Only Dai Bacc files one (seed 004 L1440): the first card out of
 * the shoe is turned face up and its value is the number of cards burnt face down, "face cards are
 * equal to ten" (tens too: they are ten on their face).
 */
import type { Rank, SuitedCard } from "../cards/card";
import { rankOf } from "../cards/card";

export interface BurnRule {
  readonly when: "start-of-shoe";
  /** The first card is exposed and also leaves play. */
  readonly exposeFirstCard: true;
  /** Face-down cards burnt for each rank of the exposed card. */
  readonly faceDownByRank: Readonly<Record<Rank, number>>;
  readonly source: string;
}

export const DAI_BACC_BURN: BurnRule = Object.freeze({
  when: "start-of-shoe",
  exposeFirstCard: true,
  faceDownByRank: Object.freeze({ A: 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7, "8": 8, "9": 9, T: 10, J: 10, Q: 10, K: 10 }),
  source: "seed 004 L1440",
});

export interface Burn {
  readonly exposed: SuitedCard;
  readonly faceDown: number;
  /** Cards taken out of play: the exposed card and the face-down ones. */
  readonly cardsRemoved: number;
}

export function burn(rule: BurnRule, firstCard: SuitedCard): Burn {
  const faceDown = rule.faceDownByRank[rankOf(firstCard)];
  return { exposed: firstCard, faceDown, cardsRemoved: faceDown + 1 };
}
