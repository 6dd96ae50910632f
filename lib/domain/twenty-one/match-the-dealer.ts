/**
 * Match the Dealer Up Card (seed 004 L564-587, L715-740): a bonus bet that "one or both of a
 * player's original two cards of the hand will exactly match the dealer's up-card in rank", paid by
 * how many match and whether in suit as well (L579, L729). Decided by three cards of the deal, so it
 * stays in action whatever becomes of the hand (L571, L722).
 */
import { rankOf, suitOf, type SuitedCard } from "../cards/card";
import { odds, type Odds } from "./pay-table";

export const MATCH_KINDS = ["two-suited", "suited-and-unsuited", "one-suited", "two-unsuited", "one-unsuited", "none"] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** The pay table's lines in the filings' words. */
export const MATCH_KIND_NAMES: Readonly<Record<MatchKind, string>> = {
  "two-suited": "2 suited matches",
  "suited-and-unsuited": "1 suited + 1 non-suited match",
  "one-suited": "1 suited match",
  "two-unsuited": "2 non-suited matches",
  "one-unsuited": "1 non-suited match",
  none: "no match",
};

export interface MatchRules {
  /** Odds per winning kind; "none" loses. */
  readonly pays: Readonly<Record<Exclude<MatchKind, "none">, Odds>>;
  readonly source: string;
}

/** Pure 21.5 Blackjack's table, "52 Card Deck, 8 Decks" (seed 004 L581-587). */
export const PURE_21_5_MATCH: MatchRules = Object.freeze({
  pays: Object.freeze({ "two-suited": odds(25), "suited-and-unsuited": odds(20), "one-suited": odds(9), "two-unsuited": odds(9), "one-unsuited": odds(4) }),
  source: "seed 004 L564-587",
});

/** Pure Spanish 21.5's table, "48 Card Deck, 8 Decks" (seed 004 L731-740). */
export const PURE_SPANISH_21_5_MATCH: MatchRules = Object.freeze({
  pays: Object.freeze({ "two-suited": odds(24), "suited-and-unsuited": odds(15), "one-suited": odds(12), "two-unsuited": odds(6), "one-unsuited": odds(3) }),
  source: "seed 004 L715-740",
});

/** How the player's first two cards match the player-dealer's up card. */
export function matchKind(first: SuitedCard, second: SuitedCard, upCard: SuitedCard): MatchKind {
  const suited = [first, second].filter((c) => c === upCard).length;
  const ranked = [first, second].filter((c) => rankOf(c) === rankOf(upCard) && suitOf(c) !== suitOf(upCard)).length;
  if (suited === 2) return "two-suited";
  if (suited === 1) return ranked === 1 ? "suited-and-unsuited" : "one-suited";
  if (ranked === 2) return "two-unsuited";
  return ranked === 1 ? "one-unsuited" : "none";
}

export function matchOdds(rules: MatchRules, kind: MatchKind): Odds | null {
  return kind === "none" ? null : rules.pays[kind];
}
