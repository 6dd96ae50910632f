/** The standard five-card poker ranking: public API. */
export { HAND_CATEGORIES, CATEGORY_NAMES, type HandCategory, type FiveCardHand, type BestHand, pokerRank, scoreFive, evaluateFive, bestFive, compareFive, describeFive } from "./five-card";
