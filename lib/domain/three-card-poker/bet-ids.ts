/**
 * The four wagering areas of the layout, "Ante", "Play", "Pair Plus" and "6 Card Bonus" (seed 003
 * L1521-1525, seed 004 L270-275), and the order a seat's wagers settle in: "the Ante wager, then the
 * Play wager, then the Pair Plus wager (if placed), and then the 6 Card Bonus wager (if placed)"
 * (seed 003 L1654-1656, seed 004 L353).
 */
export const ANTE = "ante";
export const PLAY = "play";
export const PAIR_PLUS = "pair-plus";
export const SIX_CARD_BONUS = "six-card-bonus";

/** The wagers placed before the deal; the Play wager is made after the player has seen the cards. */
export const PRE_DEAL_BETS = [ANTE, PAIR_PLUS, SIX_CARD_BONUS] as const;
export type PreDealBet = (typeof PRE_DEAL_BETS)[number];
export type ThreeCardPokerBet = PreDealBet | typeof PLAY;

export const BET_ORDER: readonly ThreeCardPokerBet[] = Object.freeze([ANTE, PLAY, PAIR_PLUS, SIX_CARD_BONUS]);

/** As printed on the layout and said by the dealer. */
export const BET_LABELS: Readonly<Record<ThreeCardPokerBet, string>> = Object.freeze({
  [ANTE]: "Ante",
  [PLAY]: "Play",
  [PAIR_PLUS]: "Pair Plus",
  [SIX_CARD_BONUS]: "6 Card Bonus",
});

export function isPreDealBet(value: unknown): value is PreDealBet {
  return typeof value === "string" && (PRE_DEAL_BETS as readonly string[]).includes(value);
}
