/**
 * Insurance: when the player-dealer's up card is an ace, a player may bet that the hole card makes
 * the player-dealer's two-card hand. Pure 21.5: up to half the original wager, paid 2 to 1 (seed 004
 * L529; seed 003 L552-557, a casino option, not offered where a Pure 21.5 pays 6 to 5 or 7 to 5).
 * Blackjack X: 1% to 50% of the initial wager (L1072), with two readings of what it does (L1073 and
 * L1074, the game option `insuranceOnNatural`).
 */
import type { Card } from "../cards/card";
import type { Cents } from "../money";
import { isAce } from "../blackjack/card-values";
import type { Odds } from "./pay-table";

export interface InsuranceRules {
  readonly pays: Odds;
  /** The least insurance, as a percentage of the wager (Blackjack X: 1%); 0: any amount. */
  readonly minPercent: number;
  /**
   * Against a player-dealer natural: "pays" (the insurance wins at `pays`, the wager is settled on
   * the hands, L1074) or "wager-pushes" (the insured player "pushed and will not lose", L1073).
   */
  readonly onNatural: "pays" | "wager-pushes";
  /** Where the filing offers even money on a Pure 21.5 as an insurance of half the wager (seed 003 L558-568), its lines; null elsewhere. */
  readonly evenMoney: string | null;
  readonly source: string;
}

export function insuranceOffered(rules: InsuranceRules | null, upCard: Card | undefined): boolean {
  return rules !== null && upCard !== undefined && isAce(upCard);
}

/** "no more than ½ of a player's original wager" (L529, L1072), to the cent below. */
export function maxInsurance(wager: Cents): Cents {
  return Math.floor(wager / 2);
}

/** The least insurance a seat may take (0 declines), to the cent above. */
export function minInsurance(rules: InsuranceRules, wager: Cents): Cents {
  return rules.minPercent === 0 ? 1 : Math.ceil((wager * rules.minPercent) / 100);
}
