/** The deck a Three Card Poker round is dealt from: one 52-card deck, no jokers (seed 003 L1529-1532). */
import { shoeSpec } from "../../cards/shoe-composition";

export const ONE_DECK = shoeSpec(1, 0);
